import { z } from "zod";
import type { Role } from "~/content/access";
import { immediately } from "~/db/client.server";
import {
  countOwners,
  countStaffAccounts,
  deleteAccount,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  normaliseEmail,
  setPasswordHash,
  setRole,
  type Staff,
} from "~/db/staff-accounts.server";
import { forgetKnownDevicesOf } from "~/db/known-devices.server";
import { alertOwners } from "~/mail/owner-alerts.server";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./password.server";
import { endSessionsOf } from "./session.server";

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

/**
 * Adds an account from the back office; unlike create-admin it never resets an existing one. The
 * Owners are told in the same transaction, those of before the insert: the account added is not told
 * of itself.
 */
export async function createAccount(
  email: string,
  password: string,
  role: Role,
  addedBy: Staff,
): Promise<{ ok: true; id: string } | { ok: false; problem: "invalidEmail" | "weakPassword" | "exists" }> {
  const problem = newAccountProblem(email, password);
  if (problem) return { ok: false, problem };
  if (findAccountByEmail(email)) return { ok: false, problem: "exists" };
  const passwordHash = await hashPassword(password);
  try {
    const id = immediately(() => {
      alertOwners({ kind: "accountAdded", subject: normaliseEmail(email), by: addedBy.email });
      return insertAccount(email, passwordHash, role);
    });
    return { ok: true, id };
  } catch (error) {
    // Added by someone else while the password was hashed: the unique index says so.
    if (findAccountByEmail(email)) return { ok: false, problem: "exists" };
    throw error;
  }
}

export type RemovalOutcome =
  { ok: true; email: string } | { ok: false; problem: "last" | "lastOwner" | "self" | "notFound" };

/**
 * Removes an account and ends its sessions, in one IMMEDIATE transaction that
 * also counts the accounts and the Owners (two Owners removing each other at
 * once can never leave the site with none) and tells the Owners.
 */
export function removeAccount(id: string, removedBy: Staff): RemovalOutcome {
  return immediately((): RemovalOutcome => {
    if (countStaffAccounts() <= 1) return { ok: false, problem: "last" };
    if (id === removedBy.id) return { ok: false, problem: "self" };
    if (findAccountById(id)?.role === "owner" && countOwners() <= 1)
      return { ok: false, problem: "lastOwner" };
    const email = deleteAccount(id);
    if (email === undefined) return { ok: false, problem: "notFound" };
    endSessionsOf(id);
    alertOwners({ kind: "accountRemoved", subject: email, by: removedBy.email });
    return { ok: true, email };
  });
}

export type RoleChange =
  { ok: true; email: string; from: Role } | { ok: false; problem: "lastOwner" | "notFound" };

/**
 * Gives an account another role, in one IMMEDIATE transaction that counts the Owners (the last one
 * can never stop being one) and tells them. Its sessions stay: what they may do is read from the role on each request.
 */
export function changeRole(id: string, role: Role, changedBy: Staff): RoleChange {
  return immediately((): RoleChange => {
    const account = findAccountById(id);
    if (!account) return { ok: false, problem: "notFound" };
    if (account.role === "owner" && role !== "owner" && countOwners() <= 1)
      return { ok: false, problem: "lastOwner" };
    // Told before the change, so an Owner who stops being one hears of it too.
    if (account.role !== role)
      alertOwners({
        kind: "roleChanged",
        subject: account.email,
        by: changedBy.email,
        role: { from: account.role, to: role },
      });
    setRole(id, role);
    return { ok: true, email: account.email, from: account.role };
  });
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
  const account = findAccountById(id);
  if (!account || !(await verifyPassword(current, account.passwordHash))) {
    return { ok: false, problem: "wrongPassword" };
  }
  if (next.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: "weakPassword" };
  const passwordHash = await hashPassword(next);
  immediately(() => {
    setPasswordHash(id, passwordHash);
    endSessionsOf(id, keepSessionId);
    forgetKnownDevicesOf(id);
  });
  return { ok: true, passwordHash };
}

/**
 * Creates the account, or sets a new password when the email already has
 * one; a reset also ends every session of the account (a stolen or forgotten
 * cookie stops working with the old password). Either way the Owners are told,
 * by the command line (the running site sends the mail from its queue within 15 seconds).
 */
export async function createOrResetAccount(
  email: string,
  password: string,
): Promise<{ outcome: "created" } | { outcome: "reset"; endedSessions: number }> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  const passwordHash = await hashPassword(password);
  const existing = findAccountByEmail(email);
  if (existing) {
    const endedSessions = immediately(() => {
      setPasswordHash(existing.id, passwordHash);
      forgetKnownDevicesOf(existing.id);
      alertOwners({ kind: "passwordReset", subject: existing.email, by: null, via: "commandLine" });
      return endSessionsOf(existing.id);
    });
    return { outcome: "reset", endedSessions };
  }
  // The command line is run by whoever runs the server: the accounts it makes are Owners.
  immediately(() => {
    alertOwners({ kind: "accountAdded", subject: normaliseEmail(email), by: null, via: "commandLine" });
    insertAccount(email, passwordHash, "owner");
  });
  return { outcome: "created" };
}

// Checked against when the email is unknown, so both failures take as long.
const unknownAccountHash = hashPassword("not a real password");

/** The account for these credentials, or null; never says which of the two was wrong. */
export async function verifyCredentials(email: string, password: string): Promise<Staff | null> {
  const account = findAccountByEmail(email);
  const valid = await verifyPassword(password, account?.passwordHash ?? (await unknownAccountHash));
  return account && valid ? { id: account.id, email: account.email, role: account.role } : null;
}
