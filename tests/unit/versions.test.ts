import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { action as versionAction, loader as versionLoader } from "~/admin/routes/version";
import { VERSIONS_ALL_DAYS, VERSIONS_DAILY_MONTHS, VERSIONS_KEPT } from "~/content/record-columns";
import { filesOfImage } from "~/content/stored-image";
import { database, db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { findRecord, insertRecord, referencedImages, saveRecord, setVisibility } from "~/db/records.server";
import { readSingleWithTime, saveSingle } from "~/db/singles.server";
import { findVersion, listVersions, pruneVersions, thinnedOut } from "~/db/versions.server";
import { contentTypes } from "~/content/content-types";
import { readFormWithImage } from "~/media/upload-form.server";
import { removeUnnamedImages, storeImage } from "~/media/uploads.server";
import { pngImage } from "../support/images";
import { callRoute, staffCookie } from "./helpers";

/**
 * Every save keeps a version, on this file's real SQLite database and uploads folder (as staff use
 * it over HTTP: tests/server/trash.test.ts).
 */

const by = { by: "editor@example.com" };
const products = (id: string) => ({ type: "products", recordId: id });
const onDisk = (value: string) =>
  filesOfImage(value).every((name) => existsSync(path.join(process.env.UPLOADS_DIR!, name)));

async function uploaded(id: string, width: number): Promise<string> {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(pngImage(width, 10))], { type: "image/png" }), "a.png");
  const { image } = await readFormWithImage(new Request("http://localhost/", { method: "POST", body: form }));
  if (image.kind !== "image") throw new Error(`the test image was refused: ${image.kind}`);
  return storeImage(id, image);
}

describe("a record's versions", () => {
  it("keeps each save (who, when, which fields), newest first; a save that changes nothing keeps none", () => {
    const id = newId();
    saveRecord("products", id, { titleEn: "One", descEn: "Text" }, "add", by);
    saveRecord("products", id, { titleEn: "Two", descEn: "Text" }, "edit", { by: "other@example.com" });
    saveRecord("products", id, { titleEn: "Two", descEn: "Text" }, "edit", by);
    const versions = listVersions(products(id));
    expect(versions.map((v) => [v.savedBy, v.changedFields, v.baseline])).toEqual([
      ["other@example.com", ["titleEn"], false],
      ["editor@example.com", ["titleEn", "descEn"], false],
    ]);
    expect(findVersion(products(id), versions[1]!.id)?.values).toMatchObject({
      titleEn: "One",
      descEn: "Text",
    });
    // Another record's version is not this one's.
    expect(findVersion({ type: "products", recordId: newId() }, versions[0]!.id)).toBeUndefined();
  });

  it("keeps what a record held before its first save since the history began", () => {
    const id = newId();
    insertRecord("products", id, { titleEn: "From before" });
    saveRecord("products", id, { titleEn: "Edited" }, "edit", by);
    const [edited, baseline] = listVersions(products(id));
    expect(edited).toMatchObject({ baseline: false, savedBy: by.by, changedFields: ["titleEn"] });
    expect(baseline).toMatchObject({ baseline: true, savedBy: null, changedFields: [] });
    expect(findVersion(products(id), baseline!.id)?.values.titleEn).toBe("From before");
    // Never the display order: the list moves it.
    expect(findVersion(products(id), baseline!.id)?.values).not.toHaveProperty("displayOrder");
  });

  it(`keeps at least the last ${VERSIONS_KEPT}, thinning older saves out`, () => {
    const id = newId();
    saveRecord("products", id, { titleEn: "v0" }, "add", by);
    for (let n = 1; n <= VERSIONS_KEPT + 5; n++) saveRecord("products", id, { titleEn: `v${n}` }, "edit", by);
    // All recent: every one stays.
    expect(listVersions(products(id))).toHaveLength(VERSIONS_KEPT + 6);
    // Made on one day two years ago: only the last 20 stay (the month's last is among them).
    database()
      .sqlite.prepare("update record_versions set saved_at = ? where record_id = ?")
      .run(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000, id);
    pruneVersions(db(), { ...products(id), fields: contentTypes.products.fields });
    const kept = listVersions(products(id));
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(findVersion(products(id), kept[0]!.id)?.values.titleEn).toBe(`v${VERSIONS_KEPT + 5}`);
  });

  it(`keeps every save of the last ${VERSIONS_ALL_DAYS} days, then the last of each day for ${VERSIONS_DAILY_MONTHS} months, then the last of each month`, () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    // Newest first, ten saves a day (an hour apart, in the company's working hours) for 800 days.
    const versions = Array.from({ length: 8000 }, (_, index) => ({
      id: 8000 - index,
      savedAt: new Date(now.getTime() - Math.floor(index / 10) * day - (index % 10) * 60 * 60 * 1000),
    }));
    const dropped = new Set(thinnedOut(versions, now));
    const kept = versions.filter((version) => !dropped.has(version.id));
    const age = (version: { savedAt: Date }) => (now.getTime() - version.savedAt.getTime()) / day;
    // The last 30 days whole: 300 saves.
    expect(kept.filter((version) => age(version) < VERSIONS_ALL_DAYS)).toHaveLength(300);
    // Then one a day for the rest of the 12 months, the day's last.
    const daily = kept.filter((version) => age(version) >= VERSIONS_ALL_DAYS && age(version) < 365);
    expect(daily.length).toBeGreaterThan(330);
    expect(daily.length).toBeLessThanOrEqual(336);
    expect(daily.every((version) => new Date(version.savedAt).getUTCHours() === 12)).toBe(true);
    // Then one a month: the saves 12 to 26 months old (800 days) span 14 or 15 calendar months.
    const monthly = kept.filter((version) => age(version) >= 366);
    expect(monthly.length).toBeGreaterThanOrEqual(14);
    expect(monthly.length).toBeLessThanOrEqual(15);
    expect(new Set(monthly.map((version) => version.savedAt.toISOString().slice(0, 7))).size).toBe(
      monthly.length,
    );
    // Never the newest ones.
    expect(versions.slice(0, VERSIONS_KEPT).some((version) => dropped.has(version.id))).toBe(false);
  });

  it("keeps a replaced image on disk while a version names it, and lets it go with the last one", async () => {
    const id = newId();
    const first = await uploaded(id, 30);
    saveRecord("products", id, { titleEn: "Pictured", image: first }, "add", by);
    const second = await uploaded(id, 32);
    const edit = saveRecord("products", id, { titleEn: "Pictured", image: second }, "edit", by);
    if (edit.status !== "saved") throw new Error("not saved");
    expect(edit.releasedImages).toContain(first);
    await removeUnnamedImages(edit.releasedImages);
    expect(onDisk(first)).toBe(true);
    expect(referencedImages().has(first)).toBe(true);
    database().sqlite.prepare("delete from record_versions where record_id = ?").run(id);
    await removeUnnamedImages([first, second]);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true); // the record itself names it
  });
});

describe("the company facts' versions", () => {
  it("keep every save of a single record, who made it and which fields changed", () => {
    const { values } = readSingleWithTime("companyFacts");
    const changed = saveSingle("companyFacts", { ...values, taglineEn: "A new tagline" }, Date.now(), by);
    expect(changed).toEqual(["taglineEn"]);
    const [saved, baseline] = listVersions({ type: "companyFacts", recordId: "1" });
    expect(saved).toMatchObject({ savedBy: by.by, changedFields: ["taglineEn"] });
    expect(findVersion({ type: "companyFacts", recordId: "1" }, baseline!.id)?.values.taglineEn).toBe(
      values.taglineEn,
    );
    expect(saveSingle("companyFacts", { ...values, taglineEn: "A new tagline" }, Date.now(), by)).toEqual([]);
    expect(listVersions({ type: "companyFacts", recordId: "1" })).toHaveLength(2);
  });
});

describe("Restore this version", () => {
  it("writes an earlier version back as a new one (undoable), leaving the record's visibility alone", async () => {
    const cookie = await staffCookie("restorer@example.com");
    const id = newId();
    saveRecord("products", id, { titleEn: "First title", visible: "1" }, "add", by);
    saveRecord("products", id, { titleEn: "Second title" }, "edit", by);
    saveRecord("products", id, { titleEn: "Third title" }, "edit", by);
    setVisibility("products", id, false);
    const first = listVersions(products(id)).at(-1)!;
    const url = `/admin/edit-product/${id}/versions/${first.id}`;
    const call = <T>(handler: Parameters<typeof callRoute<T>>[0], init: RequestInit = {}) =>
      callRoute(handler, url, {
        ...init,
        headers: { Cookie: cookie, ...init.headers },
      });

    const shown = (await call(versionLoader)) as Awaited<ReturnType<typeof versionLoader>>;
    expect(shown.rows.find((row) => row.column === "titleEn")).toMatchObject({
      value: "First title",
      changed: true,
    });
    expect(shown.differs).toBe(true);

    const body = new URLSearchParams({ intent: "restore" });
    const restored = await call(versionAction, { method: "POST", body }).catch((thrown: unknown) => thrown);
    expect(restored).toBeInstanceOf(Response);
    expect((restored as Response).headers.get("Location")).toBe(`/admin/edit-product/${id}`);
    expect(findRecord("products", id)).toMatchObject({ titleEn: "First title", visible: 0 });
    const [newest] = listVersions(products(id));
    expect(newest).toMatchObject({
      restoredFrom: first.id,
      changedFields: ["titleEn"],
      savedBy: "restorer@example.com",
    });

    const refused = await call(versionAction, {
      method: "POST",
      body: new URLSearchParams({ intent: "x" }),
    }).catch((thrown: unknown) => thrown);
    expect((refused as { init?: ResponseInit }).init?.status).toBe(400);
  });
});
