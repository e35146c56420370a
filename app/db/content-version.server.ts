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

/**
 * `compute`, remembered per key until the next write to what visitors see (the content version moves
 * with every such write, from any process: content-version-triggers.server.ts). For what every page
 * reads from public content alone: a single's values, the home page's lists. A value is shared by
 * every request until then, so callers must not change it.
 */
export function rememberedUntilContentChanges<K, V>(compute: (key: K) => V): (key: K) => V {
  let remembered: { sqlite: Database.Database; version: number; values: Map<K, V> } | undefined;
  return (key) => {
    const { sqlite } = database();
    const version = currentContentVersion();
    if (remembered?.sqlite !== sqlite || remembered.version !== version)
      remembered = { sqlite, version, values: new Map() };
    if (remembered.values.has(key)) return remembered.values.get(key) as V;
    const value = compute(key);
    remembered.values.set(key, value);
    return value;
  };
}
