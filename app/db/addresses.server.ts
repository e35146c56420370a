import { and, eq, inArray, ne } from "drizzle-orm";
import { contentTypes, type AddressField, type ContentTypeName } from "~/content/content-types";
import { db } from "./client.server";
import { columnOf, contentTable } from "./dynamic-tables.server";
import { oldAddresses } from "./schema";
import { addressProblem } from "~/content/addresses";

/**
 * The addresses of records (the address field kind, app/content/field-kinds.ts): whether one is taken,
 * which record has one today, and the old ones a record left, each answering with a 301 to its record's
 * address today while the record is shown. Generic over the kind's prefix: a page's `/careers` and a
 * post's `/news/…` are kept in the same table under their whole path.
 */

/** A type's address fields (a page has one), with their names. */
export function addressFields(name: ContentTypeName): [string, AddressField][] {
  return Object.entries(contentTypes[name].fields).flatMap(([field, spec]) =>
    spec.kind === "address" ? [[field, spec as AddressField]] : [],
  );
}

/** Whether another record of the type (not `id`) has this address as its own today. */
export function addressTaken(name: ContentTypeName, field: string, address: string, id?: string): boolean {
  const table = contentTable(name);
  const column = columnOf(name, field);
  return (
    db()
      .select({ id: table.id })
      .from(table)
      .where(id === undefined ? eq(column, address) : and(eq(column, address), ne(table.id, id)))
      .get() !== undefined
  );
}

/** The id of the record (shown or not) whose address this is today. */
export function recordAt(name: ContentTypeName, field: string, address: string): string | undefined {
  const table = contentTable(name);
  return db()
    .select({ id: table.id })
    .from(table)
    .where(eq(columnOf(name, field), address))
    .get()?.id;
}

/** The record a path used to lead to, if a record left it. */
export function oldAddress(path: string): { type: string; recordId: string } | undefined {
  return db()
    .select({ type: oldAddresses.type, recordId: oldAddresses.recordId })
    .from(oldAddresses)
    .where(eq(oldAddresses.path, path))
    .get();
}

/**
 * Part of a record's save (records.server.ts, in its transaction): an address the record leaves is
 * remembered as leading to it, and the address it takes is nobody's old one any more (a new page at a
 * page's old address wins; a page moved back to its old address has it as its own again).
 */
export function keepOldAddresses(
  name: ContentTypeName,
  id: string,
  before: Record<string, unknown> | undefined,
  values: Record<string, string>,
): void {
  for (const [field, { prefix }] of addressFields(name)) {
    const now = values[field];
    if (now === undefined) continue;
    db()
      .delete(oldAddresses)
      .where(eq(oldAddresses.path, prefix + now))
      .run();
    const was = before?.[field];
    if (typeof was !== "string" || was === "" || was === now) continue;
    const row = { path: prefix + was, type: name, recordId: id, leftAt: new Date() };
    db().insert(oldAddresses).values(row).onConflictDoUpdate({ target: oldAddresses.path, set: row }).run();
  }
}

/**
 * An address free for a record: its own (one coming back from the trash, or made from its title), or
 * when another record took it meanwhile, or it is one of the site's own (`/team`, for a page titled
 * "Team"), the same with the first free `-2`, `-3`… after it (the unique index would refuse it).
 */
export function freeAddressFor(name: ContentTypeName, field: string, address: string, id?: string): string {
  const prefix = addressFields(name).find(([own]) => own === field)?.[1].prefix ?? "/";
  const free = (candidate: string) =>
    addressProblem(candidate, prefix) !== "addressReserved" && !addressTaken(name, field, candidate, id);
  if (free(address)) return address;
  for (let n = 2; ; n++) {
    const candidate = `${address.slice(0, 55)}-${n}`;
    if (free(candidate)) return candidate;
  }
}

/** The address fields of these records (the sitemap writes their pages' paths), by id. */
export function addressesOf(
  name: ContentTypeName,
  ids: readonly string[],
): Map<string, Record<string, string>> {
  const fields = addressFields(name).map(([field]) => field);
  const found = new Map<string, Record<string, string>>();
  if (fields.length === 0 || ids.length === 0) return found;
  const table = contentTable(name);
  const columns = Object.fromEntries(fields.map((field) => [field, columnOf(name, field)]));
  for (const row of db()
    .select({ id: table.id, ...columns })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .all() as ({ id: string } & Record<string, string>)[])
    found.set(row.id, row);
  return found;
}
