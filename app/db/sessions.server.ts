import { and, eq, lt, ne } from "drizzle-orm";
import { db } from "./client.server";
import { sessions } from "./schema";

/**
 * Session rows, under the key the caller gives (the SHA-256 of the cookie's id: app/admin/session.server.ts).
 * A row past its expiry is deleted when read and reads as none.
 */
export function readSessionRow(key: string): string | null {
  const row = db().select().from(sessions).where(eq(sessions.id, key)).get();
  if (!row) return null;
  if (!row.expires || row.expires.getTime() <= Date.now()) {
    deleteSessionRow(key);
    return null;
  }
  return row.data;
}

export function writeSessionRow(
  key: string,
  data: string,
  expires: Date | undefined,
  staffId: string | null,
): void {
  const row = { data, expires, staffId };
  db()
    .insert(sessions)
    .values({ id: key, ...row })
    .onConflictDoUpdate({ target: sessions.id, set: row })
    .run();
}

export function deleteSessionRow(key: string): void {
  db().delete(sessions).where(eq(sessions.id, key)).run();
}

/** Ends every session of an account, or every one but the row `exceptKey`; returns how many. */
export function deleteSessionsOf(staffId: string, exceptKey?: string): number {
  const condition = exceptKey
    ? and(eq(sessions.staffId, staffId), ne(sessions.id, exceptKey))
    : eq(sessions.staffId, staffId);
  return db().delete(sessions).where(condition).run().changes;
}

/** Removes expired sessions; run at start. */
export function deleteExpiredSessions(now = new Date()): void {
  db().delete(sessions).where(lt(sessions.expires, now)).run();
}
