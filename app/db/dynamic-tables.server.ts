/**
 * Tables chosen by a content type's name at run time (records, the trash, the single records). Each
 * is built by schema.ts from its type's description, so drizzle knows its columns exactly; but code
 * that works on any type holds a union of them, and drizzle's queries do not take a union.
 *
 * So each is given here as the table schema.ts builds for a type with no fields (`ContentTable`: id,
 * date and the time of the last save; `SingleTable`: the row id and that time). That is an upcast,
 * not a cast: TypeScript checks that every type's table has those columns with those types. A column
 * a description adds is found by its name (`columnOf`) and checked then; rows are written with the
 * columns the same descriptions name (forms, the trash, the import). tests/unit/dynamic-tables.test.ts
 * checks that every column a description names is found.
 */
import { getTableColumns } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ContentTypeName, SingleTypeName } from "~/content/content-types";
import { singleTableFor, singleTables, tableFor, tables } from "./schema";

type NoFields = Record<never, never>;

/** The columns every content type's table has (id, date, updatedAt), as a table drizzle queries. */
export type ContentTable = ReturnType<typeof tableFor<NoFields, string>>;

/** The columns every single-record type's table has (id, updatedAt). */
export type SingleTable = ReturnType<typeof singleTableFor<NoFields, string>>;

/** A content type's table, seen through the columns every one has. */
export function contentTable(name: ContentTypeName): ContentTable {
  return tables[name];
}

/** A single-record type's table, seen through the columns every one has. */
export function singleTable(name: SingleTypeName): SingleTable {
  return singleTables[name];
}

/**
 * A column of a content type's table by its name (`displayOrder`, `titleKu`): one its description
 * gives it. A name it does not have is a mistake in the code asking, and throws.
 */
export function columnOf(name: ContentTypeName, column: string): AnySQLiteColumn {
  const columns: Record<string, AnySQLiteColumn | undefined> = getTableColumns(tables[name]);
  const found = Object.hasOwn(columns, column) ? columns[column] : undefined;
  if (!found) throw new Error(`The ${name} table has no column ${column}`);
  return found;
}

/**
 * Values for columns of a content type's table named by its description (`{ visible: 1 }`), to
 * insert or set: each name is checked here, as drizzle leaves out a value whose column is not there.
 */
export function columnValues(
  name: ContentTypeName,
  values: Record<string, unknown>,
): Record<string, unknown> {
  for (const column of Object.keys(values)) columnOf(name, column);
  return values;
}
