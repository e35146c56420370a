import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { insertRecord } from "~/db/records.server";
import { runBackup, runRestore, type Manifest } from "~/ops/backup.server";
import { pngImage } from "../support/images";
import { readFormWithImage } from "~/media/upload-form.server";
import { storeImage } from "~/media/uploads.server";

/**
 * What restore checks before it writes anything, on this file's real SQLite database and uploads
 * folder: a backup whose files were changed is refused, and the site's own files stay as they were.
 * (The whole round trip, under load, is tests/e2e/backup.spec.ts.)
 */
const work = mkdtempSync(path.join(tmpdir(), "restore-checks-"));
const backup = path.join(work, "backup");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const databaseFile = process.env.DATABASE_PATH!;
const uploads = process.env.UPLOADS_DIR!;
/** The site's files as they are: a restore that was refused must leave every one of them alone. */
const siteState = () => ({
  database: sha256(databaseFile),
  uploads: readdirSync(uploads)
    .sort()
    .map((name) => `${name}:${sha256(path.join(uploads, name))}`),
});

function output() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    sink: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) },
  };
}

beforeAll(async () => {
  // A record with an uploaded image, so the backup holds files to check.
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(pngImage(40, 30))], { type: "image/png" }), "logo.png");
  const { image } = await readFormWithImage(new Request("http://localhost/", { method: "POST", body: form }));
  if (image.kind !== "image") throw new Error(`the test image was refused: ${image.kind}`);
  const id = newId();
  insertRecord("clients", id, { titleEn: "Checked Client", phone: "", image: await storeImage(id, image) });
  database().sqlite.pragma("wal_checkpoint(TRUNCATE)");
  const made = output();
  expect(await runBackup(["--out", backup], made.sink), made.lines.error.join("\n")).toBe(0);
});

async function restoreRefused(reason: RegExp) {
  const before = siteState();
  const run = output();
  expect(await runRestore(["--from", backup, "--force"], run.sink)).toBe(1);
  expect(run.lines.error.join("\n")).toMatch(reason);
  expect(siteState()).toEqual(before);
}

const manifestFile = path.join(backup, "manifest.json");
const readManifest = () => JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;

describe("restore's checks, before anything is written", () => {
  it("refuses to replace a site that is there without --force", async () => {
    const before = siteState();
    const run = output();
    expect(await runRestore(["--from", backup], run.sink)).toBe(1);
    expect(run.lines.error.join("\n")).toContain("already holds a site");
    expect(siteState()).toEqual(before);
  });

  it("refuses an image changed by one byte", async () => {
    const [file] = readManifest().files;
    const copy = path.join(backup, "uploads", file!.name);
    const original = readFileSync(copy);
    const changed = Buffer.from(original);
    changed[changed.length - 1] = changed.at(-1)! ^ 1;
    writeFileSync(copy, changed);
    try {
      await restoreRefused(/damaged: .* is missing or changed/);
    } finally {
      writeFileSync(copy, original);
    }
  });

  it("refuses a manifest naming a file outside the uploads folder, or not a manifest at all", async () => {
    const original = readFileSync(manifestFile);
    try {
      const manifest = readManifest();
      manifest.files.push({ name: "../../server.mjs", bytes: 1, sha256: "0".repeat(64) });
      writeFileSync(manifestFile, JSON.stringify(manifest));
      await restoreRefused(/not a manifest written by npm run backup/);
      writeFileSync(manifestFile, "{ not json");
      await restoreRefused(/not a manifest written by npm run backup/);
    } finally {
      writeFileSync(manifestFile, original);
    }
  });

  it("refuses a database that fails SQLite's integrity check", async () => {
    const copy = path.join(backup, "site.db");
    const original = readFileSync(copy);
    const damaged = Buffer.from(original);
    // Page 2 onwards overwritten: the b-tree pages point at nonsense.
    damaged.fill(0x5a, 4096, Math.min(damaged.length, 4096 * 3));
    writeFileSync(copy, damaged);
    try {
      await restoreRefused(/integrity check|could not be used|malformed/);
    } finally {
      writeFileSync(copy, original);
    }
  });
});
