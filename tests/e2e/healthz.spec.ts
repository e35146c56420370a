import { renameSync, rmSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startOwnServer } from "./support";

/**
 * /healthz says 503, and which check failed, whenever the site could not do
 * its work: the database refuses writes, the uploads folder refuses files,
 * or the disk is nearly full. It names the check, nothing more.
 */
const health = async (base: string) => {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

test("all well: 200 and every check ok", async () => {
  const server = await startOwnServer();
  try {
    expect(await health(server.base)).toEqual({
      status: 200,
      body: { status: "ok", database: "ok", uploads: "ok", disk: "ok", log: "ok" },
    });
  } finally {
    await server.stop();
  }
});

test("a database that cannot take a write (a lock held elsewhere) is reported", async () => {
  const server = await startOwnServer();
  const other = new Database(server.databasePath);
  try {
    other.prepare("begin immediate").run();
    expect(await health(server.base)).toMatchObject({
      status: 503,
      body: { status: "unavailable", database: "not writable" },
    });
    other.prepare("rollback").run();
    expect((await health(server.base)).status).toBe(200);
  } finally {
    other.close();
    await server.stop();
  }
});

test("an uploads folder that cannot take a file is reported", async () => {
  const server = await startOwnServer();
  const away = `${server.uploadsDir}.away`;
  try {
    renameSync(server.uploadsDir, away);
    writeFileSync(server.uploadsDir, "a file where the folder should be");
    expect(await health(server.base)).toMatchObject({
      status: 503,
      body: { uploads: "not writable", database: "ok" },
    });
  } finally {
    rmSync(server.uploadsDir, { force: true });
    renameSync(away, server.uploadsDir);
    await server.stop();
  }
});

test("a disk with less free space than MIN_FREE_DISK_MB is reported, without figures", async () => {
  const server = await startOwnServer({ env: { MIN_FREE_DISK_MB: "1000000000" }, expectHealthy: false });
  try {
    const { status, body } = await health(server.base);
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "unavailable",
      database: "ok",
      uploads: "ok",
      disk: "nearly full",
      log: "ok",
    });
  } finally {
    await server.stop();
  }
});
