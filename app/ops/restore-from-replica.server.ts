import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { env, uploadStorage } from "~/config/env.server";
import { uploadStore } from "~/media/upload-store.server";
import { parseReplicaUrl, REPLICA_URL_FORMS } from "~/config/replica.server";
import { STORED_IMAGE_NAME } from "~/content/stored-image";
import { databaseIsIntact, describeDatabase } from "~/db/snapshots.server";
import { litestreamBinary, litestreamFailure, runLitestream } from "~/lib/litestream.server";

type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const USAGE = "Usage: npm run restore -- --from-replica URL [--timestamp 2026-11-21T14:30:00+03:00]";

/** A date and time with its zone: "local time" means one thing on a laptop and another in a container. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when the restore command was asked for a restore from a replica (see runRestore). */
export const asksForReplica = (argv: string[]) =>
  argv.some((arg) => arg === "--from-replica" || arg.startsWith("--from-replica="));

/**
 * `npm run restore -- --from-replica URL [--timestamp TIME]`: the database as Litestream copied it
 * to the replica (LITESTREAM_REPLICA_URL's form), the latest copy or the last one at TIME, put
 * into an empty data folder (DATABASE_PATH). A site already there is refused: there is no --force,
 * the restore of a running site's replica over itself is never what anyone meant. The copy passes
 * SQLite's integrity check before it takes the database's place. Litestream copies the database
 * only: the images its records point to come back from the uploads' own backup, and the command
 * says how many are missing.
 */
export async function runRestoreFromReplica(argv: string[], output: CommandOutput): Promise<number> {
  let values: { "from-replica"?: string; timestamp?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { "from-replica": { type: "string" }, timestamp: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    output.error(`${(error as Error).message.split("\n")[0]} ${USAGE}`);
    return 2;
  }
  const target = parseReplicaUrl(values["from-replica"] ?? "");
  if ("problem" in target) {
    output.error(
      `--from-replica ${values["from-replica"] ? target.problem : `needs an address: ${REPLICA_URL_FORMS}`}.`,
    );
    return 2;
  }
  let timestamp: string | undefined;
  if (values.timestamp !== undefined) {
    const time = new Date(values.timestamp);
    if (!TIMESTAMP.test(values.timestamp) || Number.isNaN(time.getTime())) {
      output.error(
        `--timestamp must be a date and time with its zone, e.g. 2026-11-21T14:30:00+03:00 or 2026-11-21T11:30:00Z; got "${values.timestamp}".`,
      );
      return 2;
    }
    timestamp = time.toISOString();
  }

  const databasePath = path.resolve(env().DATABASE_PATH);
  // With uploads in a bucket (S3_BUCKET), the images are already off the box: the database the replica
  // brings back names them there. Only an uploads folder must be empty, like the data folder.
  const storage = uploadStorage();
  const uploads = storage.kind === "folder" ? path.resolve(storage.folder) : undefined;
  const storedImages =
    uploads && existsSync(uploads) ? readdirSync(uploads).filter((name) => STORED_IMAGE_NAME.test(name)) : [];
  if (existsSync(databasePath) || storedImages.length > 0) {
    output.error(
      `${databasePath}${uploads ? ` or ${uploads}` : ""} already holds a site: a replica is restored into empty folders only ` +
        "(set DATABASE_PATH and UPLOADS_DIR to new ones, or move the old site away first).",
    );
    return 1;
  }

  const litestream = {
    binary: litestreamBinary(env().LITESTREAM_PATH),
    databasePath,
    target,
    syncIntervalSeconds: env().LITESTREAM_SYNC_INTERVAL,
  };
  mkdirSync(path.dirname(databasePath), { recursive: true });
  const incoming = `${databasePath}.from-replica`;
  const companions = (file: string) =>
    ["", "-wal", "-shm", ".tmp", ".tmp-wal", ".tmp-shm"].map((s) => file + s);
  const clean = () => companions(incoming).forEach((file) => rmSync(file, { force: true }));
  clean();
  try {
    const run = await runLitestream(
      litestream,
      ["restore", "-o", incoming, ...(timestamp ? ["-timestamp", timestamp] : []), databasePath],
      { timeoutMs: 6 * 60 * 60 * 1000 },
    );
    const failure = litestreamFailure(run.lines);
    if (run.code !== 0 || !existsSync(incoming)) {
      output.error(
        /no matching backups found/.test(failure)
          ? `The replica ${target.url} holds no copy of a database${timestamp ? ` from ${timestamp} or before` : ""}. Nothing was restored.`
          : `The restore from ${target.url} failed: ${failure}. Nothing was restored.`,
      );
      return 1;
    }
    if (!databaseIsIntact(incoming)) {
      output.error(
        "The database restored from the replica failed its integrity check. Nothing was restored.",
      );
      return 1;
    }
    const { counts, images } = describeDatabase(incoming);
    // The database's own companions go with it (a -wal holds committed pages).
    for (const suffix of ["-wal", "-shm", ""]) {
      if (existsSync(incoming + suffix)) renameSync(incoming + suffix, databasePath + suffix);
    }
    const store = uploadStore();
    const missing: string[] = [];
    for (const name of images) if (!(await store.exists(name))) missing.push(name);
    output.log(
      `Restored ${Object.entries(counts)
        .map(([table, n]) => `${n} ${table}`)
        .join(", ")} into ${databasePath} from ${target.url}` +
        (timestamp ? `, as it was at ${timestamp}.` : ", its latest copy."),
    );
    if (missing.length > 0) {
      output.error(
        `Warning: ${missing.length} image file(s) that records point to are not in ${store.description}: ` +
          "Litestream copies the database only; bring the uploads folder back from its own backup.",
      );
    }
    return 0;
  } finally {
    clean();
  }
}
