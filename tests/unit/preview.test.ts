import { describe, expect, it } from "vitest";
import { previewFor } from "~/admin/preview.server";
import { trashRecords } from "~/admin/trash.server";
import { contentTypes } from "~/content/content-types";
import { HOME_SECTION_LIMITS } from "~/content/home-limits";
import { parsePreview, previewPath } from "~/content/preview";
import { newId } from "~/db/ids.server";
import { findRecord, insertRecord, listShown, setVisibility } from "~/db/records.server";
import { en } from "~/i18n/resources/en";
import { loader as listLoader } from "~/public-routes/record-list";
import { pageWithPreview, shownWithPreview } from "~/site/previewed.server";
import { callRoute, staffCookie, unwrap } from "./helpers";

/**
 * A staff member's preview of a record on its public page, on this file's real SQLite database:
 * who gets it, where the record shows, and that its answer is never cached. (Over HTTP, with the
 * page cache and a visitor beside it: tests/server/trash.test.ts.)
 */

const staff = { id: "s", email: "previewer@example.com" };
const TEAM_PAGE = contentTypes.teamMembers.publicList!.pageSize;
/** A new team member, first in the order (as every new record), shown or hidden. */
const member = (name: string, visible = true) => {
  const id = newId();
  insertRecord("teamMembers", id, { nameEn: name, roleEn: "Engineer" });
  setVisibility("teamMembers", id, visible);
  return { id };
};

describe("the preview's address", () => {
  it("is the type's public page with ?preview=<slug>:<id>, and only such a value is read back", () => {
    expect(previewPath(contentTypes.services, { id: "abc" })).toBe(
      "/solution-details/abc?preview=service:abc",
    );
    expect(previewPath(contentTypes.teamMembers, { id: "abc" })).toBe("/team?preview=team-member:abc");
    expect(previewPath(contentTypes.products, { id: "abc" })).toBe("/?preview=product:abc");
    expect(previewPath(contentTypes.messages, { id: "abc" })).toBeUndefined();
    // A page is at its address, not its id.
    expect(previewPath(contentTypes.pages, { id: "abc", address: "careers" })).toBe(
      "/careers?preview=page:abc",
    );
    expect(previewPath(contentTypes.pages, { id: "abc" })).toBeUndefined();
    expect(parsePreview("team-member:abc_-1")).toEqual({ name: "teamMembers", id: "abc_-1" });
    for (const value of [
      null,
      "",
      "team-member",
      "contactus:abc",
      "nothing:abc",
      "service:a b",
      "service:<x>",
    ])
      expect(parsePreview(value), String(value)).toBeUndefined();
  });
});

describe("who sees a preview", () => {
  it("only signed-in staff: a hidden record with its banner, a trashed one too; anyone else gets nothing", async () => {
    const cookie = await staffCookie("preview-staff@example.com");
    const hidden = member("Hidden Hana", false);
    const request = (id: string, withCookie = true) =>
      new Request(`http://localhost/team?preview=team-member:${id}`, {
        headers: withCookie ? { Cookie: cookie } : {},
      });

    expect(await previewFor(request(hidden.id, false), ["teamMembers"], "en")).toBeUndefined();
    const forged = new Request(`http://localhost/team?preview=team-member:${hidden.id}`, {
      headers: { Cookie: "__session=forged" },
    });
    expect(await previewFor(forged, ["teamMembers"], "en")).toBeUndefined();
    // A type this page does not show is not previewed here.
    expect(await previewFor(request(hidden.id), ["services"], "en")).toBeUndefined();

    const preview = await previewFor(request(hidden.id), ["teamMembers"], "en");
    expect(preview?.record.id).toBe(hidden.id);
    expect(preview?.banner).toMatchObject({
      state: "hidden",
      heading: en.admin.preview.hiddenHeading,
      links: [{ href: `/admin/edit-team-member/${hidden.id}` }],
    });

    trashRecords(staff, "teamMembers", [hidden.id]);
    const trashed = await previewFor(request(hidden.id), ["teamMembers"], "en");
    expect(trashed?.record).toMatchObject({ id: hidden.id, nameEn: "Hidden Hana" });
    expect(trashed?.banner).toMatchObject({
      state: "trashed",
      links: [{ href: "/admin/trash?type=teamMembers" }],
    });

    const shown = member("Shown Shno");
    expect((await previewFor(request(shown.id), ["teamMembers"], "en"))?.banner).toBeNull();
    expect(await previewFor(request(newId()), ["teamMembers"], "en")).toBeUndefined();
  });

  it("answers the team page `private, no-store` for staff, and as ever for a visitor", async () => {
    const cookie = await staffCookie("preview-headers@example.com");
    const hidden = member("Hidden Hawkar", false);
    const url = `/team?preview=team-member:${hidden.id}`;
    type TeamPage = { records: { name: { text: string } }[] };
    const staffAnswer = unwrap<TeamPage>(await callRoute(listLoader, url, { headers: { Cookie: cookie } }));
    expect(new Headers(staffAnswer.init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(staffAnswer.body.records.map((m) => m.name.text)).toContain("Hidden Hawkar");

    const visitorAnswer = unwrap<TeamPage>(await callRoute(listLoader, url));
    expect(visitorAnswer.init?.headers).toBeUndefined();
    expect(visitorAnswer.body.records.map((m) => m.name.text)).not.toContain("Hidden Hawkar");
  });
});

describe("where the previewed record shows", () => {
  it("on the page of a paged list where its place falls, at that place", () => {
    // Enough shown members for three pages; a hidden one placed among the second page's.
    const ids: string[] = [];
    for (let n = 0; n < 2 * TEAM_PAGE + 5; n++) ids.unshift(member(`Paged ${n}`).id);
    const hidden = member("Paged hidden", false);
    // It went first; give it the 30th member's order, just before it (equal orders: newest first).
    const shown = listShown("teamMembers");
    const target = shown[TEAM_PAGE + 5]!;
    const record = {
      ...findRecord("teamMembers", hidden.id)!,
      displayOrder: target.displayOrder,
      date: new Date(target.date.getTime() + 1),
    };
    const { rows, page } = pageWithPreview("teamMembers", TEAM_PAGE, {
      name: "teamMembers",
      record,
    });
    expect(page.page).toBe(2);
    expect(rows).toHaveLength(TEAM_PAGE);
    expect(rows[5]!.id).toBe(hidden.id);
    expect(rows[6]!.id).toBe(target.id);
  });

  it("on the home page at its place among the first ones, or last when its place is past them", () => {
    const product = newId();
    insertRecord("products", product, { titleEn: "Previewed product" });
    setVisibility("products", product, false);
    const record = findRecord("products", product)!;
    const first = shownWithPreview("products", HOME_SECTION_LIMITS.products, { name: "products", record });
    expect(first[0]!.id).toBe(product);
    const far = { ...record, displayOrder: 1_000_000 };
    const last = shownWithPreview("products", 2, { name: "products", record: far });
    expect(last.map((row) => row.id)).toEqual([listShown("products", { limit: 1 })[0]!.id, product]);
    // Another type's preview changes nothing here.
    expect(shownWithPreview("clients", 3, { name: "products", record })).toEqual(
      listShown("clients", { limit: 3 }),
    );
  });
});
