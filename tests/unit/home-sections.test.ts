/**
 * The home page's sections staff show, hide and move (types/home-page.ts, a `sections` field): how the
 * list is stored and read back, how a posted form is checked (a move button, a crafted list), what a
 * new and an upgraded database start with, and the single form's answer to a move (the form again,
 * nothing saved) and to a crafted list (a 400 keeping what was typed).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { singleTypes } from "~/content/content-types";
import {
  firstSections,
  moveSection,
  parseSections,
  readSections,
  SECTION_INPUTS,
  storedSections,
} from "~/content/section-order";
import { HOME_SECTION_KEYS, homePageFirstTexts } from "~/content/types/home-page";
import { validateFields } from "~/content/validation";
import { readSingle } from "~/db/singles.server";
import { callRoute, staffCookie, unwrap } from "./helpers";

const KEYS = ["a", "b", "c"] as const;

/** A form as the page's form sends it: the keys in order, the ticked boxes, the button pressed. */
function sectionsForm(order: string[], shown: string[], move?: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  for (const key of order) data.append("sections", key);
  for (const key of shown) data.append(SECTION_INPUTS.shown("sections"), key);
  if (move !== undefined) data.append(SECTION_INPUTS.move("sections"), move);
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
}

describe("a page's sections, stored", () => {
  it("are the keys in order, a hidden one marked, and read back the same", () => {
    const choices = [
      { key: "c", shown: true },
      { key: "a", shown: false },
      { key: "b", shown: true },
    ];
    expect(storedSections(choices)).toBe("c,-a,b");
    expect(parseSections(KEYS, "c,-a,b")).toEqual(choices);
  });

  it("read as a whole list whatever was stored: an unknown or repeated key left out, a missing one added, shown", () => {
    expect(parseSections(KEYS, "")).toEqual(firstSections(KEYS));
    expect(parseSections(KEYS, undefined)).toEqual(firstSections(KEYS));
    expect(parseSections(KEYS, "b,gone,-b,-a")).toEqual([
      { key: "b", shown: true },
      { key: "a", shown: false },
      { key: "c", shown: true },
    ]);
  });

  it("move one place up or down, and not past either end", () => {
    const first = firstSections(KEYS);
    expect(moveSection(first, "b", "up").map((choice) => choice.key)).toEqual(["b", "a", "c"]);
    expect(moveSection(first, "b", "down").map((choice) => choice.key)).toEqual(["a", "c", "b"]);
    expect(moveSection(first, "a", "up")).toEqual(first);
    expect(moveSection(first, "c", "down")).toEqual(first);
    expect(moveSection(first, "gone", "up")).toEqual(first);
  });
});

describe("a page's sections, posted", () => {
  it("read the order and the ticked boxes, and apply the move button pressed", () => {
    expect(readSections(KEYS, sectionsForm(["c", "a", "b"], ["a", "b"]), "sections")).toEqual({
      choices: [
        { key: "c", shown: false },
        { key: "a", shown: true },
        { key: "b", shown: true },
      ],
      valid: true,
    });
    expect(readSections(KEYS, sectionsForm(["a", "b", "c"], ["a"], "c:up"), "sections")).toEqual({
      choices: [
        { key: "a", shown: true },
        { key: "c", shown: false },
        { key: "b", shown: false },
      ],
      valid: true,
      moved: { key: "c", place: 2, total: 3 },
    });
  });

  it("are left alone by a post without them", () => {
    expect(readSections(KEYS, sectionsForm([], []), "sections")).toBeUndefined();
  });

  it("refuse a list no form sends, reading what they can of it", () => {
    const refused = (order: string[], shown: string[], move?: string) =>
      readSections(KEYS, sectionsForm(order, shown, move), "sections")?.valid;
    expect(refused(["a", "a", "b"], [])).toBe(false);
    expect(refused(["a", "b", "c", "d"], [])).toBe(false);
    expect(refused(["a", "b"], [])).toBe(false);
    expect(refused(["a", "b", "x"], [])).toBe(false);
    expect(refused(["a", "b", "c"], ["x"])).toBe(false);
    expect(refused(["a", "b", "c"], ["a", "a"])).toBe(false);
    expect(refused(["a", "b", "c"], [], "x:up")).toBe(false);
    expect(refused(["a", "b", "c"], [], "a:left")).toBe(false);
    expect(refused([], ["a"])).toBe(false);
    // What comes back to be shown: its known keys in the order sent, then any left out.
    expect(readSections(KEYS, sectionsForm(["c", "c", "x"], ["c"]), "sections")?.choices).toEqual([
      { key: "c", shown: true },
      { key: "a", shown: false },
      { key: "b", shown: false },
    ]);
  });
});

describe("the home page's sections field", () => {
  const fields = singleTypes.homePage.fields;

  it("stores the list, says which section a button moved and where to, and refuses a crafted list", () => {
    const order = [...HOME_SECTION_KEYS];
    // Only the field's own inputs are sent: the required texts' errors are the other fields'.
    const errorOf = (result: ReturnType<typeof validateFields>) =>
      result.ok ? undefined : result.errors.sections;
    const all = validateFields(fields, sectionsForm(order, order, "news:up"));
    expect(errorOf(all)).toBeUndefined();
    expect(all.values.sections).toBe("tiles,services,process,technology,products,news,clients,contact");
    expect(all.moved).toEqual({ name: "admin.pages.groups.news", place: 6, total: 8 });

    const saved = validateFields(fields, sectionsForm(order, ["services", "contact"]));
    expect(saved.moved).toBeUndefined();
    expect(saved.values.sections).toBe(
      "-tiles,services,-process,-technology,-products,-clients,-news,contact",
    );

    const crafted = validateFields(fields, sectionsForm([...order, "tiles"], order));
    expect(errorOf(crafted)).toEqual({ code: "invalidSections" });
    expect(crafted.moved).toBeUndefined();
  });

  it("starts, on a new site, as today's page: every section in today's order, shown", () => {
    expect(HOME_SECTION_KEYS).toEqual([
      "tiles",
      "services",
      "process",
      "technology",
      "products",
      "clients",
      "news",
      "contact",
    ]);
    expect(homePageFirstTexts.sections).toBe(storedSections(firstSections(HOME_SECTION_KEYS)));
    expect(readSingle("homePage").sections).toBe(homePageFirstTexts.sections);
  });

  it("is today's page on a site from before it, once upgraded (migration 0022 writes the same)", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "home-sections-upgrade-"));
    try {
      const before = path.join(folder, "drizzle-before");
      cpSync("drizzle", before, { recursive: true });
      const journalFile = path.join(before, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
        entries: { idx: number; tag: string }[];
      };
      const sections = journal.entries.find((entry) => entry.tag.endsWith("_home_sections"))!;
      journal.entries = journal.entries.filter((entry) => entry.idx < sections.idx);
      writeFileSync(journalFile, JSON.stringify(journal));
      const sqlite = new Database(path.join(folder, "site.db"));
      try {
        migrate(drizzle(sqlite), { migrationsFolder: before });
        sqlite.prepare("insert into home_page (id, tilesHeadingEn) values (1, 'Who we are')").run();
        migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });
        expect(sqlite.prepare("select sections from home_page").pluck().get()).toBe(
          homePageFirstTexts.sections,
        );
      } finally {
        sqlite.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the home page's form", () => {
  it("answers a move with the form again, the section moved and the texts as typed, saving nothing", async () => {
    const { action } = await import("~/admin/routes/single");
    const cookie = await staffCookie("sections@example.com");
    const stored = readSingle("homePage");
    const order = [...HOME_SECTION_KEYS];
    const post = (body: FormData) =>
      callRoute(action, "/admin/page-home?lng=en", {
        method: "POST",
        body,
        headers: { Cookie: cookie, Origin: "http://localhost" },
      });

    const moved = unwrap<{ values: Record<string, string>; errors: object; moved?: object }>(
      await post(sectionsForm(order, order, "contact:up", { tilesHeadingEn: "Not saved yet" })),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.moved).toEqual({ name: "admin.pages.groups.contact", place: 7, total: 8 });
    expect(moved.body.values.sections).toBe(
      "tiles,services,process,technology,products,clients,contact,news",
    );
    expect(moved.body.values.tilesHeadingEn).toBe("Not saved yet");
    expect(readSingle("homePage")).toEqual(stored);

    const refused = unwrap<{ values: Record<string, string>; errors: Record<string, unknown> }>(
      await post(sectionsForm(["news", ...order], order, undefined, { tilesHeadingEn: "Typed" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.sections).toEqual({ code: "invalidSections" });
    expect(refused.body.values.tilesHeadingEn).toBe("Typed");
    expect(readSingle("homePage")).toEqual(stored);
  });
});
