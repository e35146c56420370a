import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { addressFields, freeAddressFor } from "./addresses.server";
import {
  contentTypeNames,
  contentTypes,
  isCurated,
  LIBRARY_TYPE,
  recordLabel,
  type ContentTypeName,
} from "~/content/content-types";
import { imageColumns, pictureTextColumns } from "~/content/record-columns";
import { picturesIn } from "~/content/rich-text.server";
import { database, db } from "./client.server";
import { columnOf, contentTable } from "./dynamic-tables.server";
import type { RecordOf } from "./records.server";
import { messageReads, tables, trash, type TrashRow } from "./schema";
import { messageExtras, restoreMessageExtras, type MessageExtras } from "./message-replies.server";
import { readStored, rowForTable, storeRow, type StoredValues } from "./stored-rows.server";
import { deleteVersions } from "./versions.server";

/**
 * The trash (docs/decisions/025-trash-versions-preview.md): deleting a
 * record of any content type, or a visitor message, moves its row here whole
 * (JSON under its type's name and id) in the same transaction that takes it
 * out of its table, so the public pages stop showing it at once (the table's
 * triggers move the content version) and nothing is lost until it is deleted
 * for ever: by staff, after TRASH_DAYS, or (a message) by the retention.
 */

export type TrashItem = {
  id: number;
  type: ContentTypeName;
  recordId: string;
  label: string | null;
  deletedAt: Date;
  deletedBy: string;
  recordDate: Date;
};

const isContentType = (type: string): type is ContentTypeName =>
  (contentTypeNames as readonly string[]).includes(type);

function itemOf(row: TrashRow): TrashItem | undefined {
  if (!isContentType(row.type)) return undefined;
  const { id, type, recordId, label, deletedAt, deletedBy, recordDate } = row;
  return { id, type, recordId, label, deletedAt, deletedBy, recordDate };
}
const items = (rows: TrashRow[]) => rows.map(itemOf).filter((item): item is TrashItem => item !== undefined);

/**
 * Moves the records with these ids (those that exist) to the trash, in one
 * IMMEDIATE transaction; a message's reading time goes with it. Returns what
 * was moved (id and label), for the activity log.
 */
export function moveToTrash(
  name: ContentTypeName,
  ids: readonly string[],
  by: string,
  now = new Date(),
): { id: string; label: string | null }[] {
  if (ids.length === 0) return [];
  const table = contentTable(name);
  const type = contentTypes[name];
  return database()
    .sqlite.transaction(() => {
      const rows = db()
        .select()
        .from(table)
        .where(inArray(table.id, [...ids]))
        .all() as Record<string, unknown>[];
      if (rows.length === 0) return [];
      const found = rows.map((row) => String(row.id));
      const readAt = new Map<string, number>();
      if (type.inbox) {
        for (const read of db()
          .select()
          .from(messageReads)
          .where(inArray(messageReads.messageId, found))
          .all())
          readAt.set(read.messageId, read.readAt.getTime());
      }
      // A message's state, replies and notes go with it (message-replies.server.ts).
      const extras = type.inbox ? messageExtras(found) : new Map<string, MessageExtras>();
      const moved = rows.map((row) => ({ id: String(row.id), label: recordLabel(type, row) }));
      db()
        .insert(trash)
        .values(
          rows.map((row, index) => ({
            type: name,
            recordId: moved[index]!.id,
            label: moved[index]!.label,
            data: storeRow(row),
            related:
              readAt.has(moved[index]!.id) || extras.has(moved[index]!.id)
                ? JSON.stringify({ readAt: readAt.get(moved[index]!.id), ...extras.get(moved[index]!.id) })
                : null,
            recordDate: row.date as Date,
            deletedAt: now,
            deletedBy: by,
          })),
        )
        .run();
      db().delete(table).where(inArray(table.id, found)).run();
      return moved;
    })
    .immediate();
}

/** What the trash page shows: every type, or one; only of the types given (those a role may read). */
export type TrashFilter = { type?: ContentTypeName; types?: readonly ContentTypeName[] };
const filtered = ({ type, types }: TrashFilter) =>
  and(type ? eq(trash.type, type) : undefined, types ? inArray(trash.type, [...types]) : undefined);

export function countTrash(filter: TrashFilter = {}): number {
  return db().select({ total: count() }).from(trash).where(filtered(filter)).get()?.total ?? 0;
}

/** One page of the trash, the most recently deleted first, each item with the values it held. */
export function trashPage(
  filter: TrashFilter,
  page: { limit: number; offset: number },
): (TrashItem & { values: StoredValues })[] {
  return db()
    .select()
    .from(trash)
    .where(filtered(filter))
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .flatMap((row) => {
      const item = itemOf(row);
      return item ? [{ ...item, values: readStored(row.data) }] : [];
    });
}

/** How many items of each type are in the trash (types with none left out). */
export function trashCounts(): Partial<Record<ContentTypeName, number>> {
  const counts: Partial<Record<ContentTypeName, number>> = {};
  for (const row of db().select({ type: trash.type, total: count() }).from(trash).groupBy(trash.type).all())
    if (isContentType(row.type)) counts[row.type] = row.total;
  return counts;
}

export function findTrashItems(ids: readonly number[]): TrashItem[] {
  if (ids.length === 0) return [];
  return items(
    db()
      .select()
      .from(trash)
      .where(inArray(trash.id, [...ids]))
      .all(),
  );
}

/**
 * A trashed record as its table's row (the most recent deletion of that id), for a preview: its
 * values exactly as they were, read-only.
 */
export function findTrashedRecord<N extends ContentTypeName>(
  name: N,
  recordId: string,
): RecordOf<N> | undefined {
  const row = db()
    .select()
    .from(trash)
    .where(and(eq(trash.type, name), eq(trash.recordId, recordId)))
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .limit(1)
    .get();
  return row ? (rowForTable(tables[name], readStored(row.data)) as RecordOf<N>) : undefined;
}

export type RestoreOutcome = {
  restored: TrashItem[];
  /** A record with the same id is on the site again (imported anew): left in the trash. */
  taken: TrashItem[];
};

/**
 * Puts trashed records back, in one IMMEDIATE transaction: every column as
 * it was (image, visibility, dates), a message's reading state, and for a
 * type with a display order its place, or the first place when another
 * record holds that number now (the list was reordered meanwhile).
 */
export function restoreFromTrash(ids: readonly number[]): RestoreOutcome {
  const outcome: RestoreOutcome = { restored: [], taken: [] };
  if (ids.length === 0) return outcome;
  database()
    .sqlite.transaction(() => {
      const rows = db()
        .select()
        .from(trash)
        .where(inArray(trash.id, [...ids]))
        .orderBy(asc(trash.deletedAt), asc(trash.id))
        .all();
      // A restored record brings back the library pictures that went to the trash with it (decision 043).
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index]!;
        const item = itemOf(row);
        if (!item) continue;
        const table = contentTable(item.type);
        if (db().select({ id: table.id }).from(table).where(eq(table.id, item.recordId)).get()) {
          outcome.taken.push(item);
          continue;
        }
        const values = rowForTable(table, readStored(row.data));
        if (isCurated(contentTypes[item.type]))
          values.displayOrder = placeFor(item.type, values.displayOrder);
        // An address another record took meanwhile: the restored one gets a free one beside it.
        for (const [field] of addressFields(item.type))
          if (typeof values[field] === "string")
            values[field] = freeAddressFor(item.type, field, values[field] as string);
        db()
          .insert(table)
          .values({
            ...values,
            id: item.recordId,
            date: values.date instanceof Date ? values.date : item.recordDate,
          })
          .run();
        const related = readStored(row.related);
        const readAt = related.readAt;
        if (contentTypes[item.type].inbox && typeof readAt === "number")
          db()
            .insert(messageReads)
            .values({ messageId: item.recordId, readAt: new Date(readAt) })
            .onConflictDoNothing()
            .run();
        if (contentTypes[item.type].inbox) restoreMessageExtras(item.recordId, related as MessageExtras);
        db().delete(trash).where(eq(trash.id, row.id)).run();
        outcome.restored.push(item);
        const taken = new Set(rows.map((queued) => queued.id));
        rows.push(...trashedPicturesOf(item.type, values).filter((picture) => !taken.has(picture.id)));
      }
    })
    .immediate();
  return outcome;
}

/** The library's trashed items a record's values show: its image's and its texts' pictures. */
function trashedPicturesOf(type: ContentTypeName, values: Record<string, unknown>): TrashRow[] {
  if (contentTypes[type].library) return [];
  const files = imageColumns(contentTypes[type].fields)
    .map((column) => values[column])
    .filter((value): value is string => typeof value === "string" && value !== "");
  const ids = pictureTextColumns(contentTypes[type].fields).flatMap(({ column, field }) =>
    picturesIn(String(values[column] ?? ""), field),
  );
  if (files.length === 0 && ids.length === 0) return [];
  return db()
    .select()
    .from(trash)
    .where(
      and(
        eq(trash.type, LIBRARY_TYPE),
        or(
          files.length > 0 ? inArray(sql`json_extract(${trash.data}, '$.image')`, files) : undefined,
          ids.length > 0 ? inArray(trash.recordId, ids) : undefined,
        ),
      ),
    )
    .all();
}

/**
 * The order number a restored record gets: its own when free, else where its type places a new record
 * (one before the first; a menu's link, one after the last).
 */
function placeFor(name: ContentTypeName, wanted: unknown): number {
  const order = columnOf(name, "displayOrder");
  const table = contentTable(name);
  if (typeof wanted === "number" && !db().select({ id: table.id }).from(table).where(eq(order, wanted)).get())
    return wanted;
  const { lowest, highest } = db()
    .select({ lowest: sql<number | null>`min(${order})`, highest: sql<number | null>`max(${order})` })
    .from(table)
    .get() ?? { lowest: null, highest: null };
  if (contentTypes[name].placeNewRecords === "last") return highest == null ? 0 : highest + 1;
  return lowest == null ? 0 : lowest - 1;
}

/** What deleting for ever removed: the items, and the image values they (and their versions) held. */
export type Purged = { deleted: TrashItem[]; images: string[] };

/** Deletes trash rows for ever with the versions of their records, in one IMMEDIATE transaction. */
function purge(where: SQL): Purged {
  return database()
    .sqlite.transaction((): Purged => {
      const rows = db().delete(trash).where(where).returning().all();
      const deleted = items(rows);
      const images: string[] = [];
      for (const row of rows) {
        if (!isContentType(row.type)) continue;
        const stored = readStored(row.data);
        for (const column of imageColumns(contentTypes[row.type].fields)) {
          const value = stored[column];
          if (typeof value === "string") images.push(value);
        }
      }
      const byType = new Map<ContentTypeName, string[]>();
      for (const item of deleted) byType.set(item.type, [...(byType.get(item.type) ?? []), item.recordId]);
      for (const [type, recordIds] of byType) {
        // An id can be on the site again (imported anew): its history is that record's now.
        const table = contentTable(type);
        const live = new Set(
          db()
            .select({ id: table.id })
            .from(table)
            .where(inArray(table.id, recordIds))
            .all()
            .map((row) => row.id),
        );
        const gone = recordIds.filter((id) => !live.has(id));
        images.push(...deleteVersions(type, gone, contentTypes[type].fields));
      }
      return { deleted, images };
    })
    .immediate();
}

/** Deletes these trash items for ever (staff's "Delete for ever"). */
export function deleteFromTrash(ids: readonly number[]): Purged {
  if (ids.length === 0) return { deleted: [], images: [] };
  return purge(inArray(trash.id, [...ids]));
}

/** Deletes for ever what was put in the trash before `cutoff` (TRASH_DAYS). */
export function purgeTrashBefore(cutoff: Date): Purged {
  return purge(lt(trash.deletedAt, cutoff));
}

/** Deletes trashed visitor messages sent before `cutoff`: the message retention holds in the trash too. */
export function deleteTrashedMessagesBefore(cutoff: Date): number {
  const inbox = contentTypeNames.filter((name) => contentTypes[name].inbox);
  if (inbox.length === 0) return 0;
  return db()
    .delete(trash)
    .where(and(inArray(trash.type, inbox), lt(trash.recordDate, cutoff)))
    .run().changes;
}
