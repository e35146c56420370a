import { immediately } from "~/db/client.server";
import { forgetKnownDevicesOf } from "~/db/known-devices.server";
import { consumeResetToken, endResetsOf, findUsableReset } from "~/db/password-resets.server";
import { reserve, type Limit } from "~/db/rate-limits.server";
import {
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
  noteSignIn,
  setPasswordHash,
} from "~/db/staff-accounts.server";
import type { StaffAccount } from "~/db/schema";
import { mailEnabled, queueResetMail, sendNotificationsSoon } from "~/mail/notifications.server";
import { alertOwners } from "~/mail/owner-alerts.server";
import { isValidEmail } from "./accounts.server";
import { recordActivity } from "./activity.server";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";
import { endSessionsOf } from "./session.server";

/**
 * Forgotten passwords (docs/decisions/021-password-reset-and-backup-key.md): "Forgot your password?"
 * on /admin e-mails a single-use link, valid RESET_LINK_MINUTES from its sending; the link sets a new
 * password, ends every session of the account and signs this browser in, even while the sign-in
 * limit is keeping strangers out of the account.
 */

/** Requests from one address: enough for a typo or two, not for trying addresses. */
export const RESET_LIMIT_PER_ADDRESS: Limit = { name: "reset-address", max: 5, windowMs: 15 * 60_000 };
/**
 * Mails to one address: its inbox is not flooded. Counted for every typed address, an account's or not,
 * and never said: the answer is the same either way. A request past it sends nothing, but the links
 * already sent still work, since a new request never ends an earlier link.
 */
export const RESET_LIMIT_PER_ACCOUNT: Limit = { name: "reset-account", max: 3, windowMs: 60 * 60_000 };

/** After the answer has gone: the mail is sent from the queue, never while the person waits. */
const SEND_AFTER_MS = 1_000;

/** Whether this site can e-mail links at all (SMTP_URL); without it the page says how else to reset. */
export const resetByMail = mailEnabled;

export type ResetRequest =
  | { ok: true }
  | { ok: false; problem: "invalidEmail" }
  | { ok: false; problem: "throttled"; retryAfterSeconds: number };

/**
 * Asks for a link to the account of `typedEmail`. Known address or not, the work is the same (one
 * transaction that counts the request and queues a row: the account's mail, or for an unknown address
 * a row the sender drops) and so is the answer; the mail itself is sent later, from the queue.
 */
export function requestPasswordReset(
  typedEmail: string,
  clientAddress: string,
  language: string,
): ResetRequest {
  const email = normaliseEmail(typedEmail).slice(0, 254);
  if (!isValidEmail(email)) return { ok: false, problem: "invalidEmail" };
  const byAddress = reserve(RESET_LIMIT_PER_ADDRESS, clientAddress);
  if (!byAddress.ok) {
    return { ok: false, problem: "throttled", retryAfterSeconds: Math.ceil(byAddress.retryAfterMs / 1000) };
  }
  const account = findAccountByEmail(email);
  // An unknown address queues a row too (the sender drops it): both answers wait on the same write.
  reserve(RESET_LIMIT_PER_ACCOUNT, email, () => queueResetMail(account?.id ?? null, language));
  setTimeout(sendNotificationsSoon, SEND_AFTER_MS).unref();
  return { ok: true };
}

/** The account a link resets, if the link may still be used. */
export function accountOfResetLink(token: string): Pick<StaffAccount, "id" | "email"> | undefined {
  const staffId = token ? findUsableReset(token) : undefined;
  const account = staffId ? findAccountById(staffId) : undefined;
  return account && { id: account.id, email: account.email };
}

export type ResetOutcome =
  | { ok: true; account: Pick<StaffAccount, "id" | "email" | "passwordHash"> }
  | { ok: false; problem: "expired" | "weakPassword" | "mismatch" };

/**
 * Sets the new password of a link's account (create-admin's rules), in one IMMEDIATE transaction
 * that uses the link up (two posts of it cannot both succeed), ends every other link, every session
 * and every known device of the account, and tells the Owners. Logged as a password reset; the
 * browser is signed in, in `language` (the account's e-mails are written in it from then on).
 */
export async function resetForgottenPassword(
  token: string,
  password: string,
  repeated: string,
  language?: string,
): Promise<ResetOutcome> {
  if (!accountOfResetLink(token)) return { ok: false, problem: "expired" };
  if (password !== repeated) return { ok: false, problem: "mismatch" };
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: "weakPassword" };
  const passwordHash = await hashPassword(password);
  const staffId = immediately(() => {
    const id = consumeResetToken(token);
    if (!id) return undefined;
    setPasswordHash(id, passwordHash);
    endResetsOf(id);
    endSessionsOf(id);
    forgetKnownDevicesOf(id);
    const email = findAccountById(id)?.email;
    if (email) alertOwners({ kind: "passwordReset", subject: email, by: null, via: "resetLink" });
    return id;
  });
  const account = staffId ? findAccountById(staffId) : undefined;
  if (!account) return { ok: false, problem: "expired" };
  try {
    noteSignIn(account.id, language);
  } catch (error) {
    console.error("Could not note the time of a sign-in", error);
  }
  recordActivity({
    accountId: account.id,
    email: account.email,
    action: "passwordReset",
    subjectType: "staff",
    subjectId: account.id,
    label: account.email,
  });
  return { ok: true, account };
}
