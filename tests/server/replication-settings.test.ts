import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe } from "vitest";
import { projectDir, runProcess } from "../support/processes";
import {
  FILE_REPLICA_RACE,
  REPLICA_ON_THE_SAME_DISK,
  restoreFromReplica,
  sendAcknowledged,
  temporaryFolder,
} from "../support/replica";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * LITESTREAM_REPLICA_URL and `restore --from-replica` refuse what cannot work, before anything is
 * written: one line naming the variable (or the option), never a stack trace.
 */
const folder = temporaryFolder("site-replica-settings-");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Starts the server on a new data folder with these settings: its exit code and error output. A
 * server that starts instead of refusing is stopped after a while (the test then fails on its code).
 */
function startWith(env: Record<string, string>, data = path.join(folder, `data-${Math.random()}`)) {
  return runProcess("node", ["server.mjs"], {
    cwd: projectDir,
    signal: AbortSignal.timeout(scaled(20_000)),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SESSION_SECRET: "a session secret that is long enough for production",
      DATABASE_PATH: path.join(data, "site.db"),
      UPLOADS_DIR: path.join(data, "uploads"),
      AWS_ACCESS_KEY_ID: "",
      AWS_SECRET_ACCESS_KEY: "",
      ...env,
    },
  });
}

/** One line, naming the problem; no stack trace ("    at …"). */
function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split("\n");
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Each case starts Node (and most a Litestream): seconds each on a busy two-core machine.
describe("the server's start refuses a replica it cannot use", { timeout: scaled(60_000) }, () => {
  test.each([
    [
      "an address of another kind",
      "https://backups.example.com/site",
      /must be file:\/\/\/absolute\/folder or s3:\/\/bucket/,
    ],
    [
      "a file:// address without a full path",
      "file://replica/site",
      /must be a folder's full path, with three slashes/,
    ],
    ["an s3:// address with credentials in it", "s3://key:secret@bucket/site", /must not carry credentials/],
  ])("%s", async (_, url, message) => {
    const data = path.join(folder, "refused-by-form");
    const { code, stderr } = await startWith({ LITESTREAM_REPLICA_URL: url }, data);
    expect(code).toBe(1);
    expectOneLine(stderr, /^Invalid environment configuration: LITESTREAM_REPLICA_URL: /);
    expect(stderr).toMatch(message);
    expect(stderr).not.toContain("secret@");
    expect(existsSync(data)).toBe(false); // nothing was created
  });

  test("a folder that cannot be made or written", async () => {
    const file = path.join(folder, "a-file");
    writeFileSync(file, "not a folder");
    const { code, stderr } = await startWith({ LITESTREAM_REPLICA_URL: `file://${file}/replica` });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      new RegExp(
        `^LITESTREAM_REPLICA_URL: the folder ${file}/replica cannot be written by this process .*: ENOTDIR\\.$`,
      ),
    );
  });

  test("an S3 endpoint that does not answer", async () => {
    const port = await closedPort();
    const url = `s3://site-backups/zagros?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
    const { code, stderr } = await startWith({
      LITESTREAM_REPLICA_URL: url,
      AWS_ACCESS_KEY_ID: "test-key",
      AWS_SECRET_ACCESS_KEY: "test-secret",
    });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      /^LITESTREAM_REPLICA_URL: the replica s3:\/\/site-backups\/zagros\?.* could not be read: .*connection refused\.$/,
    );
    expect(stderr).not.toContain("test-secret");
  });

  test("half the S3 credentials", async () => {
    const { code, stderr } = await startWith({
      LITESTREAM_REPLICA_URL: "s3://site-backups/zagros?endpoint=http://127.0.0.1:9",
      AWS_ACCESS_KEY_ID: "test-key",
    });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      /^LITESTREAM_REPLICA_URL is an s3:\/\/ address and AWS_SECRET_ACCESS_KEY is not set/,
    );
  });

  test("a Litestream of one's own that is missing or cannot run", async () => {
    const replica = `file://${path.join(folder, "unused")}`;
    const missing = await startWith({
      LITESTREAM_REPLICA_URL: replica,
      LITESTREAM_PATH: path.join(folder, "no-litestream"),
    });
    expect(missing.code).toBe(1);
    expectOneLine(missing.stderr, /^LITESTREAM_PATH: there is no file at .*no-litestream\.$/);
    const notProgram = path.join(folder, "not-a-program");
    writeFileSync(notProgram, "#!/bin/sh\n", { mode: 0o644 });
    const refused = await startWith({ LITESTREAM_REPLICA_URL: replica, LITESTREAM_PATH: notProgram });
    expect(refused.code).toBe(1);
    expectOneLine(
      refused.stderr,
      /^LITESTREAM_REPLICA_URL is set, but Litestream \(.*\) could not be started: .*EACCES\.$/,
    );
  });

  test("a sync interval that is not a number of seconds", async () => {
    const { code, stderr } = await startWith({
      LITESTREAM_REPLICA_URL: `file://${path.join(folder, "unused")}`,
      LITESTREAM_SYNC_INTERVAL: "1m",
    });
    expect(code).toBe(1);
    expectOneLine(stderr, /LITESTREAM_SYNC_INTERVAL must be a number of seconds from 0\.05 to 3600$/);
  });
});

describe("a replica that holds a site", { timeout: scaled(60_000) }, () => {
  const replica = path.join(folder, "holding");
  const url = `file://${replica}`;

  test("a new, empty site never starts over it (its copy would bury the real one), the restore fills it", async ({
    startSite,
  }) => {
    expectServerError(REPLICA_ON_THE_SAME_DISK, FILE_REPLICA_RACE);
    const site = await startSite({ env: { LITESTREAM_REPLICA_URL: url } });
    const subject = await sendAcknowledged(site.base, "Kept by the replica");
    await site.stop();

    const empty = path.join(folder, "new-machine");
    const refused = await startWith({ LITESTREAM_REPLICA_URL: url }, empty);
    expect(refused.code).toBe(1);
    expectOneLine(
      refused.stderr,
      new RegExp(
        `^LITESTREAM_REPLICA_URL: the replica ${url} already holds a site, and ${empty}/site\\.db \\(DATABASE_PATH\\) ` +
          `does not exist: restore it first \\(npm run restore -- --from-replica ${url}\\)`,
      ),
    );
    expect(existsSync(path.join(empty, "site.db"))).toBe(false);

    // The restore the message names, then the site starts on what it brought back.
    const restored = await restoreFromReplica(folder, url);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .*1 messages.* from file:\/\/.*, its latest copy\.$/m);
    const again = await startSite({
      dataDir: path.dirname(restored.databasePath),
      env: { LITESTREAM_REPLICA_URL: url },
    });
    expect(
      again.query<{ subject: string }>("select subject from messages").map((row) => row.subject),
    ).toContain(subject);
  });

  test("the restore refuses an occupied site, a bad time, an empty replica and another kind of address", async () => {
    const occupied = path.join(folder, "occupied");
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, "site.db"), "");
    const script = path.join(projectDir, "scripts", "restore.mjs");
    const restore = (args: string[], data: string) =>
      runProcess("node", [script, ...args], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_PATH: path.join(data, "site.db"),
          UPLOADS_DIR: path.join(data, "uploads"),
        },
      });
    const fresh = () => path.join(folder, `fresh-${Math.random()}`);

    const onOccupied = await restore(["--from-replica", `file://${path.join(folder, "any")}`], occupied);
    expect(onOccupied.code).toBe(1);
    expectOneLine(onOccupied.stderr, /already holds a site: a replica is restored into empty folders only/);

    const badTime = await restore(
      ["--from-replica", "file:///srv/replica", "--timestamp", "yesterday"],
      fresh(),
    );
    expect(badTime.code).toBe(2);
    expectOneLine(badTime.stderr, /^--timestamp must be a date and time with its zone, e\.g\. /);

    const noZone = await restore(
      ["--from-replica", "file:///srv/replica", "--timestamp", "2026-11-21T14:30"],
      fresh(),
    );
    expect(noZone.code).toBe(2);

    const empty = fresh();
    const nothing = await restore(["--from-replica", `file://${path.join(folder, "never-used")}`], empty);
    expect(nothing.code).toBe(1);
    expectOneLine(
      nothing.stderr,
      /^The replica file:\/\/.*never-used holds no copy of a database\. Nothing was restored\.$/,
    );
    expect(existsSync(empty) ? readdirSync(empty) : []).toEqual([]);

    const otherKind = await restore(["--from-replica", "ftp://backups/site"], fresh());
    expect(otherKind.code).toBe(2);
    expectOneLine(otherKind.stderr, /^--from-replica must be file:\/\/\/absolute\/folder or s3:\/\/bucket/);
  });
});
