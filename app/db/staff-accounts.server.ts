import { asc, count, eq, sql } from "drizzle-orm";
import { db } from "./client.server";
import type { Db } from "./db-type";
import { newId } from "./ids.server";
import { staffAccounts, type StaffAccount } from "./schema";
import type { Role } from "../content/access";

export type Staff = Pick<StaffAccount, "id" | "email" | "role">;
export type AccountSummary = Pick<StaffAccount, "id" | "email" | "date" | "lastSignInAt" | "role">;

/** Emails are stored and compared in lower case: one account per address, however it is typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const prepareCount = (database: Db) => database.select({ total: count() }).from(staffAccounts).prepare();
const countStatements = new WeakMap<Db, ReturnType<typeof prepareCount>>();

/** The sign-in page asks on every request (no account yet: it says how to make the first): prepared once. */
export function countStaffAccounts(): number {
  const database = db();
  let statement = countStatements.get(database);
  if (!statement) countStatements.set(database, (statement = prepareCount(database)));
  return statement.get()?.total ?? 0;
}

export function findAccountByEmail(email: string): StaffAccount | undefined {
  return db()
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${normaliseEmail(email)}`)
    .get();
}

export function findAccountById(id: string): StaffAccount | undefined {
  return db().select().from(staffAccounts).where(eq(staffAccounts.id, id)).get();
}

export function findStaffById(id: string): Staff | undefined {
  return db()
    .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .get();
}

export function listAccounts(): AccountSummary[] {
  return db()
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      date: staffAccounts.date,
      lastSignInAt: staffAccounts.lastSignInAt,
      role: staffAccounts.role,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.email))
    .all();
}

/** Adds an account; the unique index refuses a second one for the same address (it throws). */
export function insertAccount(email: string, passwordHash: string, role: Role): string {
  const id = newId();
  db()
    .insert(staffAccounts)
    .values({ id, email: normaliseEmail(email), passwordHash, role, date: new Date() })
    .run();
  return id;
}

export function setRole(id: string, role: Role): void {
  db().update(staffAccounts).set({ role }).where(eq(staffAccounts.id, id)).run();
}

/** How many Owners there are: the back office always keeps one (app/admin/accounts.server.ts). */
export function countOwners(): number {
  return (
    db().select({ total: count() }).from(staffAccounts).where(eq(staffAccounts.role, "owner")).get()?.total ??
    0
  );
}

/** Removes an account; returns its address, or undefined when there was none with that id. */
export function deleteAccount(id: string): string | undefined {
  return db()
    .delete(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .returning({ email: staffAccounts.email })
    .get()?.email;
}

export function setPasswordHash(id: string, passwordHash: string): void {
  db().update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, id)).run();
}

/** A successful sign-in: its time, and the language it was made in (the account's e-mails are written in it). */
export function noteSignIn(id: string, language?: string, at = new Date()): void {
  db()
    .update(staffAccounts)
    .set(language ? { lastSignInAt: at, language } : { lastSignInAt: at })
    .where(eq(staffAccounts.id, id))
    .run();
}

/** Every Owner and the language to write to each in (null: never signed in), for the alerts of app/mail/. */
export function listOwners(): Pick<StaffAccount, "id" | "language">[] {
  return db()
    .select({ id: staffAccounts.id, language: staffAccounts.language })
    .from(staffAccounts)
    .where(eq(staffAccounts.role, "owner"))
    .all();
}
