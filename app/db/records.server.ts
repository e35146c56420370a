import { repointImage, unusedItems } from "./library.server";
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import {
  columnNames,
  contentTypes,
  hasImage,
  kindOf,
  type Fields,
  isCurated,
  SCHEDULED,
  TRANSLATION_LANGUAGES,
  translatedFieldNames,
  type ContentTypeName,
  type TranslationLanguage,
} from "~/content/content-types";
import type { Statement } from "better-sqlite3";
import { fallbackColumn, fieldSuffix, type Language } from "~/i18n/languages";
import { database, db, type DatabaseHandle, type Db } from "./client.server";
import type { Measure } from "./record-counts.server";
import { columnOf, columnValues, contentTable } from "./dynamic-tables.server";
import type { tables } from "./schema";
import { keepVersion, type SaveBy } from "./versions.server";
import { imageIsNamed, imageValuesIn } from "./image-references.server";
import { keepOldAddresses } from "./addresses.server";
import { searchCondition } from "./list-search.server";

export type RecordOf<N extends ContentTypeName> = (typeof tables)[N]["$inferSelect"];

/** A stored value the list order compares: a number, or a text compared as SQLite's NOCASE does. */
type OrderValue = number | string;

/**
 * One step of a type's list order: the SQL it sorts on, the same value read from a row in JavaScript
 * (a preview places a record that is not in the table among those that are), and its direction.
 */
type OrderKey = { sql: SQL; value: (row: Placed) => OrderValue; ascending: boolean };

/** A record as the list order reads it (see OrderKey). */
export type Placed = { id: string; date: Date } & Record<string, unknown>;

/** When a record counts as published: its publication time, else its creation (always past). */
function publishedAt(name: ContentTypeName): SQL {
  // The same expression as the index's (schema.ts), written without a comma: drizzle-kit splits an
  // index's expression at its commas.
  const publishAt = columnOf(name, "publishAt");
  return sql`(CASE WHEN ${publishAt} IS NULL THEN ${contentTable(name).date} ELSE ${publishAt} END)`;
}

/**
 * The moment an admin list's date column shows and sorts by (listedTime in
 * app/content/publication-state.ts): a published or scheduled record's publication, a draft's creation.
 */
function listedTime(name: ContentTypeName): SQL {
  const table = contentTable(name);
  if (!isCurated(contentTypes[name])) return sql`${table.date}`;
  const publishAt = columnOf(name, "publishAt");
  return sql`(CASE WHEN ${columnOf(name, "visible")} = 0 OR ${publishAt} IS NULL THEN ${table.date} ELSE ${publishAt} END)`;
}

const number = (value: unknown) => (typeof value === "number" ? value : Number(value ?? 0));
/** SQLite's NOCASE folds ASCII letters only. */
const noCase = (value: unknown) => String(value ?? "").replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The order records are listed in, from the type's description (`publicOrder`): "manual", the display
 * order lowest first; "newest", by publication time, latest first; "title", by the label's
 * fallback-language text. Equals newest first, the id last. Each matches an index (see schema.ts),
 * so no list sorts in memory; types not on the public pages list newest first.
 */
function orderKeys(name: ContentTypeName): OrderKey[] {
  const type = contentTypes[name];
  const table = contentTable(name);
  const newestFirst: OrderKey[] = [
    { sql: sql`${table.date}`, value: (row) => row.date.getTime(), ascending: false },
    { sql: sql`${table.id}`, value: (row) => row.id, ascending: false },
  ];
  if (!isCurated(type)) return newestFirst;
  switch (type.publicOrder ?? "manual") {
    case "manual":
      return [
        {
          sql: sql`${columnOf(name, "displayOrder")}`,
          value: (row) => number(row.displayOrder),
          ascending: true,
        },
        ...newestFirst,
      ];
    case "newest":
      return [
        {
          sql: publishedAt(name),
          value: (row) => (row.publishAt == null ? row.date.getTime() : number(row.publishAt)),
          ascending: false,
        },
        newestFirst[1]!,
      ];
    case "title": {
      const fields: Fields = type.fields;
      const label = columnNames(type.labelField, fields[type.labelField]!)[0]!;
      return [
        {
          sql: sql`${columnOf(name, label)} COLLATE NOCASE`,
          value: (row) => noCase(row[label]),
          ascending: true,
        },
        ...newestFirst,
      ];
    }
  }
}

/** Whether staff set the type's order with the list's buttons (publicOrder "manual", the default). */
export function isOrderedByHand(name: ContentTypeName): boolean {
  return isCurated(contentTypes[name]) && (contentTypes[name].publicOrder ?? "manual") === "manual";
}

/** The list order as SQL; `reverse`: the same order backwards (for paging from the end). */
function listOrder(name: ContentTypeName, reverse = false): SQL[] {
  return orderKeys(name).map((key) => (key.ascending !== reverse ? asc(key.sql) : desc(key.sql)));
}

/** The time a shown record's publication must have reached: now, or a prepared statement's `now`. */
type Now = number | ReturnType<typeof sql.placeholder>;

/**
 * Only the records visitors may see: published ones whose publication time has come. Drafts and
 * records scheduled for later never leave the admin.
 */
function shownOnly(name: ContentTypeName, now: Now = Date.now()): SQL | undefined {
  return isCurated(contentTypes[name])
    ? and(eq(columnOf(name, "visible"), 1), sql`coalesce(${columnOf(name, "publishAt")}, 0) <= ${now}`)
    : undefined;
}

/**
 * What an admin list can be narrowed to: records lacking a text in one language, records whose listed
 * texts (titles, names, phones; every language) contain some words.
 */
export type ListFilter = {
  missing?: TranslationLanguage;
  search?: string;
  /** The image library's items nothing uses (library.server.ts, unusedItems). */
  unused?: true;
};

/** An admin list sorted by one of its columns (a translated one in the page's language, else English). */
export type ListSort = { field: string; direction: "asc" | "desc"; language: Language };

/**
 * A record lacks a text in `language` when a translated field has an English
 * text and none in that language (the same rule as `missingLanguages`).
 */
export function missingTextIn(name: ContentTypeName, language: TranslationLanguage): SQL {
  const suffix = fieldSuffix(language);
  const conditions = translatedFieldNames(contentTypes[name]).map((field) =>
    and(ne(columnOf(name, fallbackColumn(field)), ""), eq(columnOf(name, `${field}${suffix}`), "")),
  );
  return conditions.length > 0 ? or(...conditions)! : sql`0`;
}

function filterCondition(name: ContentTypeName, filter: ListFilter): SQL | undefined {
  return and(
    filter.missing ? missingTextIn(name, filter.missing) : undefined,
    filter.search ? searchCondition(name, filter.search) : undefined,
    filter.unused ? unusedItems() : undefined,
  );
}

/**
 * A list in the order of one of its columns: a translated text in the page's language (English where
 * that is empty), case left aside; the newest first among equals. `reverse` for paging from the end.
 */
function sortedOrder(name: ContentTypeName, sort: ListSort, reverse = false): SQL[] {
  const table = contentTable(name);
  const ascending = (sort.direction === "asc") !== reverse;
  const [first, then] = ascending ? [asc, desc] : [desc, asc];
  const fields: Fields = contentTypes[name].fields;
  const field = fields[sort.field];
  let key: SQL;
  if (sort.field === "date" || !field) key = listedTime(name);
  else if (kindOf(field).perLanguage)
    key = sql`coalesce(nullif(${columnOf(name, `${sort.field}${fieldSuffix(sort.language)}`)}, ''), ${columnOf(
      name,
      fallbackColumn(sort.field),
    )}) COLLATE NOCASE`;
  else key = sql`${columnOf(name, sort.field)} COLLATE NOCASE`;
  return [first(key), then(table.date), then(table.id)];
}

/**
 * The first N records visitors see, in display order, as a statement
 * prepared once per database handle: the home page runs five of these for
 * every render.
 */
const shownStatements = new WeakMap<Db, Map<ContentTypeName, ReturnType<typeof prepareShown>>>();
function prepareShown(database: Db, name: ContentTypeName) {
  const table = contentTable(name);
  return database
    .select()
    .from(table)
    .where(shownOnly(name, sql.placeholder("now")))
    .orderBy(...listOrder(name))
    .limit(sql.placeholder("limit"))
    .prepare();
}

/** The records visitors see (hidden ones left out), in display order. */
export function listShown<N extends ContentTypeName>(
  name: N,
  options: { limit?: number } = {},
): RecordOf<N>[] {
  const database = db();
  let statements = shownStatements.get(database);
  if (!statements) shownStatements.set(database, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareShown(database, name)));
  // SQLite reads LIMIT -1 as "no limit".
  return statement.all({ limit: options.limit ?? -1, now: Date.now() }) as RecordOf<N>[];
}

/** Whether visitors see any record of a type: every public page asks (the navigation's links). */
const anyShownStatements = new WeakMap<Db, Map<ContentTypeName, ReturnType<typeof prepareAnyShown>>>();
function prepareAnyShown(database: Db, name: ContentTypeName) {
  const table = contentTable(name);
  return database
    .select({ id: table.id })
    .from(table)
    .where(shownOnly(name, sql.placeholder("now")))
    .limit(1)
    .prepare();
}

export function anyShown(name: ContentTypeName): boolean {
  const database = db();
  let statements = anyShownStatements.get(database);
  if (!statements) anyShownStatements.set(database, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareAnyShown(database, name)));
  return statement.get({ now: Date.now() }) !== undefined;
}

/**
 * One page of records in list order, as fast on the last page as on the
 * first: the rows to skip are counted in an index alone and only the page's
 * rows are read (a "deferred join"), and a page in the later half is counted
 * from the other end, so no page walks more than half the index. `where`
 * narrows the list (the shown records, a filter); `total` is its row count.
 */
function pageOf<N extends ContentTypeName>(
  name: N,
  page: { limit: number; offset: number },
  total: number,
  where: SQL | undefined,
  order: (reverse: boolean) => SQL[] = (reverse) => listOrder(name, reverse),
): RecordOf<N>[] {
  const table = contentTable(name);
  const { limit, offset } = page;
  if (offset >= total) return [];
  const fromEnd = offset > total / 2;
  const pageIds = db()
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order(fromEnd))
    .limit(fromEnd ? Math.min(limit, total - offset) : limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  const rows = db()
    .select()
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order(false))
    .all();
  return rows as RecordOf<N>[];
}

/** One page of an admin list (every record, hidden ones too), optionally filtered and sorted. */
export function listPage<N extends ContentTypeName>(
  name: N,
  page: { limit: number; offset: number },
  total = countRecords(name),
  filter: ListFilter = {},
  sort?: ListSort,
): RecordOf<N>[] {
  return pageOf(
    name,
    page,
    total,
    filterCondition(name, filter),
    sort ? (reverse) => sortedOrder(name, sort, reverse) : undefined,
  );
}

/** One page of what visitors see (hidden records left out), in display order. */
export function listShownPage<N extends ContentTypeName>(
  name: N,
  page: { limit: number; offset: number },
  total = countShown(name),
): RecordOf<N>[] {
  return pageOf(name, page, total, shownOnly(name));
}

/** How many records visitors see. */
export function countShown(name: ContentTypeName): number {
  const table = contentTable(name);
  return db().select({ total: count() }).from(table).where(shownOnly(name)).get()?.total ?? 0;
}

/** One record as a visitor may see it: undefined when unknown or hidden. */
export function findShownRecord<N extends ContentTypeName>(name: N, id: string): RecordOf<N> | undefined {
  const table = contentTable(name);
  return db()
    .select()
    .from(table)
    .where(and(eq(table.id, id), shownOnly(name)))
    .get() as RecordOf<N> | undefined;
}

/**
 * Where `a` stands against `b` in list order (orderKeys, in JavaScript): negative when first. For a
 * record that is not in the table (a preview of a trashed one) among those that are.
 */
export function compareInListOrder(name: ContentTypeName, a: Placed, b: Placed): number {
  for (const key of orderKeys(name)) {
    const [x, y] = [key.value(a), key.value(b)];
    if (x !== y) return x < y === key.ascending ? -1 : 1;
  }
  return 0;
}

/** How many shown records come before `record` in list order (itself not counted): its place among them. */
export function countShownBefore(name: ContentTypeName, record: Placed): number {
  const keys = orderKeys(name);
  // Before it: equal on the first keys and before it on the next one, for some number of first keys.
  const before = or(
    ...keys.map((key, index) =>
      and(
        ...keys.slice(0, index).map((equal) => sql`${equal.sql} = ${equal.value(record)}`),
        key.ascending ? sql`${key.sql} < ${key.value(record)}` : sql`${key.sql} > ${key.value(record)}`,
      ),
    ),
  );
  const table = contentTable(name);
  return (
    db()
      .select({ total: count() })
      .from(table)
      .where(and(shownOnly(name), before))
      .get()?.total ?? 0
  );
}

/**
 * When a record last changed for visitors: its last save, else its creation, or its publication when
 * that came later (a scheduled record appears without a save).
 */
function changedAt(name: ContentTypeName): SQL<number> {
  const table = contentTable(name);
  const saved = sql`coalesce(${table.updatedAt}, ${table.date})`;
  return isCurated(contentTypes[name])
    ? sql<number>`max(${saved}, ${publishedAt(name)})`
    : sql<number>`${saved}`;
}

/**
 * When the newest change to a shown record was made (its last save, else its creation), or undefined
 * for none: for the sitemap, which lists only what visitors see.
 */
export function newestShownDate(name: ContentTypeName): Date | undefined {
  const table = contentTable(name);
  const newest = db()
    .select({ changed: sql<number | null>`max(${changedAt(name)})` })
    .from(table)
    .where(shownOnly(name))
    .get()?.changed;
  return newest == null ? undefined : new Date(newest);
}

/** Ids and last changes (see newestShownDate) of shown records only, in list order, at most `limit`: for the sitemap. */
export function listShownIdsAndDates(name: ContentTypeName, limit: number): { id: string; date: Date }[] {
  const table = contentTable(name);
  return db()
    .select({ id: table.id, changed: changedAt(name) })
    .from(table)
    .where(shownOnly(name))
    .orderBy(...listOrder(name))
    .limit(limit)
    .all()
    .map(({ id, changed }) => ({ id, date: new Date(changed) }));
}

/** How many records a type has (in the admin: hidden ones too), optionally filtered. */
/** How many records a type has (with a filter: that match it). */
export function countRecords(name: ContentTypeName, filter: ListFilter = {}): number {
  // The whole list, or those lacking a translation: kept by triggers (record-counts.server.ts).
  const { missing, ...others } = filter;
  if (Object.values(others).every((value) => value === undefined)) {
    const counts = recordCounts(name);
    return missing ? counts.missing[missing] : counts.total;
  }
  const table = contentTable(name);
  return db().select({ total: count() }).from(table).where(filterCondition(name, filter)).get()?.total ?? 0;
}

const countStatements = new WeakMap<object, Statement>();

/** A type's number of records, and of those lacking a text in each translation language: no scan. */
export function recordCounts(name: ContentTypeName): {
  total: number;
  missing: Record<TranslationLanguage, number>;
} {
  const { sqlite } = database();
  let statement = countStatements.get(sqlite);
  if (!statement)
    countStatements.set(
      sqlite,
      (statement = sqlite.prepare("SELECT measure, value FROM record_counts WHERE type = ?")),
    );
  const values = new Map(
    (statement.all(name) as { measure: Measure; value: number }[]).map((row) => [row.measure, row.value]),
  );
  return {
    total: values.get("total") ?? 0,
    missing: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [language, values.get(`missing:${language}`) ?? 0]),
    ) as Record<TranslationLanguage, number>,
  };
}

export function findRecord<N extends ContentTypeName>(name: N, id: string): RecordOf<N> | undefined {
  const table = contentTable(name);
  return db().select().from(table).where(eq(table.id, id)).get() as RecordOf<N> | undefined;
}

type Values = Record<string, string>;

export type SaveOutcome =
  | {
      status: "saved";
      /**
       * Image values the save may have left unnamed (the one it replaced, those of versions it
       * pruned): the caller removes the files of those nothing names any more (a version usually does).
       */
      releasedImages: string[];
      /** Columns the save changed (an add: the ones given a value), for the activity log. */
      changedFields: string[];
    }
  | { status: "notFound" };

/**
 * Adds or updates a record as one IMMEDIATE transaction, with the version
 * it makes (versions.server.ts): a save that changes nothing makes none. For
 * an edit, the current row is read inside it, so of two parallel edits each
 * versions exactly what the other stored, and an edit that lost a race with
 * a delete reports "not found" instead of "updated".
 */
export function saveRecord(
  name: ContentTypeName,
  id: string,
  values: Values,
  mode: "add" | "edit",
  save: SaveBy = { by: null },
  /** Where a new record goes in a list ordered by hand: by default, where its type places new records. */
  place?: NewPlace,
): SaveOutcome {
  const table = contentTable(name);
  const { sqlite } = database();
  const owner = { type: name, recordId: id, fields: contentTypes[name].fields };
  const read = () =>
    db().select().from(table).where(eq(table.id, id)).get() as Record<string, unknown> | undefined;
  return sqlite
    .transaction((): SaveOutcome => {
      if (mode === "add") {
        insertRecord(name, id, settlePublication(values, undefined), place);
        keepOldAddresses(name, id, undefined, values); // a type with an address field (addresses.server.ts)
        const given = Object.keys(values).filter((column) => values[column] !== "");
        const released = keepVersion(db(), owner, undefined, read()!, given, save);
        return { status: "saved", releasedImages: released, changedFields: given };
      }
      const current = read();
      if (!current) return { status: "notFound" };
      values = settlePublication(values, current);
      // Number columns come back as numbers, the form's values are strings.
      const changedFields = Object.keys(values).filter(
        (column) => column !== "id" && column !== "date" && String(current[column] ?? "") !== values[column],
      );
      if (changedFields.length === 0) return { status: "saved", releasedImages: [], changedFields };
      updateRecord(name, id, values);
      // A type with an address field: the one it leaves keeps leading to it (addresses.server.ts).
      keepOldAddresses(name, id, current, values);
      const released = keepVersion(db(), owner, current, read()!, changedFields, save);
      // Without a new image `values` has no image column and the current one stays.
      const before = typeof current.image === "string" ? current.image : null;
      if (values.image !== undefined && before && before !== values.image) {
        released.push(before);
        // A library picture's new file: every record showing the old one shows it now, in this step.
        if (contentTypes[name].library) repointImage(before, values.image);
      }
      return { status: "saved", releasedImages: released, changedFields };
    })
    .immediate();
}

/**
 * The publication time a save stores when staff publish (the form's "published" sends an empty time):
 * a record visitors already see keeps its own; one published before and made a draft since keeps the
 * time it was first published; any other (a draft never published, a scheduled one, a new one) is
 * published now. A new record's empty time (null) means the moment it is made. The form's "scheduled"
 * state is stored as published.
 */
function settlePublication(given: Values, current: Record<string, unknown> | undefined): Values {
  // The form's "scheduled" is published from its time (field-kinds.ts).
  const values = given.visible === SCHEDULED ? { ...given, visible: "1" } : given;
  if (values.publishAt !== "") return values;
  const { publishAt: _now, ...others } = values;
  if (!current) return others;
  const now = Date.now();
  return keepsPublication(current.visible, current.publishAt, now)
    ? others
    : { ...others, publishAt: String(now) };
}

/** Whether publishing a record leaves its publication time alone (settlePublication's rule, also in SQL below). */
function keepsPublication(visible: unknown, publishAt: unknown, now: number): boolean {
  return publishAt == null ? Number(visible) === 1 : Number(publishAt) <= now;
}

/**
 * Where a new record goes in its type's display order: first, last, or right after another record
 * (the add form's choice, `placeChoice`); without one, where the type places new records
 * (`placeNewRecords`, first by default). docs/decisions/045-new-record-position.md.
 */
export type NewPlace = { kind: "first" } | { kind: "last" } | { kind: "after"; id: string };

/** Where a type puts a new record when nobody chose: its description's `placeNewRecords`. */
export function defaultPlace(name: ContentTypeName): NewPlace {
  return { kind: contentTypes[name].placeNewRecords ?? "first" };
}

/**
 * Inserts a record with a new server-made id and the creation date. A type
 * with a display order puts it at its place (`place`, else the type's):
 * one below the lowest order, one above the highest, or right after another
 * record, whose followers move one on (the caller's transaction makes
 * reading the order and inserting one step). A record to follow that is not
 * there any more (deleted meanwhile) leaves the new one at the type's place.
 */
export function insertRecord(
  name: ContentTypeName,
  id: string,
  values: Values,
  place: NewPlace = defaultPlace(name),
): void {
  const curated = isCurated(contentTypes[name]);
  const table = contentTable(name);
  db()
    .insert(table)
    .values({
      ...values,
      ...(curated ? { displayOrder: endOrder(name, place.kind) } : {}),
      id,
      date: new Date(),
    })
    .run();
  if (!curated || place.kind !== "after") return;
  const rows = orderOf(name).filter((row) => row.id !== id);
  const after = rows.findIndex((row) => row.id === place.id);
  if (after === -1) {
    // Inserted at the end above: the type's own place instead, unless that is the end.
    if (defaultPlace(name).kind === "first") {
      db()
        .update(table)
        .set(columnValues(name, { displayOrder: endOrder(name, "first") }))
        .where(eq(table.id, id))
        .run();
    }
    return;
  }
  renumber(name, rows, [...rows.slice(0, after + 1), { id, displayOrder: NaN }, ...rows.slice(after + 1)]);
}

/** The display order one before the first record ("first") or one after the last (else); 0 in an empty list. */
function endOrder(name: ContentTypeName, end: NewPlace["kind"], on: Db = db()): number {
  const order = columnOf(name, "displayOrder");
  const row = on
    .select({ lowest: sql<number | null>`min(${order})`, highest: sql<number | null>`max(${order})` })
    .from(contentTable(name))
    .get();
  if (end === "first") return row?.lowest == null ? 0 : row.lowest - 1;
  return row?.highest == null ? 0 : row.highest + 1;
}

type Ordered = { id: string; displayOrder: number };

/** A type's whole display order: every record (drafts too), as the admin list shows it. */
function orderOf(name: ContentTypeName): Ordered[] {
  const table = contentTable(name);
  return db()
    .select({ id: table.id, displayOrder: sql<number>`${columnOf(name, "displayOrder")}` })
    .from(table)
    .orderBy(...listOrder(name))
    .all();
}

/** A record's place in its type's whole display order (from 1) and how many places there are. */
export function placeInOrder(name: ContentTypeName, id: string): { position: number; total: number } {
  const rows = orderOf(name);
  return { position: rows.findIndex((row) => row.id === id) + 1, total: rows.length };
}

/**
 * Writes a new order: numbers counted on from the lowest of `rows` (the order as it was), written only
 * for the records whose number changes, so once numbers are distinct a step rewrites two rows.
 */
function renumber(name: ContentTypeName, rows: readonly Ordered[], reordered: readonly Ordered[]): void {
  const table = contentTable(name);
  const base = rows.length > 0 ? Math.min(...rows.map((row) => row.displayOrder)) : 0;
  reordered.forEach((row, position) => {
    if (row.displayOrder !== base + position) {
      db()
        .update(table)
        .set(columnValues(name, { displayOrder: base + position }))
        .where(eq(table.id, row.id))
        .run();
    }
  });
}

/** A record's stored values as SQLite holds them (dates in milliseconds), by table; see the import. */
export type RawRow = Record<string, unknown>;

/**
 * Reads records as stored, column by column, from a connection of the caller's (the import compares
 * an export with what is there, on a read-only connection in a dry run). A table the file does not
 * have yet (an older database) reads as empty.
 */
export function rawRecordReader(sqlite: DatabaseHandle["sqlite"] | null) {
  const statements = new Map<string, ReturnType<DatabaseHandle["sqlite"]["prepare"]> | null>();
  return (name: ContentTypeName, id: string): RawRow | undefined => {
    if (!sqlite) return undefined;
    const table = contentTypes[name].key;
    if (!statements.has(table)) {
      try {
        statements.set(table, sqlite.prepare(`select * from "${table}" where id = ?`));
      } catch {
        statements.set(table, null);
      }
    }
    return statements.get(table)?.get(id) as RawRow | undefined;
  };
}

/**
 * Writes imported records in one IMMEDIATE transaction, oldest first: a new one goes first in the
 * display order and is shown (as insertRecord places a new record; the newest of the old site ends
 * up first, as there), an existing one gets the imported values and keeps the place and visibility
 * staff gave it. Returns the counts and the image values the updated records no longer hold.
 */
export function writeImportedRecords(
  name: ContentTypeName,
  rows: Iterable<{ id: string; values: Record<string, string | number> }>,
  on: DatabaseHandle = database(),
): { imported: number; updated: number; replacedImages: string[] } {
  const table = contentTable(name);
  const curated = isCurated(contentTypes[name]);
  const withImage = hasImage(contentTypes[name]);
  const outcome = { imported: 0, updated: 0, replacedImages: [] as string[] };
  on.sqlite
    .transaction(() => {
      for (const { id, values } of rows) {
        const { date, ...columns } = values;
        const stored = { ...columns, date: new Date(Number(date)) };
        // Read again inside the transaction: the site may have changed the record meanwhile.
        const before = on.db.select().from(table).where(eq(table.id, id)).get() as RawRow | undefined;
        if (before) {
          on.db
            .update(table)
            .set({ ...stored, updatedAt: new Date() })
            .where(eq(table.id, id))
            .run();
          outcome.updated++;
          const oldImage = withImage && typeof before.image === "string" ? before.image : null;
          if (oldImage && oldImage !== values.image) outcome.replacedImages.push(oldImage);
        } else {
          const first = curated ? { displayOrder: endOrder(name, "first", on.db), visible: 1 } : {};
          on.db
            .insert(table)
            .values({ ...stored, ...first, id })
            .run();
          outcome.imported++;
        }
      }
    })
    .immediate();
  return outcome;
}

/** Updates the given columns and the time of the change; id, date and display order never change here (see moveRecord). */
export function updateRecord(name: ContentTypeName, id: string, values: Values): boolean {
  const table = contentTable(name);
  const { id: _id, date: _date, displayOrder: _order, updatedAt: _updated, ...columns } = values;
  return (
    db()
      .update(table)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(table.id, id))
      .run().changes > 0
  );
}

/** Deletes a record; returns what was deleted (to clean up its image), or undefined. */
export function deleteRecord<N extends ContentTypeName>(name: N, id: string): RecordOf<N> | undefined {
  const table = contentTable(name);
  return db().delete(table).where(eq(table.id, id)).returning().get() as RecordOf<N> | undefined;
}

/**
 * Every image value the database names: records, trashed records and versions
 * (image-references.server.ts), so the start-up sweep keeps their files.
 */
export function referencedImages(): Set<string> {
  return imageValuesIn(database().sqlite);
}

/** Whether a record, a trashed record or a version names this image value (in the site's database, or `on`). */
export function imageIsReferenced(value: string, on: DatabaseHandle = database()): boolean {
  return imageIsNamed(on.sqlite, value);
}

/** Each record's id and image value, for a type with an image (convert-images, the import). */
export function recordImages(name: ContentTypeName): { id: string; image: string }[] {
  const table = contentTable(name);
  const image = columnOf(name, "image");
  return db().select({ id: table.id, image }).from(table).all() as { id: string; image: string }[];
}

/**
 * Points a record at a new image value only if it still holds `from` (an edit or a delete meanwhile
 * wins): true when it did.
 */
export function replaceImageValue(name: ContentTypeName, id: string, from: string, to: string): boolean {
  const table = contentTable(name);
  const image = columnOf(name, "image");
  return (
    db()
      .update(table)
      .set(columnValues(name, { image: to }))
      .where(and(eq(table.id, id), eq(image, from)))
      .run().changes > 0
  );
}

/** A change of place in a list: a step up or down, or onto another record's place (a drag). */
export type Move =
  | { kind: "up" }
  | { kind: "down" }
  | { kind: "top" }
  | { kind: "bottom" }
  /** To a place in the whole order, counted from 1 (a place past the end is the end). */
  | { kind: "to"; position: number }
  | { kind: "onto"; targetId: string };
/** `position` counts from 1 over the whole order (hidden records too), as the admin list numbers rows. */
export type MoveOutcome =
  { status: "moved"; position: number; total: number } | { status: "unchanged" } | { status: "notFound" };

/**
 * Moves a record within its type's display order, across admin pages too
 * (the first row of page 2 moves up onto page 1), as one IMMEDIATE
 * transaction: the whole order is read, the record taken out and put back at
 * its new place, and only rows whose number changes are written. Numbers run
 * on from the lowest, so after a first move the orders are distinct and a
 * step rewrites just two rows; every write bumps the content version.
 */
export function moveRecord(name: ContentTypeName, id: string, move: Move): MoveOutcome {
  if (!isCurated(contentTypes[name])) return { status: "notFound" };
  // A list in another order (news by date, pages by title) has no place to move to.
  if (!isOrderedByHand(name)) return { status: "unchanged" };
  return database()
    .sqlite.transaction((): MoveOutcome => {
      const rows = orderOf(name);
      const from = rows.findIndex((row) => row.id === id);
      if (from === -1) return { status: "notFound" };
      let to: number;
      if (move.kind === "onto") {
        to = rows.findIndex((row) => row.id === move.targetId);
        if (to === -1) return { status: "notFound" };
      } else if (move.kind === "to") {
        to = Math.min(Math.max(1, Math.floor(move.position)), rows.length) - 1;
      } else {
        const steps = { up: from - 1, down: from + 1, top: 0, bottom: rows.length - 1 };
        to = steps[move.kind];
      }
      if (to < 0 || to >= rows.length || to === from) return { status: "unchanged" };
      const reordered = [...rows];
      const [moving] = reordered.splice(from, 1);
      reordered.splice(to, 0, moving!);
      renumber(name, rows, reordered);
      return { status: "moved", position: to + 1, total: rows.length };
    })
    .immediate();
}

/**
 * Publishes a record now (a scheduled one too) or makes it a draft; false when it does not exist.
 * Publishing sets its publication time as a form's "published" does (settlePublication).
 */
export function setVisibility(name: ContentTypeName, id: string, visible: boolean): boolean {
  if (!isCurated(contentTypes[name])) return false;
  const table = contentTable(name);
  const now = Date.now();
  const publishAt = columnOf(name, "publishAt");
  const shown = columnOf(name, "visible");
  const published = sql`CASE WHEN ${publishAt} IS NULL AND ${shown} = 1 OR ${publishAt} <= ${now}
    THEN ${publishAt} ELSE ${now} END`;
  return (
    db()
      .update(table)
      .set(columnValues(name, visible ? { visible: 1, publishAt: published } : { visible: 0 }))
      .where(eq(table.id, id))
      .run().changes > 0
  );
}
