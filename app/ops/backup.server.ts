import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { STORED_IMAGE_NAME } from "~/content/stored-image";
import { env } from "~/config/env.server";
import { databaseIsIntact, describeDatabase, snapshotDatabase } from "~/db/snapshots.server";
import {
  backupKeyForSigning,
  backupKeyPath,
  BackupKeyError,
  keepBackupKey,
  readBackupKey,
  type BackupKey,
} from "./backup-key.server";
import {
  parseManifest,
  signatureIsValid,
  signManifest,
  type FileEntry,
  type Manifest,
} from "./backup-manifest.server";
import { asksForReplica, runRestoreFromReplica } from "./restore-from-replica.server";
import { uploadStore, type UploadStore } from "~/media/upload-store.server";

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };
export type { Manifest } from "./backup-manifest.server";

const DATABASE_FILE = "site.db";
const UPLOADS_FOLDER = "uploads";
const MANIFEST_FILE = "manifest.json";

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const describeFile = (file: string, name = path.basename(file)): FileEntry => ({
  name,
  bytes: statSync(file).size,
  sha256: sha256(file),
});

const storedNames = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => STORED_IMAGE_NAME.test(name)) : [];
/** The names of our files in the upload store (the uploads folder or the bucket). */
const namesInStore = async (store: UploadStore) =>
  (await store.list()).filter((name) => STORED_IMAGE_NAME.test(name));

/** A plain file, not a link to somewhere else. */
function isRegularFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/** How many snapshots a backup takes, at most, before it reports the images it could not find. */
const SNAPSHOT_ATTEMPTS = 10;

/**
 * `npm run backup -- --out DIR`: a consistent copy of the database (SQLite's
 * online backup, safe while the site serves writes) and of the images its
 * records point to. Images are copied before the snapshot and topped up after
 * it, so a file saved during the backup is still in it; files the snapshot
 * does not use are left out. A snapshot that points to an image deleted in the
 * meantime (its record was edited) is taken again.
 */

export async function runBackup(argv: string[], output: CommandOutput = console): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ args: argv, options: { out: { type: "string" } }, strict: true }).values);
  } catch (error) {
    output.error(`${(error as Error).message}\nUsage: npm run backup -- --out DIR`);
    return 2;
  }
  if (!out) {
    output.error("Please say where to write the backup: npm run backup -- --out DIR");
    return 2;
  }
  const target = path.resolve(out);
  if (existsSync(target) && readdirSync(target).length > 0) {
    output.error(`${target} is not empty: choose a new folder for the backup.`);
    return 1;
  }
  const databasePath = path.resolve(env().DATABASE_PATH);
  if (!existsSync(databasePath)) {
    output.error(`There is no database at ${databasePath} (DATABASE_PATH): nothing to back up.`);
    return 1;
  }
  let signing: ReturnType<typeof backupKeyForSigning>;
  try {
    signing = backupKeyForSigning();
  } catch (error) {
    if (!(error instanceof BackupKeyError)) throw error;
    output.error(`${error.message} Nothing was backed up.`);
    return 1;
  }
  const store = uploadStore();
  const copiedUploads = path.join(target, UPLOADS_FOLDER);
  mkdirSync(copiedUploads, { recursive: true });

  /** False when the file is gone (removed meanwhile: its record was edited or deleted). */
  const copy = async (name: string) => {
    const bytes = await store.read(name);
    if (bytes) writeFileSync(path.join(copiedUploads, name), bytes);
    return bytes !== undefined;
  };
  for (const name of await namesInStore(store)) await copy(name);

  const snapshotPath = path.join(target, DATABASE_FILE);
  let manifest: Manifest | undefined;
  // An edit that replaces a record's image deletes the old file: if it lands between the snapshot and
  // the copy, the snapshot points to a file that is gone. A newer snapshot points to the new one.
  for (let attempt = 1; !manifest; attempt++) {
    rmSync(snapshotPath, { force: true });
    await snapshotDatabase(databasePath, snapshotPath);
    if (!databaseIsIntact(snapshotPath)) {
      output.error("The copy of the database failed its integrity check; the backup is not usable.");
      return 1;
    }
    const { counts, images } = describeDatabase(snapshotPath);
    const missing: string[] = [];
    for (const name of images) {
      if (!existsSync(path.join(copiedUploads, name)) && !(await copy(name))) missing.push(name);
    }
    if (missing.length > 0 && attempt < SNAPSHOT_ATTEMPTS) continue;
    for (const name of storedNames(copiedUploads)) {
      if (!images.has(name)) unlinkSync(path.join(copiedUploads, name));
    }
    const files = storedNames(copiedUploads)
      .sort()
      .map((name) => describeFile(path.join(copiedUploads, name)));
    manifest = signManifest(
      {
        format: 2,
        createdAt: new Date().toISOString(),
        counts,
        database: describeFile(snapshotPath),
        files,
        missing,
      },
      signing.key,
    );
  }
  writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  if (signing.created) {
    output.log(
      `Made the backup key ${signing.key.file}: it signs every backup, and restoring on another machine ` +
        "needs it (--key-file). Keep a copy of it somewhere safe, apart from the backups.",
    );
  }

  output.log(
    `Backed up ${Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")} and ${manifest.files.length} image(s) to ${target}`,
  );
  if (manifest.missing.length > 0) {
    output.error(
      `Warning: ${manifest.missing.length} image(s) that records point to were missing: ${manifest.missing.join(", ")}`,
    );
  }
  return 0;
}

/**
 * Everything restore checks, before it writes anything: the manifest's signature (made with the backup
 * key, which is never in a backup), the database's and every image's size and checksum, SQLite's
 * integrity check and the rows per table. Returns every problem found, each naming what is wrong.
 */
export function checkBackup(source: string, manifest: Manifest, key: BackupKey): string[] {
  const problems: string[] = [];
  if (manifest.key !== key.fingerprint) {
    problems.push(
      `manifest.json is signed with another backup key (fingerprint ${manifest.key}; ${key.file} has ` +
        `${key.fingerprint}): give the key of the machine that made the backup with --key-file`,
    );
  } else if (!signatureIsValid(manifest, key)) {
    problems.push("manifest.json was changed after the backup was made (its signature does not match)");
  }
  const differs = (file: string, entry: FileEntry) =>
    !isRegularFile(file) || statSync(file).size !== entry.bytes || sha256(file) !== entry.sha256;
  const databaseFile = path.join(source, DATABASE_FILE);
  const databaseChanged = differs(databaseFile, manifest.database);
  if (databaseChanged) {
    problems.push(`${DATABASE_FILE} is missing or changed (its size or checksum is not the manifest's)`);
  }
  for (const file of manifest.files) {
    if (differs(path.join(source, UPLOADS_FOLDER, file.name), file)) {
      problems.push(`${UPLOADS_FOLDER}/${file.name} is missing or changed`);
    }
  }
  try {
    if (!databaseIsIntact(databaseFile)) {
      problems.push(`${DATABASE_FILE} failed SQLite's integrity check`);
    } else {
      const { counts } = describeDatabase(databaseFile);
      for (const [table, count] of Object.entries(manifest.counts)) {
        if (counts[table] !== count) {
          problems.push(
            `the manifest says ${count} ${table}, ${DATABASE_FILE} holds ${counts[table] ?? "no such table"}`,
          );
        }
      }
    }
  } catch (error) {
    // Not a database at all (a file overwritten by something else): SQLite cannot open it.
    if (!databaseChanged || !(error instanceof Error)) throw error;
    problems.push(`${DATABASE_FILE} could not be read as a database (${error.message})`);
  }
  return problems;
}

const NOTHING_RESTORED = "Nothing was restored.";

/** The backup key a restore checks with: --key-file, else BACKUP_KEY_FILE or the data folder's. */
function restoreKey(
  keyFile: string | undefined,
  manifest: Manifest,
): { ok: true; key: BackupKey } | { ok: false; message: string } {
  const file = keyFile ? path.resolve(keyFile) : backupKeyPath();
  try {
    const key = readBackupKey(file);
    if (key) return { ok: true, key };
  } catch (error) {
    if (!(error instanceof BackupKeyError)) throw error;
    return { ok: false, message: `${error.message} ${NOTHING_RESTORED}` };
  }
  return {
    ok: false,
    message:
      `There is no backup key at ${file}, so this backup cannot be checked (it was signed with the key ` +
      `of fingerprint ${manifest.key}). On a new machine, give a copy of the old data folder's backup-key: ` +
      `npm run restore -- --from DIR --key-file FILE. ${NOTHING_RESTORED}`,
  };
}

/**
 * `npm run restore -- --from DIR [--force] [--key-file FILE]`: puts a backup back into the data and
 * uploads folders (DATABASE_PATH, UPLOADS_DIR). Everything is checked before anything is written
 * (checkBackup): a backup changed in any way, its manifest included, is refused with every problem
 * named. Refuses a folder that already holds a database or images unless --force is given; the site
 * must be stopped while it runs. A key given with --key-file is kept in the data folder for later backups.
 * `--from-replica URL` restores Litestream's copy instead (restore-from-replica.server.ts).
 */
export async function runRestore(argv: string[], output: CommandOutput = console): Promise<number> {
  if (asksForReplica(argv)) return runRestoreFromReplica(argv, output); // Litestream's copy
  const usage =
    "Usage: npm run restore -- --from DIR [--force] [--key-file FILE] (or a Litestream replica: --from-replica URL)";
  let values: { from?: string; force?: boolean; "key-file"?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { from: { type: "string" }, force: { type: "boolean" }, "key-file": { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    output.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!values.from) {
    output.error(`Please name the backup folder: npm run restore -- --from DIR\n${usage}`);
    return 2;
  }
  const source = path.resolve(values.from);
  const manifestPath = path.join(source, MANIFEST_FILE);
  if (!existsSync(manifestPath) || !existsSync(path.join(source, DATABASE_FILE))) {
    output.error(
      `${source} is not a backup made by npm run backup (no ${MANIFEST_FILE} or ${DATABASE_FILE}).`,
    );
    return 1;
  }
  const reading = parseManifest(readFileSync(manifestPath, "utf8"));
  if (!reading.ok) {
    output.error(
      reading.problem === "unsigned"
        ? `The backup cannot be checked: its ${MANIFEST_FILE} has no signature and no checksum of the ` +
            "database (it was made before backups were signed, or they were removed). Make a new backup; " +
            `its files (${DATABASE_FILE}, ${UPLOADS_FOLDER}/) can still be copied by hand. ${NOTHING_RESTORED}`
        : `The backup is damaged: ${MANIFEST_FILE} is not a manifest written by npm run backup` +
            `${reading.detail ? ` (${reading.detail})` : ""}. ${NOTHING_RESTORED}`,
    );
    return 1;
  }
  const { manifest } = reading;
  const key = restoreKey(values["key-file"], manifest);
  if (!key.ok) {
    output.error(key.message);
    return 1;
  }
  const problems = checkBackup(source, manifest, key.key);
  if (problems.length > 0) {
    output.error(
      `The backup is damaged or was changed. Nothing was restored:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    return 1;
  }

  const databasePath = path.resolve(env().DATABASE_PATH);
  const store = uploadStore();
  const present = await namesInStore(store);
  const occupied = existsSync(databasePath) || present.length > 0;
  if (occupied && !values.force) {
    output.error(
      `${databasePath} or ${store.description} already holds a site. Restore into empty folders, or add --force ` +
        "(with the site stopped) to replace what is there.",
    );
    return 1;
  }

  // The images first (a bucket may fail midway: the database then still points to what it had), then
  // the database, then the files only the replaced site had.
  for (const file of manifest.files) {
    await store.put(file.name, readFileSync(path.join(source, UPLOADS_FOLDER, file.name)));
  }
  mkdirSync(path.dirname(databasePath), { recursive: true });
  const incoming = `${databasePath}.restoring`;
  copyFileSync(path.join(source, DATABASE_FILE), incoming);
  for (const suffix of ["-wal", "-shm"]) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(incoming, databasePath);
  const restored = new Set(manifest.files.map((file) => file.name));
  for (const name of present) if (!restored.has(name)) await store.remove(name);
  const keptKey = keepBackupKey(key.key);
  output.log(
    `Restored ${Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")} and ${manifest.files.length} image(s) from the backup of ${manifest.createdAt}.`,
  );
  if (keptKey) output.log(`Kept the backup key in ${keptKey}: later backups are signed with it too.`);
  return 0;
}
