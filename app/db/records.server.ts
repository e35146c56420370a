import { count, desc, eq } from "drizzle-orm";
import type { ContentTypeName } from "~/content/content-types";
import { db } from "./client.server";
import { tables } from "./schema";

export type RecordOf<N extends ContentTypeName> = (typeof tables)[N]["$inferSelect"];

// Every table has the same id and date columns; drizzle's types cannot see
// that through a union, so generic queries use one table's type and cast back.
type AnyContentTable = (typeof tables)["jumbotrons"];
const tableOf = (name: ContentTypeName) => tables[name] as unknown as AnyContentTable;

/** Records newest first; with limit/offset the paging happens in SQL. */
export function listNewest<N extends ContentTypeName>(
  name: N,
  page: { limit?: number; offset?: number } = {},
): RecordOf<N>[] {
  const table = tableOf(name);
  const query = db().select().from(table).orderBy(desc(table.date), desc(table.id));
  const rows =
    page.limit === undefined
      ? query.all()
      : query
          .limit(page.limit)
          .offset(page.offset ?? 0)
          .all();
  return rows as RecordOf<N>[];
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
