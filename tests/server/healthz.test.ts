import { renameSync, rmSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";

/**
 * /healthz says 503, and which check failed, whenever the site could not do
 * its work: the database refuses writes, the uploads folder refuses files,
 * or the disk is nearly full. It names the check, nothing more. (A log that
 * cannot be written: log-failures.test.ts; an uploads folder on a full disk:
 * full-disk.test.ts.)
 */
const health = async (base: string) => {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

test("all well: 200 and every check ok", async ({ site }) => {
  expect(await health(site.base)).toEqual({
    status: 200,
    body: { status: "ok", database: "ok", uploads: "ok", disk: "ok", log: "ok" },
  });
});

test("a database that cannot take a write (a lock held elsewhere) is reported", async ({ site }) => {
  const other = new Database(site.databasePath);
  try {
    other.prepare("begin immediate").run();
    expect(await health(site.base)).toMatchObject({
      status: 503,
      body: { status: "unavailable", database: "not writable" },
    });
    other.prepare("rollback").run();
    expect((await health(site.base)).status).toBe(200);
  } finally {
    other.close();
  }
});

test("an uploads folder that cannot take a file is reported", async ({ site }) => {
  const away = `${site.uploadsDir}.away`;
  renameSync(site.uploadsDir, away);
  try {
    writeFileSync(site.uploadsDir, "a file where the folder should be");
    expect(await health(site.base)).toMatchObject({
      status: 503,
      body: { uploads: "not writable", database: "ok" },
    });
  } finally {
    rmSync(site.uploadsDir, { force: true });
    renameSync(away, site.uploadsDir);
  }
  expect((await health(site.base)).status).toBe(200);
});

test("a disk with less free space than MIN_FREE_DISK_MB is reported, without figures", async ({
  startSite,
}) => {
  const site = await startSite({ env: { MIN_FREE_DISK_MB: "1000000000" }, expectHealthy: false });
  const { status, body } = await health(site.base);
  expect(status).toBe(503);
  expect(body).toEqual({
    status: "unavailable",
    database: "ok",
    uploads: "ok",
    disk: "nearly full",
    log: "ok",
  });
});
