import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDir } from "../support/processes";

/**
 * The built server with its uploads folder on a real, full file system: a 1 MB tmpfs mounted for
 * the server alone, in a user and mount namespace of its own (`unshare`: no root needed where
 * unprivileged user namespaces are allowed, as on Debian). The test reaches the folder through
 * /proc/<pid>/root and fills it.
 */
const folder = mkdtempSync(path.join(tmpdir(), "site-full-disk-"));
const uploads = path.join(folder, "uploads");
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  mkdirSync(uploads);
  server = spawn(
    "unshare",
    [
      "--map-root-user",
      "--mount",
      "sh",
      "-c",
      'mount -t tmpfs -o size=1m tmpfs "$0" && exec node server.mjs',
      uploads,
    ],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_PATH: path.join(folder, "data", "site.db"),
        UPLOADS_DIR: uploads,
        SESSION_SECRET: "a session secret that is long enough for production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const ready = /Site ready on http:\/\/[^\s:]+:(\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    server.once("exit", () => reject(new Error(`The server did not start:\n${output}`)));
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Writes into the folder until the file system says it is full. */
function fill(dir: string) {
  const fd = openSync(path.join(dir, "filler"), "w");
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    closeSync(fd);
  }
}

describe("an uploads folder on a full disk", () => {
  it("is reported by /healthz, and its write check leaves no empty file behind", async () => {
    const seenFromHere = `/proc/${server.pid}/root${uploads}`;
    fill(seenFromHere);
    for (let check = 0; check < 3; check++) {
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        uploads: "not writable",
        disk: "nearly full",
        database: "ok",
      });
    }
    expect(readdirSync(seenFromHere)).toEqual(["filler"]);
  });
});
