import { and, desc, eq, gt, lt, lte, ne, or } from "drizzle-orm";
import { db } from "./client.server";
import { sessions } from "./schema";

/** How often a session's last use is written: reading a page must not write the database every time. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Session rows, under the key the caller gives (the SHA-256 of the cookie's id: app/admin/session.server.ts).
 * A row past its expiry, or begun `lifetimeMs` ago or more, is deleted when read and reads as none; reading
 * one notes when it was used, at most once a minute.
 */
export function readSessionRow(key: string, lifetimeMs: number, now = Date.now()): string | null {
  const row = db().select().from(sessions).where(eq(sessions.id, key)).get();
  if (!row) return null;
  // A row without a beginning is not trusted: migration 0015 gave every older one the time of the upgrade.
  const tooOld = row.createdAt === null || row.createdAt <= now - lifetimeMs;
  if (!row.expires || row.expires.getTime() <= now || tooOld) {
    deleteSessionRow(key);
    return null;
  }
  if (row.lastSeenAt === null || row.lastSeenAt <= now - LAST_SEEN_EVERY_MS) {
    try {
      db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, key)).run();
    } catch (error) {
      // Only what the staff page shows: a full disk or a busy database must not refuse a page for it.
      console.error("Could not note the last use of a session", error);
    }
  }
  return row.data;
}

/** When the session of a row began (ms), if there is one. */
export function sessionStartedAt(key: string): number | null {
  const row = db().select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, key)).get();
  return row?.createdAt ?? null;
}

/**
 * Writes a session's data. A new row also gets its beginning, its first use and the browser family
 * (`browser`, which only a new row takes: a session's browser is the one that signed in).
 */
export function writeSessionRow(
  key: string,
  data: string,
  expires: Date | undefined,
  staffId: string | null,
  browser: string | null = null,
): void {
  const row = { data, expires, staffId };
  const now = Date.now();
  db()
    .insert(sessions)
    .values({ id: key, ...row, createdAt: now, lastSeenAt: now, browser })
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

export type SessionOfAccount = {
  key: string;
  createdAt: number;
  lastSeenAt: number;
  browser: string | null;
};

/** An account's live sessions (not expired, begun less than `lifetimeMs` ago), the last used first. */
export function sessionsOf(staffId: string, lifetimeMs: number, now = Date.now()): SessionOfAccount[] {
  return db()
    .select({
      key: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      browser: sessions.browser,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.staffId, staffId),
        gt(sessions.expires, new Date(now)),
        gt(sessions.createdAt, now - lifetimeMs),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .all()
    .map((row) => {
      const createdAt = row.createdAt ?? now; // not null: the condition above
      return { ...row, createdAt, lastSeenAt: row.lastSeenAt ?? createdAt };
    });
}

/** Ends one session, only if it is the account's; its browser family, or undefined when there was none. */
export function deleteSessionOf(staffId: string, key: string): { browser: string | null } | undefined {
  return db()
    .delete(sessions)
    .where(and(eq(sessions.id, key), eq(sessions.staffId, staffId)))
    .returning({ browser: sessions.browser })
    .get();
}

/** Removes expired sessions, and those begun `lifetimeMs` ago or more; run at start. */
export function deleteExpiredSessions(lifetimeMs: number, now = new Date()): void {
  db()
    .delete(sessions)
    .where(or(lt(sessions.expires, now), lte(sessions.createdAt, now.getTime() - lifetimeMs)))
    .run();
}
