import type Database from "better-sqlite3";
import { sql, type SQL } from "drizzle-orm";
import {
  columnNames,
  contentTypeNames,
  contentTypes,
  kindOf,
  type ContentTypeName,
  type Fields,
} from "~/content/content-types";
import { foldForSearch, foldSql } from "./inbox-index.server";
import { atOpen } from "./at-open.server";

/**
 * The back office's list searches, one FTS5 index per list type (`<table>_search`), as the inbox has
 * had since decision 019: a search of 10,000 records read every searched column of every row twice
 * (the count, then the page) with LIKE, 2–3× the CPU of the list itself (docs/benchmarks.md). The index
 * holds each record's searched texts folded as the inbox folds them (ي/ی, ك/ک, ە/ه, vowel signs,
 * Eastern digits), one line per column, kept by triggers and made again at start when the columns or
 * the folds change (docs/decisions/051-list-search-index.md).
 */

const TRIGGER_PREFIX = "list_search_";
const indexOf = (name: ContentTypeName) => `${contentTypes[name].key}_search`;

/**
 * The texts a list's search looks in, every language's column of each: the type's `searchFields`,
 * else its listed texts (not its images or date).
 */
export function searchedColumns(name: ContentTypeName): string[] {
  const type = contentTypes[name];
  const fields: Fields = type.fields;
  return (type.searchFields ?? type.listFields).flatMap((field) =>
    field === "date" || kindOf(fields[field]!).upload ? [] : columnNames(field, fields[field]!),
  );
}

/** The types whose back-office list searches: every list with a text to search but the inbox (its own index). */
const searchedTypes = contentTypeNames.filter(
  (name) => !contentTypes[name].inbox && searchedColumns(name).length > 0,
);

/** A record's searched texts as the index holds them: folded, a line each (a search never spans two). */
const indexedText = (name: ContentTypeName, row: string) =>
  foldSql(
    searchedColumns(name)
      .map((column) => `coalesce(${row}."${column}", '')`)
      .join(" || char(10) || "),
  );

function wantedTriggers(name: ContentTypeName): Map<string, string> {
  const table = contentTypes[name].key;
  const index = indexOf(name);
  const columns = searchedColumns(name)
    .map((column) => `"${column}"`)
    .join(", ");
  const trigger = (event: string) => `${TRIGGER_PREFIX}${table}_${event}`;
  return new Map([
    [
      trigger("insert"),
      `CREATE TRIGGER "${trigger("insert")}" AFTER INSERT ON "${table}" BEGIN
        INSERT INTO "${index}" (rowid, body) VALUES (new.rowid, ${indexedText(name, "new")});
      END`,
    ],
    [
      trigger("delete"),
      `CREATE TRIGGER "${trigger("delete")}" AFTER DELETE ON "${table}" BEGIN
        DELETE FROM "${index}" WHERE rowid = old.rowid;
      END`,
    ],
    // Only when a searched text changes: moving a record renumbers its neighbours' order, not their texts.
    [
      trigger("update"),
      `CREATE TRIGGER "${trigger("update")}" AFTER UPDATE OF ${columns} ON "${table}" BEGIN
        UPDATE "${index}" SET body = ${indexedText(name, "new")} WHERE rowid = new.rowid;
      END`,
    ],
  ]);
}

/**
 * Creates each list's index and its triggers, or makes them again from the records when the searched
 * columns or the folds changed (the triggers' SQL says which); drops those of a type no longer listed.
 * Runs at every start, after the migrations.
 */
export function installListSearch(sqlite: Database.Database): void {
  const existing = new Map(
    (
      sqlite
        .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
        .all(`${TRIGGER_PREFIX}%`) as { name: string; sql: string }[]
    ).map(({ name, sql }) => [name, sql]),
  );
  const hasTable = (table: string) =>
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(table) !== undefined;
  const kept = new Set<string>();
  atOpen(sqlite, () => {
    for (const name of searchedTypes) {
      const triggers = wantedTriggers(name);
      for (const trigger of triggers.keys()) kept.add(trigger);
      const unchanged = [...triggers].every(([trigger, sql]) => existing.get(trigger) === sql);
      if (unchanged && hasTable(indexOf(name))) continue;
      for (const trigger of triggers.keys()) sqlite.exec(`DROP TRIGGER IF EXISTS "${trigger}"`);
      sqlite.exec(`DROP TABLE IF EXISTS "${indexOf(name)}"`);
      sqlite.exec(
        `CREATE VIRTUAL TABLE "${indexOf(name)}" USING fts5(body, tokenize = 'trigram remove_diacritics 1')`,
      );
      const table = contentTypes[name].key;
      sqlite.exec(
        `INSERT INTO "${indexOf(name)}" (rowid, body) SELECT rowid, ${indexedText(name, `"${table}"`)} FROM "${table}"`,
      );
      for (const sql of triggers.values()) sqlite.exec(sql);
    }
    // A type removed from the registry: its triggers would write to an index nobody reads.
    for (const trigger of existing.keys()) if (!kept.has(trigger)) sqlite.exec(`DROP TRIGGER "${trigger}"`);
  });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Records one of whose searched texts contains `words`, folded as the index is: the trigram index for
 * three characters or more, the index's text read with LIKE for fewer (too short to index).
 */
export function searchCondition(name: ContentTypeName, words: string): SQL {
  if (!searchedTypes.includes(name)) return sql`0`;
  const index = sql.identifier(indexOf(name));
  const folded = foldForSearch(words);
  const found =
    Array.from(folded).length >= 3
      ? sql`${index} match ${`"${folded.replaceAll('"', '""')}"`}`
      : sql`${index}.body like ${likePattern(folded)} escape '\\'`;
  return sql`${sql.identifier(contentTypes[name].key)}.rowid in (select ${index}.rowid from ${index} where ${found})`;
}
