import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { projectDir, runProcess } from "../support/processes";
import { scaled } from "../support/timeouts";

/**
 * The commands and the server's start, run from the production build as processes: whatever goes
 * wrong is one clear line on stderr and a non-zero exit code, never a stack trace.
 */
const folder = mkdtempSync(path.join(tmpdir(), "site-commands-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const script = (name: string) => path.join(projectDir, "scripts", name);
const envWith = (values: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  ...values,
});

/** One line, naming the problem; no stack trace ("    at …"), no source excerpt. */
function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split("\n");
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

// Each runs the commands as processes (a Node start each): long on a busy two-core machine, hence a budget
// of their own.
describe("commands", { timeout: scaled(60_000) }, () => {
  it("create-admin works from any folder: the migrations and relative paths are the site's", async () => {
    const elsewhere = path.join(folder, "elsewhere");
    mkdirSync(elsewhere);
    const databasePath = path.join(folder, "site", "site.db");
    const result = await runProcess(
      "node",
      [script("create-admin.mjs"), "--email", "staff@zagros.test", "--password", "long enough password"],
      { cwd: elsewhere, env: envWith({ DATABASE_PATH: databasePath }) },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Created the staff account staff@zagros.test");
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("a bad environment value is one line naming it, for every command", async () => {
    const site = path.join(folder, "site");
    const backup = path.join(folder, "backup");
    const made = await runProcess("node", [script("backup.mjs"), "--out", backup], {
      env: envWith({ DATABASE_PATH: path.join(site, "site.db"), UPLOADS_DIR: path.join(site, "uploads") }),
    });
    expect(made.code, made.stderr).toBe(0);
    const exportFile = path.join(folder, "export.json");
    writeFileSync(exportFile, JSON.stringify({ newClients: [] }));
    const bad = envWith({
      PORT: "eighty",
      DATABASE_PATH: path.join(folder, "restored", "site.db"),
      UPLOADS_DIR: path.join(folder, "restored", "uploads"),
    });
    for (const args of [
      ["restore.mjs", "--from", backup],
      ["backup.mjs", "--out", path.join(folder, "backup-2")],
      ["create-admin.mjs", "--email", "staff@zagros.test", "--password", "long enough password"],
      ["convert-images.mjs"],
      ["import-firestore.mjs", "--export", exportFile],
    ]) {
      const [name, ...rest] = args as [string, ...string[]];
      const result = await runProcess("node", [script(name), ...rest], { env: bad });
      expect(result.code, name).not.toBe(0);
      expectOneLine(result.stderr, /^Invalid environment configuration: PORT: PORT must be a whole number/);
    }
  });
});

describe("the server's start", () => {
  it("on a database file it may not write (in a writable folder): one line saying which and what to do", async () => {
    const data = path.join(folder, "read-only");
    mkdirSync(data);
    const databasePath = path.join(data, "site.db");
    const created = await runProcess(
      "node",
      [script("create-admin.mjs"), "--email", "staff@zagros.test", "--password", "long enough password"],
      { env: envWith({ DATABASE_PATH: databasePath }) },
    );
    expect(created.code, created.stderr).toBe(0);
    // As root, permissions do not hold: the site runs as nobody, the file stays root's (rw-r--r--).
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      chmodSync(folder, 0o755);
      chmodSync(data, 0o777);
    } else chmodSync(databasePath, 0o444);
    const [command, ...args] = asRoot
      ? ["runuser", "-u", "nobody", "--", "node", "server.mjs"]
      : ["node", "server.mjs"];
    const result = await runProcess(command!, args, {
      env: envWith({
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_PATH: databasePath,
        UPLOADS_DIR: path.join(data, "uploads"),
        SESSION_SECRET: "a session secret that is long enough for production",
      }),
    });
    expect(result.code).toBe(1);
    expectOneLine(
      result.stderr,
      new RegExp(
        `^The database file ${databasePath} is read-only for this process \\(user id \\d+\\): EACCES\\. .*chown`,
      ),
    );
  });

  /** Starts the server with an environment; its exit code and error output. */
  const startFailing = (env: Record<string, string>) =>
    runProcess("node", ["server.mjs"], {
      env: envWith({
        // Never the project's own data folder.
        DATABASE_PATH: path.join(folder, "failing-start", "site.db"),
        UPLOADS_DIR: path.join(folder, "failing-start", "uploads"),
        ...env,
      }),
    });

  it("with a bad environment value: a clear message", async () => {
    const { code, stderr } = await startFailing({ PORT: "eighty", SESSION_SECRET: "s".repeat(40) });
    expect(code).toBe(1);
    expect(stderr).toContain("PORT must be a whole number from 1 to 65535");
  });

  it("in production without a session secret: refused, saying how to make one", async () => {
    const { code, stderr } = await startFailing({ PORT: "0", SESSION_SECRET: "", SESSION_SECRET_FILE: "" });
    expect(code).toBe(1);
    expect(stderr).toContain("SESSION_SECRET is required in production");
  });

  it("on a port already in use: a clear message, never serving someone else's answers", async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      const { code, stderr } = await startFailing({
        PORT: String(port),
        HOST: "127.0.0.1",
        SESSION_SECRET: "s".repeat(40),
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} is already in use`);
    } finally {
      squatter.close();
    }
  });
});

// Seven command starts, one after another, beside a process writing all the time.
describe("a command beside the running site", { timeout: scaled(60_000) }, () => {
  it("a command opened beside a site that writes all the time waits its turn instead of failing", async () => {
    const databasePath = path.join(folder, "busy", "site.db");
    const run = (email: string) =>
      runProcess(
        "node",
        [script("create-admin.mjs"), "--email", email, "--password", "long enough password"],
        {
          env: envWith({ DATABASE_PATH: databasePath }),
        },
      );
    expect((await run("first@zagros.test")).code).toBe(0);
    // Another process's writes, in transactions of a few milliseconds one after the other (the site's
    // batches of page views, a busy office). Opening the file reads, then writes (the counts, the
    // search indexes): a deferred transaction could not take the lock then and failed at once (4 runs of 6).
    const writer = new Database(databasePath);
    writer.pragma("busy_timeout = 5000");
    const probe = writer.prepare(
      "insert into health_probe (id, at) values (1, ?) on conflict (id) do update set at = excluded.at",
    );
    let writing = true;
    const writes = (async () => {
      while (writing) {
        writer.transaction(() => {
          for (let i = 0; i < 3000; i++) probe.run(i);
        })();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    try {
      for (let i = 0; i < 6; i++) {
        const result = await run(`staff-${i}@zagros.test`);
        expect(result.code, result.stderr).toBe(0);
      }
    } finally {
      writing = false;
      await writes;
      writer.close();
    }
  });
});
