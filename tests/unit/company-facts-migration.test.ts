/**
 * The company facts moved from one JSON document (company_settings) into the
 * `companyFacts` single-record type, a column per fact. A site that saved its
 * facts before the move keeps every one of them: they are saved on the old
 * schema, the real migrations run, and the site reads them all back.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCompanyFacts, type CompanyFacts } from "~/content/company-facts";
import { factsFromRow } from "~/content/company-facts-row";
import { openDatabase } from "~/db/client.server";

const folder = mkdtempSync(path.join(tmpdir(), "facts-migration-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations as they were before the move (up to 0008), applied to a new file. */
function databaseOnTheOldSchema(file: string): Database.Database {
  const oldMigrations = path.join(folder, "drizzle-before");
  cpSync("drizzle", oldMigrations, { recursive: true });
  const journalFile = path.join(oldMigrations, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: oldMigrations });
  return sqlite;
}

/**
 * The hours as text, as the office once typed them: dropped since the text is made from the ticked
 * days and times (drizzle/0014), which stay.
 */
const typedHours = {
  en: "Sun–Thu 8–4\nFri, Sat: closed",
  ku: "یەکشەممە تا پێنجشەممە",
  ar: "الأحد إلى الخميس",
};

/** What an office saved over the years, in every language, with one line break and an empty list. */
const saved: Omit<CompanyFacts, "footerText"> = {
  name: { en: "Zagros Tech Ltd", ku: "زاگرۆس تێکی سنووردار", ar: "زاغروس تك المحدودة" },
  tagline: { en: "Networks & 'quotes'", ku: "تۆڕ", ar: "" },
  address: { en: "60m Street, Erbil", ku: "شەقامی ٦٠ مەتری، هەولێر", ar: "شارع الستين، أربيل" },
  openDays: [],
  opens: "08:00",
  closes: "16:00",
  phones: ["+964 770 000 0001", "+964 750 000 0002"],
  whatsapp: "",
  email: "office@zagros.example",
  directionsUrl: "https://maps.example.com/office",
  facebook: "",
  instagram: "https://www.instagram.com/zagros.office",
  linkedin: "",
  youtube: "",
  x: "https://x.com/zagros",
  technologyVideoUrl: "",
};

describe("moving the company facts into their single-record type", () => {
  it("keeps every fact staff saved on the old schema", () => {
    const file = path.join(folder, "saved.db");
    const old = databaseOnTheOldSchema(file);
    old
      .prepare("insert into company_settings (id, facts, updated_at) values (1, ?, ?)")
      .run(JSON.stringify({ ...saved, openingHours: typedHours }), Date.UTC(2026, 0, 2));
    old.close();

    const { sqlite } = openDatabase(file);
    const row = sqlite.prepare("select * from company_facts where id = 1").get() as Record<string, unknown>;
    // The footer's text became a fact after the move: it starts as the text the footer showed.
    expect(factsFromRow(row)).toEqual({ ...saved, footerText: defaultCompanyFacts.footerText });
    expect(row.updatedAt).toBe(Date.UTC(2026, 0, 2));
    // The JSON table is gone: nothing is left to drift apart.
    expect(
      sqlite.prepare("select name from sqlite_master where name = 'company_settings'").get(),
    ).toBeUndefined();
    sqlite.close();
  });

  it("gives a fact the saved document lacks (added to the form later) the default it showed", () => {
    const file = path.join(folder, "older.db");
    const old = databaseOnTheOldSchema(file);
    const { technologyVideoUrl: _added, whatsapp: _alsoAdded, ...olderSave } = saved;
    old
      .prepare("insert into company_settings (id, facts, updated_at) values (1, ?, ?)")
      .run(JSON.stringify({ ...olderSave, openingHours: typedHours }), Date.UTC(2025, 5, 1));
    old.close();

    const { sqlite } = openDatabase(file);
    const facts = factsFromRow(
      sqlite.prepare("select * from company_facts").get() as Record<string, unknown>,
    );
    expect(facts).toEqual({
      ...saved,
      footerText: defaultCompanyFacts.footerText,
      technologyVideoUrl: defaultCompanyFacts.technologyVideoUrl,
      whatsapp: defaultCompanyFacts.whatsapp,
    });
    sqlite.close();
  });

  it("writes the defaults on a site that never saved its facts", () => {
    const file = path.join(folder, "never-saved.db");
    databaseOnTheOldSchema(file).close();
    const { sqlite } = openDatabase(file, { seed: false });
    const row = sqlite.prepare("select * from company_facts").get() as Record<string, unknown>;
    expect(factsFromRow(row)).toEqual(defaultCompanyFacts);
    sqlite.close();
  });
});
