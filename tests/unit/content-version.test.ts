import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { contentTypeNames, contentTypes, singleTypeNames } from "~/content/content-types";
import { installContentVersionTriggers } from "~/db/content-version-triggers.server";
import { currentContentVersion } from "~/db/content-version.server";
import { database } from "~/db/client.server";
import {
  deleteRecord,
  findRecord,
  insertRecord,
  isOrderedByHand,
  listPage,
  moveRecord,
  saveRecord,
  setVisibility,
  updateRecord,
} from "~/db/records.server";
import { newId } from "~/db/ids.server";
import { tables } from "~/db/schema";
import { homeSectionsShown, loadHomeContent } from "~/site/home-content.server";

const values = {
  titleEn: "A title",
  nameEn: "A name",
  image: "images/logo.svg",
  phone: "",
  name: "N",
  email: "a@b.co",
};

describe("the content version", () => {
  it("moves on with every insert, update and delete of a type visitors see", () => {
    for (const name of contentTypeNames.filter((n) => contentTypes[n].onPublicPages)) {
      const id = newId();
      let before = currentContentVersion();
      // A page's address is unique: each record its own (other types have no such column).
      insertRecord(name, id, { ...values, address: `page-${id.toLowerCase()}` });
      expect(currentContentVersion(), `${name} insert`).toBeGreaterThan(before);
      before = currentContentVersion();
      updateRecord(
        name,
        id,
        name === "teamMembers" ? { nameEn: "Another name" } : { titleEn: "Another title" },
      );
      expect(currentContentVersion(), `${name} update`).toBeGreaterThan(before);
      before = currentContentVersion();
      setVisibility(name, id, false);
      expect(currentContentVersion(), `${name} hide`).toBeGreaterThan(before);
      insertRecord(name, newId(), { ...values, address: "another-page" });
      const moved = currentContentVersion();
      // Only a list ordered by hand moves (news are by date, pages by title).
      if (isOrderedByHand(name)) {
        expect(moveRecord(name, id, { kind: "up" }).status, `${name} move`).toBe("moved");
        expect(currentContentVersion(), `${name} move`).toBeGreaterThan(moved);
      } else expect(moveRecord(name, id, { kind: "up" }).status, `${name} move`).toBe("unchanged");
      before = currentContentVersion();
      deleteRecord(name, id);
      expect(currentContentVersion(), `${name} delete`).toBeGreaterThan(before);
    }
  });

  it("stays the same when a visitor's message is stored (no page shows messages)", () => {
    const before = currentContentVersion();
    insertRecord("messages", newId(), { name: "N", email: "a@b.co", phone: "1", subject: "S", message: "M" });
    expect(currentContentVersion()).toBe(before);
  });

  it("moves on only when the write commits", () => {
    const before = currentContentVersion();
    const { sqlite } = database();
    expect(() =>
      sqlite.transaction(() => {
        saveRecord("clients", newId(), values, "add");
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    expect(currentContentVersion()).toBe(before);
  });

  it("is shared with every other connection to the file (another process on the box)", () => {
    const other = new Database(process.env.DATABASE_PATH!);
    const before = (other.prepare("SELECT version FROM content_version").pluck().get() as number) ?? 0;
    insertRecord("products", newId(), values);
    expect(other.prepare("SELECT version FROM content_version").pluck().get()).toBeGreaterThan(before);
    other.close();
  });

  it("installs its triggers once, whatever the number of starts", () => {
    const { sqlite } = database();
    const count = () =>
      sqlite
        .prepare(
          "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_bumps_content_version'",
        )
        .pluck()
        .get() as number;
    const triggers = count();
    installContentVersionTriggers(sqlite);
    installContentVersionTriggers(sqlite);
    expect(count()).toBe(triggers);
    // Insert, update and delete on every public content type, the image library (its pictures are on
    // the pages), the company's facts and each page's texts.
    expect(triggers).toBe(
      3 *
        (contentTypeNames.filter((n) => contentTypes[n].onPublicPages || contentTypes[n].library).length +
          singleTypeNames.length),
    );
  });
});

describe("what every page reads, remembered until the content changes", () => {
  it("is the same object until a write to public content, then read again, from any connection", () => {
    const first = loadHomeContent("en");
    expect(loadHomeContent("en")).toBe(first);
    expect(homeSectionsShown()).toBe(homeSectionsShown());
    insertRecord("messages", newId(), { name: "N", email: "a@b.co", phone: "1", subject: "S", message: "M" });
    expect(loadHomeContent("en")).toBe(first);

    // A write by another process (an import, a restore on the box) moves the version too.
    const other = new Database(process.env.DATABASE_PATH!);
    const id = newId();
    other
      .prepare(`INSERT INTO ${contentTypes.services.key} (id, titleEn, date) VALUES (?, ?, ?)`)
      .run(id, "Written elsewhere", Date.now() + 60_000);
    other.close();
    const second = loadHomeContent("en");
    expect(second).not.toBe(first);
    expect(second.services.map((service) => service.title.text)).toContain("Written elsewhere");

    setVisibility("services", id, false);
    expect(loadHomeContent("en").services.map((service) => service.title.text)).not.toContain(
      "Written elsewhere",
    );
  });

  it("is not shared with a preview, which adds a record visitors do not see", () => {
    const id = newId();
    insertRecord("clients", id, { ...values, titleEn: "Previewed client" });
    setVisibility("clients", id, false);
    const record = findRecord("clients", id)!;
    const previewed = loadHomeContent("en", { name: "clients", record });
    expect(previewed.clients.map((client) => client.title.text)).toContain("Previewed client");
    expect(loadHomeContent("en").clients.map((client) => client.title.text)).not.toContain(
      "Previewed client",
    );
  });
});

describe("admin paging", () => {
  it("gives every page the rows OFFSET paging would, from both ends", () => {
    const { sqlite } = database();
    sqlite.exec(`DELETE FROM ${contentTypes.jumbotrons.key}`);
    // Some rows share a date: the id breaks the tie the same way on every page.
    const insert = sqlite.prepare(
      `INSERT INTO ${contentTypes.jumbotrons.key} (id, titleEn, date) VALUES (?, ?, ?)`,
    );
    for (let i = 0; i < 23; i++)
      insert.run(newId(), `Banner ${i}`, 1_700_000_000_000 + Math.floor(i / 3) * 1000);
    const all = listPage("jumbotrons", { limit: 100, offset: 0 }).map((row) => row.id);
    expect(all).toHaveLength(23);
    const pages: string[] = [];
    for (let offset = 0; offset < 23; offset += 3) {
      pages.push(...listPage("jumbotrons", { limit: 3, offset }).map((row) => row.id));
    }
    expect(pages).toEqual(all);
    expect(listPage("jumbotrons", { limit: 3, offset: 23 })).toEqual([]);
    void tables;
  });
});
