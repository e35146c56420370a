import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startThrowawayServer } from "../../scripts/lib/throwaway-server.mjs";
import { sendMessage } from "../support/http";
import { FILE_REPLICA_RACE, REPLICA_ON_THE_SAME_DISK } from "../support/replica";
import { expectServerError } from "../support/stray-errors";
import { projectDir, runProcess } from "../support/processes";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * What the Docker image's last stage holds (scripts/stage-runtime.mjs), run
 * the way the image runs it: from its own folder, as an unprivileged user,
 * with SITE_RUNTIME=container. No Docker engine is needed to check that it
 * starts, serves, creates an account, backs up and imports the old site's
 * export, and that a data folder the user cannot write is named in a clear
 * message.
 */
const root = process.getuid?.() === 0;
const USER = "nobody";
const uid = () => Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }).trim());
const gid = () => Number(execFileSync("id", ["-g", USER], { encoding: "utf8" }).trim());
/** `node` and `npm` are the ones running these tests, as the image has one Node on its PATH. */
const PATH_WITH_THIS_NODE = `${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`;

/**
 * The environment the Dockerfile's last stage sets (its ENV lines), with the image's /data volume
 * moved to the given folder: the staged runtime starts as the image would.
 */
function imageEnvironment(data: string): Record<string, string> {
  const dockerfile = readFileSync(path.join(projectDir, "Dockerfile"), "utf8");
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const env: Record<string, string> = {};
  for (const block of runtimeStage.matchAll(/^ENV ((?:[^\n]*\\\n)*[^\n]*)/gm)) {
    for (const [, name, value] of block[1]!.matchAll(/([A-Z_]+)=(\S+)/g)) {
      env[name!] = value!.replace(/^\/data(?=\/|$)/, data);
    }
  }
  return env;
}

/** The command of the Dockerfile's HEALTHCHECK (its exec form), as the container engine runs it. */
function healthcheckCommand(): string[] {
  const dockerfile = readFileSync(path.join(projectDir, "Dockerfile"), "utf8");
  const command = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[[^\n]*\])$/m.exec(dockerfile)?.[1];
  if (!command) throw new Error('The Dockerfile has no HEALTHCHECK … CMD ["…"] line');
  return JSON.parse(command) as string[];
}

let work: string;
let app: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "site-runtime-"));
  chmodSync(work, 0o755);
  app = path.join(work, "app");
  const staged = await runProcess(process.execPath, ["scripts/stage-runtime.mjs", app]);
  if (staged.code !== 0) throw new Error(`stage-runtime failed: ${staged.stderr}`);
  if (root) {
    // A Node under root's home (mode 700) cannot be run by the site's user; PATH would then find another.
    const runs = await runProcess("runuser", ["-u", USER, "--", process.execPath, "--version"]);
    if (runs.code !== 0) {
      throw new Error(
        `${USER} cannot run ${process.execPath} (${runs.stderr.trim()}): install Node where every user can read it`,
      );
    }
  }
}, scaled(60_000));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test("the runtime holds the build and only the native modules it loads", () => {
  const modules = readdirSync(path.join(app, "node_modules")).sort();
  expect(modules).toEqual(expect.arrayContaining(["better-sqlite3", "sharp", "@img", "@flydotio"]));
  for (const bundled of ["express", "react", "@remix-run", "@tabler", "zod", "i18next"]) {
    expect(modules, bundled).not.toContain(bundled);
  }
});

// Two starts of the staged site and four commands run in it (one through npm): long on a busy two-core
// machine, hence a budget of its own.
test(
  "as an unprivileged user it starts, serves, creates the first account, backs up and imports an export",
  { timeout: scaled(60_000) },
  async () => {
    const data = path.join(work, "data");
    mkdirSync(data);
    if (root) chownSync(data, uid(), gid());
    // No SESSION_SECRET given, as `docker run` without -e: the image makes one and keeps it in /data.
    const env = { ...imageEnvironment(data), PORT: "0", HOME: data, PATH: PATH_WITH_THIS_NODE }; // npm wants a home for its logs
    expect(env).toMatchObject({
      SITE_RUNTIME: "container",
      DATABASE_PATH: path.join(data, "site.db"),
      SESSION_SECRET_FILE: path.join(data, "session-secret"),
    });
    const server = await startThrowawayServer({
      quiet: true,
      cwd: app,
      user: root ? USER : undefined,
      dataDir: data,
      removeDataDir: false,
      env,
    });
    try {
      // The start message gives the command that works inside the image.
      expect(server.output()).toContain(
        "docker exec -it <container> node scripts/create-admin.mjs --email EMAIL",
      );
      expect((await fetch(`${server.base}/?lng=ar`)).status).toBe(200);
      expect(await (await fetch(`${server.base}/admin`)).text()).toContain(
        "docker exec -it &lt;container&gt; node scripts/create-admin.mjs",
      );

      const asUser = (command: string[]) =>
        runProcess(root ? "runuser" : command[0]!, root ? ["-u", USER, "--", ...command] : command.slice(1), {
          cwd: app,
          env: { ...process.env, ...env },
        });
      const created = await asUser([
        "node",
        "scripts/create-admin.mjs",
        "--email",
        "first@zagros.test",
        "--password",
        "first password 1",
      ]);
      expect(created.code, created.stderr).toBe(0);
      const viaNpm = await asUser([
        "npm",
        "run",
        "-s",
        "create-admin",
        "--",
        "--email",
        "second@zagros.test",
        "--password",
        "second password 2",
      ]);
      expect(viaNpm.code, viaNpm.stderr).toBe(0);
      expect(viaNpm.stdout).toContain("Created the staff account second@zagros.test");
      // The image's health check, run as the engine runs it: in the container, with its environment.
      const healthy = await runProcess(healthcheckCommand()[0]!, healthcheckCommand().slice(1), {
        cwd: app,
        env: { ...process.env, ...env, PORT: String(server.port) },
      });
      expect(healthy.code, healthy.stderr).toBe(0);
      const backup = await asUser(["node", "scripts/backup.mjs", "--out", path.join(data, "backup")]);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("2 staff_accounts");

      // The old site's export comes in from inside the image too, while the site serves.
      const exportFile = path.join(data, "export.json");
      writeFileSync(
        exportFile,
        JSON.stringify({ newServices: [{ id: "OldSiteService000001", titleEn: "Imported in the image" }] }),
      );
      const imported = await asUser(["node", "scripts/import-firestore.mjs", "--export", exportFile]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain("newServices → services: read 1, imported 1");
      expect(await (await fetch(`${server.base}/solution-details/OldSiteService000001`)).text()).toContain(
        "Imported in the image",
      );
    } finally {
      await server.stop();
    }
    // The secret it made stays in the volume: a restart (a new container) keeps the sessions.
    const secret = readFileSync(path.join(data, "session-secret"), "utf8");
    expect(secret.trim()).toMatch(/^[0-9a-f]{64}$/);
    const again = await startThrowawayServer({
      quiet: true,
      cwd: app,
      user: root ? USER : undefined,
      dataDir: data,
      removeDataDir: false,
      env,
    });
    await again.stop();
    expect(readFileSync(path.join(data, "session-secret"), "utf8")).toBe(secret);
  },
);

test("the image's health check fails, saying why, when /healthz does or when nothing answers", async () => {
  const [program, ...args] = healthcheckCommand();
  const server = await startThrowawayServer({
    quiet: true,
    cwd: app,
    expectHealthy: false,
    env: { SESSION_SECRET: "runtime-bundle-secret-0123456789abcdef", MIN_FREE_DISK_MB: "100000000" },
  });
  const check = () =>
    runProcess(program!, args, {
      cwd: app,
      env: { ...process.env, PATH: PATH_WITH_THIS_NODE, PORT: String(server.port), HOST: "" },
    });
  try {
    const unhealthy = await check();
    expect(unhealthy.code).toBe(1);
    expect(unhealthy.stderr).toMatch(/\/healthz answered 503: .*"disk":"nearly full"/);
  } finally {
    await server.stop();
  }
  const down = await check();
  expect(down.code).toBe(1);
  expect(down.stderr).toMatch(/\/healthz did not answer: ECONNREFUSED/);
});

// A start and a stop with Litestream beside the site, and a restore (a Node and a Litestream each):
// long on a busy two-core machine, hence a budget of its own.
test(
  "as an unprivileged user it replicates with the Litestream it carries, and restores from the replica",
  { timeout: scaled(60_000) },
  async () => {
    const data = path.join(work, "replicated");
    const replica = path.join(work, "replica");
    const restored = path.join(work, "restored");
    for (const folder of [data, replica, restored]) {
      mkdirSync(folder);
      if (root) chownSync(folder, uid(), gid());
    }
    const env = {
      ...imageEnvironment(data),
      PORT: "0",
      LITESTREAM_REPLICA_URL: `file://${replica}`,
      LITESTREAM_SYNC_INTERVAL: "0.1",
    };
    expectServerError(REPLICA_ON_THE_SAME_DISK, FILE_REPLICA_RACE);
    const server = await startThrowawayServer({
      quiet: true,
      cwd: app,
      user: root ? USER : undefined,
      dataDir: data,
      removeDataDir: false,
      env,
    });
    try {
      expect(server.output()).toMatch(/^Replicating .* with Litestream \(pid \d+\)\.$/m);
      expect(await (await fetch(`${server.base}/healthz`)).json()).toMatchObject({ replication: "ok" });
      const sent = await sendMessage(server.base, { subject: "Replicated from the image" });
      expect(sent.status).toBe(302);
    } finally {
      await server.stop();
    }
    const restore = await runProcess(
      root ? "runuser" : "node",
      [
        ...(root ? ["-u", USER, "--", "node"] : []),
        "scripts/restore.mjs",
        "--from-replica",
        `file://${replica}`,
      ],
      {
        cwd: app,
        env: {
          ...process.env,
          ...env,
          DATABASE_PATH: path.join(restored, "site.db"),
          UPLOADS_DIR: path.join(restored, "uploads"),
        },
      },
    );
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .*\b1 messages\b/m);
  },
);

test.skipIf(!root)(
  "a data folder the site's user cannot write stops it with a message naming the folder and the user id",
  async () => {
    const data = path.join(work, "root-owned");
    mkdirSync(data, { mode: 0o755 }); // owned by root, as a fresh bind mount is
    await expect(
      startThrowawayServer({
        quiet: true,
        cwd: app,
        user: USER,
        dataDir: data,
        removeDataDir: false,
        env: {
          SESSION_SECRET: "runtime-bundle-secret-0123456789abcdef",
          DATABASE_PATH: path.join(data, "site.db"),
          UPLOADS_DIR: path.join(data, "uploads"),
        },
      }),
    ).rejects.toThrow(
      new RegExp(
        `data folder \\(DATABASE_PATH\\) ${data} is not writable .*user id ${uid()}[\\s\\S]*chown -R ${uid()}:${gid()}`,
      ),
    );
  },
);
