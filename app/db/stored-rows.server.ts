import { getTableColumns, type Table } from "drizzle-orm";

/**
 * Rows kept as JSON beside their tables (the trash, the versions): dates as
 * milliseconds, every other value as SQLite gave it. Read back, a value is
 * put into the shape its table wants now: a column the table no longer has is
 * left out, one it did not have yet takes its default.
 */

export type StoredValues = Record<string, unknown>;

/** A row (or some of its columns) as JSON. */
export function storeRow(row: Record<string, unknown>, columns?: readonly string[]): string {
  const kept: StoredValues = {};
  for (const column of columns ?? Object.keys(row)) {
    const value = row[column];
    if (value === undefined) continue;
    kept[column] = value instanceof Date ? value.getTime() : value;
  }
  return JSON.stringify(kept);
}

/** The values a JSON text holds; a text that is not an object of values reads as none. */
export function readStored(json: string | null | undefined): StoredValues {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as StoredValues) : {};
  } catch {
    return {};
  }
}

/** Stored values as a row of `table` today: its date columns as dates, unknown columns dropped. */
export function rowForTable(table: Table, values: StoredValues): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (!(name in values)) continue;
    const value = values[name];
    row[name] = column.dataType === "date" && typeof value === "number" ? new Date(value) : value;
  }
  return row;
}
