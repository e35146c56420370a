import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sendMessage } from "./http";
import { runScript } from "./processes";
import { writeLoops } from "./write-load";
import { readDatabase } from "./site";

/** The Litestream a server started (its running child, `litestream` by name), once it runs. */
export async function litestreamOf(serverPid: number): Promise<number> {
  for (;;) {
    // A killed one stays a child (a zombie) until the server has noticed its end.
    const pid = childrenOf(serverPid).find(
      (child) => commandName(child) === "litestream" && isRunning(child),
    );
    if (pid !== undefined) return pid;
    if (!existsSync(`/proc/${serverPid}`)) throw new Error(`The server ${serverPid} is gone`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** True while a process lives (a zombie of a child of ours counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

/** Waits until the process is gone (bounded by the test's own timeout). */
export async function ended(pid: number): Promise<void> {
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

export type Acknowledged = { subject: string; at: number };

/**
 * Visitors sending the contact form, several at a time, until stopped (or `limit` messages):
 * every message the site acknowledged (its redirect) with the moment the answer came.
 */
export function startContactLoad(base: string, { workers = 4, limit = 20_000, pauseMs = 50 } = {}) {
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  const send = async (worker: number) => {
    const subject = `Replicated ${worker}-${sent++}`;
    const response = await sendMessage(base, { subject });
    if (response.status === 302) acknowledged.push({ subject, at: Date.now() });
    // Paced (at most 80 a second with four workers, far above a company's contact form): unpaced,
    // the load took the whole of a two-core machine busy with a build beside the tests, and starved
    // Litestream of the CPU its copies need (seconds behind at the kill: docs/benchmarks.md).
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  };
  return writeLoops(
    workers,
    send,
    () => acknowledged,
    () => sent < limit,
  );
}

/** Sends one message and returns its subject once the site acknowledged it. */
export async function sendAcknowledged(base: string, subject: string): Promise<string> {
  const response = await sendMessage(base, { subject });
  if (response.status !== 302) throw new Error(`The message "${subject}" was answered ${response.status}`);
  return subject;
}

/** `npm run restore -- --from-replica URL …` into a new folder of `parent`: the command's result and the folder. */
export async function restoreFromReplica(parent: string, url: string, extra: string[] = []) {
  const folder = mkdtempSync(path.join(parent, "restored-"));
  const databasePath = path.join(folder, "site.db");
  const result = await runScript("restore", ["--from-replica", url, ...extra], {
    NODE_ENV: "production",
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: path.join(folder, "uploads"),
  });
  return { ...result, databasePath };
}

/** The restored database's integrity check and the subjects of its messages. */
export function readRestored(databasePath: string) {
  const [{ integrity_check: integrity } = { integrity_check: "missing" }] = readDatabase<{
    integrity_check: string;
  }>(databasePath, "pragma integrity_check");
  const subjects = new Set(
    readDatabase<{ subject: string }>(databasePath, "select subject from messages").map((row) => row.subject),
  );
  return { integrity, subjects };
}

/** A temporary folder under the system's, for a test's replicas and restores. */
export const temporaryFolder = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * What a site replicating into a temporary folder says at start (the folder is on its database's
 * disk): for expectServerError (tests/support/stray-errors.ts).
 */
export const REPLICA_ON_THE_SAME_DISK = /^LITESTREAM_REPLICA_URL: \S+ is on the same disk as the database/;

/**
 * Litestream 0.3.13's file:// replica races with itself: two copies of one WAL segment at once (its
 * monitor's, and the last one as it closes) write the same temporary file, and the slower one finds
 * it already renamed (benbjohnson/litestream issues 229 and 503). The other copy wrote the segment; the
 * site relays the error. Seen, rarely, at a stop soon after a start; an s3:// replica has no such file.
 */
export const FILE_REPLICA_RACE = /^Litestream: [^\n]*client write: stat \S+\.tmp: no such file or directory/;
