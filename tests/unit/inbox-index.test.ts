import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { purgeOldMessages } from "~/contact/message-retention.server";
import { database, openDatabase } from "~/db/client.server";
import { foldForSearch, foldSql, installInboxIndex } from "~/db/inbox-index.server";
import {
  countInbox,
  deleteMessages,
  inboxPage,
  insertMessage,
  markMessages,
  unreadCount,
} from "~/db/inbox.server";
import { setMessageStates, waitingMessages } from "~/db/message-replies.server";

/** The inbox's kept counts and search index, on this file's real SQLite database. */
const { sqlite } = database();

function send(
  subject: string,
  message = "Hello",
  extra: Partial<Record<"name" | "email" | "phone", string>> = {},
) {
  return insertMessage({
    name: extra.name ?? "Visitor",
    email: extra.email ?? "visitor@example.com",
    phone: extra.phone ?? "0750 000 0000",
    subject,
    message,
  });
}

/** What a full count of the tables says, to hold the kept counts against. */
const counted = () => ({
  total: sqlite.prepare("select count(*) from messages").pluck().get() as number,
  unread: sqlite
    .prepare(
      "select count(*) from messages where not exists (select 1 from message_reads where message_id = messages.id)",
    )
    .pluck()
    .get() as number,
});
const kept = () => ({
  total: countInbox({ filter: "all", state: "all", q: "" }).count,
  unread: countInbox({ filter: "unread", state: "all", q: "" }).count,
});
const subjectsFound = (q: string) =>
  inboxPage({ filter: "all", state: "all", q }, { limit: 50, offset: 0 }).map((m) => m.subject);

beforeEach(() => {
  sqlite.exec("delete from messages");
});

describe("the kept counts", () => {
  it("follow every way a message comes, is read, unread, deleted or purged", () => {
    const ids = ["one", "two", "three", "four"].map((subject) => send(subject));
    expect(kept()).toEqual({ total: 4, unread: 4 });
    expect(unreadCount()).toBe(4);
    markMessages(ids.slice(0, 2), true);
    markMessages(ids.slice(0, 2), true); // again: nothing changes
    expect(kept()).toEqual({ total: 4, unread: 2 });
    markMessages([ids[0]!], false);
    expect(kept()).toEqual({ total: 4, unread: 3 });
    // A read message and an unread one deleted.
    deleteMessages([ids[1]!, ids[2]!]);
    expect(kept()).toEqual(counted());
    expect(kept()).toEqual({ total: 2, unread: 2 });
    // The retention purge deletes with plain SQL: the triggers see it too.
    sqlite.prepare("update messages set date = 0").run();
    markMessages([ids[3]!], true);
    expect(purgeOldMessages(24).deleted).toBe(2);
    expect(kept()).toEqual({ total: 0, unread: 0 });
    expect(kept()).toEqual(counted());
  });

  it("are read, not counted, on every page (no scan of the messages), and recounted at start", () => {
    send("a");
    sqlite.prepare("update inbox_counts set total = 99, unread = 42").run();
    expect(unreadCount()).toBe(42);
    expect(countInbox({ filter: "all", state: "all", q: "" })).toEqual({ count: 99, more: false });
    installInboxIndex(sqlite);
    expect(kept()).toEqual(counted());
  });

  it("keep the waiting ones (New) through states, deletes, the retention and a start, and the oldest of them", () => {
    const waitingCounted = () =>
      sqlite
        .prepare(
          "select count(*) from messages where not exists (select 1 from message_states where message_id = messages.id)",
        )
        .pluck()
        .get() as number;
    const ids = ["one", "two", "three", "four"].map((subject) => send(subject));
    sqlite.prepare("update messages set date = ? where id = ?").run(1_000, ids[0]);
    expect(waitingMessages()).toEqual({ count: 4, oldest: new Date(1_000) });
    setMessageStates([ids[0]!, ids[1]!], "closed", "staff@example.com");
    setMessageStates([ids[1]!], "replied", "staff@example.com"); // Closed to Replied: still not waiting
    expect(waitingMessages().count).toBe(2);
    expect(countInbox({ filter: "all", state: "new", q: "" })).toEqual({ count: 2, more: false });
    // Replied and Closed are counted from their rows; unread and in a state, over the messages.
    expect(countInbox({ filter: "all", state: "replied", q: "" })).toEqual({ count: 1, more: false });
    expect(countInbox({ filter: "all", state: "closed", q: "" })).toEqual({ count: 1, more: false });
    expect(countInbox({ filter: "unread", state: "closed", q: "" })).toEqual({ count: 1, more: false });
    expect(waitingMessages().oldest).not.toEqual(new Date(1_000));
    setMessageStates([ids[0]!], "new", "staff@example.com");
    expect(waitingMessages()).toEqual({ count: 3, oldest: new Date(1_000) });
    // A Replied message and a New one deleted: the cascade's trigger runs first, as for reads.
    deleteMessages([ids[1]!, ids[2]!]);
    expect(countInbox({ filter: "all", state: "replied", q: "" }).count).toBe(0);
    expect(waitingMessages().count).toBe(waitingCounted());
    expect(waitingMessages().count).toBe(2);
    sqlite.prepare("update inbox_counts set waiting = 42").run();
    installInboxIndex(sqlite);
    expect(waitingMessages().count).toBe(2);
    setMessageStates([ids[3]!], "closed", "staff@example.com");
    sqlite.prepare("update messages set date = 0").run();
    expect(purgeOldMessages(24).deleted).toBe(2);
    expect(waitingMessages()).toEqual({ count: 0, oldest: null });
    expect(waitingCounted()).toBe(0);
  });
});

describe("the search", () => {
  it("finds Kurdish and Arabic whichever keyboard wrote them, without vowel signs or tatweel", () => {
    send("Kurdish", "دەمانەوێت ماڵپەڕێکی نوێ دروست بکەین");
    send("Arabic", "نريد موقعاً إلكترونيّاً لشركتنا");
    send("English", "A website for our shop");
    // Typed on an Arabic keyboard: ي for ی and ێ, ك for ک, ه for ە, ل for ڵ, ر for ڕ.
    expect(subjectsFound("مالپهريك")).toEqual(["Kurdish"]);
    expect(subjectsFound("دهمانهوێت")).toEqual(["Kurdish"]);
    // Without the vowel signs the text was written with, with a tatweel, with أ for ا.
    expect(subjectsFound("موقعا")).toEqual(["Arabic"]);
    expect(subjectsFound("الكترونـيا")).toEqual(["Arabic"]);
    expect(subjectsFound("WEBSITE")).toEqual(["English"]);
  });

  it("finds a phone number or an address by any part of it, in Eastern digits too", () => {
    send("By phone", "Call me", { phone: "+964 750 123 4567", email: "dilan@zagros.example" });
    send("Other", "Hello");
    expect(subjectsFound("750 123")).toEqual(["By phone"]);
    expect(subjectsFound("٧٥٠ ١٢٣")).toEqual(["By phone"]);
    expect(subjectsFound("zagros.ex")).toEqual(["By phone"]);
    // Shorter than the index's three characters: still found.
    expect(subjectsFound("Ca")).toEqual(["By phone"]);
    // Quotes and LIKE's wildcards are text, never syntax.
    expect(subjectsFound('"750')).toEqual([]);
    expect(subjectsFound("%")).toEqual([]);
  });

  it("counts and pages the unread ones that match", () => {
    const read = send("Seen website", "website");
    send("New website", "website");
    markMessages([read], true);
    expect(countInbox({ filter: "all", state: "all", q: "website" })).toEqual({ count: 2, more: false });
    expect(countInbox({ filter: "unread", state: "all", q: "website" })).toEqual({ count: 1, more: false });
    expect(
      inboxPage({ filter: "unread", state: "all", q: "website" }, { limit: 10, offset: 0 }).map(
        (m) => m.subject,
      ),
    ).toEqual(["New website"]);
  });

  it("counts a search only as far as asked, and says when there are more", () => {
    for (const n of [1, 2, 3, 4, 5]) send(`website ${n}`, "website", n % 2 ? {} : { name: "Other" });
    send("Something else");
    expect(countInbox({ filter: "all", state: "all", q: "website" }, 3)).toEqual({ count: 3, more: true });
    expect(countInbox({ filter: "all", state: "all", q: "website" }, 4)).toEqual({ count: 4, more: true });
    expect(countInbox({ filter: "all", state: "all", q: "website" }, 5)).toEqual({ count: 5, more: false });
    expect(countInbox({ filter: "all", state: "all", q: "website" })).toEqual({ count: 5, more: false });
    // The kept counts are exact whatever the limit.
    expect(countInbox({ filter: "all", state: "all", q: "" }, 2)).toEqual({ count: 6, more: false });
  });

  it("folds in SQL exactly as in JavaScript", () => {
    const samples = ["ماڵپەڕيك", "إلكترونيّاً", "٠٧٥٠ ۱۲۳", "كۆمپانیا‌کە", "ـالـ", "plain Latin"];
    for (const text of samples) {
      expect(
        sqlite
          .prepare(`select ${foldSql("?")}`)
          .pluck()
          .get(text),
        text,
      ).toBe(foldForSearch(text));
    }
  });
});

describe("an older database", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "inbox-index-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("gets the counts and the index of the messages it already holds at its next start", () => {
    const file = path.join(folder, "site.db");
    const first = openDatabase(file, { seed: false });
    first.sqlite
      .prepare(
        "insert into messages (id, name, email, phone, subject, message, date) values (?, ?, ?, ?, ?, ?, ?)",
      )
      .run("oldmessage000001", "Old", "old@example.com", "0750", "Before the index", "مرحبا بكم", Date.now());
    // As a database from before the index was: no counts, no index, no triggers.
    for (const trigger of first.sqlite
      .prepare("select name from sqlite_master where type = 'trigger' and name like 'inbox_index_%'")
      .pluck()
      .all() as string[])
      first.sqlite.exec(`drop trigger "${trigger}"`);
    first.sqlite.exec("drop table message_search; drop table inbox_counts");
    first.sqlite.close();

    const again = openDatabase(file, { seed: false });
    try {
      expect(again.sqlite.prepare("select total, unread from inbox_counts").get()).toEqual({
        total: 1,
        unread: 1,
      });
      const found = again.sqlite
        .prepare("select rowid from message_search where message_search match ?")
        .pluck()
        .all('"مرحبا"');
      expect(found).toHaveLength(1);
    } finally {
      again.sqlite.close();
    }
  });
});
