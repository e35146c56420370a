import { describe, expect, it } from "vitest";
import { purgeTrashed, trashRecords } from "~/admin/trash.server";
import { librarySnippet, libraryIdsIn, libraryReference } from "~/content/library-references";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { libraryItem, usesOf } from "~/db/library.server";
import { countRecords, listPage, saveRecord } from "~/db/records.server";

/**
 * The image library's "Unused only" (the list's filter, in SQL) against usesOf (an item's page, one
 * query per place): the same places, so an item is listed as unused exactly when its page says
 * nothing uses it. On this file's real SQLite database (the whole flow over HTTP:
 * tests/server/image-library.test.ts).
 */

const staff = { id: "staff-1", email: "staff@example.com" };
const by = { by: staff.email };

function item(name: string, file = `/uploads/${newId()}-abc123-40x30.png`): string {
  const id = newId();
  saveRecord("media", id, { name, image: file }, "add", by);
  return id;
}
const fileOf = (id: string) => libraryItem(id)!.image;

function client(image: string): string {
  const id = newId();
  saveRecord("clients", id, { titleEn: `Client of ${image}`, image, phone: "" }, "add", by);
  return id;
}

const unusedIds = () =>
  listPage("media", { limit: 10_000, offset: 0 }, countRecords("media", { unused: true }), {
    unused: true,
  }).map((row) => row.id);

describe("the image library's unused items", () => {
  it("are exactly those usesOf finds nothing for, whatever uses the others", () => {
    const lonely = item("Nothing uses me");
    const onClient = item("A client's logo");
    client(fileOf(onClient));
    const inTrash = item("Only a trashed client's");
    trashRecords(staff, "clients", [client(fileOf(inTrash))]);
    const inVersion = item("Only an old version's");
    const changed = client(fileOf(inVersion));
    saveRecord("clients", changed, { image: fileOf(lonely) }, "edit", by);
    // That client now shows the lonely one: it is not lonely any more.
    const stillLonely = item("Nothing uses me either");
    const inPage = item("In a page's text");
    const page = newId();
    saveRecord(
      "pages",
      page,
      {
        titleEn: "About the office",
        address: `office-${page}`,
        bodyEn: `Our office:\n\n${librarySnippet(inPage)}`,
      },
      "add",
      by,
    );
    const inOldPost = item("In a post's text, once");
    const post = newId();
    saveRecord(
      "news",
      post,
      { titleEn: "Opening", address: `opening-${post}`, bodyKu: `وێنە:\n\n![](image:${inOldPost})` },
      "add",
      by,
    );
    saveRecord("news", post, { bodyKu: "بێ وێنە" }, "edit", by);
    // A replaced file: the trashed client still names the old one, which is this item's.
    const replaced = item("Replaced since");
    trashRecords(staff, "clients", [client(fileOf(replaced))]);
    saveRecord("media", replaced, { image: `/uploads/${replaced}-def456-40x30.png` }, "edit", by);

    const unused = unusedIds();
    expect(unused).toContain(stillLonely);
    for (const used of [lonely, onClient, inTrash, inVersion, inPage, inOldPost, replaced])
      expect(unused, libraryItem(used)!.name).not.toContain(used);
    const places = (id: string) => usesOf(libraryItem(id)!).map((use) => use.place);
    expect(places(onClient)).toEqual(["record"]);
    // A trashed record's versions are its history: the trash stands for them.
    expect(places(inTrash)).toEqual(["trash"]);
    expect(places(inVersion)).toEqual(["version"]);
    expect(places(inPage)).toEqual(["record"]);
    expect(places(inOldPost)).toEqual(["version"]);
    expect(places(replaced)).toEqual(["trash"]);
    expect(places(stillLonely)).toEqual([]);
    // And the same answer for every item the database holds (the sample content's too).
    const all = listPage("media", { limit: 10_000, offset: 0 }).map((row) => row.id);
    expect(new Set(unused)).toEqual(new Set(all.filter((id) => usesOf(libraryItem(id)!).length === 0)));
    expect(countRecords("media", { unused: true })).toBe(unused.length);
  });

  it("follows the trash: an item only a trashed record used is unused once that record is deleted for ever", async () => {
    const picture = item("Only a trashed one's");
    const owner = client(fileOf(picture));
    expect(unusedIds()).not.toContain(picture);
    trashRecords(staff, "clients", [owner]);
    // Saved since: the trashed record's versions are not the newest ones.
    item("Added since");
    expect(unusedIds()).not.toContain(picture);
    const [trashed] = database().sqlite.prepare("select id from trash where record_id = ?").all(owner) as {
      id: number;
    }[];
    // Deleting for ever changes no record of the site: what is kept must not outlive it.
    expect(await purgeTrashed(staff, [trashed!.id])).toBe(1);
    expect(unusedIds()).toContain(picture);
  });

  it("reads a text's codes as instr finds them: whole ids only", () => {
    expect(libraryIdsIn(`a ${librarySnippet("abc")} b ![x](image:abc_d) (image:abc)`)).toEqual([
      "abc",
      "abc_d",
    ]);
    expect(libraryIdsIn("image:abc (image:) (image:a b)")).toEqual([]);
    expect(`x${libraryReference("abc_d")}`.includes(libraryReference("abc"))).toBe(false);
  });
});
