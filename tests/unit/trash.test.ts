import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expireTrash, purgeTrashed, restoreTrashed, trashRecords } from "~/admin/trash.server";
import { purgeOldMessages } from "~/contact/message-retention.server";
import { filesOfImage } from "~/content/stored-image";
import { currentContentVersion } from "~/db/content-version.server";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { findInboxMessage, inboxPage, insertMessage, markMessages } from "~/db/inbox.server";
import {
  conversationOf,
  insertNote,
  insertReply,
  markReplySent,
  messageStateOf,
  setMessageStates,
} from "~/db/message-replies.server";
import {
  findRecord,
  findShownRecord,
  insertRecord,
  listPage,
  listShown,
  moveRecord,
  referencedImages,
  saveRecord,
  setVisibility,
} from "~/db/records.server";
import {
  countTrash,
  findTrashedRecord,
  restoreFromTrash,
  trashPage,
  type TrashItem,
} from "~/db/trash.server";
import { describeDatabase } from "~/db/snapshots.server";
import { listVersions } from "~/db/versions.server";
import { readFormWithImage } from "~/media/upload-form.server";
import { storeImage, sweepUploads } from "~/media/uploads.server";
import { pngImage } from "../support/images";

/**
 * The trash on this file's real SQLite database and uploads folder: one mechanism for every content
 * type and for visitor messages (the whole flow over HTTP, as staff use it: tests/server/trash.test.ts).
 */

const staff = { id: "staff-1", email: "staff@example.com" };
const uploads = () => process.env.UPLOADS_DIR!;
const onDisk = (value: string) => filesOfImage(value).every((name) => existsSync(path.join(uploads(), name)));
const anyOnDisk = (value: string) =>
  filesOfImage(value).some((name) => existsSync(path.join(uploads(), name)));

async function uploaded(id: string, width = 40, height = 30): Promise<string> {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(pngImage(width, height))], { type: "image/png" }), "a.png");
  const { image } = await readFormWithImage(new Request("http://localhost/", { method: "POST", body: form }));
  if (image.kind !== "image") throw new Error(`the test image was refused: ${image.kind}`);
  return storeImage(id, image);
}

async function service(title: string): Promise<{ id: string; image: string }> {
  const id = newId();
  const image = await uploaded(id);
  insertRecord("services", id, { titleEn: title, descEn: `${title} text`, image });
  return { id, image };
}

const item = (recordId: string): TrashItem => {
  const found = trashPage({}, { limit: 1000, offset: 0 }).find((entry) => entry.recordId === recordId);
  if (!found) throw new Error(`${recordId} is not in the trash`);
  return found;
};
const order = () => listPage("services", { limit: 1000, offset: 0 }).map((row) => row.id);

describe("deleting moves a record to the trash", () => {
  it("takes it off the site at once (the content version moves) and keeps it whole, image files included", async () => {
    const { id, image } = await service("Cloud backup");
    setVisibility("services", id, false);
    const version = currentContentVersion();
    expect(trashRecords(staff, "services", [id])).toBe(1);
    expect(findRecord("services", id)).toBeUndefined();
    expect(listShown("services").map((row) => row.id)).not.toContain(id);
    expect(currentContentVersion()).toBeGreaterThan(version);
    expect(onDisk(image)).toBe(true);
    expect(referencedImages().has(image)).toBe(true);
    expect(item(id)).toMatchObject({ type: "services", label: "Cloud backup", deletedBy: staff.email });
    // As it was, for a preview: hidden, its image.
    expect(findTrashedRecord("services", id)).toMatchObject({
      id,
      titleEn: "Cloud backup",
      image,
      visible: 0,
    });
    // The start-up sweep keeps its files too.
    await sweepUploads(referencedImages());
    expect(onDisk(image)).toBe(true);
  });

  it("moves nothing for an unknown id", () => {
    expect(trashRecords(staff, "services", ["noSuchRecord0000"])).toBe(0);
  });

  it("lists the most recently deleted first, all types or one", async () => {
    const older = await service("Older");
    const client = newId();
    insertRecord("clients", client, { titleEn: "A client", phone: "" });
    trashRecords(staff, "services", [older.id]);
    trashRecords(staff, "clients", [client]);
    const all = trashPage({}, { limit: 2, offset: 0 }).map((entry) => entry.recordId);
    expect(all).toEqual([client, older.id]);
    expect(trashPage({ type: "clients" }, { limit: 100, offset: 0 }).every((e) => e.type === "clients")).toBe(
      true,
    );
    expect(countTrash({ type: "clients" })).toBeGreaterThanOrEqual(1);
  });
});

describe("restoring", () => {
  it("puts a record back with its image, its place in the order and its visibility", async () => {
    const records = [await service("First"), await service("Second"), await service("Third")];
    // Distinct orders: the middle one has a place of its own.
    moveRecord("services", records[2]!.id, { kind: "down" });
    moveRecord("services", records[2]!.id, { kind: "up" });
    const before = order();
    const middle = before.indexOf(records[1]!.id);
    setVisibility("services", records[1]!.id, false);
    const stored = findRecord("services", records[1]!.id)!;
    trashRecords(staff, "services", [records[1]!.id]);

    const version = currentContentVersion();
    const outcome = restoreTrashed(staff, [item(records[1]!.id).id]);
    expect(outcome.restored.map((entry) => entry.recordId)).toEqual([records[1]!.id]);
    expect(currentContentVersion()).toBeGreaterThan(version);
    expect(findRecord("services", records[1]!.id)).toEqual(stored);
    expect(order().indexOf(records[1]!.id)).toBe(middle);
    expect(findShownRecord("services", records[1]!.id)).toBeUndefined();
    expect(onDisk(records[1]!.image)).toBe(true);
    expect(countTrash({})).toBe(trashPage({}, { limit: 1000, offset: 0 }).length);
    expect(trashPage({}, { limit: 1000, offset: 0 }).map((e) => e.recordId)).not.toContain(records[1]!.id);
  });

  it("puts it first when its place was taken meanwhile (a service, as a new one goes)", async () => {
    const a = await service("Taken A");
    const b = await service("Taken B");
    moveRecord("services", b.id, { kind: "down" }); // a, b, …: every record numbered from the lowest
    trashRecords(staff, "services", [b.id]);
    // A move numbers the rest again: b's number (the second place) now belongs to another record.
    moveRecord("services", order()[2]!, { kind: "up" });
    restoreTrashed(staff, [item(b.id).id]);
    expect(order()[0]).toBe(b.id);
    expect(order()[1]).toBe(a.id);
  });

  it("puts a menu's link last when its place was taken meanwhile, where a new link goes", () => {
    const links = () => listPage("footerMenu", { limit: 1000, offset: 0 }).map((row) => row.id);
    const [first, second] = links();
    moveRecord("footerMenu", second!, { kind: "up" }); // every link numbered from the lowest
    trashRecords(staff, "footerMenu", [first!]);
    // Its number (now the second place) goes to the link after it.
    moveRecord("footerMenu", links()[1]!, { kind: "up" });
    restoreTrashed(staff, [item(first!).id]);
    expect(links().at(-1)).toBe(first);
  });

  it("leaves an item in the trash when a record with its id is on the site again", async () => {
    const { id } = await service("Imported again");
    trashRecords(staff, "services", [id]);
    insertRecord("services", id, { titleEn: "Imported again, anew" });
    const outcome = restoreFromTrash([item(id).id]);
    expect(outcome.restored).toEqual([]);
    expect(outcome.taken.map((entry) => entry.recordId)).toEqual([id]);
    expect(findRecord("services", id)?.titleEn).toBe("Imported again, anew");
    expect(item(id)).toBeDefined();
  });

  it("brings a visitor message back with its reading state, unread stays unread", () => {
    const read = insertMessage({
      name: "N",
      email: "n@example.com",
      phone: "1",
      subject: "Read",
      message: "M",
    });
    const unread = insertMessage({
      name: "U",
      email: "u@example.com",
      phone: "1",
      subject: "Unread",
      message: "M",
    });
    markMessages([read], true);
    expect(trashRecords(staff, "messages", [read, unread])).toBe(2);
    expect(findInboxMessage(read)).toBeUndefined();
    restoreTrashed(staff, [item(read).id, item(unread).id]);
    expect(findInboxMessage(read)?.message).toMatchObject({ subject: "Read", read: true });
    expect(findInboxMessage(unread)?.message).toMatchObject({ subject: "Unread", read: false });
    // Searchable again (the inbox's index follows the row), and counted as unread again.
    expect(
      inboxPage({ filter: "all", state: "all", q: "Unread" }, { limit: 10, offset: 0 }).map((m) => m.id),
    ).toContain(unread);
    expect(
      inboxPage({ filter: "unread", state: "all", q: "" }, { limit: 100, offset: 0 }).map((m) => m.id),
    ).not.toContain(read);
  });

  it("takes a message's state, replies and notes with it, and a restore puts them back; a reply not sent yet stays unsent", () => {
    const id = insertMessage({
      name: "R",
      email: "r@example.com",
      phone: "1",
      subject: "Answered",
      message: "M",
    });
    const sent = insertReply({
      messageId: id,
      formKey: newId(),
      toAddress: "r@example.com",
      subject: "Re: Answered",
      body: "**Yes**",
      language: "en",
      staffId: staff.id,
      staffEmail: staff.email,
    })!;
    markReplySent(sent.id, 1);
    insertReply({
      messageId: id,
      formKey: newId(),
      toAddress: "r@example.com",
      subject: "Re: Answered",
      body: "Still queued",
      language: "en",
      staffId: staff.id,
      staffEmail: staff.email,
    });
    insertNote(id, "Called her", staff.email);
    setMessageStates([id], "closed", staff.email);
    expect(trashRecords(staff, "messages", [id])).toBe(1);
    // The queued mail went with the message: nothing sends it from the trash, or after a restore.
    expect(
      database()
        .sqlite.prepare("select count(*) as n from mail_notifications where reply_id is not null")
        .get(),
    ).toEqual({ n: 0 });
    expect(conversationOf(id)).toEqual({ replies: [], notes: [] });
    restoreTrashed(staff, [item(id).id]);
    expect(messageStateOf(id)).toMatchObject({ state: "closed", changedBy: staff.email });
    const { replies, notes } = conversationOf(id);
    expect(replies.map((reply) => [reply.body, reply.status, reply.error])).toEqual([
      ["**Yes**", "sent", null],
      ["Still queued", "failed", "trashed"],
    ]);
    expect(notes.map((note) => [note.body, note.staffEmail])).toEqual([["Called her", staff.email]]);
    expect(findInboxMessage(id)?.message.state).toBe("closed");
  });
});

describe("deleting for ever", () => {
  it("removes the item, the record's versions and the image files nothing else names", async () => {
    const id = newId();
    const first = await uploaded(id, 20, 10);
    saveRecord("products", id, { titleEn: "Versioned", image: first }, "add", { by: staff.email });
    const second = await uploaded(id, 24, 12);
    saveRecord("products", id, { titleEn: "Versioned", image: second }, "edit", { by: staff.email });
    expect(onDisk(first)).toBe(true); // the first version names it
    trashRecords(staff, "products", [id]);
    expect(await purgeTrashed(staff, [item(id).id])).toBe(1);
    expect(listVersions({ type: "products", recordId: id })).toEqual([]);
    expect(anyOnDisk(first)).toBe(false);
    expect(anyOnDisk(second)).toBe(false);
  });

  it("keeps a file another record still names", async () => {
    const keeper = await service("Keeper");
    const other = newId();
    insertRecord("services", other, { titleEn: "Shares an image", image: keeper.image });
    trashRecords(staff, "services", [other]);
    expect(await purgeTrashed(staff, [item(other).id])).toBe(1);
    expect(onDisk(keeper.image)).toBe(true);
  });

  it("happens by itself after TRASH_DAYS, logged without an account", async () => {
    const old = await service("Long gone");
    const recent = await service("Just deleted");
    trashRecords(staff, "services", [old.id]);
    trashRecords(staff, "services", [recent.id]);
    const { sqlite } = database();
    sqlite
      .prepare("update trash set deleted_at = ? where record_id = ?")
      .run(Date.now() - 31 * 24 * 60 * 60 * 1000, old.id);
    const { deleted } = await expireTrash(30);
    expect(deleted).toBe(1);
    expect(anyOnDisk(old.image)).toBe(false);
    expect(onDisk(recent.image)).toBe(true);
    expect(item(recent.id)).toBeDefined();
    const logged = sqlite
      .prepare("select account_id, action from activity_log where subject_id = ? order by id")
      .all(old.id);
    expect(logged).toEqual([
      { account_id: staff.id, action: "trash" },
      { account_id: null, action: "expire" },
    ]);
  });

  it("happens to a trashed message past the retention, whatever the trash's days", () => {
    const now = new Date();
    const old = insertMessage(
      { name: "Old", email: "o@example.com", phone: "1", subject: "Two years ago", message: "M" },
      new Date(now.getTime() - 800 * 24 * 60 * 60 * 1000),
    );
    trashRecords(staff, "messages", [old]);
    const before = countTrash({ type: "messages" });
    const { fromTrash } = purgeOldMessages(24, now);
    expect(fromTrash).toBe(1);
    expect(countTrash({ type: "messages" })).toBe(before - 1);
  });
});

describe("the uploads folder", () => {
  it("keeps at start what a trashed record or a version names, and removes what nothing names", async () => {
    const trashed = await service("Trashed image");
    trashRecords(staff, "services", [trashed.id]);
    const orphan = await uploaded(newId());
    const removed = await sweepUploads(referencedImages());
    expect(removed.sort()).toEqual(filesOfImage(orphan).sort());
    expect(onDisk(trashed.image)).toBe(true);
    expect(readdirSync(uploads()).length).toBeGreaterThan(0);
  });
});

describe("a backup", () => {
  it("holds the images a trashed record and an earlier version name, so a restore can bring them back", async () => {
    const trashed = await service("Backed up in the trash");
    trashRecords(staff, "services", [trashed.id]);
    const id = newId();
    const replaced = await uploaded(id, 22, 11);
    saveRecord("products", id, { titleEn: "Replaced", image: replaced }, "add", { by: staff.email });
    saveRecord("products", id, { titleEn: "Replaced", image: await uploaded(id, 26, 13) }, "edit", {
      by: staff.email,
    });
    database().sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const { images } = describeDatabase(process.env.DATABASE_PATH!);
    for (const name of [...filesOfImage(trashed.image), ...filesOfImage(replaced)])
      expect(images).toContain(name);
  });
});
