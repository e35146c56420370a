import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type Database from "better-sqlite3";
import { database, db } from "./client.server";
import { foldForSearch } from "./inbox-index.server";
import { newId } from "./ids.server";
import {
  mailNotifications,
  messageReads,
  messages,
  messageStates,
  type Message,
  type MessageState,
} from "./schema";

/**
 * Visitor messages as an inbox: read or unread, searched and filtered in SQL,
 * marked and deleted in bulk. Reading state lives in `message_reads`.
 */

export type InboxFilter = "all" | "unread";
/** A state to show only (docs/decisions/048-replies-and-message-states.md), or every state. */
export type StateFilter = MessageState | "all";
/**
 * What the inbox shows: all messages or the unread ones, of one state or all, a search
 * (app/admin/inbox-query.ts reads it from the URL), and where they came from (`from`).
 */
export type InboxQuery = { filter: InboxFilter; state: StateFilter; q: string; from?: string };

/** Only the messages in a state (New: those without a row in message_states), as SQL over `messages`. */
function stateCondition(state: StateFilter): SQL | undefined {
  if (state === "all") return undefined;
  if (state === "new")
    return sql`not exists (select 1 from message_states where message_states.message_id = messages.id)`;
  return sql`exists (select 1 from message_states where message_states.message_id = messages.id and message_states.state = ${state})`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * A search over the index (app/db/inbox-index.server.ts), its letters folded as the index folds them
 * (ي/ی, ك/ک, ە/ه, vowel signs, Eastern digits), and the unread filter when asked: SQL over
 * `message_search` (joined to `messages` for the filter). Three characters or more use the trigram
 * index; a shorter search reads the index's text as LIKE did (too few characters to index).
 */
function searchCondition({ q, filter, state, from }: InboxQuery): SQL {
  const folded = foldForSearch(q);
  const matched =
    Array.from(folded).length >= 3
      ? sql`message_search match ${`"${folded.replaceAll('"', '""')}"`}`
      : sql`message_search.body like ${likePattern(folded)} escape '\\'`;
  const conditions = [matched];
  if (from) conditions.push(cameFrom(from));
  if (filter === "unread")
    conditions.push(
      sql`not exists (select 1 from message_reads where message_reads.message_id = messages.id)`,
    );
  const inState = stateCondition(state);
  if (inState) conditions.push(inState);
  return sql.join(conditions, sql` and `);
}

/**
 * Messages that came from `from` (docs/decisions/050-message-sources.md): the referring site (with or
 * without "www."), or the campaign, its source or its medium, compared without case.
 */
function cameFrom(from: string): SQL {
  const value = from.toLowerCase();
  const host = value.replace(/^www\./, "");
  return sql`(lower(${messages.referrer}) in (${host}, ${`www.${host}`}) or lower(${messages.utmSource}) = ${value}
    or lower(${messages.utmMedium}) = ${value} or lower(${messages.utmCampaign}) = ${value})`;
}

/** Whether a search's condition reads `messages` (to join it to the index). */
const needsMessages = (query: InboxQuery) =>
  query.filter === "unread" || query.state !== "all" || Boolean(query.from);

/** The search as a condition on `messages` (the CSV export, which reads every match in date order). */
function matching(query: InboxQuery): SQL {
  return sql`${messages}.rowid in (select message_search.rowid from message_search where ${searchCondition({ ...query, filter: "all", state: "all", from: "" })})`;
}

function where(query: InboxQuery): SQL | undefined {
  const { filter, q, from } = query;
  const conditions: SQL[] = [];
  if (filter === "unread") conditions.push(isNull(messageReads.messageId));
  const inState = stateCondition(query.state);
  if (inState) conditions.push(inState);
  if (from) conditions.push(cameFrom(from));
  if (q) conditions.push(matching(query));
  return conditions.length ? and(...conditions) : undefined;
}

export type InboxRow = Message & { read: boolean; state: MessageState };

const inboxRow = (row: { message: Message; readAt: Date | null; state: MessageState | null }): InboxRow => ({
  ...row.message,
  read: row.readAt !== null,
  state: row.state ?? "new",
});

/**
 * How many messages the query shows: the kept counts, unless it searches. A search is counted no further than
 * `upTo` matches: its matches are counted in the index one by one (the whole of a search's cost for a common
 * word: docs/decisions/019-inbox-at-size.md), and nobody pages through thousands of them. `more` says there
 * are more.
 */
export function countInbox(
  query: InboxQuery,
  upTo = Number.MAX_SAFE_INTEGER,
): { count: number; more: boolean } {
  // Without a search or a source, from what is kept: the counts, and the states' own rows.
  const kept = !query.q && !query.from;
  if (kept && query.state === "all") {
    const counts = inboxCounts();
    return { count: query.filter === "unread" ? counts.unread : counts.total, more: false };
  }
  if (kept && query.state === "new" && query.filter === "all")
    return { count: inboxCounts().waiting, more: false };
  const answered = query.state === "replied" || query.state === "closed" ? query.state : undefined;
  if (kept && query.filter === "all" && answered) {
    // Replied or Closed: their rows in message_states (deleted with their message), counted along its
    // state index instead of over the messages.
    const counted =
      db()
        .select({ total: sql<number>`count(*)` })
        .from(messageStates)
        .where(eq(messageStates.state, answered))
        .get()?.total ?? 0;
    return { count: counted, more: false };
  }
  if (!query.q) {
    // Unread and in a state, or from a source: counted over the messages (no kept count: decision 048).
    const counted =
      db()
        .select({ total: sql<number>`count(*)` })
        .from(messages)
        .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
        .where(where(query))
        .get()?.total ?? 0;
    return { count: counted, more: false };
  }
  const join = needsMessages(query) ? sql`join messages on messages.rowid = message_search.rowid` : sql``;
  const counted =
    db().get<{ total: number }>(
      sql`select count(*) as total from (select 1 from message_search ${join} where ${searchCondition(query)} limit ${upTo + 1})`,
    )?.total ?? 0;
  return counted > upTo ? { count: upTo, more: true } : { count: counted, more: false };
}

/**
 * The ids of one page of a search, newest first. The index hands its matches over in the order the
 * messages arrived (rowid), so a page is read from its end without collecting and sorting every match
 * (a common word can match a third of 100,000 messages).
 */
function searchPageIds(query: InboxQuery, page: { limit: number; offset: number }): string[] {
  return db()
    .all<{ id: string }>(
      sql`select messages.id as id from message_search join messages on messages.rowid = message_search.rowid
        where ${searchCondition(query)} order by message_search.rowid desc limit ${page.limit} offset ${page.offset}`,
    )
    .map((row) => row.id);
}

/** One page, newest first: the page's ids first (a narrow scan, or the search index), then their rows. */
export function inboxPage(query: InboxQuery, page: { limit: number; offset: number }): InboxRow[] {
  const ids = query.q
    ? searchPageIds(query, page)
    : db()
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
  const rows = db()
    .select({ message: messages, readAt: messageReads.readAt, state: messageStates.state })
    .from(messages)
    .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
    .leftJoin(messageStates, eq(messageStates.messageId, messages.id))
    .where(inArray(messages.id, ids))
    .all();
  const byId = new Map(rows.map((row) => [row.message.id, inboxRow(row)]));
  return ids.map((id) => byId.get(id)).filter((row): row is InboxRow => row !== undefined);
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
      .select({ message: messages, readAt: messageReads.readAt, state: messageStates.state })
      .from(messages)
      .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
      .leftJoin(messageStates, eq(messageStates.messageId, messages.id))
      .where(and(...conditions))
      .orderBy(desc(messages.date), desc(messages.id))
      .limit(size)
      .all()
      .map(inboxRow);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
    if (rows.length < size) return;
  }
}

const countStatements = new WeakMap<object, Database.Statement>();
/**
 * The number of messages, of unread ones and of those waiting for an answer (New), kept by triggers (one
 * row: no scan, whatever the size).
 */
export function inboxCounts(): { total: number; unread: number; waiting: number } {
  const { sqlite } = database();
  let statement = countStatements.get(sqlite);
  if (!statement)
    countStatements.set(
      sqlite,
      (statement = sqlite.prepare("select total, unread, waiting from inbox_counts where id = 1")),
    );
  return (
    (statement.get() as { total: number; unread: number; waiting: number } | undefined) ?? {
      total: 0,
      unread: 0,
      waiting: 0,
    }
  );
}

/** Unread visitor messages: the badge on every back-office page. */
export function unreadCount(): number {
  return inboxCounts().unread;
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
    .select({ message: messages, readAt: messageReads.readAt, state: messageStates.state })
    .from(messages)
    .leftJoin(messageReads, eq(messageReads.messageId, messages.id))
    .leftJoin(messageStates, eq(messageStates.messageId, messages.id))
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
  return { message: inboxRow(row), notification };
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
