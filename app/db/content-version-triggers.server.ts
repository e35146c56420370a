import type Database from "better-sqlite3";
import { contentTypeNames, contentTypes, singleTypeNames, singleTypes } from "~/content/content-types";
import { atOpen } from "./at-open.server";

const TRIGGER_SUFFIX = "_bumps_content_version";

/**
 * The next version is at least the current time in milliseconds: a database
 * restored from an older backup keeps the version (and so the validators) its
 * content had then, and its first write moves past every version ever issued.
 */
const BUMP = `UPDATE content_version SET version = max(version + 1,
  CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE id = 1;`;

/** Moves the content version on without a write (a scheduled record's time has come: publishing-clock.server.ts). */
export function bumpContentVersion(sqlite: Database.Database): void {
  sqlite.exec(BUMP);
}

/**
 * Makes every insert, update and delete on a table visitors see bump the
 * content version, in the same transaction as the write. The triggers come
 * from the content-type descriptions (`onPublicPages`), so a new type gets
 * them without anyone remembering to; triggers of types no longer shown are
 * dropped. Runs at every start, after the migrations.
 */
export function installContentVersionTriggers(sqlite: Database.Database): void {
  const wanted = new Map<string, string>();
  const publicTables = [
    ...contentTypeNames
      .filter((name) => contentTypes[name].onPublicPages)
      .map((name) => contentTypes[name].key),
    // The image library: a description or a file changed changes the pages that show the picture.
    ...contentTypeNames.filter((name) => contentTypes[name].library).map((name) => contentTypes[name].key),
    // The company's facts (every page) and the pages' texts.
    ...singleTypeNames.filter((name) => singleTypes[name].onPublicPages).map((name) => singleTypes[name].key),
  ];
  for (const table of publicTables) {
    for (const event of ["insert", "update", "delete"]) {
      const trigger = `${table}_${event}${TRIGGER_SUFFIX}`;
      wanted.set(
        trigger,
        `CREATE TRIGGER "${trigger}" AFTER ${event.toUpperCase()} ON "${table}" BEGIN ${BUMP} END`,
      );
    }
  }
  const existing = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
    .all(`%${TRIGGER_SUFFIX}`) as { name: string; sql: string }[];
  atOpen(sqlite, () => {
    for (const { name, sql } of existing) {
      if (wanted.get(name) === sql) wanted.delete(name);
      else sqlite.exec(`DROP TRIGGER "${name}"`);
    }
    for (const sql of wanted.values()) sqlite.exec(sql);
  });
}
