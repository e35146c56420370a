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
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { STORED_IMAGE_NAME } from "~/content/stored-image";
import { env } from "~/config/env.server";
import { databaseIsIntact, describeDatabase, snapshotDatabase } from "~/db/snapshots.server";
import { asksForReplica, runRestoreFromReplica } from "./restore-from-replica.server";

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

/** What a backup folder holds besides the database and the images. */
export type Manifest = {
  createdAt: string;
  counts: Record<string, number>;
  files: { name: string; bytes: number; sha256: string }[];
  /** Images a record points to that were already gone from the uploads folder. */
  missing: string[];
};

const DATABASE_FILE = "site.db";
const UPLOADS_FOLDER = "uploads";
const MANIFEST_FILE = "manifest.json";

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

const storedNames = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => STORED_IMAGE_NAME.test(name)) : [];

const manifestSchema = z.object({
  createdAt: z.string(),
  counts: z.record(z.string().regex(/^[a-z_]+$/), z.number().int().nonnegative()),
  // Only names we make: "../server.mjs" in a tampered manifest is refused, never written.
  files: z.array(
    z.object({
      name: z.string().regex(STORED_IMAGE_NAME),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  missing: z.array(z.string()),
});

function readManifest(file: string): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
  const uploads = path.resolve(env().UPLOADS_DIR);
  const copiedUploads = path.join(target, UPLOADS_FOLDER);
  mkdirSync(copiedUploads, { recursive: true });

  const copy = (name: string) => {
    try {
      copyFileSync(path.join(uploads, name), path.join(copiedUploads, name));
      return true;
    } catch {
      return false; // removed meanwhile (its record was edited or deleted)
    }
  };
  for (const name of storedNames(uploads)) copy(name);

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
      if (!existsSync(path.join(copiedUploads, name)) && !copy(name)) missing.push(name);
    }
    if (missing.length > 0 && attempt < SNAPSHOT_ATTEMPTS) continue;
    for (const name of storedNames(copiedUploads)) {
      if (!images.has(name)) unlinkSync(path.join(copiedUploads, name));
    }
    const files = storedNames(copiedUploads)
      .sort()
      .map((name) => {
        const file = path.join(copiedUploads, name);
        return { name, bytes: readFileSync(file).byteLength, sha256: sha256(file) };
      });
    manifest = { createdAt: new Date().toISOString(), counts, files, missing };
  }
  writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

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
 * `npm run restore -- --from DIR [--force]`: puts a backup back into the
 * data and uploads folders (DATABASE_PATH, UPLOADS_DIR). Refuses a folder
 * that already holds a database or images unless --force is given; the site
 * must be stopped while it runs. Every file is checked against the manifest
 * before anything is written. `--from-replica URL` restores Litestream's copy
 * instead (restore-from-replica.server.ts).
 */
export async function runRestore(argv: string[], output: CommandOutput = console): Promise<number> {
  if (asksForReplica(argv)) return runRestoreFromReplica(argv, output); // Litestream's copy
  let values: { from?: string; force?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { from: { type: "string" }, force: { type: "boolean" } },
      strict: true,
    }));
  } catch (error) {
    output.error(`${(error as Error).message}\nUsage: npm run restore -- --from DIR [--force]`);
    return 2;
  }
  if (!values.from) {
    output.error(
      "Please name the backup folder: npm run restore -- --from DIR (or a Litestream replica: --from-replica URL)",
    );
    return 2;
  }
  const source = path.resolve(values.from);
  const manifestPath = path.join(source, MANIFEST_FILE);
  const backupDatabase = path.join(source, DATABASE_FILE);
  if (!existsSync(manifestPath) || !existsSync(backupDatabase)) {
    output.error(
      `${source} is not a backup made by npm run backup (no ${MANIFEST_FILE} or ${DATABASE_FILE}).`,
    );
    return 1;
  }
  const manifest = readManifest(manifestPath);
  if (!manifest) {
    output.error(
      `The backup is damaged: ${MANIFEST_FILE} is not a manifest written by npm run backup. Nothing was restored.`,
    );
    return 1;
  }
  for (const file of manifest.files) {
    const copy = path.join(source, UPLOADS_FOLDER, file.name);
    if (!isRegularFile(copy) || sha256(copy) !== file.sha256) {
      output.error(`The backup is damaged: ${file.name} is missing or changed. Nothing was restored.`);
      return 1;
    }
  }
  if (!databaseIsIntact(backupDatabase)) {
    output.error("The backup's database failed its integrity check. Nothing was restored.");
    return 1;
  }

  const databasePath = path.resolve(env().DATABASE_PATH);
  const uploads = path.resolve(env().UPLOADS_DIR);
  const occupied = existsSync(databasePath) || storedNames(uploads).length > 0;
  if (occupied && !values.force) {
    output.error(
      `${databasePath} or ${uploads} already holds a site. Restore into empty folders, or add --force ` +
        "(with the site stopped) to replace what is there.",
    );
    return 1;
  }

  mkdirSync(path.dirname(databasePath), { recursive: true });
  mkdirSync(uploads, { recursive: true });
  const incoming = `${databasePath}.restoring`;
  copyFileSync(backupDatabase, incoming);
  for (const suffix of ["-wal", "-shm"]) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(incoming, databasePath);
  for (const name of storedNames(uploads)) unlinkSync(path.join(uploads, name));
  for (const file of manifest.files) {
    copyFileSync(path.join(source, UPLOADS_FOLDER, file.name), path.join(uploads, file.name));
  }
  output.log(
    `Restored ${Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")} and ${manifest.files.length} image(s) from the backup of ${manifest.createdAt}.`,
  );
  return 0;
}
