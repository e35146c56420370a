import { eq } from "drizzle-orm";
import { singleTypes, type SingleTypeName } from "~/content/content-types";
import { database, db } from "./client.server";
import { rememberedUntilContentChanges } from "./content-version.server";
import { singleTable } from "./dynamic-tables.server";
import { SINGLE_ROW } from "./schema";
import { keepVersion, type SaveBy } from "./versions.server";

/** A single record's id where its versions are kept (its row number, as every record's id is text). */
export const SINGLE_RECORD_ID = String(SINGLE_ROW);

/** A single record's stored values: a column per field (and language), as text. */
export type SingleRecord = Record<string, string>;

/** The row's columns as text (the time of the last save left out). */
function valuesOf(row: Record<string, unknown> | undefined): SingleRecord {
  const values: SingleRecord = {};
  for (const [column, value] of Object.entries(row ?? {}))
    if (column !== "id" && column !== "updatedAt") values[column] = String(value ?? "");
  return values;
}

/**
 * A single record as stored, read again only after a write (every save moves
 * the content version, see content-version-triggers.server.ts): every page
 * reads the company facts, and a page its texts, on each render.
 */
export const readSingle: (name: SingleTypeName) => SingleRecord = rememberedUntilContentChanges((name) => {
  const table = singleTable(name);
  return valuesOf(db().select().from(table).where(eq(table.id, SINGLE_ROW)).get());
});

/** The record with the time of its last save (0: never saved), for its form. */
export function readSingleWithTime(name: SingleTypeName): { values: SingleRecord; updatedAt: number } {
  const table = singleTable(name);
  const row = db().select().from(table).where(eq(table.id, SINGLE_ROW)).get();
  return { values: valuesOf(row), updatedAt: row?.updatedAt?.getTime() ?? 0 };
}

/**
 * Saves the given columns in one IMMEDIATE transaction, with the version it
 * makes (versions.server.ts; none when nothing changed), and returns the
 * columns that changed (for the activity log). The triggers on the table make
 * every cached page stale.
 */
export function saveSingle(
  name: SingleTypeName,
  values: SingleRecord,
  now = Date.now(),
  save: Omit<SaveBy, "now"> = { by: null },
): string[] {
  const table = singleTable(name);
  const owner = { type: name, recordId: SINGLE_RECORD_ID, fields: singleTypes[name].fields };
  const read = () =>
    db().select().from(table).where(eq(table.id, SINGLE_ROW)).get() as Record<string, unknown> | undefined;
  return database()
    .sqlite.transaction(() => {
      const stored = read();
      const before = valuesOf(stored);
      const changed = Object.keys(values).filter((column) => before[column] !== values[column]);
      if (changed.length === 0) return changed;
      const row = { ...values, updatedAt: new Date(now) };
      db()
        .insert(table)
        .values({ id: SINGLE_ROW, ...row })
        .onConflictDoUpdate({ target: table.id, set: row })
        .run();
      // A single type has no uploads today; were one to, a file a pruned version alone named goes at the next start.
      keepVersion(db(), owner, stored, read()!, changed, { ...save, now: new Date(now) });
      return changed;
    })
    .immediate();
}

/** When staff last saved a single record, or undefined when it still holds what the site started with. */
export function singleSavedAt(name: SingleTypeName): Date | undefined {
  const { updatedAt } = readSingleWithTime(name);
  return updatedAt > 0 ? new Date(updatedAt) : undefined;
}
