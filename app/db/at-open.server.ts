import type Database from "better-sqlite3";

/**
 * Runs one of the steps every opening of the file takes (counts, indexes, triggers) in an IMMEDIATE
 * transaction: the write lock first, waited for like any write. A deferred one that read first could not
 * take it while the running site writes, and failed at once (SQLITE_BUSY in a command's start).
 */
export function atOpen(sqlite: Database.Database, work: () => void): void {
  sqlite.transaction(work).immediate();
}
