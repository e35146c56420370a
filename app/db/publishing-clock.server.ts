import type { Statement } from "better-sqlite3";
import { contentTypeNames, contentTypes, isCurated } from "~/content/content-types";
import { database } from "./client.server";
import { bumpContentVersion } from "./content-version-triggers.server";
import { currentContentVersion } from "./content-version.server";

/**
 * Scheduled records appear on their own (docs/decisions/039-scheduled-publishing.md). What visitors see
 * is cached by content version (the page store, the home page's lists), and a scheduled record appears
 * with no write to move it: this clock moves it when a record's publication time comes, so every page,
 * list, feed and the sitemap change together, with no request needed. It also tells shared caches how
 * long a page stays true (secondsUntilNextPublication).
 */

/**
 * How often the clock reads the content version (one indexed read): every write to public content
 * moves it, from any process, and may have set or moved a publication time, which is then looked up.
 */
export const CLOCK_TICK_MS = 1_000;

const nextStatements = new WeakMap<object, Map<string, Statement>>();

/**
 * The earliest publication time after `after` among published records of every public type, if any.
 * A table that cannot be read is left out (and said in the log): it fails the pages that show it, not
 * every page's headers.
 */
export function nextPublicationAfter(after: number): number | undefined {
  const { sqlite } = database();
  let statements = nextStatements.get(sqlite);
  if (!statements) nextStatements.set(sqlite, (statements = new Map()));
  const times: number[] = [];
  for (const name of contentTypeNames.filter((type) => isCurated(contentTypes[type]))) {
    const table = contentTypes[name].key;
    try {
      let statement = statements.get(table);
      // One index lookup per type: (visible, publishAt).
      if (!statement)
        statements.set(
          table,
          (statement = sqlite
            .prepare(`SELECT min("publishAt") FROM "${table}" WHERE "visible" = 1 AND "publishAt" > ?`)
            .pluck()),
        );
      const time = statement.get(after) as number | null;
      if (time !== null) times.push(time);
    } catch (error) {
      statements.delete(table);
      console.error(`Publishing clock: could not read ${table}:`, error);
    }
  }
  return times.length > 0 ? Math.min(...times) : undefined;
}

let known: { sqlite: object; version: number; next: number | undefined } | undefined;

/**
 * How long what visitors see now stays true: the seconds until the next scheduled record appears (at
 * least 1), or undefined when none is scheduled. Asked for every cached page sent, so it is looked up
 * again only when the content version moved (a save may schedule something) or the time it knew passed.
 */
export function secondsUntilNextPublication(now = Date.now()): number | undefined {
  const { sqlite } = database();
  const version = currentContentVersion();
  if (
    known?.sqlite !== sqlite ||
    known.version !== version ||
    (known.next !== undefined && known.next <= now)
  )
    known = { sqlite, version, next: nextPublicationAfter(now) };
  return known.next === undefined ? undefined : Math.max(1, Math.ceil((known.next - now) / 1000));
}

/**
 * Starts the clock: at each record's publication time, the content version moves on. The next time
 * is looked up again whenever the version moved (a save may have scheduled or moved one).
 */
export function startPublishingClock(log: (line: string) => void = console.log): { stop: () => void } {
  let seen: { version: number; next: number | undefined } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = () => {
    try {
      const now = Date.now();
      const version = currentContentVersion();
      if (seen?.version !== version) seen = { version, next: nextPublicationAfter(now) };
      if (seen.next !== undefined && seen.next <= now) {
        bumpContentVersion(database().sqlite);
        log(`Published what was scheduled for ${new Date(seen.next).toISOString()}`);
        seen = { version: currentContentVersion(), next: nextPublicationAfter(now) };
      }
      arm(seen.next === undefined ? CLOCK_TICK_MS : Math.min(CLOCK_TICK_MS, seen.next - now + 1));
    } catch (error) {
      console.error("Publishing clock: could not look for scheduled records", error);
      arm(CLOCK_TICK_MS);
    }
  };
  const arm = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(look, Math.max(0, ms));
    timer.unref();
  };
  look();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
