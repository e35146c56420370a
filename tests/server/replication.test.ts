import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import {
  ended,
  FILE_REPLICA_RACE,
  isRunning,
  litestreamOf,
  readRestored,
  REPLICA_ON_THE_SAME_DISK,
  restoreFromReplica,
  sendAcknowledged,
  startContactLoad,
  temporaryFolder,
} from "../support/replica";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * Continuous replication with the real Litestream (the npm package's binary) to a file:// replica
 * in a temporary folder, and `npm run restore -- --from-replica` into fresh folders
 * (docs/decisions/026-continuous-replication.md).
 */
const folder = temporaryFolder("site-replica-");
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// Every replica here is in a temporary folder on the database's disk: the site says so at start;
// and Litestream's own race on a file:// replica may show (FILE_REPLICA_RACE).
beforeEach(() => expectServerError(REPLICA_ON_THE_SAME_DISK, FILE_REPLICA_RACE));

/**
 * What Litestream itself says while a test keeps its replica from taking files: its errors, and, when
 * it is stopped after such an outage, 0.3.13 may panic ("generation name required"), a Go stack the
 * site relays line by line.
 */
const LITESTREAM_IN_AN_OUTAGE = /^Litestream: /;

let replicas = 0;
/** A new, empty replica folder and its address. */
const newReplica = () => `file://${path.join(folder, `replica-${++replicas}`)}`;

/** The npm package's binary, as the server finds it. */
const LITESTREAM = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@flydotio/litestream-linux-x64/package.json")),
  "litestream",
);

/** Litestream's interval in these tests: short, so that the load below spans many copies. */
const SYNC_INTERVAL_SECONDS = 0.1;
/**
 * What the site promises: a message acknowledged this long before the machine died is in the
 * replica. Litestream needs two intervals (a look at the WAL, then the copy); the rest is room for
 * a busy two-core machine, where a process may wait for a core. The figure measured is printed.
 */
const PROMISED_MS = scaled(1500);

/** A site's settings for replication to `url`. */
const replicatingTo = (url: string, syncIntervalSeconds = SYNC_INTERVAL_SECONDS) => ({
  env: { LITESTREAM_REPLICA_URL: url, LITESTREAM_SYNC_INTERVAL: String(syncIntervalSeconds) },
});

/** Whether the replica's latest copy holds the message (a restore of it, as anyone would look). */
async function replicaHolds(url: string, subject: string): Promise<boolean> {
  const restored = await restoreFromReplica(folder, url);
  return restored.code === 0 && readRestored(restored.databasePath).subjects.has(subject);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function health(base: string) {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

// Four and a half seconds of load with restores of the replica as it goes, the kill, a last restore
// (a Node and a Litestream start each): long on a busy two-core machine, hence a budget of its own.
test(
  "kill -9 of the machine under contact posts: the replica restores with every message acknowledged before the sync",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const url = newReplica();
    const site = await startSite(replicatingTo(url));
    expect(await health(site.base)).toMatchObject({ status: 200, body: { replication: "ok" } });
    const litestream = await litestreamOf(site.child.pid!);

    const loadStarted = Date.now();
    const load = startContactLoad(site.base);
    // While it writes, the replica is looked at (restored) again and again, and each look holds what
    // the promise says: a replica that lags, if only at times, is caught even if the kill below
    // happens to fall just after one of its copies.
    const loadEnds = Date.now() + PROMISED_MS + 3000;
    await pause(PROMISED_MS);
    let looks = 0;
    while (Date.now() < loadEnds) {
      const lookedAt = Date.now();
      const look = await restoreFromReplica(folder, url);
      expect(look.code, look.stderr).toBe(0);
      const { subjects } = readRestored(look.databasePath);
      const due = load.acknowledged.filter((message) => message.at < lookedAt - PROMISED_MS);
      expect(due.filter((message) => !subjects.has(message.subject))).toEqual([]);
      looks++;
    }
    expect(looks).toBeGreaterThanOrEqual(1);
    // The machine dies: Litestream first (else, told by the kernel that the server died, it makes
    // its last copy, which a real power cut never allows), the server at once after it.
    const killedAt = Date.now();
    // In the instant between the two kills, the server may notice Litestream's end and say so.
    expectServerError(/^Litestream ended \(SIGKILL\): starting it again in 1 s\.$/);
    process.kill(litestream, "SIGKILL");
    await site.kill();
    const acknowledged = await load.stop();

    const restored = await restoreFromReplica(folder, url);
    expect(restored.code, restored.stderr).toBe(0);
    const { integrity, subjects } = readRestored(restored.databasePath);
    expect(integrity).toBe("ok");

    const promised = acknowledged.filter((message) => message.at < killedAt - PROMISED_MS);
    const lost = acknowledged.filter((message) => !subjects.has(message.subject));
    const newestKept = Math.max(...acknowledged.filter((m) => subjects.has(m.subject)).map((m) => m.at));
    console.log(
      `Recovery point: ${acknowledged.length} messages acknowledged in ${((killedAt - loadStarted) / 1000).toFixed(1)} s, ${lost.length} not in the replica ` +
        `(acknowledged in the last ${lost.length ? killedAt - Math.min(...lost.map((m) => m.at)) : 0} ms before the kill); ` +
        `the newest one kept was acknowledged ${killedAt - newestKept} ms before it (sync interval ${SYNC_INTERVAL_SECONDS * 1000} ms).`,
    );
    // On a failure, what the site said of its replication (restarts, a hang) says why.
    const said = site
      .output()
      .split("\n")
      .filter((line) => /litestream|replica/i.test(line))
      .slice(-20)
      .join("\n");
    expect(
      promised.filter((message) => !subjects.has(message.subject)),
      said,
    ).toEqual([]);
    // Not an empty promise: the load wrote well before the kill, and was still writing at it.
    expect(promised.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length).toBeGreaterThan(promised.length);
  },
);

test(
  "the server killed alone: Litestream makes its last copy and ends with it, nothing acknowledged is lost",
  { timeout: scaled(40_000) },
  async ({ startSite }) => {
    const url = newReplica();
    // Copies every 2 s: the messages below, sent just after one, reach the replica by the last copy only.
    const site = await startSite(replicatingTo(url, 2));
    const litestream = await litestreamOf(site.child.pid!);
    try {
      const first = await sendAcknowledged(site.base, "The first copy");
      while (!(await replicaHolds(url, first))) await pause(100);
      const sent: string[] = [];
      for (let i = 0; i < 10; i++) sent.push(await sendAcknowledged(site.base, `Before the crash ${i}`));
      await site.kill();
      await ended(litestream); // never an orphan beside the next server's own Litestream

      const restored = await restoreFromReplica(folder, url);
      expect(restored.code, restored.stderr).toBe(0);
      const { integrity, subjects } = readRestored(restored.databasePath);
      expect(integrity).toBe("ok");
      expect(sent.filter((subject) => !subjects.has(subject))).toEqual([]);
    } finally {
      if (isRunning(litestream)) process.kill(litestream, "SIGKILL");
    }
  },
);

// A start with a Litestream that takes a second to begin, a message, a stop, a restore: long when busy.
test(
  "a stop soon after the start waits for Litestream's first copy, however late it comes",
  { timeout: scaled(40_000) },
  async ({ startSite }) => {
    const url = newReplica();
    // Litestream as a busy machine may start it: a second late, then itself (exec: signals reach it).
    const slowStart = path.join(folder, "slow-litestream");
    writeFileSync(slowStart, `#!/bin/sh\nsleep 1\nexec ${JSON.stringify(LITESTREAM)} "$@"\n`, {
      mode: 0o755,
    });
    const site = await startSite({
      env: { ...replicatingTo(url).env, LITESTREAM_PATH: slowStart },
    });
    const sent = await sendAcknowledged(site.base, "Sent just after the start");
    await site.stop({ keepData: true });
    const restored = await restoreFromReplica(folder, url);
    expect(restored.code, restored.stderr).toBe(0);
    expect(readRestored(restored.databasePath).subjects.has(sent)).toBe(true);
  },
);

test(
  "Litestream killed: the server starts it again; a graceful stop ends it after the last copy",
  { timeout: scaled(40_000) },
  async ({ startSite }) => {
    const url = newReplica();
    expectServerError(/^Litestream ended \(SIGKILL\): starting it again in 1 s\.$/);
    // Copies every 2 s: the last message, sent just after one, reaches the replica by the last copy only.
    const site = await startSite(replicatingTo(url, 2));
    const first = await litestreamOf(site.child.pid!);
    process.kill(first, "SIGKILL");
    await ended(first);
    const second = await litestreamOf(site.child.pid!);
    expect(second).not.toBe(first);
    expect(site.output()).toContain("Litestream ended (SIGKILL): starting it again in 1 s.");
    expect(await health(site.base)).toMatchObject({ status: 200, body: { replication: "ok" } });

    const restarted = await sendAcknowledged(site.base, "After the restart");
    while (!(await replicaHolds(url, restarted))) await pause(100);
    const sent = await sendAcknowledged(site.base, "Just before the stop");
    await site.stop({ keepData: true });
    expect(isRunning(second)).toBe(false);
    // The process has ended; its last lines may still be on their way through the pipe.
    while (!site.output().includes("Stopped.")) await pause(20);
    const output = site.output();
    expect(output.indexOf("Litestream: litestream shut down")).toBeGreaterThan(0);
    expect(output.indexOf("Litestream: litestream shut down")).toBeLessThan(output.indexOf("Stopped."));

    const restored = await restoreFromReplica(folder, url);
    expect(restored.code, restored.stderr).toBe(0);
    expect(readRestored(restored.databasePath).subjects.has(sent)).toBe(true);
  },
);

test(
  "a replica that cannot be written: /healthz says replication failing (503), then ok once it can again",
  { timeout: scaled(50_000) },
  async ({ startSite }) => {
    const url = newReplica();
    const replica = url.slice("file://".length);
    // What the server says of the outage, and of the Litestream it ends for making no progress.
    expectServerError(
      new RegExp(`^Litestream cannot copy to ${url}: ${replica} refuses new files \\(E[A-Z]+\\)\\.$`),
      new RegExp(`^Litestream made no progress on a copy to ${url} for 10 s: starting it again\\.$`),
      /^Litestream ended \(SIGKILL\): starting it again in 1 s\.$/,
      LITESTREAM_IN_AN_OUTAGE,
    );
    const site = await startSite(replicatingTo(url));
    const before = await sendAcknowledged(site.base, "Before the outage");
    while (!(await replicaHolds(url, before))) await pause(100);
    // Every copy fails while a file stands where the folder was. The next copy of the WAL hangs
    // Litestream 0.3.13 for good (it waits on a pipe the failed writer never reads): the server
    // finds the folder refusing files and says "failing"; after 100 intervals without progress it
    // starts Litestream again, and the new one fails with errors until the folder is back.
    renameSync(replica, `${replica}.away`);
    writeFileSync(replica, "not a folder");
    await sendAcknowledged(site.base, "During the outage");
    let checked = await health(site.base);
    const waitedSince = Date.now();
    while (checked.body.replication !== "failing") {
      // What the server said, if this never comes (the test's timeout would say nothing).
      if (Date.now() - waitedSince > scaled(20_000)) expect(site.output()).toBe("replication failing");
      await pause(50);
      checked = await health(site.base);
    }
    expect(checked).toEqual({
      status: 503,
      body: {
        status: "unavailable",
        database: "ok",
        uploads: "ok",
        disk: "ok",
        log: "ok",
        replication: "failing",
      },
    });
    const noProgress = `Litestream made no progress on a copy to ${url} for 10 s: starting it again.`;
    while (!site.output().includes(noProgress)) await pause(20); // on its way through the pipe

    rmSync(replica);
    renameSync(`${replica}.away`, replica);
    const restoredAt = Date.now();
    while ((checked = await health(site.base)).body.replication !== "ok") {
      if (Date.now() - restoredAt > scaled(20_000)) expect(site.output()).toBe("replication ok again");
      await pause(50);
    }
    expect(checked.status).toBe(200);
    expect(site.output()).toContain(`Litestream: replicating to ${url} again.`);
  },
);

/** Root writes into read-only folders: as root, the site of the read-only test runs as this user. */
const root = process.getuid?.() === 0;
const UNPRIVILEGED = "nobody";
const idOf = (flag: "-u" | "-g") =>
  Number(execFileSync("id", [flag, UNPRIVILEGED], { encoding: "utf8" }).trim());

/** Every folder and file of the replica made read-only, or writable again (`chmod -R`). */
const setWritable = (replica: string, writable: boolean) =>
  execFileSync("chmod", ["-R", writable ? "u+w" : "a-w", replica]);

// A start, a first copy, the outage and the recovery (a Node and two Litestream starts, restores):
// long on a busy two-core machine, hence a budget of its own.
test(
  "a replica made read-only: /healthz says failing (503) within 5 s of the first failed copy, ok again once it is writable",
  { timeout: scaled(40_000) },
  async ({ startSite }) => {
    const own = path.join(folder, `read-only-${++replicas}`);
    const dataDir = path.join(own, "data");
    const replica = path.join(own, "replica");
    mkdirSync(own, { mode: 0o755 });
    chmodSync(folder, 0o755); // so that the site's user reaches its folders
    for (const dir of [dataDir, replica]) {
      mkdirSync(dir);
      if (root) chownSync(dir, idOf("-u"), idOf("-g"));
    }
    const url = `file://${replica}`;
    // What the server says of the refused copies, and of the Litestream it starts again once they pass.
    expectServerError(
      new RegExp(
        `^Litestream cannot copy to ${url}: ${replica}/generations/\\w+/wal refuses new files \\(E[A-Z]+\\)\\.$`,
      ),
      new RegExp(`^The replica ${url} takes files again: starting Litestream again\\.$`),
      /^Litestream ended \(SIGKILL\): starting it again in 1 s\.$/,
      LITESTREAM_IN_AN_OUTAGE,
    );
    const site = await startSite({
      ...replicatingTo(url),
      user: root ? UNPRIVILEGED : undefined,
      dataDir,
      removeDataDir: true,
    });
    try {
      const before = await sendAcknowledged(site.base, "Before the replica turned read-only");
      while (!(await replicaHolds(url, before))) await pause(100);

      setWritable(replica, false);
      const refusedSince = Date.now();
      const during = await sendAcknowledged(site.base, "While the replica is read-only");
      let checked = await health(site.base);
      while (checked.body.replication !== "failing") {
        // What the server said, if this never comes (the test's timeout would say nothing).
        if (Date.now() - refusedSince > scaled(20_000)) expect(site.output()).toBe("replication failing");
        await pause(50);
        checked = await health(site.base);
      }
      expect(Date.now() - refusedSince).toBeLessThan(scaled(5000));
      expect(checked).toMatchObject({ status: 503, body: { status: "unavailable", replication: "failing" } });
      // The server found it out itself: Litestream says nothing of a copy its replica refused.
      expect(site.output()).toContain(`Litestream cannot copy to ${url}: ${replica}/generations/`);
      expect(site.output()).toMatch(/\/generations\/[0-9a-f]{16}\/wal refuses new files \(EACCES\)\.$/m);

      setWritable(replica, true);
      const writableSince = Date.now();
      while ((checked = await health(site.base)).body.replication !== "ok") {
        if (Date.now() - writableSince > scaled(20_000)) expect(site.output()).toBe("replication ok again");
        await pause(50);
      }
      expect(Date.now() - writableSince).toBeLessThan(scaled(5000));
      expect(checked.status).toBe(200);
      expect(site.output()).toContain(`Litestream: replicating to ${url} again.`);
      // Nothing was lost meanwhile: the message sent during the outage reached the replica.
      while (!(await replicaHolds(url, during))) await pause(100);
    } finally {
      setWritable(replica, true);
    }
  },
);

// A start, a first copy, a stop (a Node and a Litestream): 3 to 6 s on a busy two-core machine.
test(
  "a graceful stop well after the start writes nothing to standard error",
  { timeout: scaled(30_000) },
  async ({ startSite }) => {
    const url = newReplica();
    // The stop waits for Litestream's first copy at most its whole allowance (here 1 s) after the
    // start: this stop comes later, so nothing is left to wait (a negative delay made Node warn).
    const site = await startSite({ env: { ...replicatingTo(url).env, SHUTDOWN_TIMEOUT_SECONDS: "1" } });
    const sent = await sendAcknowledged(site.base, "Long before the stop");
    while (!(await replicaHolds(url, sent))) await pause(100);
    await pause(1100);
    await site.stop({ keepData: true });
    while (!site.output().includes("Stopped.")) await pause(20); // its last lines, through the pipe
    expect(site.child.exitCode).toBe(0);
    expect(site.output()).not.toContain("Warning");
  },
);

test(
  "restore to a point in time: --timestamp leaves out what came after",
  { timeout: scaled(40_000) },
  async ({ startSite }) => {
    const url = newReplica();
    const site = await startSite(replicatingTo(url));
    const early = await sendAcknowledged(site.base, "Early message");
    // Until the replica holds it (each look is a restore of the latest copy).
    while (!(await replicaHolds(url, early))) await pause(100);
    const between = new Date();
    await pause(1100);
    const late = await sendAcknowledged(site.base, "Late message");
    while (!(await replicaHolds(url, late))) await pause(100);

    const atTime = await restoreFromReplica(folder, url, ["--timestamp", between.toISOString()]);
    expect(atTime.code, atTime.stderr).toBe(0);
    expect(atTime.stdout).toContain(`, as it was at ${between.toISOString()}.`);
    const { integrity, subjects } = readRestored(atTime.databasePath);
    expect(integrity).toBe("ok");
    expect(subjects.has(early)).toBe(true);
    expect(subjects.has(late)).toBe(false);
  },
);
