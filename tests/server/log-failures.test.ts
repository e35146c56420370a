import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listeningPortOf, projectDir } from "../support/processes";

/**
 * The real built server whose own log cannot be written: its standard output and error go to
 * /dev/full (every write fails with ENOSPC, as on a full disk) or to pipes whose reader is gone
 * (EPIPE). It must keep answering, and /healthz must say what is wrong, without details.
 */

let child: ChildProcess | undefined;
let folder: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
  child = folder = undefined;
});

function startServer(stdio: StdioOptions) {
  folder = mkdtempSync(path.join(tmpdir(), "site-log-"));
  child = spawn("node", ["server.mjs"], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(folder, "site.db"),
      UPLOADS_DIR: path.join(folder, "uploads"),
      SESSION_SECRET_FILE: path.join(folder, "session-secret"),
    },
    stdio,
  });
  return child;
}

const health = async (base: string) => {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

/** A few requests, each logged: the home page, a 404, the sign-in page. */
async function browse(base: string) {
  for (const [page, status] of [
    ["/", 200],
    ["/no-such-page", 404],
    ["/admin", 200],
    ["/", 200],
  ] as const) {
    expect((await fetch(`${base}${page}`)).status).toBe(status);
  }
}

describe("a server whose log cannot be written", () => {
  it("on a full disk (/dev/full): keeps serving, and /healthz says the log's disk is full", async () => {
    const full = openSync("/dev/full", "w");
    try {
      startServer(["ignore", full, full]);
    } finally {
      closeSync(full);
    }
    const base = `http://127.0.0.1:${await listeningPortOf(child!)}`;
    await browse(base);
    const { status, body } = await health(base);
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "unavailable",
      database: "ok",
      uploads: "ok",
      disk: "ok",
      log: "disk full",
    });
    await browse(base);
    expect(child!.exitCode).toBeNull();
  });

  it("when the log's reader goes away (EPIPE): keeps serving, and /healthz says the log is not writable", async () => {
    const server = startServer(["ignore", "pipe", "pipe"]);
    let output = "";
    const ready = new Promise<number>((resolve) =>
      server.stdout!.on("data", (chunk: Buffer) => {
        output += chunk;
        const match = /Site ready on http:\/\/[^\s:]+:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      }),
    );
    const base = `http://127.0.0.1:${await ready}`;
    expect((await health(base)).body.log).toBe("ok");
    // The reader closes both pipes: every next line the server writes fails with EPIPE.
    server.stdout!.destroy();
    server.stderr!.destroy();
    await browse(base);
    await browse(base);
    expect(await health(base)).toEqual({
      status: 503,
      body: { status: "unavailable", database: "ok", uploads: "ok", disk: "ok", log: "not writable" },
    });
    expect(server.exitCode).toBeNull();
  });
});

describe("a server whose log is on a disk that fills up", () => {
  it("says log: disk full while it is full, and ok once it is freed, though it wrote to stderr only when full", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-log-"));
    const logs = path.join(folder, "logs");
    mkdirSync(logs);
    // Its standard output and error are files on a 1 MB tmpfs of its own (a user and mount namespace,
    // as in full-disk.test.ts), full from the start: its warnings at start (SITE_URL is not set) are
    // its only lines on stderr, and they fail.
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(folder, "site.db"),
      UPLOADS_DIR: path.join(folder, "uploads"),
      SESSION_SECRET_FILE: path.join(folder, "session-secret"),
    };
    delete environment.SITE_URL;
    child = spawn(
      "unshare",
      [
        "--map-root-user",
        "--mount",
        "sh",
        "-c",
        'mount -t tmpfs -o size=1m tmpfs "$0" && { head -c 2M /dev/zero > "$0/filler"; } 2>/dev/null; ' +
          'exec "$1" server.mjs > "$0/out.log" 2> "$0/err.log"',
        logs,
        process.execPath,
      ],
      { cwd: projectDir, env: environment, stdio: "ignore" },
    );
    const base = `http://127.0.0.1:${await listeningPortOf(child)}`;
    const seenFromHere = `/proc/${child.pid}/root${logs}`;
    await browse(base);
    expect(await health(base)).toMatchObject({ status: 503, body: { log: "disk full" } });
    expect(readFileSync(path.join(seenFromHere, "err.log"), "utf8")).toBe("");

    rmSync(path.join(seenFromHere, "filler"));
    await browse(base);
    expect(await health(base)).toEqual({
      status: 200,
      body: { status: "ok", database: "ok", uploads: "ok", disk: "ok", log: "ok" },
    });
    // The log says where lines went missing.
    expect(readFileSync(path.join(seenFromHere, "err.log"), "utf8")).toMatch(
      /^The log could not be written \(disk full\): lines before this one may be missing\.$/m,
    );
  });
});
