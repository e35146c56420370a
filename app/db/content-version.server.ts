import type Database from "better-sqlite3";
import { database } from "./client.server";

let versionStatement: { sqlite: Database.Database; statement: Database.Statement } | undefined;

/** What visitors see, as one number: it changes with every write to public content. */
export function currentContentVersion(): number {
  const { sqlite } = database();
  if (versionStatement?.sqlite !== sqlite) {
    versionStatement = {
      sqlite,
      statement: sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck(),
    };
  }
  return versionStatement.statement.get() as number;
}
