import { count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { staffAccounts, type StaffAccount } from "~/db/schema";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./password.server";
import { endSessionsOf } from "./session.server";

export type Staff = Pick<StaffAccount, "id" | "email">;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function countStaffAccounts(): number {
  return db().select({ total: count() }).from(staffAccounts).get()?.total ?? 0;
}

export function findAccountByEmail(email: string): StaffAccount | undefined {
  return db()
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${normaliseEmail(email)}`)
    .get();
}

export function findStaffById(id: string): Staff | undefined {
  return db()
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .get();
}

export class WeakPasswordError extends Error {
  constructor() {
    super(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

/**
 * Creates the account, or sets a new password when the email already has
 * one; a reset also ends every session of the account (a stolen or forgotten
 * cookie stops working with the old password).
 */
export async function createOrResetAccount(
  email: string,
  password: string,
): Promise<{ outcome: "created" } | { outcome: "reset"; endedSessions: number }> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  const passwordHash = await hashPassword(password);
  const existing = findAccountByEmail(email);
  if (existing) {
    const endedSessions = db().transaction((tx) => {
      tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, existing.id)).run();
      return endSessionsOf(existing.id);
    });
    return { outcome: "reset", endedSessions };
  }
  db()
    .insert(staffAccounts)
    .values({ id: newId(), email: normaliseEmail(email), passwordHash, date: new Date() })
    .run();
  return { outcome: "created" };
}

// Checked against when the email is unknown, so both failures take as long.
const unknownAccountHash = hashPassword("not a real password");

/** The account for these credentials, or null; never says which of the two was wrong. */
export async function verifyCredentials(email: string, password: string): Promise<Staff | null> {
  const account = findAccountByEmail(email);
  const valid = await verifyPassword(password, account?.passwordHash ?? (await unknownAccountHash));
  return account && valid ? { id: account.id, email: account.email } : null;
}
