import { describe, expect, it } from "vitest";
import { restoreTrashed, trashRecords } from "~/admin/trash.server";
import {
  contentTypeNames,
  contentTypes,
  TRANSLATION_LANGUAGES,
  type ContentTypeName,
} from "~/content/content-types";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { insertRecord, missingTextIn, recordCounts, saveRecord } from "~/db/records.server";
import { installRecordCounts } from "~/db/record-counts.server";
import { tables } from "~/db/schema";
import { count } from "drizzle-orm";

/**
 * The dashboard's numbers (records of each type, and those lacking a Kurdish or Arabic text) are
 * kept by triggers as records are added, edited, trashed and restored, in any process: they always
 * equal a count over the table, which the dashboard no longer makes.
 */
const staff = { id: "staff-record-counts", email: "counts@zagros.test" };

function counted(name: ContentTypeName) {
  const { db } = database();
  const table = tables[name];
  return {
    total: db.select({ n: count() }).from(table).get()!.n,
    missing: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [
        language,
        db.select({ n: count() }).from(table).where(missingTextIn(name, language)).get()!.n,
      ]),
    ),
  };
}

const expectCountsRight = () => {
  for (const name of contentTypeNames) expect(recordCounts(name), name).toEqual(counted(name));
};

describe("the record counts", () => {
  it("start right on the sample content", () => {
    database();
    expect(recordCounts("services").total).toBeGreaterThan(0);
    expectCountsRight();
  });

  it("follow adds, edits (a translation emptied and filled), trash and restore", () => {
    const before = recordCounts("services");
    const id = newId();
    insertRecord("services", id, { titleEn: "Cloud backup", titleKu: "", titleAr: "نسخ احتياطي" });
    expect(recordCounts("services").total).toBe(before.total + 1);
    expect(recordCounts("services").missing.ku).toBe(before.missing.ku + 1);
    expectCountsRight();

    saveRecord("services", id, { titleKu: "پاشەکەوتی هەور" }, "edit");
    expect(recordCounts("services").missing.ku).toBe(before.missing.ku);
    saveRecord("services", id, { titleAr: "" }, "edit");
    expect(recordCounts("services").missing.ar).toBe(before.missing.ar + 1);
    expectCountsRight();

    expect(trashRecords(staff, "services", [id])).toBe(1);
    expect(recordCounts("services").total).toBe(before.total);
    expect(recordCounts("services").missing.ar).toBe(before.missing.ar);
    expectCountsRight();

    const [trashed] = database().sqlite.prepare("select id from trash where record_id = ?").all(id) as {
      id: number;
    }[];
    restoreTrashed(staff, [trashed!.id]);
    expect(recordCounts("services").total).toBe(before.total + 1);
    expectCountsRight();
  });

  it("are made again at start, so a count that went wrong (a write with the triggers gone) heals", () => {
    const { sqlite } = database();
    sqlite.exec("UPDATE record_counts SET value = 999");
    installRecordCounts(sqlite);
    expectCountsRight();
  });

  it("cover every content type, from its description", () => {
    const types = database()
      .sqlite.prepare("select distinct type from record_counts")
      .pluck()
      .all() as string[];
    expect(types.sort()).toEqual([...contentTypeNames].sort());
    expect(contentTypes.messages.inbox).toBe(true);
  });
});
