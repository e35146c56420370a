import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, closeSync, constants, existsSync, statSync } from "node:fs";
import path from "node:path";
import { EnvError, type Env } from "~/config/env.server";
import {
  CONFIG_FROM_STDIN,
  configAsStdin,
  followedLog,
  litestreamBinary,
  litestreamFailure,
  runLitestream,
  type LitestreamLine,
  type LitestreamSettings,
} from "./litestream.server";
import { folderIsWritable } from "./storage.server";

/**
 * Continuous replication (docs/decisions/026-continuous-replication.md): with
 * LITESTREAM_REPLICA_URL set, the server runs `litestream replicate` as its child, for `npm start`
 * and the Docker image alike. It checks the replica before the site listens, restarts Litestream
 * when it ends, says in /healthz whether it replicates, and stops it last on a graceful stop (after
 * the database is closed, so its final copy has every write).
 */

export type ReplicationCheck = "ok" | "failing" | "stopped";

/** How long the replica may take to answer the check at start. */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * Before the site opens its database: the replica is reachable and writable, and does not hold a
 * site this one would bury. A site started on an empty data folder next to a replica that holds
 * data (a new machine, the restore forgotten) would replicate its sample content as the newest
 * copy, and Litestream's retention would delete the real one a day later. Every problem is one
 * EnvError line that names LITESTREAM_REPLICA_URL. Undefined when replication is off.
 */
export async function checkReplica(settings: Env): Promise<LitestreamSettings | undefined> {
  const target = settings.LITESTREAM_REPLICA_URL;
  if (!target) return undefined;
  const databasePath = path.resolve(settings.DATABASE_PATH);
  const litestream: LitestreamSettings = {
    binary: litestreamBinary(settings.LITESTREAM_PATH),
    databasePath,
    target,
    syncIntervalSeconds: settings.LITESTREAM_SYNC_INTERVAL,
  };
  if (target.kind === "file") {
    const writable = folderIsWritable(target.folder);
    if (writable !== true) {
      throw new EnvError(
        `LITESTREAM_REPLICA_URL: the folder ${target.folder} cannot be written by this process ` +
          `(user id ${process.getuid?.() ?? "?"}): ${writable.code ?? writable.message}.`,
      );
    }
  } else {
    const id = Boolean(process.env.AWS_ACCESS_KEY_ID || process.env.LITESTREAM_ACCESS_KEY_ID);
    const secret = Boolean(process.env.AWS_SECRET_ACCESS_KEY || process.env.LITESTREAM_SECRET_ACCESS_KEY);
    if (id !== secret) {
      throw new EnvError(
        `LITESTREAM_REPLICA_URL is an s3:// address and ${id ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"} ` +
          "is not set: give both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (a role of the machine).",
      );
    }
  }
  const snapshots = await listSnapshots(litestream);
  if (snapshots > 0 && !existsSync(databasePath)) {
    throw new EnvError(
      `LITESTREAM_REPLICA_URL: the replica ${target.url} already holds a site, and ${databasePath} ` +
        `(DATABASE_PATH) does not exist: restore it first (npm run restore -- --from-replica ${target.url}), ` +
        "or give an empty place to replicate a new site to.",
    );
  }
  if (target.kind === "file") warnIfOnTheSameDisk(target.folder, databasePath);
  return litestream;
}

/** How many snapshots the replica holds (0: a new, empty replica); an unreachable one throws. */
async function listSnapshots(litestream: LitestreamSettings): Promise<number> {
  const { url } = litestream.target;
  const run = await runLitestream(litestream, ["snapshots", litestream.databasePath], {
    timeoutMs: CHECK_TIMEOUT_MS,
  }).catch((error: Error) => {
    // A binary that is not executable, or not a program for this machine.
    throw new EnvError(
      `LITESTREAM_REPLICA_URL is set, but Litestream (${litestream.binary}) could not be started: ${error.message}.`,
    );
  });
  if (run.timedOut) {
    throw new EnvError(
      `LITESTREAM_REPLICA_URL: the replica ${url} did not answer within ${CHECK_TIMEOUT_MS / 1000} s.`,
    );
  }
  if (run.code !== 0 || run.lines.some((line) => line.level === "ERROR")) {
    throw new EnvError(
      `LITESTREAM_REPLICA_URL: the replica ${url} could not be read: ${litestreamFailure(run.lines)}.`,
    );
  }
  // A table: a header line, then one line a snapshot.
  return Math.max(0, run.lines.filter((line) => line.level === "TEXT").length - 1);
}

/** A replica on the database's own disk does not survive that disk: said once, at start. */
function warnIfOnTheSameDisk(folder: string, databasePath: string): void {
  // The data folder may not exist yet (a first start): its nearest existing parent is on its disk.
  let dataFolder = path.dirname(databasePath);
  while (!existsSync(dataFolder) && path.dirname(dataFolder) !== dataFolder)
    dataFolder = path.dirname(dataFolder);
  try {
    if (statSync(folder).dev === statSync(dataFolder).dev) {
      console.warn(
        `LITESTREAM_REPLICA_URL: ${folder} is on the same disk as the database: the copy will not ` +
          "survive that disk. Use a volume on another disk, or an s3:// bucket.",
      );
    }
  } catch {
    // Checked above that both exist; a race with an unmount is not worth a stop.
  }
}

/** The Litestream running beside this server, if any: what /healthz reports. */
let current: Replication | undefined;

/** `replication` in /healthz: undefined when replication is off. */
export function replicationCheck(): ReplicationCheck | undefined {
  return current?.check();
}

export type Replication = { check: () => ReplicationCheck; stop: (timeoutMs: number) => Promise<void> };

/** Lines Litestream writes on every copy: they say it works, and are not worth a log line each. */
const PROGRESS = new Set([
  "write wal segment",
  "wal segment written",
  "write snapshot",
  "snapshot written",
  "replicating to", // said by our own line at start
]);
const DONE = new Set(["wal segment written", "snapshot written"]);
/** A copy to a file:// replica unfinished after this long makes the server check the replica's folder. */
const CHECK_FOLDER_AFTER_MS = 1000;
/** The least time a copy of the WAL may take before Litestream is taken for hung (else 100 intervals). */
const STUCK_FLOOR_MS = 10_000;
const FIRST_RESTART_MS = 1000;
/** How long a graceful stop waits at most for Litestream's first copy after its start (see stop). */
const FIRST_COPY_WAIT_MS = 5000;
const LAST_RESTART_MS = 60_000;
/** An error said again is logged at most this often (a replica down for a day is not 86,400 lines). */
const REPEAT_ERROR_MS = 60_000;

/** A promise and the function that settles it. */
function settledOnce() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Starts `litestream replicate` and keeps it running until stop(). */
export function startReplication(litestream: LitestreamSettings): Replication {
  let child: ChildProcess | undefined;
  let state: ReplicationCheck = "ok";
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextRestartMs = FIRST_RESTART_MS;
  let lastError = { text: "", at: 0 };
  const { url } = litestream.target;
  // Litestream 0.3.13 hangs for good when a copy of the WAL fails before the replica read any of
  // it (a folder that became a file, an unmounted volume): its copier waits on a pipe nobody reads,
  // and it logs nothing more. A copy that takes this long is taken for that, and Litestream is
  // started again (its next attempt fails with an error, or goes through).
  const stuckAfterMs = Math.max(STUCK_FLOOR_MS, 100 * litestream.syncIntervalSeconds * 1000);
  let copyingSince: number | undefined;
  const stuck = () => copyingSince !== undefined && Date.now() - copyingSince > stuckAfterMs;

  // The copy under way: its position (generation/index:offset) says where its file goes.
  let copyPosition: string | undefined;
  // Set when the server found that the folder of the copy under way refuses files; cleared by a
  // copy that went through or a new Litestream.
  let folderRefused = false;
  const logError = (text: string) => {
    if (text !== lastError.text || Date.now() - lastError.at > REPEAT_ERROR_MS) {
      console.error(text);
      lastError = { text, at: Date.now() };
    }
  };

  // Settled by Litestream's first finished copy after each start.
  let firstCopy = settledOnce();
  const onLine = (line: LitestreamLine) => {
    if (DONE.has(line.msg)) firstCopy.resolve();
    if (line.msg === "write wal segment") {
      copyingSince = Date.now();
      copyPosition = typeof line.position === "string" ? line.position : undefined;
    }
    if (DONE.has(line.msg) || line.level === "ERROR") copyingSince = undefined;
    if (DONE.has(line.msg)) folderRefused = false;
    if (DONE.has(line.msg) && state !== "ok") {
      state = "ok";
      console.log(`Litestream: replicating to ${url} again.`);
    }
    if (PROGRESS.has(line.msg)) return;
    if (line.level === "ERROR") {
      state = "failing";
      logError(`Litestream: ${line.msg}: ${litestreamFailure([line])}`);
      return;
    }
    const fields = Object.entries(line)
      .filter(([key]) => !["time", "level", "msg"].includes(key))
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
    const text = `Litestream: ${line.msg}${fields.length ? ` (${fields.join(", ")})` : ""}`;
    if (line.level === "WARN" || line.level === "TEXT") console.warn(text);
    else console.log(text);
  };

  let startedAt = 0;
  const launch = () => {
    startedAt = Date.now();
    copyingSince = undefined;
    folderRefused = false;
    firstCopy = settledOnce();
    const [program, ...args] = withParentDeathSignal([litestream.binary, "replicate", ...CONFIG_FROM_STDIN]);
    // Its own process group: a Ctrl-C in the terminal reaches the server, which stops it last.
    const stdin = configAsStdin(litestream);
    const log = followedLog(onLine);
    const started = spawn(program!, args, { stdio: [stdin, log.fd, log.fd], detached: true });
    closeSync(stdin);
    child = started;
    // A Litestream started again after failing copies stays "failing" until a copy goes through: it
    // has not shown yet that the replica takes them (healthz said "ok" for that moment before).
    if (state !== "failing") state = "ok";
    let ended = false;
    const onEnd = (reason: string) => {
      if (ended) return;
      ended = true;
      log.close();
      if (child === started) child = undefined;
      if (stopping) return;
      if (state !== "failing") state = "stopped";
      if (Date.now() - startedAt > LAST_RESTART_MS) nextRestartMs = FIRST_RESTART_MS;
      console.error(`Litestream ended (${reason}): starting it again in ${nextRestartMs / 1000} s.`);
      restartTimer = setTimeout(launch, nextRestartMs);
      nextRestartMs = Math.min(nextRestartMs * 2, LAST_RESTART_MS);
    };
    started.on("error", (error) => onEnd(`it could not be started: ${error.message}`));
    started.on("exit", (code, signal) => onEnd(signal ?? `exit code ${code}`));
    console.log(
      `Replicating ${litestream.databasePath} to ${url} every ${litestream.syncIntervalSeconds} s ` +
        `with Litestream (pid ${started.pid ?? "?"}).`,
    );
  };

  // Litestream 0.3.13 says nothing when a file:// replica refuses a copy (a read-only or unmounted
  // volume): its copy waits for good, with no log line and no metric (see the comment on stuckAfterMs
  // and docs/decisions/026-continuous-replication.md). So a copy unfinished after a second has the
  // server try the folder Litestream writes to: a refusal is "failing" at once, and once the folder
  // takes files again the stuck Litestream is started again, since it never copies by itself.
  const checkCopyFolder = () => {
    const { target } = litestream;
    if (target.kind !== "file" || !child || copyingSince === undefined) return;
    if (Date.now() - copyingSince < CHECK_FOLDER_AFTER_MS) return;
    const folder = deepestExisting(walSegmentFolder(target.folder, copyPosition));
    const writable = folderIsWritable(folder);
    if (writable !== true) {
      folderRefused = true;
      state = "failing";
      logError(
        `Litestream cannot copy to ${url}: ${folder} refuses new files (${writable.code ?? writable.message}).`,
      );
    } else if (folderRefused) {
      console.error(`The replica ${url} takes files again: starting Litestream again.`);
      folderRefused = false;
      copyingSince = undefined;
      nextRestartMs = FIRST_RESTART_MS;
      child.kill("SIGKILL");
    }
  };

  launch();
  const watchdog = setInterval(() => {
    checkCopyFolder();
    if (!stuck() || !child) return;
    state = "failing";
    console.error(
      `Litestream made no progress on a copy to ${url} for ${Math.round(stuckAfterMs / 1000)} s: starting it again.`,
    );
    copyingSince = undefined;
    child.kill("SIGKILL");
  }, 1000);
  watchdog.unref();
  const replication: Replication = {
    check: () => state,
    stop: async (timeoutMs) => {
      stopping = true;
      clearInterval(watchdog);
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      // Litestream opens the database at its first look, one interval after its start; stopped
      // before that, it makes no last copy (what it missed goes out after the next start). So a stop
      // soon after a start waits for its first copy: on a busy machine that comes later than the
      // interval says (a server stopped soon after its start lost its one message that way).
      const waitMs = Math.min(
        timeoutMs,
        Math.max(FIRST_COPY_WAIT_MS, 2 * litestream.syncIntervalSeconds * 1000),
      );
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        firstCopy.promise,
        // Never a negative delay: Node would write a TimeoutNegativeWarning at the stop of a site
        // that ran longer than that.
        new Promise(
          (resolve) => (waited = setTimeout(resolve, Math.max(0, waitMs - (Date.now() - startedAt)))),
        ),
      ]);
      clearTimeout(waited);
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM"); // its last copy, then it ends
      const timer = setTimeout(() => running.kill("SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
  current = replication;
  return replication;
}

/**
 * The folder a file:// replica keeps a generation's WAL segments in (Litestream 0.3's layout,
 * generations/<generation>/wal/), from the position "generation/index:offset" its "write wal
 * segment" line gives; the replica's folder when there is none.
 */
function walSegmentFolder(replicaFolder: string, position: string | undefined): string {
  const generation = /^([0-9a-f]{16})\//.exec(position ?? "")?.[1];
  return generation ? path.join(replicaFolder, "generations", generation, "wal") : replicaFolder;
}

/**
 * The nearest of the folder and its parents that exists: Litestream creates the rest, so that one
 * must take a new file. Never creates folders of Litestream's (they get its own modes).
 */
function deepestExisting(folder: string): string {
  let existing = folder;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return existing;
}

/**
 * On Linux, Litestream is started through util-linux's setpriv with a parent-death signal: if the
 * server dies (kill -9, out of memory), Litestream gets SIGTERM, makes its last copy and ends,
 * instead of living on beside the next server and its own Litestream. Where setpriv is missing,
 * Litestream is started directly.
 */
function withParentDeathSignal(command: string[]): string[] {
  const setpriv = process.platform === "linux" ? findProgram("setpriv") : undefined;
  return setpriv ? [setpriv, "--pdeathsig", "SIGTERM", "--", ...command] : command;
}

function findProgram(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).concat("/usr/bin", "/bin")) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}
