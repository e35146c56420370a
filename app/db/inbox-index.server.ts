import type Database from "better-sqlite3";
import { atOpen } from "./at-open.server";

/**
 * What keeps the inbox fast at 100,000 messages (docs/decisions/019-inbox-at-size.md):
 * - `inbox_counts`, one row with the number of messages and of unread ones, kept by triggers, so the
 *   unread badge on every back-office page is one read instead of a scan of every message;
 * - `message_search`, an FTS5 index (trigram: any three characters match, as the old LIKE did) of each
 *   message's text folded for search, so Arabic and Kurdish are found whichever keyboard typed them.
 * Installed by SQL at every start, like the content-version triggers: a new fold rule reaches the
 * triggers and the index at the next start, and the counts are recounted (a hand-made change to the
 * file cannot leave them wrong for long).
 */

/**
 * Letters that Arabic and Kurdish keyboards write differently for the same word, folded to one form,
 * and marks a search should not depend on (vowel signs, tatweel, the zero-width non-joiner).
 * Applied in SQL by the triggers (foldSql) and in JavaScript to what staff type (foldForSearch).
 */
export const SEARCH_FOLDS: readonly (readonly [from: string, to: string])[] = [
  ["\u064A", "\u06CC"], // ي Arabic yeh → ی Farsi/Kurdish yeh
  ["\u0649", "\u06CC"], // ى alef maksura → ی
  ["\u0643", "\u06A9"], // ك Arabic kaf → ک keheh
  ["\u06D5", "\u0647"], // ە Kurdish ae → ه heh
  ["\u06BE", "\u0647"], // ھ heh doachashmee → ه
  ["\u0629", "\u0647"], // ة teh marbuta → ه
  ["\u0623", "\u0627"], // أ → ا
  ["\u0625", "\u0627"], // إ → ا
  ["\u0622", "\u0627"], // آ → ا
  ["\u0671", "\u0627"], // ٱ → ا
  ["\u0624", "\u0648"], // ؤ → و
  // Kurdish letters an Arabic keyboard has no key for, written with the nearest one it has.
  ["\u06CE", "\u06CC"], // ێ → ی
  ["\u06C6", "\u0648"], // ۆ → و
  ["\u06B5", "\u0644"], // ڵ → ل
  ["\u0695", "\u0631"], // ڕ → ر
  ...[..."٠١٢٣٤٥٦٧٨٩"].map((digit, value) => [digit, String(value)] as const),
  ...[..."۰۱۲۳۴۵۶۷۸۹"].map((digit, value) => [digit, String(value)] as const),
  ...[
    "\u0640",
    "\u200C",
    "\u0670",
    ..."\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655",
  ].map((mark) => [mark, ""] as const),
];

/** Text as the search index holds it (and as a search is matched against it). */
export function foldForSearch(text: string): string {
  let folded = text.normalize("NFC");
  for (const [from, to] of SEARCH_FOLDS) folded = folded.replaceAll(from, to);
  return folded;
}

/**
 * Folds in one nested replace(): more than about 30 overflow the parser stack of SQLite before
 * 3.45 (a fixed 100 entries), which Litestream 0.3.13 and Debian 12's sqlite3 carry. A database
 * whose schema they cannot parse is one they cannot query or replicate.
 */
const FOLDS_PER_LEVEL = 12;

/**
 * The same folding as an SQL expression over `expression`: a scalar subquery, each level of which
 * applies FOLDS_PER_LEVEL of the folds to the one inside it (a level's FROM is parsed after its
 * own expression is done, so the levels do not add up on the parser's stack).
 */
export function foldSql(expression: string): string {
  let select = `SELECT ${expression} AS t`;
  for (let start = 0; start < SEARCH_FOLDS.length; start += FOLDS_PER_LEVEL) {
    const folded = SEARCH_FOLDS.slice(start, start + FOLDS_PER_LEVEL).reduce(
      (inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`,
      "t",
    );
    select = `SELECT ${folded} AS t FROM (${select})`;
  }
  return `(${select})`;
}

const searchText = (row: "new" | "old") =>
  foldSql(
    ["name", "email", "phone", "subject", "message"]
      .map((column) => `coalesce(${row}.${column}, '')`)
      .join(" || ' ' || "),
  );

const TRIGGER_PREFIX = "inbox_index_";

function wantedTriggers(): Map<string, string> {
  const triggers = new Map<string, string>();
  const add = (name: string, sql: string) => triggers.set(`${TRIGGER_PREFIX}${name}`, sql);
  add(
    "message_insert",
    `CREATE TRIGGER "${TRIGGER_PREFIX}message_insert" AFTER INSERT ON messages BEGIN
      UPDATE inbox_counts SET total = total + 1, unread = unread + 1, waiting = waiting + 1 WHERE id = 1;
      INSERT INTO message_search (rowid, body) VALUES (new.rowid, ${searchText("new")});
    END`,
  );
  // With foreign keys on (always, on the site's connections) a read message's row in message_reads is
  // deleted first, and its own trigger adds the unread one back: a read message leaves unread as it was.
  // Its state's row likewise: a Replied or Closed message leaves `waiting` (the New ones) as it was.
  add(
    "message_delete",
    `CREATE TRIGGER "${TRIGGER_PREFIX}message_delete" AFTER DELETE ON messages BEGIN
      UPDATE inbox_counts SET total = total - 1,
        unread = unread - 1 + EXISTS (SELECT 1 FROM message_reads WHERE message_id = old.id),
        waiting = waiting - 1 + EXISTS (SELECT 1 FROM message_states WHERE message_id = old.id) WHERE id = 1;
      DELETE FROM message_search WHERE rowid = old.rowid;
    END`,
  );
  add(
    "message_update",
    `CREATE TRIGGER "${TRIGGER_PREFIX}message_update" AFTER UPDATE OF name, email, phone, subject, message ON messages BEGIN
      UPDATE message_search SET body = ${searchText("new")} WHERE rowid = new.rowid;
    END`,
  );
  add(
    "read_insert",
    `CREATE TRIGGER "${TRIGGER_PREFIX}read_insert" AFTER INSERT ON message_reads BEGIN
      UPDATE inbox_counts SET unread = unread - 1 WHERE id = 1;
    END`,
  );
  add(
    "read_delete",
    `CREATE TRIGGER "${TRIGGER_PREFIX}read_delete" AFTER DELETE ON message_reads BEGIN
      UPDATE inbox_counts SET unread = unread + 1 WHERE id = 1;
    END`,
  );
  // A message with a state's row is Replied or Closed; without one it is New, waiting for an answer
  // (decision 048). Changing between Replied and Closed updates the row: no count changes.
  add(
    "state_insert",
    `CREATE TRIGGER "${TRIGGER_PREFIX}state_insert" AFTER INSERT ON message_states BEGIN
      UPDATE inbox_counts SET waiting = waiting - 1 WHERE id = 1;
    END`,
  );
  add(
    "state_delete",
    `CREATE TRIGGER "${TRIGGER_PREFIX}state_delete" AFTER DELETE ON message_states BEGIN
      UPDATE inbox_counts SET waiting = waiting + 1 WHERE id = 1;
    END`,
  );
  return triggers;
}

/** Creates or updates the counts, the search index and their triggers; runs at every start, after the migrations. */
export function installInboxIndex(sqlite: Database.Database): void {
  const triggers = wantedTriggers();
  const existing = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
    .all(`${TRIGGER_PREFIX}%`) as { name: string; sql: string }[];
  const unchanged =
    existing.length === triggers.size && existing.every(({ name, sql }) => triggers.get(name) === sql);
  const hasIndex =
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = 'message_search'").get() !== undefined;
  atOpen(sqlite, () => {
    sqlite.exec(
      "CREATE TABLE IF NOT EXISTS inbox_counts (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL, unread INTEGER NOT NULL, waiting INTEGER NOT NULL DEFAULT 0)",
    );
    // A file from before the states (decision 048): its counts' row gains the waiting ones, counted below.
    const columns = sqlite.prepare("SELECT name FROM pragma_table_info('inbox_counts')").pluck().all();
    if (!columns.includes("waiting"))
      sqlite.exec("ALTER TABLE inbox_counts ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0");
    if (!unchanged || !hasIndex) {
      // A new fold rule or a new file: the index is made again from the messages.
      for (const { name } of existing) sqlite.exec(`DROP TRIGGER "${name}"`);
      sqlite.exec("DROP TABLE IF EXISTS message_search");
      sqlite.exec(
        "CREATE VIRTUAL TABLE message_search USING fts5(body, tokenize = 'trigram remove_diacritics 1')",
      );
      sqlite.exec(
        `INSERT INTO message_search (rowid, body) SELECT rowid, ${searchText("new").replaceAll("new.", "messages.")} FROM messages`,
      );
      for (const sql of triggers.values()) sqlite.exec(sql);
    }
    sqlite.exec(`INSERT INTO inbox_counts (id, total, unread, waiting) VALUES (1,
        (SELECT count(*) FROM messages),
        (SELECT count(*) FROM messages WHERE NOT EXISTS (SELECT 1 FROM message_reads WHERE message_id = messages.id)),
        (SELECT count(*) FROM messages WHERE NOT EXISTS (SELECT 1 FROM message_states WHERE message_id = messages.id)))
      ON CONFLICT (id) DO UPDATE SET total = excluded.total, unread = excluded.unread, waiting = excluded.waiting`);
  });
}
