import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { contentTypes, missingLanguages } from "~/content/content-types";
import { openDatabase } from "~/db/client.server";
import { sampleContent } from "~/db/sample-content";
import { clients, jumbotrons, services } from "~/db/schema";

describe("openDatabase", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "site-db-"));
  const file = path.join(folder, "nested", "site.db");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("creates the folder and file, migrates and fills in the sample content", () => {
    const first = openDatabase(file);
    expect(first.created).toBe(true);
    expect(first.db.select().from(services).all()).toHaveLength(sampleContent.services.length);
    expect(first.db.select().from(clients).all()).toHaveLength(8);
    first.sqlite.close();
  });

  it("never fills it again, even when staff emptied a list", () => {
    const second = openDatabase(file);
    expect(second.created).toBe(false);
    second.db.delete(jumbotrons).run();
    second.sqlite.close();

    const third = openDatabase(file);
    expect(third.db.select().from(jumbotrons).all()).toHaveLength(0);
    expect(third.db.select().from(services).all()).toHaveLength(sampleContent.services.length);
    third.sqlite.close();
  });

  it("has at least the sample content the issue asks for", () => {
    expect(sampleContent.jumbotrons.length).toBeGreaterThanOrEqual(3);
    expect(sampleContent.infoAreas.length).toBeGreaterThanOrEqual(4);
    expect(sampleContent.services.length).toBeGreaterThanOrEqual(9);
    expect(sampleContent.products.length).toBeGreaterThanOrEqual(4);
    expect(sampleContent.clients.length).toBeGreaterThanOrEqual(8);
  });

  it("has each sample text in every language of the list, as the dashboard counts missing ones", () => {
    for (const [name, rows] of Object.entries(sampleContent))
      rows.forEach((row, index) => {
        const type = contentTypes[name as keyof typeof sampleContent];
        expect(missingLanguages(type, row), `app/db/sample-content.ts: ${name}[${index}]`).toEqual([]);
      });
  });
});

/** A database in memory as it was before migration `idx`: migrated only that far. */
function migratedBefore(idx: number) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-migrations-"));
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const before = journal.entries.filter((entry) => entry.idx < idx);
  mkdirSync(path.join(folder, "meta"));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: before }));
  for (const { tag } of before) copyFileSync(`drizzle/${tag}.sql`, path.join(folder, `${tag}.sql`));
  const sqlite = new Database(":memory:");
  const db = drizzle(sqlite);
  migrate(db, { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  return { sqlite, db };
}

describe("the session-hash migration (0008)", () => {
  it("ends the sessions stored before it, whose rows held the ids cookies carry", () => {
    const { sqlite, db } = migratedBefore(8);
    sqlite
      .prepare("INSERT INTO sessions (id, data, expires, staff_id) VALUES (?, ?, ?, ?)")
      .run("a-raw-session-id", JSON.stringify({ staffId: "s1" }), Date.now() + 60_000, "s1");
    migrate(db, { migrationsFolder: path.resolve("drizzle") });
    expect(sqlite.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
    sqlite.close();
  });
});

describe("the order-and-visibility migration (0006)", () => {
  it("keeps the order visitors saw: team members by their old number (ties oldest first), others newest first", () => {
    const { sqlite, db } = migratedBefore(6);
    const member = sqlite.prepare(
      "INSERT INTO team_members (id, nameEn, roleEn, displayOrder, date) VALUES (?, ?, 'R', ?, ?)",
    );
    member.run("m-late", "Tied, added later", 1, 3000);
    member.run("m-first", "Lowest number", 0, 9000);
    member.run("m-early", "Tied, added first", 1, 1000);
    member.run("m-last", "Highest number", 5, 500);
    const client = sqlite.prepare("INSERT INTO clients (id, titleEn, image, date) VALUES (?, 'C', 'x', ?)");
    for (const [id, date] of [
      ["c-old", 1000],
      ["c-new", 3000],
      ["c-mid", 2000],
    ] as const)
      client.run(id, date);

    migrate(db, { migrationsFolder: path.resolve("drizzle") });
    const order = (table: string) =>
      sqlite
        .prepare(`SELECT id FROM ${table} WHERE visible = 1 ORDER BY displayOrder, date DESC, id DESC`)
        .pluck()
        .all();
    expect(order("team_members")).toEqual(["m-first", "m-early", "m-late", "m-last"]);
    expect(order("clients")).toEqual(["c-new", "c-mid", "c-old"]);
    // Distinct numbers from 0: a step in the admin swaps two of them.
    expect(
      sqlite.prepare("SELECT displayOrder FROM team_members ORDER BY displayOrder").pluck().all(),
    ).toEqual([0, 1, 2, 3]);
    sqlite.close();
  });
});
