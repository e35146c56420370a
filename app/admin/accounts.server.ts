import { asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { database, db } from "~/db/client.server";
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

export const isValidEmail = (email: string) => z.email().safeParse(email.trim()).success;

/** What is wrong with a new account's email and password (the create-admin command's rules), or null. */
export function newAccountProblem(email: string, password: string): "invalidEmail" | "weakPassword" | null {
  if (!isValidEmail(email)) return "invalidEmail";
  if (password.length < MIN_PASSWORD_LENGTH) return "weakPassword";
  return null;
}

export type AccountSummary = Pick<StaffAccount, "id" | "email" | "date" | "lastSignInAt">;

export function listAccounts(): AccountSummary[] {
  return db()
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      date: staffAccounts.date,
      lastSignInAt: staffAccounts.lastSignInAt,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.email))
    .all();
}

/** Adds an account from the back office; unlike create-admin it never resets an existing one. */
export async function createAccount(
  email: string,
  password: string,
): Promise<{ ok: true; id: string } | { ok: false; problem: "invalidEmail" | "weakPassword" | "exists" }> {
  const problem = newAccountProblem(email, password);
  if (problem) return { ok: false, problem };
  if (findAccountByEmail(email)) return { ok: false, problem: "exists" };
  const passwordHash = await hashPassword(password);
  const id = newId();
  try {
    db()
      .insert(staffAccounts)
      .values({ id, email: normaliseEmail(email), passwordHash, date: new Date() })
      .run();
  } catch (error) {
    // Added by someone else while the password was hashed: the unique index says so.
    if (findAccountByEmail(email)) return { ok: false, problem: "exists" };
    throw error;
  }
  return { ok: true, id };
}

export type RemovalOutcome =
  { ok: true; email: string } | { ok: false; problem: "last" | "self" | "notFound" };

/**
 * Removes an account and ends its sessions, in one IMMEDIATE transaction that
 * also counts the accounts: two staff removing each other at once can never
 * leave the site with none.
 */
export function removeAccount(id: string, removedBy: string): RemovalOutcome {
  return database()
    .sqlite.transaction((): RemovalOutcome => {
      if (countStaffAccounts() <= 1) return { ok: false, problem: "last" };
      if (id === removedBy) return { ok: false, problem: "self" };
      const removed = db()
        .delete(staffAccounts)
        .where(eq(staffAccounts.id, id))
        .returning({ email: staffAccounts.email })
        .get();
      if (!removed) return { ok: false, problem: "notFound" };
      endSessionsOf(id);
      return { ok: true, email: removed.email };
    })
    .immediate();
}

/**
 * Sets a new password after checking the current one, and ends the
 * account's other sessions (`keepSessionId`: the one making the change).
 */
export async function changePassword(
  id: string,
  current: string,
  next: string,
  keepSessionId: string,
): Promise<{ ok: true; passwordHash: string } | { ok: false; problem: "wrongPassword" | "weakPassword" }> {
  const account = db().select().from(staffAccounts).where(eq(staffAccounts.id, id)).get();
  if (!account || !(await verifyPassword(current, account.passwordHash))) {
    return { ok: false, problem: "wrongPassword" };
  }
  if (next.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: "weakPassword" };
  const passwordHash = await hashPassword(next);
  database()
    .sqlite.transaction(() => {
      db().update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, id)).run();
      endSessionsOf(id, keepSessionId);
    })
    .immediate();
  return { ok: true, passwordHash };
}

export function noteSignIn(id: string, at = new Date()): void {
  db().update(staffAccounts).set({ lastSignInAt: at }).where(eq(staffAccounts.id, id)).run();
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
