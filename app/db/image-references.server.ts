import type Database from "better-sqlite3";
import {
  contentTypeNames,
  contentTypes,
  singleTypeNames,
  singleTypes,
  type Fields,
} from "~/content/content-types";
import { imageColumns } from "~/content/record-columns";

/**
 * Where an image value can be kept: a record's own column, a trashed record's
 * row and a version's row (JSON, under the same column name). An uploaded
 * file stays on disk while any of them names it; the start-up sweep, the
 * backup and every removal ask here. SQL over a connection of the caller's:
 * the backup reads a snapshot file, the site its own database.
 */

type Place = { sql: string; params: unknown[] };

const tableExists = (sqlite: Database.Database, table: string) =>
  sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table) !== undefined;

/** Every column and JSON path an image value can be in, as a query selecting the values (`value`). */
function places(sqlite: Database.Database): Place[] {
  const found: Place[] = [];
  const hasTrash = tableExists(sqlite, "trash");
  const hasVersions = tableExists(sqlite, "record_versions");
  const kept = (name: string, fields: Fields, ownTable?: string) => {
    for (const column of imageColumns(fields)) {
      if (ownTable) found.push({ sql: `select "${column}" as value from "${ownTable}"`, params: [] });
      const path = `$."${column}"`;
      if (ownTable && hasTrash)
        found.push({
          sql: `select json_extract(data, ?) as value from trash where type = ?`,
          params: [path, name],
        });
      if (hasVersions)
        found.push({
          sql: `select json_extract(data, ?) as value from record_versions where type = ?`,
          params: [path, name],
        });
    }
  };
  for (const name of contentTypeNames) kept(name, contentTypes[name].fields, contentTypes[name].key);
  for (const name of singleTypeNames) kept(name, singleTypes[name].fields);
  return found;
}

/** Every image value the database names (uploads, sample images, URLs; empty values left out). */
export function imageValuesIn(sqlite: Database.Database): Set<string> {
  const values = new Set<string>();
  for (const { sql, params } of places(sqlite)) {
    for (const value of sqlite
      .prepare(sql)
      .pluck()
      .all(...params)) {
      if (typeof value === "string" && value !== "") values.add(value);
    }
  }
  return values;
}

/** Whether any record, trashed record or version names this image value. */
export function imageIsNamed(sqlite: Database.Database, value: string): boolean {
  return places(sqlite).some(
    ({ sql, params }) =>
      sqlite.prepare(`select 1 from (${sql}) where value = ? limit 1`).get(...params, value) !== undefined,
  );
}
