import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import { db } from "./client.server";
import { activityLog, staffAccounts, type ActivityRow } from "./schema";

/** The activity log's rows (what is logged and when: app/admin/activity.server.ts). */

export type NewActivityRow = typeof activityLog.$inferInsert;
export type ActivityItem = Omit<ActivityRow, "changedFields"> & { changedFields: string[] };
/** A view of the log: one account's entries, one kind of entry, or both ("" for any). */
export type ActivityFilter = { account: string; action: string };

export function insertActivityRows(rows: readonly NewActivityRow[]): void {
  db()
    .insert(activityLog)
    .values([...rows])
    .run();
}

export function countActionsSince(action: string, since: Date): number {
  return (
    db()
      .select({ total: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, action), gte(activityLog.at, since)))
      .get()?.total ?? 0
  );
}

function where({ account, action }: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (account) conditions.push(eq(activityLog.accountEmail, account));
  if (action) conditions.push(eq(activityLog.action, action));
  return conditions.length ? and(...conditions) : undefined;
}

export function countActivity(filter: ActivityFilter): number {
  return db().select({ total: count() }).from(activityLog).where(where(filter)).get()?.total ?? 0;
}

/** One page, newest first. */
export function activityPage(
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): ActivityItem[] {
  return db()
    .select()
    .from(activityLog)
    .where(where(filter))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map((row) => ({ ...row, changedFields: parseFields(row.changedFields) }));
}

function parseFields(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** The accounts the filter offers: today's accounts and removed ones that left entries. */
export function activityAccounts(): string[] {
  const current = db().select({ email: staffAccounts.email }).from(staffAccounts).all();
  const logged = db()
    .selectDistinct({ email: activityLog.accountEmail })
    .from(activityLog)
    .where(isNotNull(activityLog.accountId))
    .all();
  return [...new Set([...current, ...logged].map((row) => row.email))].sort();
}

/** Deletes entries from before `cutoff`; returns how many. */
export function deleteActivityBefore(cutoff: Date): number {
  return db().delete(activityLog).where(lt(activityLog.at, cutoff)).run().changes;
}
