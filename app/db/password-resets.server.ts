import { createHash } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { db } from "./client.server";
import { passwordResets } from "./schema";

/**
 * The links of forgotten-password e-mails (app/admin/password-reset.server.ts), under the SHA-256 of
 * their token: the token itself is only ever in the mail, so the database (a backup, a stolen copy)
 * opens no link. A 256-bit random token needs no salt or stretching.
 */
const resetKey = (token: string) => createHash("sha256").update(token).digest("base64url");

export function insertResetToken(
  token: string,
  link: { staffId: string; createdAt: number; expiresAt: number },
): void {
  db()
    .insert(passwordResets)
    .values({ key: resetKey(token), ...link })
    .run();
}

/** A link that was never delivered (its mail failed) is worth nothing. */
export function deleteResetToken(token: string): void {
  db()
    .delete(passwordResets)
    .where(eq(passwordResets.key, resetKey(token)))
    .run();
}

const usable = (token: string, now: number) =>
  and(
    eq(passwordResets.key, resetKey(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** The account a link may reset now (not used, not expired), or undefined. */
export function findUsableReset(token: string, now = Date.now()): string | undefined {
  return db().select({ staffId: passwordResets.staffId }).from(passwordResets).where(usable(token, now)).get()
    ?.staffId;
}

/**
 * Uses a link up, if it still may be used: one statement, so two posts of the same link cannot both
 * get through. Returns the account it resets.
 */
export function consumeResetToken(token: string, now = Date.now()): string | undefined {
  return db()
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ staffId: passwordResets.staffId })
    .get()?.staffId;
}

/** After a reset: every other link of the account is used up too. */
export function endResetsOf(staffId: string, now = Date.now()): void {
  db()
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.staffId, staffId), isNull(passwordResets.usedAt)))
    .run();
}

/** Removes links that can no longer be used (at start; a used or expired link reads as unknown). */
export function deleteOldResets(now = Date.now()): void {
  db()
    .delete(passwordResets)
    .where(or(lte(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .run();
}
