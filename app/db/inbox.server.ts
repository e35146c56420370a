import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { database, db } from "./client.server";
import { newId } from "./ids.server";
import { mailNotifications, messageReads, messages, type Message } from "./schema";

/**
 * Visitor messages as an inbox: read or unread, searched and filtered in SQL,
 * marked and deleted in bulk. Reading state lives in `message_reads`.
 */

export type InboxFilter = "all" | "unread";
/** What the inbox shows: all messages or the unread ones, and a search (app/admin/inbox-query.ts reads it from the URL). */
export type InboxQuery = { filter: InboxFilter; q: string };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function where({ filter, q }: InboxQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter === "unread") conditions.push(isNull(messageReads.messageId));
  if (q) {
    const pattern = likePattern(q);
    const matches = [messages.name, messages.email, messages.phone, messages.subject, messages.message].map(
      (column) => sql`${column} like ${pattern} escape '\\'`,
    );
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type InboxRow = Message & { read: boolean };

export function countInbox(query: InboxQuery): number {
  return (
    db()
      .select({ total: count() })
      .from(messages)
      .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
      .where(where(query))
      .get()?.total ?? 0
  );
}

/** One page, newest first: the page's ids first (a narrow scan), then their rows. */
export function inboxPage(query: InboxQuery, page: { limit: number; offset: number }): InboxRow[] {
  const ids = db()
    .select({ id: messages.id })
    .from(messages)
    .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
    .where(where(query))
    .orderBy(desc(messages.date), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map((row) => row.id);
  if (ids.length === 0) return [];
  return db()
    .select({ message: messages, readAt: messageReads.readAt })
    .from(messages)
    .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
    .where(inArray(messages.id, ids))
    .orderBy(desc(messages.date), desc(messages.id))
    .all()
    .map(({ message, readAt }) => ({ ...message, read: readAt !== null }));
}

/**
 * Every message the query matches, newest first, read in batches so a long
 * export never holds the database (one batch per call, resumed after the last
 * row it gave).
 */
export function* inboxBatches(query: InboxQuery, size = 500): Generator<InboxRow[]> {
  let after: { date: Date; id: string } | undefined;
  for (;;) {
    const conditions = [where(query)];
    if (after) {
      conditions.push(
        or(lt(messages.date, after.date), and(eq(messages.date, after.date), lt(messages.id, after.id))),
      );
    }
    const rows = db()
      .select({ message: messages, readAt: messageReads.readAt })
      .from(messages)
      .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
      .where(and(...conditions))
      .orderBy(desc(messages.date), desc(messages.id))
      .limit(size)
      .all()
      .map(({ message, readAt }) => ({ ...message, read: readAt !== null }));
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
    if (rows.length < size) return;
  }
}

export function unreadCount(): number {
  return (
    db()
      .select({ total: count() })
      .from(messages)
      .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
      .where(isNull(messageReads.messageId))
      .get()?.total ?? 0
  );
}

/** Marks messages read (keeping the first reading time) or unread; returns how many exist. */
export function markMessages(ids: string[], read: boolean, now = new Date()): number {
  if (ids.length === 0) return 0;
  const { sqlite } = database();
  return sqlite.transaction(() => {
    const existing = db()
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.id, ids))
      .all()
      .map((row) => row.id);
    if (existing.length === 0) return 0;
    if (read) {
      db()
        .insert(messageReads)
        .values(existing.map((messageId) => ({ messageId, readAt: now })))
        .onConflictDoNothing()
        .run();
    } else {
      db().delete(messageReads).where(inArray(messageReads.messageId, existing)).run();
    }
    return existing.length;
  })();
}

/** The ids and subjects of those of the given messages that exist (to log what a bulk action touched). */
export function existingMessages(ids: string[]): { id: string; subject: string }[] {
  if (ids.length === 0) return [];
  return db()
    .select({ id: messages.id, subject: messages.subject })
    .from(messages)
    .where(inArray(messages.id, ids))
    .all();
}

export function deleteMessages(ids: string[]): number {
  if (ids.length === 0) return 0;
  return db().delete(messages).where(inArray(messages.id, ids)).run().changes;
}

export type NotificationState = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
};

/** One message with its reading state and the e-mail to staff about it, if there is one. */
export function findInboxMessage(
  id: string,
): { message: InboxRow; notification: NotificationState | null } | undefined {
  const row = db()
    .select({ message: messages, readAt: messageReads.readAt })
    .from(messages)
    .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
    .where(eq(messages.id, id))
    .get();
  if (!row) return undefined;
  const notification =
    db()
      .select({
        status: mailNotifications.status,
        attempts: mailNotifications.attempts,
        lastError: mailNotifications.lastError,
        sentAt: mailNotifications.sentAt,
      })
      .from(mailNotifications)
      .where(and(eq(mailNotifications.messageId, id), isNotNull(mailNotifications.id)))
      .orderBy(desc(mailNotifications.id))
      .get() ?? null;
  return { message: { ...row.message, read: row.readAt !== null }, notification };
}

/** Stores a visitor's message; returns its id. */
export function insertMessage(
  values: Omit<typeof messages.$inferInsert, "id" | "date">,
  now = new Date(),
): string {
  const id = newId();
  db()
    .insert(messages)
    .values({ ...values, id, date: now })
    .run();
  return id;
}

/** Deletes the messages sent before `cutoff` (the (date, id) index finds them); returns how many. */
export function deleteMessagesBefore(cutoff: Date): number {
  return db().delete(messages).where(lt(messages.date, cutoff)).run().changes;
}
