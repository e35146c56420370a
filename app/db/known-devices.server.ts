import { createHash } from "node:crypto";
import { eq, lte } from "drizzle-orm";
import { db } from "./client.server";
import { knownDevices } from "./schema";

/**
 * Browsers an account signed in from (app/admin/known-device.server.ts), under the SHA-256 of the
 * token their cookie carries: the database alone makes no cookie.
 */
const deviceKey = (token: string) => createHash("sha256").update(token).digest("base64url");

export function insertKnownDevice(
  token: string,
  device: { staffId: string; passwordProof: string; createdAt: number; expiresAt: number },
): void {
  db()
    .insert(knownDevices)
    .values({ key: deviceKey(token), ...device })
    .run();
}

export type KnownDevice = typeof knownDevices.$inferSelect;

/** The device of this token, unless it has expired (an expired one is deleted when read). */
export function findKnownDevice(token: string, now = Date.now()): KnownDevice | undefined {
  const row = db()
    .select()
    .from(knownDevices)
    .where(eq(knownDevices.key, deviceKey(token)))
    .get();
  if (row && row.expiresAt <= now) {
    forgetKnownDevice(token);
    return undefined;
  }
  return row;
}

export function forgetKnownDevice(token: string): void {
  db()
    .delete(knownDevices)
    .where(eq(knownDevices.key, deviceKey(token)))
    .run();
}

/** After the account's password changed: no browser proves anything any more. */
export function forgetKnownDevicesOf(staffId: string): number {
  return db().delete(knownDevices).where(eq(knownDevices.staffId, staffId)).run().changes;
}

export function deleteExpiredKnownDevices(now = Date.now()): void {
  db().delete(knownDevices).where(lte(knownDevices.expiresAt, now)).run();
}

/** For the key a limit counts attempts under: the device's row key, never its token. */
export const knownDeviceLimitKey = (token: string) => deviceKey(token);
