import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { contentTypeNames, contentTypes, hasImage, type ContentTypeName } from "~/content/content-types";
import { database, db, type Db } from "./client.server";
import { tables } from "./schema";

export type RecordOf<N extends ContentTypeName> = (typeof tables)[N]["$inferSelect"];

// Every table has the same id and date columns; drizzle's types cannot see
// that through a union, so generic queries use one table's type and cast back.
type AnyContentTable = (typeof tables)["jumbotrons"];
const tableOf = (name: ContentTypeName) => tables[name] as unknown as AnyContentTable;

/**
 * The newest N records of a type, as a statement prepared once per database
 * handle: the home page runs five of these for every render.
 */
const newestStatements = new WeakMap<Db, Map<ContentTypeName, ReturnType<typeof prepareNewest>>>();
function prepareNewest(database: Db, name: ContentTypeName) {
  const table = tableOf(name);
  return database
    .select()
    .from(table)
    .orderBy(desc(table.date), desc(table.id))
    .limit(sql.placeholder("limit"))
    .prepare();
}

/** The newest records first (a date tie broken by id, so the order is stable). */
export function listNewest<N extends ContentTypeName>(
  name: N,
  options: { limit?: number } = {},
): RecordOf<N>[] {
  const database = db();
  let statements = newestStatements.get(database);
  if (!statements) newestStatements.set(database, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareNewest(database, name)));
  // SQLite reads LIMIT -1 as "no limit".
  return statement.all({ limit: options.limit ?? -1 }) as RecordOf<N>[];
}

/**
 * One page of records, newest first, as fast on the last page as on the
 * first: the rows to skip are counted in the (date, id) index alone and only
 * the page's rows are read (a "deferred join"), and a page in the older half
 * is counted from the oldest end, so no page walks more than half the index.
 */
export function listPage<N extends ContentTypeName>(
  name: N,
  page: { limit: number; offset: number },
  total = countRecords(name),
): RecordOf<N>[] {
  const table = tableOf(name);
  const { limit, offset } = page;
  if (offset >= total) return [];
  const fromOldest = offset > total / 2;
  const order = fromOldest ? [asc(table.date), asc(table.id)] : [desc(table.date), desc(table.id)];
  const pageIds = db()
    .select({ id: table.id })
    .from(table)
    .orderBy(...order)
    .limit(fromOldest ? Math.min(limit, total - offset) : limit)
    .offset(fromOldest ? Math.max(0, total - offset - limit) : offset);
  const rows = db()
    .select()
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(desc(table.date), desc(table.id))
    .all();
  return rows as RecordOf<N>[];
}

/** The newest record's date (creation time, the only date records have), or undefined for none. */
export function newestDate(name: ContentTypeName): Date | undefined {
  const table = tableOf(name);
  return db().select({ date: table.date }).from(table).orderBy(desc(table.date)).limit(1).get()?.date;
}

/** Ids and dates only, newest first, at most `limit`: for lists of addresses (the sitemap). */
export function listIdsAndDates(name: ContentTypeName, limit: number): { id: string; date: Date }[] {
  const table = tableOf(name);
  return db()
    .select({ id: table.id, date: table.date })
    .from(table)
    .orderBy(desc(table.date), desc(table.id))
    .limit(limit)
    .all();
}

export function countRecords(name: ContentTypeName): number {
  const table = tableOf(name);
  return db().select({ total: count() }).from(table).get()?.total ?? 0;
}

export function findRecord<N extends ContentTypeName>(name: N, id: string): RecordOf<N> | undefined {
  const table = tableOf(name);
  return db().select().from(table).where(eq(table.id, id)).get() as RecordOf<N> | undefined;
}

type Values = Record<string, string>;

export type SaveOutcome =
  | {
      status: "saved";
      replacedImage: string | null;
      /** Columns the save changed (an add: the ones given a value), for the activity log. */
      changedFields: string[];
    }
  | { status: "notFound" };

/**
 * Adds or updates a record as one IMMEDIATE transaction. For an edit, the
 * current image is read inside it, so of two parallel edits each removes
 * exactly the file the other replaced, and an edit that lost a race with a
 * delete reports "not found" instead of "updated". The caller removes
 * `replacedImage` once this returns (after the commit).
 */
export function saveRecord(
  name: ContentTypeName,
  id: string,
  values: Values,
  mode: "add" | "edit",
): SaveOutcome {
  const table = tableOf(name);
  const { sqlite } = database();
  return sqlite
    .transaction((): SaveOutcome => {
      if (mode === "add") {
        insertRecord(name, id, values);
        const given = Object.keys(values).filter((column) => values[column] !== "");
        return { status: "saved", replacedImage: null, changedFields: given };
      }
      const current = db().select().from(table).where(eq(table.id, id)).get() as
        Record<string, unknown> | undefined;
      if (!current) return { status: "notFound" };
      updateRecord(name, id, values);
      // Without a new image `values` has no image column and the current one stays.
      const before = typeof current.image === "string" ? current.image : null;
      const replaced = values.image !== undefined && before && before !== values.image;
      // Number columns come back as numbers, the form's values are strings.
      const changedFields = Object.keys(values).filter(
        (column) => column !== "id" && column !== "date" && String(current[column] ?? "") !== values[column],
      );
      return { status: "saved", replacedImage: replaced ? before : null, changedFields };
    })
    .immediate();
}

/** Inserts a record with a new server-made id and the creation date. */
export function insertRecord(name: ContentTypeName, id: string, values: Values): void {
  db()
    .insert(tableOf(name))
    .values({ ...values, id, date: new Date() } as never)
    .run();
}

/** Updates the given columns; id and date never change. */
export function updateRecord(name: ContentTypeName, id: string, values: Values): boolean {
  const table = tableOf(name);
  const { id: _id, date: _date, ...columns } = values;
  return db().update(table).set(columns).where(eq(table.id, id)).run().changes > 0;
}

/** Deletes a record; returns what was deleted (to clean up its image), or undefined. */
export function deleteRecord<N extends ContentTypeName>(name: N, id: string): RecordOf<N> | undefined {
  const table = tableOf(name);
  return db().delete(table).where(eq(table.id, id)).returning().get() as RecordOf<N> | undefined;
}

/** Every image value any record points to (stored uploads, sample images, URLs). */
export function referencedImages(): Set<string> {
  const images = new Set<string>();
  for (const name of contentTypeNames) {
    if (!hasImage(contentTypes[name])) continue;
    const table = tables[name] as unknown as { image: AnyContentTable["id"] } & AnyContentTable;
    for (const row of db().select({ image: table.image }).from(table).all()) images.add(row.image);
  }
  return images;
}

/**
 * One page of team members in display order (lowest first; equal numbers
 * oldest first, so a new member joins the end), read through the
 * (displayOrder, date, id) index: only the page's rows are read.
 */
export function listTeamMembersInOrder(page: { limit: number; offset: number }): RecordOf<"teamMembers">[] {
  const table = tables.teamMembers;
  return db()
    .select()
    .from(table)
    .orderBy(asc(table.displayOrder), asc(table.date), asc(table.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
