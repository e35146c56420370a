import { asc, eq, inArray } from "drizzle-orm";
import { database, db } from "./client.server";
import { inboxCounts } from "./inbox.server";
import {
  mailNotifications,
  messageNotes,
  messageReplies,
  messages,
  messageStates,
  type MessageNote,
  type MessageReply,
  type MessageState,
} from "./schema";

/**
 * What staff do about a visitor message besides reading it (docs/decisions/048-replies-and-message-states.md):
 * its state (New, Replied, Closed), the replies e-mailed to the visitor and the notes staff leave each
 * other. A message without a `message_states` row is New: it waits for an answer.
 */

/** The state of a message (New when it has no row). */
export function messageStateOf(id: string): {
  state: MessageState;
  changedAt: Date | null;
  changedBy: string | null;
} {
  const row = db().select().from(messageStates).where(eq(messageStates.messageId, id)).get();
  return row
    ? { state: row.state, changedAt: row.changedAt, changedBy: row.changedBy }
    : { state: "new", changedAt: null, changedBy: null };
}

/**
 * Sets the state of those of the messages that exist and are not in it already; returns the ids and
 * subjects of those that changed (for the activity log).
 */
export function setMessageStates(
  ids: readonly string[],
  state: MessageState,
  by: string,
  now = new Date(),
): { id: string; subject: string }[] {
  if (ids.length === 0) return [];
  return database()
    .sqlite.transaction(() => {
      const found = db()
        .select({ id: messages.id, subject: messages.subject, state: messageStates.state })
        .from(messages)
        .leftJoin(messageStates, eq(messageStates.messageId, messages.id))
        .where(inArray(messages.id, [...ids]))
        .all()
        .filter((row) => (row.state ?? "new") !== state);
      if (found.length === 0) return [];
      const changed = found.map(({ id }) => id);
      if (state === "new") db().delete(messageStates).where(inArray(messageStates.messageId, changed)).run();
      else
        db()
          .insert(messageStates)
          .values(changed.map((messageId) => ({ messageId, state, changedAt: now, changedBy: by })))
          .onConflictDoUpdate({
            target: messageStates.messageId,
            set: { state, changedAt: now, changedBy: by },
          })
          .run();
      return found.map(({ id, subject }) => ({ id, subject }));
    })
    .immediate();
}

/**
 * How many messages wait for an answer (New: the kept count, app/db/inbox-index.server.ts), and since when
 * the oldest of them has: the first New one along the messages' date index, oldest first (it reads the
 * answered messages older than it on the way; see decision 048).
 */
export function waitingMessages(): { count: number; oldest: Date | null } {
  const count = inboxCounts().waiting;
  if (count === 0) return { count, oldest: null };
  const oldest = database()
    .sqlite.prepare(
      `select date from messages where not exists (select 1 from message_states where message_id = messages.id)
        order by date, id limit 1`,
    )
    .pluck()
    .get() as number | undefined;
  return { count, oldest: oldest === undefined ? null : new Date(oldest) };
}

export type NewReply = {
  messageId: string;
  formKey: string;
  toAddress: string;
  subject: string;
  body: string;
  language: string;
  staffId: string;
  staffEmail: string;
};

/**
 * Stores a reply, queues its mail and marks the message Replied, in one transaction. A form sent a second
 * time (the same `formKey`) stores and queues nothing: `duplicate`. `undefined` when the message is gone.
 */
export function insertReply(
  reply: NewReply,
  now = new Date(),
): { id: number; duplicate: boolean; subject: string } | undefined {
  return database()
    .sqlite.transaction(() => {
      const message = db()
        .select({ id: messages.id, subject: messages.subject })
        .from(messages)
        .where(eq(messages.id, reply.messageId))
        .get();
      if (!message) return undefined;
      const earlier = db()
        .select({ id: messageReplies.id })
        .from(messageReplies)
        .where(eq(messageReplies.formKey, reply.formKey))
        .get();
      if (earlier) return { id: earlier.id, duplicate: true, subject: message.subject };
      const inserted = db()
        .insert(messageReplies)
        .values({ ...reply, createdAt: now })
        .returning({ id: messageReplies.id })
        .get();
      db()
        .insert(mailNotifications)
        .values({ replyId: inserted.id, nextAttemptAt: now.getTime(), createdAt: now.getTime() })
        .run();
      db()
        .insert(messageStates)
        .values({ messageId: message.id, state: "replied", changedAt: now, changedBy: reply.staffEmail })
        .onConflictDoUpdate({
          target: messageStates.messageId,
          set: { state: "replied", changedAt: now, changedBy: reply.staffEmail },
        })
        .run();
      return { id: inserted.id, duplicate: false, subject: message.subject };
    })
    .immediate();
}

export function findReply(id: number): MessageReply | undefined {
  return db().select().from(messageReplies).where(eq(messageReplies.id, id)).get();
}

export function markReplySent(id: number, attempts: number, now = new Date()): void {
  db()
    .update(messageReplies)
    .set({ status: "sent", attempts, error: null, sentAt: now })
    .where(eq(messageReplies.id, id))
    .run();
}

/** A failed attempt: still sending (tried again), or failed for good. */
export function markReplyFailed(id: number, attempts: number, reason: string, givingUp: boolean): void {
  db()
    .update(messageReplies)
    .set({ status: givingUp ? "failed" : "sending", attempts, error: reason.slice(0, 500) })
    .where(eq(messageReplies.id, id))
    .run();
}

/** Adds a note to a message; false when the message is gone. */
export function insertNote(messageId: string, body: string, staffEmail: string, now = new Date()): boolean {
  return database()
    .sqlite.transaction(() => {
      if (!db().select({ id: messages.id }).from(messages).where(eq(messages.id, messageId)).get())
        return false;
      db().insert(messageNotes).values({ messageId, body, staffEmail, createdAt: now }).run();
      return true;
    })
    .immediate();
}

/** A message's replies and notes, oldest first. */
export function conversationOf(messageId: string): { replies: MessageReply[]; notes: MessageNote[] } {
  return {
    replies: db()
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.messageId, messageId))
      .orderBy(asc(messageReplies.id))
      .all(),
    notes: db()
      .select()
      .from(messageNotes)
      .where(eq(messageNotes.messageId, messageId))
      .orderBy(asc(messageNotes.id))
      .all(),
  };
}

/**
 * What goes to the trash with a message besides its row: its state, replies and notes (dates in
 * milliseconds). A reply not sent yet is failed as "trashed": its queued mail goes with the message
 * (the cascade), so a restore never sends it late.
 */
export type MessageExtras = {
  state?: { state: MessageState; changedAt: number; changedBy: string };
  replies?: Record<string, unknown>[];
  notes?: Record<string, unknown>[];
};

const withTimes = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.getTime() : value]),
  );

export function messageExtras(ids: readonly string[]): Map<string, MessageExtras> {
  const extras = new Map<string, MessageExtras>();
  if (ids.length === 0) return extras;
  const of = (id: string) => extras.get(id) ?? extras.set(id, {}).get(id)!;
  for (const row of db()
    .select()
    .from(messageStates)
    .where(inArray(messageStates.messageId, [...ids]))
    .all())
    of(row.messageId).state = {
      state: row.state,
      changedAt: row.changedAt.getTime(),
      changedBy: row.changedBy,
    };
  for (const row of db()
    .select()
    .from(messageReplies)
    .where(inArray(messageReplies.messageId, [...ids]))
    .all()) {
    const kept = row.status === "sending" ? { ...row, status: "failed" as const, error: "trashed" } : row;
    (of(row.messageId).replies ??= []).push(withTimes(kept));
  }
  for (const row of db()
    .select()
    .from(messageNotes)
    .where(inArray(messageNotes.messageId, [...ids]))
    .all())
    (of(row.messageId).notes ??= []).push(withTimes(row));
  return extras;
}

const date = (value: unknown) => new Date(typeof value === "number" ? value : 0);
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Puts back what `messageExtras` kept, for a message restored from the trash (its row is back already). */
export function restoreMessageExtras(messageId: string, extras: MessageExtras): void {
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  if (extras.state && typeof extras.state === "object" && ["replied", "closed"].includes(extras.state.state))
    db()
      .insert(messageStates)
      .values({
        messageId,
        state: extras.state.state === "closed" ? "closed" : "replied",
        changedAt: date(extras.state.changedAt),
        changedBy: textOf(extras.state.changedBy),
      })
      .onConflictDoNothing()
      .run();
  for (const reply of list(extras.replies)) {
    const status = reply.status === "sent" ? "sent" : "failed";
    db()
      .insert(messageReplies)
      .values({
        messageId,
        formKey: textOf(reply.formKey),
        toAddress: textOf(reply.toAddress),
        subject: textOf(reply.subject),
        body: textOf(reply.body),
        language: textOf(reply.language),
        staffId: typeof reply.staffId === "string" ? reply.staffId : null,
        staffEmail: textOf(reply.staffEmail),
        createdAt: date(reply.createdAt),
        status,
        attempts: typeof reply.attempts === "number" ? reply.attempts : 0,
        error: typeof reply.error === "string" ? reply.error : null,
        sentAt: typeof reply.sentAt === "number" ? new Date(reply.sentAt) : null,
      })
      .onConflictDoNothing()
      .run();
  }
  for (const note of list(extras.notes))
    db()
      .insert(messageNotes)
      .values({
        messageId,
        body: textOf(note.body),
        staffEmail: textOf(note.staffEmail),
        createdAt: date(note.createdAt),
      })
      .run();
}
