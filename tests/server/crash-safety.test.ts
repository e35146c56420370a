import { readdirSync } from "node:fs";
import Database from "better-sqlite3";
import { createStaff, signInCookie } from "../support/staff";
import { scaled } from "../support/timeouts";
import { startWriteLoad } from "../support/write-load";
import { STAFF, expect, test } from "./fixtures";

/**
 * `kill -9` in the middle of writes, five times over the same data: SQLite's
 * integrity check passes, every write the server acknowledged is there, and
 * after the next start the uploads folder holds exactly the images records
 * point to (the start-up sweep removes what the crash left).
 */
// Five rounds of load, crash and restart: long on a busy two-core machine, hence a budget of its own.
test(
  "five crashes under write load lose no acknowledged write and leave no orphan",
  { timeout: scaled(90_000) },
  async ({ site }) => {
    await createStaff(site.databasePath, STAFF);
    const productIds = site.query<{ id: string }>("select id from products").map((row) => row.id);
    const acknowledged = { messages: [] as string[], clients: [] as string[], edits: 0 };

    for (let round = 1; round <= 5; round++) {
      const load = startWriteLoad(site.base, await signInCookie(site.base, STAFF), productIds);
      await new Promise((resolve) => setTimeout(resolve, 500 + round * 150));
      await site.kill();
      const done = await load.stop();
      acknowledged.messages.push(...done.messages);
      acknowledged.clients.push(...done.clients);
      acknowledged.edits += done.edits;

      const sqlite = new Database(site.databasePath);
      try {
        expect(sqlite.pragma("integrity_check", { simple: true }), `round ${round}`).toBe("ok");
        const subjects = new Set(sqlite.prepare("select subject from messages").pluck().all() as string[]);
        const titles = new Set(sqlite.prepare("select titleEn from clients").pluck().all() as string[]);
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

      await site.restart();
      expect(readdirSync(site.uploadsDir).sort(), `round ${round}`).toEqual(site.referencedFiles());
    }
    // The load really wrote: the crashes happened in the middle of work (a few
    // writes a round at least, even on a slow, busy machine).
    expect(acknowledged.messages.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.clients.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.edits).toBeGreaterThanOrEqual(5);
  },
);
