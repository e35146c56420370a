import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { defaultCompanyFacts } from "~/content/company-facts";
import type { Db } from "./db-type";
import { COMPANY_SETTINGS_ROW, companySettings } from "./schema";
import { newId } from "./ids.server";
import { sampleContent } from "./sample-content";
import { clients, infoAreas, jumbotrons, products, services, teamMembers } from "./schema";

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
): void {
  rows.forEach((row, index) => {
    const ordered = "displayOrder" in table ? { displayOrder: index } : {};
    const record = { ...row, ...ordered, id: newId(), date: new Date(now - index * 60_000) };
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
  });
}

/** Writes the defaults (app/content/company-facts.ts) when the table is empty: the first start. */
export function seedCompanyFacts(db: Db, now = Date.now()): void {
  db.insert(companySettings)
    .values({
      id: COMPANY_SETTINGS_ROW,
      facts: JSON.stringify(defaultCompanyFacts),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing()
    .run();
}
