import { readdirSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { createAdmin, signInCookie, startOwnServer, startWriteLoad } from "./support";

/**
 * `kill -9` in the middle of writes, five times over the same data: SQLite's
 * integrity check passes, every write the server acknowledged is there, and
 * after the next start the uploads folder holds exactly the images records
 * point to (the start-up sweep removes what the crash left).
 */
test("five crashes under write load lose no acknowledged write and leave no orphan", async () => {
  test.setTimeout(180_000);
  const EMAIL = "crash@zagros.test";
  const PASSWORD = "crash test password";
  let server = await startOwnServer();
  const { dataDir, databasePath, uploadsDir } = server;
  await createAdmin(databasePath, EMAIL, PASSWORD);
  const productIds = server.query<{ id: string }>("select id from products").map((row) => row.id);
  const acknowledged = { messages: [] as string[], clients: [] as string[], edits: 0 };

  for (let round = 1; round <= 5; round++) {
    const cookie = await signInCookie(server.base, EMAIL, PASSWORD);
    const load = startWriteLoad(server.base, cookie, productIds);
    await new Promise((resolve) => setTimeout(resolve, 500 + round * 150));
    await server.kill();
    const done = await load.stop();
    acknowledged.messages.push(...done.messages);
    acknowledged.clients.push(...done.clients);
    acknowledged.edits += done.edits;

    const sqlite = new Database(databasePath);
    try {
      expect(sqlite.pragma("integrity_check", { simple: true }), `round ${round}`).toBe("ok");
      const subjects = new Set(
        (sqlite.prepare("select subject from messages").all() as { subject: string }[]).map(
          (row) => row.subject,
        ),
      );
      const titles = new Set(
        (sqlite.prepare("select titleEn from clients").all() as { titleEn: string }[]).map(
          (row) => row.titleEn,
        ),
      );
      expect(
        acknowledged.messages.filter((subject) => !subjects.has(subject)),
        `round ${round}`,
      ).toEqual([]);
      expect(
        acknowledged.clients.filter((title) => !titles.has(title)),
        `round ${round}`,
      ).toEqual([]);
    } finally {
      sqlite.close();
    }

    server = await startOwnServer({ dataDir, removeDataDir: true });
    expect(readdirSync(uploadsDir).sort(), `round ${round}`).toEqual(server.referencedFiles());
  }
  // The load really wrote: the crashes happened in the middle of work (a few
  // writes a round at least, even on a slow, busy machine).
  expect(acknowledged.messages.length).toBeGreaterThanOrEqual(5);
  expect(acknowledged.clients.length).toBeGreaterThanOrEqual(5);
  expect(acknowledged.edits).toBeGreaterThanOrEqual(5);
  await server.stop();
});
