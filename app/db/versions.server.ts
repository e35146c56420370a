import { and, asc, count, desc, eq, inArray, lt } from "drizzle-orm";
import { site } from "~/config/site";
import { monthsBefore } from "~/content/calendar";
import type { Fields } from "~/content/content-types";
import {
  imageColumns,
  versionedColumns,
  VERSIONS_ALL_DAYS,
  VERSIONS_DAILY_MONTHS,
  VERSIONS_KEPT,
} from "~/content/record-columns";
import { db, type Db } from "./client.server";
import { recordVersions } from "./schema";
import { readStored, storeRow, type StoredValues } from "./stored-rows.server";

/**
 * The history of every record and single record (docs/decisions/025-trash-versions-preview.md):
 * each save keeps what it stored, so the newest version is what is there now and the ones before
 * it are what "Restore this version" brings back. A record saved for the first time since the
 * history began first gets a version of what it held then. Written inside the save's own
 * transaction: a save and its version are one step.
 */

export { VERSIONS_KEPT };

/** Whose history: a content type's or single type's name, the record's id, and its fields (which columns). */
export type VersionOwner = { type: string; recordId: string; fields: Fields };

export type VersionSummary = {
  id: number;
  savedAt: Date;
  /** The account's email; null for what was there when the history began. */
  savedBy: string | null;
  changedFields: string[];
  /** What was there before the first save the history saw (no author, no changed fields). */
  baseline: boolean;
  restoredFrom: number | null;
};
export type Version = VersionSummary & { values: StoredValues };

function summaryOf(row: typeof recordVersions.$inferSelect): VersionSummary {
  const changed = row.changedFields === null ? null : readStoredList(row.changedFields);
  return {
    id: row.id,
    savedAt: row.savedAt,
    savedBy: row.savedBy,
    changedFields: changed ?? [],
    baseline: changed === null,
    restoredFrom: row.restoredFrom,
  };
}

function readStoredList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const ownedBy = (owner: Pick<VersionOwner, "type" | "recordId">) =>
  and(eq(recordVersions.type, owner.type), eq(recordVersions.recordId, owner.recordId));

/** A record's versions, newest first (the first is what it holds now); `page` takes a stretch of them. */
export function listVersions(
  owner: Pick<VersionOwner, "type" | "recordId">,
  page?: { limit: number; offset: number },
): VersionSummary[] {
  const query = db().select().from(recordVersions).where(ownedBy(owner)).orderBy(desc(recordVersions.id));
  return (page ? query.limit(page.limit).offset(page.offset) : query).all().map(summaryOf);
}

/** A record's oldest version: its first save, unless the thinning let it go (after 20 saves and more). */
export function firstVersion(owner: Pick<VersionOwner, "type" | "recordId">): VersionSummary | undefined {
  const row = db()
    .select()
    .from(recordVersions)
    .where(ownedBy(owner))
    .orderBy(asc(recordVersions.id))
    .limit(1)
    .get();
  return row && summaryOf(row);
}

/** How many versions a record has. */
export function countVersions(owner: Pick<VersionOwner, "type" | "recordId">): number {
  return db().select({ n: count() }).from(recordVersions).where(ownedBy(owner)).get()?.n ?? 0;
}

/** The version saved just before this one (what this save changed from); undefined for the first. */
export function versionBefore(
  owner: Pick<VersionOwner, "type" | "recordId">,
  id: number,
): Version | undefined {
  const row = db()
    .select()
    .from(recordVersions)
    .where(and(ownedBy(owner), lt(recordVersions.id, id)))
    .orderBy(desc(recordVersions.id))
    .limit(1)
    .get();
  return row && { ...summaryOf(row), values: readStored(row.data) };
}

/** One version of this record, with the values it stored; undefined for another record's or none. */
export function findVersion(owner: Pick<VersionOwner, "type" | "recordId">, id: number): Version | undefined {
  const row = db()
    .select()
    .from(recordVersions)
    .where(and(ownedBy(owner), eq(recordVersions.id, id)))
    .get();
  return row && { ...summaryOf(row), values: readStored(row.data) };
}

export type SaveBy = {
  /** The account's email. */
  by: string | null;
  /** The version a "Restore this version" brought back. */
  restoredFrom?: number;
  now?: Date;
};

/**
 * Keeps the versions of one save, on the save's own connection and inside its transaction: what
 * was there before (only when the record has no history yet), then what the save stored. Returns
 * the image values of versions dropped by the pruning (the caller removes the files nobody names).
 */
export function keepVersion(
  on: Db,
  owner: VersionOwner,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  changedFields: readonly string[],
  save: SaveBy,
): string[] {
  const now = save.now ?? new Date();
  const columns = versionedColumns(owner.fields);
  const hasHistory =
    on.select({ id: recordVersions.id }).from(recordVersions).where(ownedBy(owner)).limit(1).get() !==
    undefined;
  if (before && !hasHistory) {
    const when = before.updatedAt ?? before.date;
    on.insert(recordVersions)
      .values({
        type: owner.type,
        recordId: owner.recordId,
        data: storeRow(before, columns),
        changedFields: null,
        savedAt: when instanceof Date ? when : now,
        savedBy: null,
      })
      .run();
  }
  on.insert(recordVersions)
    .values({
      type: owner.type,
      recordId: owner.recordId,
      data: storeRow(after, columns),
      changedFields: JSON.stringify(changedFields),
      savedAt: now,
      savedBy: save.by,
      restoredFrom: save.restoredFrom ?? null,
    })
    .run();
  return pruneVersions(on, owner, now);
}

const dayOf = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Which versions thinning lets go, newest first given: none of the last VERSIONS_KEPT nor of the
 * last VERSIONS_ALL_DAYS days; before that the last of each day (in the company's time zone) for
 * VERSIONS_DAILY_MONTHS months, and before that the last of each month.
 */
export function thinnedOut(versions: readonly { id: number; savedAt: Date }[], now: Date): number[] {
  const everyOneSince = now.getTime() - VERSIONS_ALL_DAYS * 24 * 60 * 60 * 1000;
  const dailySince = monthsBefore(now, VERSIONS_DAILY_MONTHS).getTime();
  const periodsKept = new Set<string>();
  return versions
    .filter((version, index) => {
      const at = version.savedAt.getTime();
      const day = dayOf.format(version.savedAt);
      // A day partly in the last VERSIONS_ALL_DAYS is represented by its saves there.
      if (at >= everyOneSince) {
        periodsKept.add(day);
        return false;
      }
      const period = at >= dailySince ? day : day.slice(0, 7);
      // One of the last VERSIONS_KEPT stays whatever its age, and stands for its day or month.
      const dropped = index >= VERSIONS_KEPT && periodsKept.has(period);
      periodsKept.add(period);
      return dropped;
    })
    .map((version) => version.id);
}

/** Thins a record's history out (thinnedOut); returns the image values of the versions it dropped. */
export function pruneVersions(on: Db, owner: VersionOwner, now = new Date()): string[] {
  const versions = on
    .select({ id: recordVersions.id, savedAt: recordVersions.savedAt })
    .from(recordVersions)
    .where(ownedBy(owner))
    .orderBy(desc(recordVersions.id))
    .all();
  const dropped: { data: string }[] = [];
  const ids = thinnedOut(versions, now);
  // In slices: SQLite takes a bounded number of values in one statement.
  for (let start = 0; start < ids.length; start += 500)
    dropped.push(
      ...on
        .delete(recordVersions)
        .where(and(ownedBy(owner), inArray(recordVersions.id, ids.slice(start, start + 500))))
        .returning({ data: recordVersions.data })
        .all(),
    );
  return imagesIn(owner.fields, dropped);
}

/** Deletes every version of these records (deleted for ever); returns the image values they held. */
export function deleteVersions(type: string, recordIds: readonly string[], fields: Fields, on: Db = db()) {
  if (recordIds.length === 0) return [];
  const dropped = on
    .delete(recordVersions)
    .where(and(eq(recordVersions.type, type), inArray(recordVersions.recordId, [...recordIds])))
    .returning({ data: recordVersions.data })
    .all();
  return imagesIn(fields, dropped);
}

function imagesIn(fields: Fields, rows: readonly { data: string }[]): string[] {
  const columns = imageColumns(fields);
  return rows.flatMap(({ data }) => {
    const values = readStored(data);
    return columns
      .map((column) => values[column])
      .filter((value): value is string => typeof value === "string");
  });
}
