import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectDir, runProcess } from "../support/processes";

/**
 * The operator commands (`npm run backup` and the others) run the build that is there and never
 * start one, even when the sources are newer than it: a backup must not wait minutes (and take a
 * GB of memory) for a build. `npm start` still builds on a fresh machine. Each case runs the real
 * npm script in a copy of the site's folder, whose `npx` is a tripwire that notes any build started
 * and fails it (the copy's build is not the one the other tests use).
 */
let work: string | undefined;
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  work = undefined;
});

/** A copy of the site: its scripts, migrations, build (if `withBuild`) and a source file changed now. */
function siteCopy({ withBuild }: { withBuild: boolean }) {
  work = mkdtempSync(path.join(tmpdir(), "site-never-build-"));
  const site = path.join(work, "site");
  mkdirSync(site);
  for (const entry of ["package.json", "scripts", "drizzle", ...(withBuild ? ["build"] : [])]) {
    cpSync(path.join(projectDir, entry), path.join(site, entry), { recursive: true });
  }
  symlinkSync(path.join(projectDir, "node_modules"), path.join(site, "node_modules"));
  if (withBuild) {
    // Built an hour ago; a source file changed since (a `git pull`, an edit).
    const anHourAgo = new Date(Date.now() - 3600_000);
    utimesSync(path.join(site, "build/server/index.js"), anHourAgo, anHourAgo);
  }
  mkdirSync(path.join(site, "app"));
  writeFileSync(path.join(site, "app/root.tsx"), "export const changed = true;\n");

  const tripwire = path.join(work, "bin");
  const builds = path.join(work, "builds-started");
  mkdirSync(tripwire);
  writeFileSync(
    path.join(tripwire, "npx"),
    `#!/bin/sh\necho "npx $*" >> ${JSON.stringify(builds)}\nexit 1\n`,
    {
      mode: 0o755,
    },
  );
  const data = path.join(work, "data");
  const npm = (args: string[], options: { input?: string } = {}) =>
    runProcess("npm", args, {
      ...options,
      cwd: site,
      env: {
        ...process.env,
        PATH: `${tripwire}:${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`,
        NODE_ENV: "production",
        DATABASE_PATH: path.join(data, "site.db"),
        UPLOADS_DIR: path.join(data, "uploads"),
      },
    });
  const buildsStarted = () => (existsSync(builds) ? readFileSync(builds, "utf8").trim().split("\n") : []);
  return { site, npm, buildsStarted, backup: path.join(work, "backup") };
}

describe("operator commands never build", () => {
  it("with a build older than the sources, create-admin and backup run that build", async () => {
    const copy = siteCopy({ withBuild: true });
    const admin = await copy.npm(["run", "-s", "create-admin", "--", "--email", "staff@zagros.test"], {
      input: "long enough password\nlong enough password\n",
    });
    expect(admin.code, admin.stderr).toBe(0);
    const result = await copy.npm(["run", "-s", "backup", "--", "--out", copy.backup]);
    expect(copy.buildsStarted()).toEqual([]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Backed up /m);
    expect(existsSync(path.join(copy.backup, "manifest.json"))).toBe(true);
  });

  it("without any build, each command says to run npm run build and exits 1, building nothing", async () => {
    const copy = siteCopy({ withBuild: false });
    for (const [name, ...args] of [
      ["backup", "--out", copy.backup],
      ["restore", "--from", copy.backup],
      ["create-admin", "--email", "staff@zagros.test", "--password", "long enough password"],
      ["convert-images"],
      ["import:firestore", "--export", "export.json"],
    ] as [string, ...string[]][]) {
      const result = await copy.npm(["run", "-s", name, "--", ...args]);
      expect(result.code, name).toBe(1);
      expect(result.stderr.trim().split("\n"), name).toEqual([
        `There is no production build in ${copy.site}: run npm run build there first (about a minute), then this command again.`,
      ]);
    }
    expect(copy.buildsStarted()).toEqual([]);
    expect(existsSync(path.join(copy.site, "build"))).toBe(false);
  });

  it("npm start on a fresh machine (no build yet) still builds first", async () => {
    const copy = siteCopy({ withBuild: false });
    const result = await copy.npm(["start"]);
    // The tripwire fails the build, so the server never starts here.
    expect(result.code).not.toBe(0);
    expect(copy.buildsStarted()).toEqual(["npx remix vite:build"]);
  });
});
