import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { insertRecord } from "~/db/records.server";
import { backupKeyPath, readBackupKey } from "~/ops/backup-key.server";
import { checkBackup, runBackup, runRestore, type Manifest } from "~/ops/backup.server";
import { databaseIsIntact } from "~/db/snapshots.server";
import { pngImage } from "../support/images";
import { readFormWithImage } from "~/media/upload-form.server";
import { storeImage } from "~/media/uploads.server";

/**
 * What restore checks before it writes anything, on this file's real SQLite database and uploads
 * folder: a backup whose files or manifest were changed is refused, every problem named, and the
 * site's own files stay as they were. (The whole round trip, under load, and a restore on a new
 * machine given the key: tests/server/backup.test.ts.)
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

async function restoreRefused(reason: RegExp, extra: string[] = []) {
  const before = siteState();
  const run = output();
  expect(await runRestore(["--from", backup, "--force", ...extra], run.sink)).toBe(1);
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
      await restoreRefused(
        new RegExp(`damaged or was changed.*\\n {2}- uploads/${file!.name} is missing or changed`),
      );
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
      await restoreRefused(/not a manifest written by npm run backup \(files\.\d+\.name/);
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
      await restoreRefused(
        /site\.db is missing or changed[^]*(integrity check|could not be read as a database)/,
      );
    } finally {
      writeFileSync(copy, original);
    }
  });
});

/** The backup's database with one byte of a row changed: the client's title becomes "Checked Cliens". */
function changeDatabaseByte(): () => void {
  const copy = path.join(backup, "site.db");
  const original = readFileSync(copy);
  const at = original.indexOf("Checked Client") + "Checked Client".length - 1;
  expect(at).toBeGreaterThan(0);
  const changed = Buffer.from(original);
  changed[at] = "s".charCodeAt(0);
  writeFileSync(copy, changed);
  return () => writeFileSync(copy, original);
}

function changeManifest(change: (manifest: Manifest) => void): () => void {
  const original = readFileSync(manifestFile);
  const manifest = readManifest();
  change(manifest);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return () => writeFileSync(manifestFile, original);
}

describe("a backup cannot be changed without restore noticing, the manifest included", () => {
  it("the untouched backup passes every check", () => {
    expect(checkBackup(backup, readManifest(), readBackupKey(backupKeyPath())!)).toEqual([]);
  });

  it("refuses a database with one byte of a row changed, which SQLite's own check cannot see", async () => {
    const undo = changeDatabaseByte();
    expect(databaseIsIntact(path.join(backup, "site.db"))).toBe(true);
    try {
      await restoreRefused(
        /damaged or was changed\. Nothing was restored:\n {2}- site\.db is missing or changed/,
      );
    } finally {
      undo();
    }
  });

  it("refuses a manifest with one number changed, and says which", async () => {
    const undo = changeManifest((manifest) => (manifest.counts.clients! += 1));
    try {
      await restoreRefused(
        /manifest\.json was changed after the backup was made[^]*the manifest says \d+ clients, site\.db holds \d+/,
      );
    } finally {
      undo();
    }
  });

  it("refuses a changed database whose checksum was recomputed in the manifest: the signature needs the key", async () => {
    const undoDatabase = changeDatabaseByte();
    const database = path.join(backup, "site.db");
    const undoManifest = changeManifest((manifest) => (manifest.database.sha256 = sha256(database)));
    try {
      const before = siteState();
      const run = output();
      expect(await runRestore(["--from", backup, "--force"], run.sink)).toBe(1);
      const said = run.lines.error.join("\n");
      expect(said).toContain("manifest.json was changed after the backup was made");
      expect(said).not.toContain("site.db is missing or changed");
      expect(siteState()).toEqual(before);
    } finally {
      undoManifest();
      undoDatabase();
    }
  });

  it("refuses a backup checked with another key, or without one, naming the key it needs", async () => {
    const { key } = readManifest();
    const otherKey = path.join(work, "other-backup-key");
    writeFileSync(otherKey, `${"ab".repeat(32)}\n`);
    await restoreRefused(new RegExp(`signed with another backup key \\(fingerprint ${key};`), [
      "--key-file",
      otherKey,
    ]);
    await restoreRefused(new RegExp(`no backup key at .*nowhere[^]*fingerprint ${key}[^]*--key-file FILE`), [
      "--key-file",
      path.join(work, "nowhere"),
    ]);
    writeFileSync(otherKey, "not a key");
    await restoreRefused(/other-backup-key is not a backup key/, ["--key-file", otherKey]);
  });

  it("refuses a manifest from before backups were signed", async () => {
    const undo = changeManifest((manifest) => {
      const old = manifest as Partial<Manifest>;
      delete old.format;
      delete old.database;
      delete old.key;
      delete old.signature;
    });
    try {
      await restoreRefused(/has no signature and no checksum of the database/);
    } finally {
      undo();
    }
  });
});
