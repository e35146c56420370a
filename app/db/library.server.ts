import type Database from "better-sqlite3";
import {
  columnNames,
  contentTypeNames,
  contentTypes,
  LIBRARY_TYPE,
  recordLabel,
  type ContentTypeName,
} from "~/content/content-types";
import { imageColumns } from "~/content/record-columns";
import { showsLibraryPictures } from "~/content/field-kinds";
import { libraryReference } from "~/content/library-references";
import { fieldSuffix, languageList, translatedColumns, type Language } from "~/i18n/languages";
import { database, type DatabaseHandle } from "./client.server";
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
      columns: Object.entries(contentTypes[name].fields).flatMap(([field, spec]) =>
        showsLibraryPictures(spec) ? columnNames(field, spec) : [],
      ),
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

/** Every file an item has had: its current one and those its own versions kept (replaced ones). */
function filesOf(item: LibraryItem, sqlite: Database.Database): string[] {
  const older = sqlite
    .prepare(
      `select distinct json_extract(data, '$.image') from record_versions where type = ? and recordId = ?`,
    )
    .pluck()
    .all(LIBRARY_TYPE, item.id) as unknown[];
  return [...new Set([item.image, ...older.filter((value): value is string => typeof value === "string")])];
}

/**
 * The places an item is used, records on the site first: image fields holding one of its files and
 * rich texts naming it. The item's own versions are its history, not uses.
 */
export function usesOf(item: LibraryItem, on: DatabaseHandle = database()): LibraryUse[] {
  const { sqlite } = on;
  const files = filesOf(item, sqlite).filter((file) => file !== "");
  const reference = libraryReference(item.id);
  const uses: LibraryUse[] = [];
  const seen = new Set<string>();
  const add = (use: LibraryUse) => {
    const key = `${use.place}:${use.type}:${use.recordId}:${use.versionId ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    uses.push(use);
  };
  const marks = files.map(() => "?").join(", ");
  // A condition on an expression (a column, a JSON path), with its parameters.
  type Test = (expression: string) => string;
  const places: { name: ContentTypeName; column: string; test: Test; params: string[] }[] = [
    ...typesWithImages().flatMap(({ name, columns }) =>
      columns.map((column) => ({ name, column, test: (e: string) => `${e} in (${marks})`, params: files })),
    ),
    // instr, not like: an id's "_" would be a wildcard.
    ...textsWithImages().flatMap(({ name, columns }) =>
      columns.map((column) => ({
        name,
        column,
        test: (e: string) => `instr(${e}, ?) > 0`,
        params: [reference],
      })),
    ),
  ];
  for (const { name, column, test, params } of places) {
    if (params.length === 0) continue;
    const type = contentTypes[name];
    for (const row of sqlite
      .prepare(`select * from "${type.key}" where ${test(`"${column}"`)} limit ${MAX_USES}`)
      .all(...params) as Record<string, unknown>[])
      add({ type: name, recordId: String(row.id), label: recordLabel(type, row), place: "record" });
    const stored = `json_extract(data, '$."${column}"')`;
    for (const row of sqlite
      .prepare(`select recordId, label from trash where type = ? and ${test(stored)} limit ${MAX_USES}`)
      .all(name, ...params) as { recordId: string; label: string | null }[])
      add({ type: name, recordId: row.recordId, label: row.label, place: "trash" });
    for (const row of sqlite
      .prepare(
        `select id, recordId from record_versions where type = ? and ${test(stored)}
         order by id desc limit ${MAX_USES}`,
      )
      .all(name, ...params) as { id: number; recordId: string }[])
      add({ type: name, recordId: row.recordId, label: null, place: "version", versionId: row.id });
  }
  const order = { record: 0, trash: 1, version: 2 };
  return uses.sort((a, b) => order[a.place] - order[b.place]);
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
