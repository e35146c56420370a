import { describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { installListSearch, searchedColumns } from "~/db/list-search.server";
import {
  countRecords,
  deleteRecord,
  insertRecord,
  listPage,
  moveRecord,
  updateRecord,
} from "~/db/records.server";

/** The back office's list searches through their index, on this file's real SQLite database. */
const { sqlite } = database();

const found = (words: string) =>
  listPage("clients", { limit: 1000, offset: 0 }, 1000, { search: words }).map((row) => row.titleEn);
const client = (values: Record<string, string>) => {
  const id = newId();
  insertRecord("clients", id, { titleEn: "", ...values });
  return id;
};

describe("a list's search", () => {
  it("finds what LIKE found: a part of any language's text, its wildcards and quotes as typed", () => {
    expect(searchedColumns("clients")).toEqual(["titleEn", "titleKu", "titleAr", "phone"]);
    client({ titleEn: "Percent 100% Ltd", titleKu: "کۆمپانیای ڕووناکی", titleAr: "شركة الضياء" });
    client({ titleEn: 'Under_score "Quoted" Co' });
    client({ titleEn: "Plain Co" });
    expect(found("100%")).toEqual(["Percent 100% Ltd"]);
    expect(found("0%")).toEqual(["Percent 100% Ltd"]);
    expect(found("r_s")).toEqual(['Under_score "Quoted" Co']);
    expect(found('"Quoted"')).toEqual(['Under_score "Quoted" Co']);
    expect(found("percent")).toEqual(["Percent 100% Ltd"]);
    expect(found("ڕووناک")).toEqual(["Percent 100% Ltd"]);
    // Fewer than three characters: too short for the trigram index, read from its text.
    expect(found("Co").sort()).toEqual(["Plain Co", 'Under_score "Quoted" Co']);
    expect(found("%")).toEqual(["Percent 100% Ltd"]);
    expect(found("no such words")).toEqual([]);
  });

  it("folds letters and digits as the inbox does: an Arabic keyboard finds Kurdish, Eastern digits find Western", () => {
    client({ titleEn: "Folded", titleKu: "کارگەی یەکەم", titleAr: "مكتب ٢٠٢٤" });
    // ي and ك typed on an Arabic keyboard, ە as ه.
    expect(found("كارگهي")).toEqual(["Folded"]);
    expect(found("2024")).toEqual(["Folded"]);
    expect(found("٢٠٢٤")).toEqual(["Folded"]);
  });

  it("never matches across two fields: each is a line of its own", () => {
    client({ titleEn: "Left end", titleKu: "right start" });
    expect(found("end right")).toEqual([]);
    expect(found("Left end")).toEqual(["Left end"]);
  });

  it("is kept by the records' writes: added, changed, deleted; a move leaves it alone", () => {
    const id = client({ titleEn: "Kept Alpha" });
    expect(found("Kept Alpha")).toEqual(["Kept Alpha"]);
    updateRecord("clients", id, { titleEn: "Kept Beta" });
    expect(found("Kept Alpha")).toEqual([]);
    expect(found("Kept Beta")).toEqual(["Kept Beta"]);
    expect(moveRecord("clients", id, { kind: "bottom" })).toBeTruthy();
    expect(found("Kept Beta")).toEqual(["Kept Beta"]);
    deleteRecord("clients", id);
    expect(found("Kept Beta")).toEqual([]);
    expect(countRecords("clients", { search: "Kept" })).toBe(0);
  });

  it("is made again at start when its triggers changed or the index is gone, from the records as they are", () => {
    client({ titleEn: "Rebuilt Gamma" });
    // A write the triggers did not see (the index dropped by hand), and an old trigger.
    sqlite.exec('DROP TABLE "clients_search"');
    sqlite.exec('DROP TRIGGER "list_search_clients_update"');
    sqlite.exec('CREATE TRIGGER "list_search_clients_update" AFTER UPDATE ON "clients" BEGIN SELECT 1; END');
    installListSearch(sqlite);
    expect(found("Rebuilt Gamma")).toEqual(["Rebuilt Gamma"]);
    const updated = sqlite
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'list_search_clients_update'")
      .pluck()
      .get() as string;
    expect(updated).toContain('UPDATE OF "titleEn", "titleKu", "titleAr", "phone" ON');
  });

  it("reads the index, not every row: the query plan searches it by its trigram MATCH", () => {
    const plan = (
      sqlite
        .prepare(
          `EXPLAIN QUERY PLAN SELECT count(*) FROM clients WHERE clients.rowid IN (SELECT clients_search.rowid FROM clients_search WHERE clients_search MATCH '"abc"')`,
        )
        .all() as { detail: string }[]
    )
      .map((row) => row.detail)
      .join(" ");
    expect(plan).toContain("VIRTUAL TABLE INDEX");
    expect(plan).not.toMatch(/SCAN clients\b/);
  });
});
