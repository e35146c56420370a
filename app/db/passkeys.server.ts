import { and, asc, eq } from "drizzle-orm";
import { db } from "./client.server";
import { passkeys } from "./schema";

/**
 * The rows of an account's passkeys (WebAuthn credentials): what @simplewebauthn/server needs to
 * check an assertion (the public key and the counter) and what the set-up page lists. The
 * ceremonies and what a passkey means are app/admin/passkeys.server.ts's.
 */

export type PasskeyRow = typeof passkeys.$inferSelect;

export function listPasskeys(staffId: string): PasskeyRow[] {
  return db()
    .select()
    .from(passkeys)
    .where(eq(passkeys.staffId, staffId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
}

/** One of the account's passkeys by its credential id (another account's is not found). */
export function findPasskey(staffId: string, id: string): PasskeyRow | undefined {
  return db()
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.staffId, staffId)))
    .get();
}

export function insertPasskey(row: typeof passkeys.$inferInsert): void {
  db().insert(passkeys).values(row).run();
}

/**
 * Notes a use: the authenticator's new counter, and when. Only if the stored counter is still the
 * one the check was made against, so two uses at once cannot both move it. Whether it was written.
 */
export function notePasskeyUse(
  id: string,
  seenCounter: number,
  newCounter: number,
  now = Date.now(),
): boolean {
  return (
    db()
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
      .run().changes > 0
  );
}

/** Removes one of the account's passkeys: its name, or null when there was none of that id. */
export function deletePasskey(staffId: string, id: string): string | null {
  const removed = db()
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.staffId, staffId)))
    .returning({ name: passkeys.name })
    .all();
  return removed[0]?.name ?? null;
}
