import { describe, expect, it } from "vitest";
import { contentTypes } from "~/content/content-types";
import { solutionView } from "~/site/public-pages.server";
import { loadRecordPage } from "~/site/record-pages.server";
import { loadListPage } from "~/site/record-views.server";
import type { Language } from "~/i18n/languages";

/** The services' pages as their routes load them: the generic record pages with the services' views. */
const loadSolutions = (url: string, lang: Language) => {
  const { records, page } = loadListPage("services", url, lang);
  return { services: records, page };
};
/** /team as its route loads it: the generic list with the team members' view. */
const loadTeam = (url: string, lang: Language) => {
  const { records, page } = loadListPage("teamMembers", url, lang);
  return { members: records, page };
};
const TEAM_PAGE = contentTypes.teamMembers.publicList!.pageSize;
const loadSolution = (id: string | undefined, lang: Language) =>
  loadRecordPage("services", id, (record) => solutionView(record, lang));
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { countRecords, insertRecord, listShown } from "~/db/records.server";
import { unwrap } from "./helpers";

// The sample content (4 team members, 9 services) is in this file's fresh database.
describe("the public lists", () => {
  it("show the team page by page, in display order, never more than a page's size", () => {
    for (let n = 0; n < 30; n++) {
      insertRecord("teamMembers", newId(), {
        nameEn: `Member ${String(n).padStart(2, "0")}`,
        roleEn: "Engineer",
        // Not typed in: a new member goes first whatever a form sends.
        displayOrder: String(100 - n),
      });
    }
    const total = countRecords("teamMembers");
    expect(total).toBe(34);
    const first = loadTeam("http://site/team", "en");
    expect(first.members).toHaveLength(TEAM_PAGE);
    expect(first.page).toEqual({ page: 1, pages: 2 });
    // Each new member went first: the newest first, the sample members (in their order) last.
    expect(first.members.slice(0, 2).map((m) => m.name.text)).toEqual(["Member 29", "Member 28"]);
    const second = loadTeam("http://site/team?page=2", "en");
    expect(second.members).toHaveLength(total - TEAM_PAGE);
    expect(second.members.slice(-5).map((m) => m.name.text)).toEqual([
      "Member 00",
      "Hawre Salih",
      "Shilan Omer",
      "Karwan Aziz",
      "Lana Jamal",
    ]);
    // Pages past the end or not numbers at all: the last or first page, never an error.
    expect(loadTeam("http://site/team?page=99", "en").page.page).toBe(2);
    expect(loadTeam("http://site/team?page=%3Cx%3E", "en").page.page).toBe(1);
  });

  it("read one page of shown team members from SQL, through the display-order index, sorting nothing", () => {
    const plan = database()
      .sqlite.prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM team_members WHERE visible = 1 ORDER BY displayOrder, date DESC, id DESC LIMIT 24 OFFSET 24",
      )
      .all() as { detail: string }[];
    const details = plan.map((row) => row.detail).join(" ");
    expect(details).toContain("team_members_visible_order_idx");
    expect(details).not.toContain("TEMP B-TREE");
  });

  it("give each service's description intro on /solutions, in the visitor's language", () => {
    const { services } = loadSolutions("http://site/solutions", "ku");
    expect(services).toHaveLength(9);
    expect(services[0]!.title).toEqual({ text: "دیزاینی ماڵپەڕ" });
    for (const service of services) expect(Array.from(service.intro.text).length).toBeLessThanOrEqual(281);
  });

  it("answer 404 for an unknown or malformed service id, and the service for a real one", () => {
    for (const id of ["doesNotExist1234", "<script>", "x".repeat(65), "a/b", "", undefined]) {
      expect(unwrap(loadSolution(id, "ar")).status, String(id)).toBe(404);
    }
    const [service] = listShown("services", { limit: 1 });
    const found = unwrap<{ record: { title: { text: string }; description: { html: string } } }>(
      loadSolution(service!.id, "en"),
    );
    expect(found.status).toBe(200);
    expect(found.body.record.title.text).toBe(service!.titleEn);
    // Each line of the description a paragraph, as before it was rich text.
    const paragraphs = service!.descEn.trim().split(/\n+/);
    expect(found.body.record.description.html).toBe(paragraphs.map((p) => `<p>${p}</p>\n`).join(""));
  });
});
