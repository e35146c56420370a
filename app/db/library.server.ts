import type Database from "better-sqlite3";
import { sql, type SQL } from "drizzle-orm";
import {
  contentTypeNames,
  contentTypes,
  LIBRARY_TYPE,
  recordLabel,
  type ContentTypeName,
} from "~/content/content-types";
import { imageColumns, pictureTextColumns } from "~/content/record-columns";
import { LIBRARY_REFERENCE_START, libraryIdsIn, libraryReference } from "~/content/library-references";
import { fieldSuffix, languageList, translatedColumns, type Language } from "~/i18n/languages";
import { database, type DatabaseHandle } from "./client.server";
import { contentTable } from "./dynamic-tables.server";
import { newId } from "./ids.server";

/**
 * The image library's ties to the rest of the content (docs/decisions/043-image-library.md). An item is
 * a record of the library type; a record's image field holds an item's file (`/uploads/…`), and a rich
 * text names an item by its id (`![](image:<id>)`). Here: finding an item by its file or id, the places
 * that use it, putting a replaced file everywhere the old one was, and making items of the images
 * records held before the library (and that an import or a restore brings).
 */

export type LibraryItem = {
  id: string;
  name: string;
  image: string;
  /** The description in each language ("" where none is written). */
  alt: Record<Language, string>;
};

const TABLE = contentTypes[LIBRARY_TYPE].key;
const ALT_COLUMNS = translatedColumns("imageAlt");

type ItemRow = { id: string; name: string; image: string } & Record<string, string>;

function itemOf(row: ItemRow | undefined): LibraryItem | undefined {
  if (!row) return undefined;
  const alt = Object.fromEntries(
    languageList.map(({ code }) => [code, row[`imageAlt${fieldSuffix(code)}`] ?? ""]),
  ) as Record<Language, string>;
  return { id: row.id, name: row.name, image: row.image, alt };
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
/** A statement prepared once per connection (pages ask for items on every render). */
function prepared(sqlite: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = sqlite.prepare(sql)));
  return statement;
}

const ITEM_COLUMNS = `id, name, image, ${ALT_COLUMNS.map((column) => `"${column}"`).join(", ")}`;

/** The item whose file a record's image field holds (the oldest, should two ever share one). */
export function libraryItemByFile(value: string, on: DatabaseHandle = database()): LibraryItem | undefined {
  if (value === "") return undefined;
  return itemOf(
    prepared(on.sqlite, `select ${ITEM_COLUMNS} from "${TABLE}" where image = ? order by date limit 1`).get(
      value,
    ) as ItemRow | undefined,
  );
}

export function libraryItem(id: string, on: DatabaseHandle = database()): LibraryItem | undefined {
  return itemOf(
    prepared(on.sqlite, `select ${ITEM_COLUMNS} from "${TABLE}" where id = ?`).get(id) as ItemRow | undefined,
  );
}

/** The library's description of the picture a record shows, in `language`: undefined when none is written. */
export function libraryAlt(value: unknown, language: Language): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const alt = libraryItemByFile(value)?.alt[language].trim();
  return alt ? alt : undefined;
}

/** The types (not the library itself) whose records show a library picture: their image columns. */
function typesWithImages(): { name: ContentTypeName; columns: string[] }[] {
  return contentTypeNames
    .filter((name) => name !== LIBRARY_TYPE)
    .map((name) => ({ name, columns: imageColumns(contentTypes[name].fields) }))
    .filter(({ columns }) => columns.length > 0);
}

/** The rich-text columns that may show library pictures (a page's or a post's body). */
function textsWithImages(): { name: ContentTypeName; columns: string[] }[] {
  return contentTypeNames
    .map((name) => ({
      name,
      columns: pictureTextColumns(contentTypes[name].fields).map(({ column }) => column),
    }))
    .filter(({ columns }) => columns.length > 0);
}

/**
 * Points every record that shows `from` at `to` (an item's file replaced): records on the site only;
 * trashed records and versions keep what they held, and so keep its file. Run inside the save's
 * transaction; each table's triggers move the content version.
 */
export function repointImage(from: string, to: string, on: DatabaseHandle = database()): number {
  let changed = 0;
  for (const { name, columns } of typesWithImages())
    for (const column of columns)
      changed += on.sqlite
        .prepare(
          `update "${contentTypes[name].key}" set "${column}" = ?, updatedAt = ? where "${column}" = ?`,
        )
        .run(to, Date.now(), from).changes;
  return changed;
}

/** Each kind of place lists at most this many uses of one item (the page says where to look for more). */
const MAX_USES = 200;

/** Where an item is used: a record on the site, a trashed one, or an earlier version of one. */
export type LibraryUse = {
  type: ContentTypeName;
  recordId: string;
  label: string | null;
  place: "record" | "trash" | "version";
  /** The version's number, for a version. */
  versionId?: number;
};

/**
 * A column of another type that may name a library picture: an image field holds one of its files,
 * a text with pictures its id (libraryReference). Every use is one of these, in one of three tables
 * (sourcesOf): what usesOf lists and what the list's "Unused only" leaves out are the same places.
 */
type Place = { name: ContentTypeName; column: string; names: "file" | "id" };

function places(): Place[] {
  return [
    ...typesWithImages().flatMap(({ name, columns }) =>
      columns.map((column): Place => ({ name, column, names: "file" })),
    ),
    ...textsWithImages().flatMap(({ name, columns }) =>
      columns.map((column): Place => ({ name, column, names: "id" })),
    ),
  ];
}

/**
 * A place's values as SQL: its records on the site (the column), trashed ones and versions (the
 * column in their stored JSON). Type and column names are the descriptions' own, never typed input.
 */
function sourcesOf({ name, column }: Place): { place: LibraryUse["place"]; from: string; value: string }[] {
  const stored = `json_extract(data, '$."${column}"')`;
  return [
    { place: "record", from: `"${contentTypes[name].key}" where 1`, value: `"${column}"` },
    { place: "trash", from: `trash where type = '${name}'`, value: stored },
    { place: "version", from: `record_versions where type = '${name}'`, value: stored },
  ];
}

/** Every file an item has had: its current one and those its own versions kept (replaced ones). */
function filesOf(item: LibraryItem, sqlite: Database.Database): string[] {
  const older = prepared(
    sqlite,
    `select distinct json_extract(data, '$.image') from record_versions where type = ? and record_id = ?`,
  )
    .pluck()
    .all(LIBRARY_TYPE, item.id) as unknown[];
  return [...new Set([item.image, ...older.filter((value): value is string => typeof value === "string")])];
}

/**
 * The places an item is used, records on the site first, then trashed ones, then earlier versions of
 * records that no longer use it (the newest such version of each): image fields holding one of its
 * files and rich texts naming it. The item's own versions are its history, not uses.
 */
export function usesOf(item: LibraryItem, on: DatabaseHandle = database()): LibraryUse[] {
  const { sqlite } = on;
  const files = filesOf(item, sqlite).filter((file) => file !== "");
  const reference = libraryReference(item.id);
  const uses: LibraryUse[] = [];
  const seen = new Set<string>();
  const marks = files.map(() => "?").join(", ");
  for (const place of places()) {
    // instr, not like: an id's "_" would be a wildcard.
    const [test, params] =
      place.names === "file"
        ? [(value: string) => `${value} in (${marks})`, files]
        : [(value: string) => `instr(${value}, ?) > 0`, [reference]];
    if (params.length === 0) continue;
    const type = contentTypes[place.name];
    for (const { place: where, from, value } of sourcesOf(place)) {
      const [columns, order] =
        where === "record"
          ? ["*", "date desc"]
          : where === "trash"
            ? ["record_id as recordId, label", "deleted_at desc"]
            : ["id, record_id as recordId", "id desc"];
      const rows = sqlite
        .prepare(`select ${columns} from ${from} and ${test(value)} order by ${order} limit ${MAX_USES}`)
        .all(...params) as Record<string, unknown>[];
      for (const row of rows) {
        const use: LibraryUse =
          where === "record"
            ? { type: place.name, recordId: String(row.id), label: recordLabel(type, row), place: where }
            : where === "trash"
              ? {
                  type: place.name,
                  recordId: String(row.recordId),
                  label: row.label as string | null,
                  place: where,
                }
              : {
                  type: place.name,
                  recordId: String(row.recordId),
                  label: null,
                  place: where,
                  versionId: Number(row.id),
                };
        const key = `${use.place}:${use.type}:${use.recordId}:${use.versionId ?? ""}`;
        if (seen.has(key)) continue;
        seen.add(key);
        uses.push(use);
      }
    }
  }
  // A record's history is its own: its versions count where the record itself (on the site or in the
  // trash) no longer uses the item, and then only the newest of them.
  const listed = new Set(
    uses.filter((use) => use.place !== "version").map((use) => `${use.type}:${use.recordId}`),
  );
  const newest = new Map<string, LibraryUse>();
  for (const use of uses.filter((one) => one.place === "version")) {
    const key = `${use.type}:${use.recordId}`;
    if (!listed.has(key) && (newest.get(key)?.versionId ?? -1) < (use.versionId ?? 0)) newest.set(key, use);
  }
  const order = { record: 0, trash: 1, version: 2 };
  return [...uses.filter((use) => use.place !== "version"), ...newest.values()].sort(
    (a, b) => order[a.place] - order[b.place],
  );
}

/**
 * The library's items nothing uses (those usesOf finds nothing for), as a condition on the library's
 * table: its list's "Unused only". Which items are used is worked out once (usedItems), so no text or
 * stored row is searched once per item: each item is one lookup.
 */
export function unusedItems(on: DatabaseHandle = database()): SQL {
  return sql`${contentTable(LIBRARY_TYPE).id} not in (select value from json_each(${usedItems(on.sqlite)}))`;
}

/**
 * The ids of the items something uses, as a JSON array, kept while what it is read from stays the same:
 * the list's count and its page ask for it in one request, and reading every stored version's JSON is
 * the costly part (docs/benchmarks.md). An item is used when another record, trashed record or
 * version names one of its files (its own or one its versions kept) or a text names its id: the
 * places usesOf looks in.
 */
const used = new WeakMap<Database.Database, { state: string; ids: string }>();

/**
 * What usedItems is read from, as one value that changes with it: the content version (every write to
 * a record of the site or of the library, a version kept or pruned with it), the trash (a record
 * trashed, restored, purged or expired; purging takes its versions too) and the newest version. Not
 * any write to the database: the back office writes its session on every page.
 */
const STATE = `select (select version from content_version where id = 1)
  || ':' || (select coalesce(max(id), 0) || '/' || count(*) from trash)
  || ':' || (select coalesce(max(id), 0) from record_versions)`;

function usedItems(sqlite: Database.Database): string {
  const state = String(prepared(sqlite, STATE).pluck().get());
  const kept = used.get(sqlite);
  if (kept?.state === state) return kept.ids;
  const files = new Set<string>();
  const ids = new Set<string>();
  for (const place of places())
    for (const { from, value } of sourcesOf(place)) {
      // A text is read only when it names some picture.
      const values = prepared(
        sqlite,
        place.names === "file"
          ? `select ${value} from ${from} and ${value} != ''`
          : `select ${value} from ${from} and instr(${value}, '${LIBRARY_REFERENCE_START}') > 0`,
      )
        .pluck()
        .all() as unknown[];
      for (const found of values) {
        if (typeof found !== "string") continue;
        if (place.names === "file") files.add(found);
        else for (const id of libraryIdsIn(found)) ids.add(id);
      }
    }
  // Each item's files: the one it has and those its own versions kept (replaced ones).
  const itemFiles = prepared(
    sqlite,
    `select id, image from "${TABLE}"
     union all select record_id, json_extract(data, '$.image') from record_versions where type = ?`,
  )
    .raw()
    .all(LIBRARY_TYPE) as [string, unknown][];
  for (const [id, file] of itemFiles) if (typeof file === "string" && files.has(file)) ids.add(id);
  const result = JSON.stringify([...ids]);
  used.set(sqlite, { state, ids: result });
  return result;
}

/**
 * Makes a library item of every picture a record on the site shows that has none: the images stored
 * before the library, and those an import or a restore brings. Named after the first record showing it,
 * described as it describes it. Safe to run again: an image with an item is left alone. Returns how
 * many items it made.
 */
export function adoptImages(on: DatabaseHandle = database()): number {
  const { sqlite } = on;
  const hasItem = prepared(sqlite, `select 1 from "${TABLE}" where image = ? limit 1`);
  const insert = sqlite.prepare(
    `insert into "${TABLE}" (id, name, image, ${ALT_COLUMNS.map((c) => `"${c}"`).join(", ")}, date)
     values (?, ?, ?, ${ALT_COLUMNS.map(() => "?").join(", ")}, ?)`,
  );
  let made = 0;
  sqlite
    .transaction(() => {
      for (const { name, columns } of typesWithImages()) {
        const type = contentTypes[name];
        const alts = Object.entries(type.fields).some(([field]) => field === "imageAlt") ? ALT_COLUMNS : [];
        for (const column of columns) {
          const rows = sqlite
            .prepare(`select * from "${type.key}" where "${column}" != '' order by date`)
            .all() as Record<string, unknown>[];
          for (const row of rows) {
            const value = String(row[column]);
            if (hasItem.get(value)) continue;
            const alt = ALT_COLUMNS.map((altColumn) =>
              alts.includes(altColumn) && typeof row[altColumn] === "string" ? row[altColumn] : "",
            );
            insert.run(newId(), itemName(value, recordLabel(type, row)), value, ...alt, Date.now());
            made++;
          }
        }
      }
    })
    .immediate();
  return made;
}

/** An adopted picture's name: the record's label, else its file's. */
function itemName(value: string, label: string | null): string {
  if (label) return label.slice(0, 200);
  return (value.split("/").pop() ?? value).slice(0, 200);
}
