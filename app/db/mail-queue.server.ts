import { and, eq, lte } from "drizzle-orm";
import { db } from "./client.server";
import { mailNotifications, messages, type Message } from "./schema";

/**
 * The mail queue (sending: app/mail/notifications.server.ts): notifications of visitor messages,
 * password-reset mails and alerts to Owners.
 */

export type QueuedNotification = typeof mailNotifications.$inferSelect;

/** Queues the notification of a message just stored; call inside the transaction that stores it. */
export function enqueueNotification(messageId: string, now = Date.now()): void {
  db().insert(mailNotifications).values({ messageId, nextAttemptAt: now, createdAt: now }).run();
}

/** Queues a password-reset mail to an account (none: a row the sender drops), in the language it was asked for in. */
export function enqueueResetMail(staffId: string | null, language: string, now = Date.now()): void {
  db().insert(mailNotifications).values({ staffId, language, nextAttemptAt: now, createdAt: now }).run();
}

/** Queues an alert to an Owner (`alert`: what happened, as JSON), in the language the Owner uses. */
export function enqueueOwnerAlert(staffId: string, language: string, alert: string, now = Date.now()): void {
  db()
    .insert(mailNotifications)
    .values({ staffId, language, alert, nextAttemptAt: now, createdAt: now })
    .run();
}

/** A reset mail or an alert is not kept once it was sent or given up: nothing shows it, and it names an account. */
export function deleteQueuedMail(id: number): void {
  db().delete(mailNotifications).where(eq(mailNotifications.id, id)).run();
}

/**
 * Takes a due notification for this process by moving its next attempt `leaseMs` ahead: a second
 * sender (another process) finds it no longer due, and if this one dies mid-send, it comes due again.
 */
export function claimDueNotification(now: number, leaseMs: number): QueuedNotification | undefined {
  const due = db()
    .select({ id: mailNotifications.id })
    .from(mailNotifications)
    .where(and(eq(mailNotifications.status, "pending"), lte(mailNotifications.nextAttemptAt, now)))
    .orderBy(mailNotifications.nextAttemptAt)
    .limit(1)
    .get();
  if (!due) return undefined;
  return db()
    .update(mailNotifications)
    .set({ nextAttemptAt: now + leaseMs })
    .where(
      and(
        eq(mailNotifications.id, due.id),
        eq(mailNotifications.status, "pending"),
        lte(mailNotifications.nextAttemptAt, now),
      ),
    )
    .returning()
    .get();
}

export function findMessage(id: string): Message | undefined {
  return db().select().from(messages).where(eq(messages.id, id)).get();
}

export function markNotificationSent(id: number, attempts: number, now = Date.now()): void {
  db()
    .update(mailNotifications)
    .set({ status: "sent", attempts, sentAt: now, lastError: null })
    .where(eq(mailNotifications.id, id))
    .run();
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up for good. */
export function markNotificationFailed(
  id: number,
  outcome: { attempts: number; reason: string; givingUp: boolean; nextAttemptAt: number },
): void {
  db()
    .update(mailNotifications)
    .set({
      status: outcome.givingUp ? "failed" : "pending",
      attempts: outcome.attempts,
      lastError: outcome.reason.slice(0, 500),
      nextAttemptAt: outcome.nextAttemptAt,
    })
    .where(eq(mailNotifications.id, id))
    .run();
}
