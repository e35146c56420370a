import { and, count, eq, isNull } from "drizzle-orm";
import { db, immediately } from "./client.server";
import { backOfficeSettings, passkeys, recoveryCodes, staffAccounts } from "./schema";

/**
 * The rows of an account's second factor (app/admin/second-factor.server.ts decides what they mean):
 * the app-code secret on `staff_accounts`, the recovery codes' hashes, the passkeys.
 */

export function readTotpSecret(staffId: string): string | null {
  return (
    db()
      .select({ secret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .get()?.secret ?? null
  );
}

export function countPasskeys(staffId: string): number {
  return db().select({ n: count() }).from(passkeys).where(eq(passkeys.staffId, staffId)).get()?.n ?? 0;
}

/** Recovery codes not used yet. */
export function countRecoveryCodesLeft(staffId: string): number {
  return (
    db()
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.staffId, staffId), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}

/** The account's recovery codes become these (the old ones, used or not, are gone), in one transaction. */
export function replaceRecoveryCodes(staffId: string, codeHashes: readonly string[], now = Date.now()): void {
  immediately(() => writeRecoveryCodes(staffId, codeHashes, now));
}

function writeRecoveryCodes(staffId: string, codeHashes: readonly string[], now: number): void {
  db().delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId)).run();
  if (codeHashes.length === 0) return;
  db()
    .insert(recoveryCodes)
    .values(codeHashes.map((codeHash) => ({ codeHash, staffId, createdAt: now })))
    .run();
}

/** Turns app codes on (with the first recovery codes) in one transaction. */
export function enableTotp(staffId: string, secret: string, codeHashes: readonly string[], now = Date.now()) {
  immediately(() => {
    db().update(staffAccounts).set({ totpSecret: secret }).where(eq(staffAccounts.id, staffId)).run();
    writeRecoveryCodes(staffId, codeHashes, now);
  });
}

/** Removes the account's recovery codes (its last second factor went). */
export function deleteRecoveryCodes(staffId: string): void {
  db().delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId)).run();
}

/**
 * Turns app codes off; the recovery codes go too unless a passkey stays (they stand in for any
 * second factor). Returns whether app codes were on.
 */
export function disableTotp(staffId: string): boolean {
  return immediately(() => {
    const changed = db()
      .update(staffAccounts)
      .set({ totpSecret: null })
      .where(eq(staffAccounts.id, staffId))
      .returning({ id: staffAccounts.id })
      .all();
    if (countPasskeys(staffId) === 0)
      db().delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId)).run();
    return changed.length > 0;
  });
}

/**
 * Marks a recovery code used, if it is the account's and unused: one UPDATE … WHERE used_at IS NULL,
 * so two requests with the same code cannot both succeed.
 */
export function spendRecoveryCode(staffId: string, codeHash: string, now = Date.now()): boolean {
  const used = db()
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, codeHash),
        eq(recoveryCodes.staffId, staffId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash })
    .all();
  return used.length > 0;
}

export type ClearedSecondFactor = { appCodes: boolean; recoveryCodes: number; passkeys: number };

/** Removes every second factor of an account (a lost phone), in one transaction: what there was. */
export function clearSecondFactor(staffId: string): ClearedSecondFactor {
  return immediately(() => {
    const appCodes = readTotpSecret(staffId) !== null;
    db().update(staffAccounts).set({ totpSecret: null }).where(eq(staffAccounts.id, staffId)).run();
    const codes = db()
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.staffId, staffId), isNull(recoveryCodes.usedAt)))
      .run().changes;
    db().delete(recoveryCodes).where(eq(recoveryCodes.staffId, staffId)).run();
    const keys = db().delete(passkeys).where(eq(passkeys.staffId, staffId)).run().changes;
    return { appCodes, recoveryCodes: codes, passkeys: keys };
  });
}

export type BackOfficeSetting = "requireSecondFactor";

export function readBackOfficeSetting(key: BackOfficeSetting): string | null {
  return (
    db()
      .select({ value: backOfficeSettings.value })
      .from(backOfficeSettings)
      .where(eq(backOfficeSettings.key, key))
      .get()?.value ?? null
  );
}

/** Sets a setting, or removes it (null). */
export function writeBackOfficeSetting(key: BackOfficeSetting, value: string | null): void {
  if (value === null) {
    db().delete(backOfficeSettings).where(eq(backOfficeSettings.key, key)).run();
    return;
  }
  db()
    .insert(backOfficeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: backOfficeSettings.key, set: { value } })
    .run();
}
