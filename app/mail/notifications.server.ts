import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/config/env.server";
import { readCompanyFacts } from "~/db/company-settings.server";
import { fallbackLanguage } from "~/i18n/languages";
import {
  claimDueNotification,
  deleteQueuedMail,
  enqueueNotification,
  enqueueResetMail,
  findMessage,
  markNotificationFailed,
  markNotificationSent,
  type QueuedNotification,
} from "~/db/mail-queue.server";
import { deleteResetToken } from "~/db/password-resets.server";
import type { Message } from "~/db/schema";
import { findAccountById } from "~/db/staff-accounts.server";
import {
  findReply,
  insertReply,
  markReplyFailed,
  markReplySent,
  type NewReply,
} from "~/db/message-replies.server";
import { ownerAlertMail, readOwnerAlert } from "./owner-alert-mail.server";
import { issueResetLink, RESET_MAIL_GIVE_UP_MS, resetMail } from "./password-reset-mail.server";
import { replyMail } from "./reply-mail.server";

/**
 * The mail queue: e-mail to staff about each new visitor message (SMTP_URL + NOTIFY_EMAIL),
 * replies staff write to visitors (reply-mail.server.ts), password-reset links (password-reset-mail.server.ts) and alerts to Owners (owner-alerts.server.ts),
 * all sent from it.
 * The message is stored first and its notification queued in the same
 * transaction; sending happens after the response, from the queue, with
 * retries. A slow or dead mail server never delays, fails or loses a
 * submission, and what is unsent survives a restart.
 */

/** After this many failed attempts (about 5 hours at the default retry time: 30 s, doubling, at most an hour) a notification is given up. */
export const MAX_ATTEMPTS = 12;
/** A sender holds a notification this long; if its process dies mid-send, another takes it over. */
const LEASE_MS = 5 * 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** How often the queue is looked at, besides right after each new message. */
const POLL_MS = 15_000;

export function notificationsEnabled(): boolean {
  return Boolean(env().SMTP_URL && env().NOTIFY_EMAIL);
}

/** Whether the site can send e-mail at all (password resets need only this). */
export function mailEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

/**
 * Queues a password-reset mail to an account; call inside the transaction that counts the request.
 * `null` (an address without an account) queues a row that is dropped unsent, so that asking for an
 * unknown address writes what asking for a known one does.
 */
export function queueResetMail(staffId: string | null, language: string, now = Date.now()): void {
  if (!mailEnabled()) return;
  enqueueResetMail(staffId, language, now);
}

/** Queues the notification of a message just stored; call inside the transaction that stores it. */
export function queueNotification(messageId: string, now = Date.now()): void {
  if (!notificationsEnabled()) return;
  enqueueNotification(messageId, now);
}

/** How long to wait after the n-th failed attempt: MAIL_RETRY_SECONDS, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number, firstDelaySeconds = env().MAIL_RETRY_SECONDS): number {
  return Math.min(firstDelaySeconds * 1000 * 2 ** Math.max(0, failedAttempts - 1), LONGEST_WAIT_MS);
}

/** A header value on one line: no visitor text can start a header of its own. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029\t\v\f]+/g, " ").trim();

/** The mail for one message: plain text with every field, replies going to the visitor. */
export function notificationMail(message: Message) {
  const settings = env();
  const recipients = settings.NOTIFY_EMAIL ?? [];
  // Staff may rename the company at /admin/settings: the mail says what the site says.
  const company = readCompanyFacts().name[fallbackLanguage];
  const lines = [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Phone: ${message.phone}`,
    `Subject: ${message.subject}`,
    `Received: ${message.date.toISOString()}`,
    "",
    message.message,
  ];
  return {
    from: { name: oneLine(company), address: settings.MAIL_FROM?.[0] ?? recipients[0]! },
    to: recipients,
    replyTo: { name: oneLine(message.name), address: oneLine(message.email) },
    subject: oneLine(`[${company}] ${message.subject}`),
    text: lines.join("\n"),
    // Nothing in the mail is taken as an address or header but the fields above.
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

let transporter: Transporter | undefined;
function mailTransport(): Transporter {
  transporter ??= nodemailer.createTransport({
    url: env().SMTP_URL!,
    // A mail server that does not answer frees the sender in seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return transporter;
}

/**
 * What a queued row sends: the mail, and what to do once it went out or failed; undefined when there
 * is nothing to send any more (its message or account was deleted meanwhile, or a reset came too late).
 */
type Delivery = {
  what: string;
  mail: Parameters<Transporter["sendMail"]>[0];
  sent: () => void;
  /** After a failed attempt (`givingUp`: the last one), before the row says so. */
  failed: (reason: string, givingUp: boolean) => void;
};

function delivery(row: QueuedNotification, attempts: number): Delivery | undefined {
  if (row.replyId !== null) {
    const reply = findReply(row.replyId);
    const message = reply && findMessage(reply.messageId);
    if (!reply || !message) return undefined; // deleted meanwhile: the cascade removes the row
    return {
      what: `reply ${reply.id} to message ${message.id}`,
      mail: replyMail(reply, message),
      // The row stays, marked sent, like a notification's: the lease and the status send it once.
      sent: () => {
        markNotificationSent(row.id, attempts);
        markReplySent(reply.id, attempts);
      },
      failed: (reason, givingUp) => markReplyFailed(reply.id, attempts, reason, givingUp),
    };
  }
  if (row.messageId !== null) {
    const message = findMessage(row.messageId);
    if (!message) return undefined; // deleted meanwhile: the cascade removes the row
    return {
      what: `the notification of message ${message.id}`,
      mail: notificationMail(message),
      sent: () => markNotificationSent(row.id, attempts),
      failed: () => undefined,
    };
  }
  if (row.alert !== null) return alertDelivery(row, row.alert);
  // No account: the row of a request for an unknown address (or of an account removed since): dropped.
  const account = row.staffId === null ? undefined : findAccountById(row.staffId);
  if (!account || Date.now() - row.createdAt > RESET_MAIL_GIVE_UP_MS) {
    if (account)
      console.warn(`Gave up the password-reset mail to ${account.email}: it could not be sent in time`);
    deleteQueuedMail(row.id);
    return undefined;
  }
  const link = issueResetLink(account.id, row.language);
  return {
    what: `the password-reset mail to ${account.email}`,
    mail: resetMail(account.email, link.url, row.language),
    // Nothing shows a reset mail once sent, and the row names an account: it goes.
    sent: () => deleteQueuedMail(row.id),
    // A link that was never delivered must not stay usable.
    failed: () => deleteResetToken(link.token),
  };
}

/** An alert to an Owner: like a reset mail, it names accounts and nothing shows it once sent, so it goes. */
function alertDelivery(row: QueuedNotification, json: string): Delivery | undefined {
  const owner = row.staffId === null ? undefined : findAccountById(row.staffId);
  const read = readOwnerAlert(json);
  if (!owner || !read.ok) {
    // A row that cannot be read is never retried: it would fail the same way each time.
    if (owner && !read.ok) console.warn(`Dropped an alert to ${owner.email} (row ${row.id}): ${read.reason}`);
    deleteQueuedMail(row.id);
    return undefined;
  }
  return {
    what: `the alert to ${owner.email}`,
    mail: ownerAlertMail(owner.email, read.alert, row.language, row.createdAt),
    sent: () => deleteQueuedMail(row.id),
    failed: () => undefined,
  };
}

/** Sends what is due, one after another, until nothing is; returns how many were sent. */
export async function sendDueNotifications(): Promise<number> {
  let sent = 0;
  for (;;) {
    const notification = claimDueNotification(Date.now(), LEASE_MS);
    if (!notification) return sent;
    const attempts = notification.attempts + 1;
    const next = delivery(notification, attempts);
    if (!next) continue;
    try {
      await mailTransport().sendMail(next.mail);
      next.sent();
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givingUp = attempts >= MAX_ATTEMPTS;
      next.failed(reason, givingUp);
      markNotificationFailed(notification.id, {
        attempts,
        reason,
        givingUp,
        nextAttemptAt: Date.now() + retryDelayMs(attempts),
      });
      console.warn(
        `Could not e-mail ${next.what} (attempt ${attempts}): ${reason}` + (givingUp ? "; giving up" : ""),
      );
      // The server is probably down: the rest waits for this one's retry.
      if (!givingUp) setTimeout(sendNotificationsSoon, retryDelayMs(attempts)).unref();
      return sent;
    }
  }
}

let running: Promise<void> | undefined;
let again = false;

/** Sends what is due now, after the current response; never throws. */
export function sendNotificationsSoon(): void {
  if (!mailEnabled()) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      await sendDueNotifications().catch((error) => console.error("The mail queue failed", error));
    } while (again);
  })().finally(() => (running = undefined));
}

/** Whether this process sends the queue (the site does; a command such as create-admin only queues). */
let queueStarted = false;

/**
 * Sends what is due about a second from now, once the answer has gone, if this process sends the
 * queue; a command's rows wait for the site's next look (POLL_MS). Safe to call inside a transaction:
 * what it rolls back is simply not there to send.
 */
export function sendQueuedMailShortly(): void {
  if (queueStarted) setTimeout(sendNotificationsSoon, 1_000).unref();
}

/**
 * At start: sends what a previous run left unsent, then looks again every
 * POLL_MS for retries that came due. The timer never keeps the process alive.
 */
export function startMailQueue(): void {
  if (!mailEnabled()) return;
  queueStarted = true;
  sendNotificationsSoon();
  setInterval(sendNotificationsSoon, POLL_MS).unref();
}

/**
 * Stores a reply to a visitor and queues its mail (docs/decisions/048-replies-and-message-states.md):
 * sent about a second later, with the queue's retries; the same form sent twice queues it once.
 */
export function queueReply(reply: NewReply): ReturnType<typeof insertReply> {
  const stored = insertReply(reply);
  if (stored && !stored.duplicate) sendQueuedMailShortly();
  return stored;
}
