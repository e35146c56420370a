import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { defaultCompanyFacts } from "~/content/company-facts";
import { rowFromFacts } from "~/content/company-facts-row";
import { singleTypeNames, type SingleTypeName } from "~/content/content-types";
import { pageTextDefaults } from "~/content/page-texts";
import { languageList, type Language } from "~/i18n/languages";
import type { Db } from "./db-type";
import { singleTable } from "./dynamic-tables.server";
import { SINGLE_ROW } from "./schema";
import { newId } from "./ids.server";
import { sampleContent } from "./sample-content";
import { clients, infoAreas, jumbotrons, news, pages, products, services, teamMembers } from "./schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Keeps the written order: the first sample gets the lowest display order
 * (types that have one) and the newest date (lists without one are newest first).
 */
function insertInOrder<T extends SQLiteTable>(
  tx: Tx,
  table: T,
  rows: Omit<T["$inferInsert"], "id" | "date">[],
  now: number,
  /** Between one record's creation and the next's. */
  spacing = 60_000,
): void {
  rows.forEach((row, index) => {
    const ordered = "displayOrder" in table ? { displayOrder: index } : {};
    const record = { ...row, ...ordered, id: newId(), date: new Date(now - index * spacing) };
    tx.insert(table)
      .values(record as T["$inferInsert"])
      .run();
  });
}

/** Writes the sample content, all or nothing. */
export function seedSampleContent(db: Db, now = Date.now()): void {
  db.transaction((tx) => {
    insertInOrder(tx, jumbotrons, sampleContent.jumbotrons, now);
    insertInOrder(tx, infoAreas, sampleContent.infoAreas, now);
    insertInOrder(tx, services, sampleContent.services, now);
    insertInOrder(tx, products, sampleContent.products, now);
    insertInOrder(tx, clients, sampleContent.clients, now);
    insertInOrder(tx, teamMembers, sampleContent.teamMembers, now);
    insertInOrder(tx, pages, sampleContent.pages, now);
    // Posts a few days apart, as news is.
    insertInOrder(tx, news, sampleContent.news, now, 4 * 24 * 60 * 60_000);
  });
}

/** What each single-record type starts with: today's texts and facts. */
const singleDefaults: Record<SingleTypeName, () => Record<string, string>> = {
  companyFacts: () => rowFromFacts(defaultCompanyFacts),
  homePage: () => rowFromTexts(pageTextDefaults.homePage),
  aboutPage: () => rowFromTexts(pageTextDefaults.aboutPage),
  solutionsPage: () => rowFromTexts(pageTextDefaults.solutionsPage),
  newsPage: () => rowFromTexts(pageTextDefaults.newsPage),
  teamPage: () => rowFromTexts(pageTextDefaults.teamPage),
  privacyPage: () => rowFromTexts(pageTextDefaults.privacyPage),
};

/** Texts given per language (`{ en, ku, ar }`) as their columns. */
function rowFromTexts(texts: Record<string, Record<Language, string> | string>): Record<string, string> {
  const row: Record<string, string> = {};
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === "string") row[name] = value;
    else for (const spec of languageList) row[`${name}${spec.suffix}`] = value[spec.code];
  }
  return row;
}

/**
 * Writes each single-record type's first record when it has none: at the
 * first start, and after an update that adds a type (an existing site gets
 * today's texts, never an empty page). Never overwrites what staff saved.
 */
export function seedSingleRecords(db: Db): void {
  for (const name of singleTypeNames) {
    db.insert(singleTable(name))
      .values({ id: SINGLE_ROW, ...singleDefaults[name]() })
      .onConflictDoNothing()
      .run();
  }
}
