import { describe, expect, it } from "vitest";
import { columnNames, contentTypeNames, contentTypes, hasImage } from "~/content/content-types";
import { database } from "~/db/client.server";
import { MESSAGE_SOURCE_COLUMNS, tables } from "~/db/schema";

const sqliteName = (name: keyof typeof contentTypes) => contentTypes[name].key;

describe("content-type descriptions", () => {
  it("describe the six content types of the specification and the team members", () => {
    expect(contentTypeNames).toEqual(
      expect.arrayContaining([
        "clients",
        "infoAreas",
        "jumbotrons",
        "messages",
        "products",
        "services",
        "teamMembers",
      ]),
    );
  });

  it("give a team member a photo, name, role and short bio in three languages, and a display order", () => {
    const { fields } = contentTypes.teamMembers;
    expect(Object.keys(fields).sort()).toEqual([
      "bio",
      "displayOrder",
      "image",
      "imageAlt",
      "metaDescription",
      "name",
      "publishAt",
      "role",
      "visible",
    ]);
    expect(fields.name).toMatchObject({ kind: "translated", requiredInEnglish: true });
    expect(fields.role).toMatchObject({ kind: "translated", requiredInEnglish: true });
    expect(fields.bio).toMatchObject({ kind: "richText", linesAreParagraphs: true, maxLength: 600 });
    expect(fields.displayOrder).toEqual({ kind: "order" });
    expect(contentTypes.teamMembers.onPublicPages).toBe(true);
  });

  it("give translated fields one column per language and others one column", () => {
    expect(columnNames("title", contentTypes.clients.fields.title)).toEqual([
      "titleEn",
      "titleKu",
      "titleAr",
    ]);
    expect(columnNames("phone", contentTypes.clients.fields.phone)).toEqual(["phone"]);
  });

  it("say which types have an image: clients, products, services and team members, not the others", () => {
    const withImage = contentTypeNames.filter((name) => hasImage(contentTypes[name]));
    expect(withImage).toEqual(expect.arrayContaining(["clients", "products", "services", "teamMembers"]));
    expect(withImage).not.toEqual(expect.arrayContaining(["jumbotrons"]));
    expect(withImage).not.toEqual(expect.arrayContaining(["infoAreas"]));
    expect(withImage).not.toEqual(expect.arrayContaining(["messages"]));
  });

  it("require the English title and cap titles at 200 and descriptions at 5000", () => {
    const { title, desc } = contentTypes.products.fields;
    expect(title).toMatchObject({ requiredInEnglish: true, maxLength: 200 });
    expect(desc).toMatchObject({ kind: "richText", requiredInEnglish: false, maxLength: 5000 });
    expect(contentTypes.services.fields.desc.rows).toBe(12);
  });
});

describe("the migrated SQLite database", () => {
  const { sqlite } = database();

  it.each(contentTypeNames)(
    "has exactly the described columns for %s, plus id, date and updatedAt",
    (name) => {
      const described = Object.entries(contentTypes[name].fields).flatMap(([field, spec]) =>
        columnNames(field, spec),
      );
      const actual = (
        sqlite.prepare(`PRAGMA table_info(${sqliteName(name)})`).all() as { name: string }[]
      ).map((column) => column.name);
      // Messages also keep where each came from (docs/decisions/050-message-sources.md).
      const sources = name === "messages" ? MESSAGE_SOURCE_COLUMNS : [];
      expect(actual.sort()).toEqual(["id", "date", "updatedAt", ...described, ...sources].sort());
    },
  );

  it.each(contentTypeNames)("indexes %s in list order (date, then id)", (name) => {
    const indexes = sqlite.prepare(`PRAGMA index_list(${sqliteName(name)})`).all() as { name: string }[];
    const listIndex = indexes.find((index) => {
      const columns = sqlite.prepare(`PRAGMA index_info(${index.name})`).all() as { name: string }[];
      return columns.map((column) => column.name).join(",") === "date,id";
    });
    expect(listIndex).toBeDefined();
  });

  it("stores a display order as an INTEGER, indexed for sorting", () => {
    const columns = sqlite.prepare("PRAGMA table_info(team_members)").all() as {
      name: string;
      type: string;
    }[];
    expect(columns.find((column) => column.name === "displayOrder")?.type.toLowerCase()).toBe("integer");
    const indexes = sqlite.prepare("PRAGMA index_list(team_members)").all() as { name: string }[];
    expect(indexes.map((index) => index.name)).toContain("team_members_visible_order_idx");
  });

  it("runs in WAL mode with foreign keys on and a busy timeout", () => {
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBeGreaterThanOrEqual(1000);
  });

  it("has a drizzle table for every content type", () => {
    expect(Object.keys(tables).sort()).toEqual([...contentTypeNames].sort());
  });
});
