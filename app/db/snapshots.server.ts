import Database from "better-sqlite3";
import { contentTypeNames, contentTypes } from "~/content/content-types";
import { filesOfImage } from "~/content/stored-image";
import { imageValuesIn } from "./image-references.server";

/** Copies of the database for backups (app/ops/backup.server.ts): made, checked and described here. */

/**
 * A consistent copy of the database at `source` in `target` (SQLite's online backup, safe while the
 * site writes), as one self-contained file. After the first 100 pages the rest is copied in one step:
 * a write by the site in between only restarts the copy, it never mixes two states.
 */
export async function snapshotDatabase(source: string, target: string): Promise<void> {
  const database = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    database.close();
  }
  const snapshot = new Database(target);
  try {
    snapshot.pragma("journal_mode = DELETE");
  } finally {
    snapshot.close();
  }
}

/** SQLite's own integrity check of a database file. */
export function databaseIsIntact(file: string): boolean {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database.pragma("integrity_check", { simple: true }) === "ok";
  } finally {
    database.close();
  }
}

/** Rows per table of a database file, and the uploaded images (with their copies) it names. */
export function describeDatabase(file: string): { counts: Record<string, number>; images: Set<string> } {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const counts: Record<string, number> = {};
    const images = new Set<string>();
    const count = (table: string) =>
      database.prepare(`select count(*) from ${table}`).pluck().get() as number;
    for (const name of contentTypeNames) {
      const table = contentTypes[name].key;
      counts[table] = count(table);
    }
    // Records', trashed records' and versions' images (a restore brings them back), each the original
    // and its WebP copies; only names we make: a stored value like "/uploads/../x" never reaches the
    // file system.
    for (const image of imageValuesIn(database)) for (const stored of filesOfImage(image)) images.add(stored);
    counts.staff_accounts = count("staff_accounts");
    return { counts, images };
  } finally {
    database.close();
  }
}
