import { database } from "./client.server";

/** At most `max` events per key within `windowMs`, counted in a sliding window. */
export type Limit = { name: string; max: number; windowMs: number };

export type Reservation =
  | { ok: true; /** Gives the attempt back (a successful sign-in does not count). */ release: () => void }
  | { ok: false; retryAfterMs: number };

/** Rows older than this are purged; longer than every window in use. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;
let lastPurge = 0;

type Statements = ReturnType<typeof prepare>;
const prepared = new WeakMap<object, Statements>();

function statements(): Statements {
  const { sqlite } = database();
  let cached = prepared.get(sqlite);
  if (!cached) prepared.set(sqlite, (cached = prepare(sqlite)));
  return cached;
}

function prepare(sqlite: ReturnType<typeof database>["sqlite"]) {
  return {
    window: sqlite.prepare<[string, number], { count: number; oldest: number | null }>(
      "select count(*) as count, min(at) as oldest from rate_limit_events where key = ? and at > ?",
    ),
    insert: sqlite.prepare<[string, number]>("insert into rate_limit_events (key, at) values (?, ?)"),
    remove: sqlite.prepare<[number | bigint]>("delete from rate_limit_events where id = ?"),
    purge: sqlite.prepare<[number]>("delete from rate_limit_events where at <= ?"),
  };
}

/**
 * Counts an attempt against a limit, atomically: the check and the insert are
 * one IMMEDIATE transaction, so parallel requests (in this process or another
 * on the same database) can never all see "under the limit". `alsoWrite`, if
 * given, runs in the same transaction (a contact message is stored together
 * with the attempt it counts as).
 */
export function reserve(
  limit: Limit,
  subject: string,
  alsoWrite?: () => void,
  now = Date.now(),
): Reservation {
  const { sqlite } = database();
  const sql = statements();
  const key = `${limit.name}:${subject}`;
  const result = sqlite
    .transaction((): Reservation | { ok: true; id: number | bigint } => {
      if (now - lastPurge > PURGE_EVERY_MS) {
        sql.purge.run(now - KEEP_MS);
        lastPurge = now;
      }
      const { count, oldest } = sql.window.get(key, now - limit.windowMs)!;
      if (count >= limit.max) return { ok: false, retryAfterMs: (oldest ?? now) + limit.windowMs - now };
      const { lastInsertRowid } = sql.insert.run(key, now);
      alsoWrite?.();
      return { ok: true, id: lastInsertRowid };
    })
    .immediate();
  if (!result.ok || !("id" in result)) return result as Reservation;
  const { id } = result;
  return { ok: true, release: () => void statements().remove.run(id) };
}

/** For tests: forget every attempt under a limit. */
export function clearLimit(limit: Limit): void {
  database().sqlite.prepare("delete from rate_limit_events where key like ?").run(`${limit.name}:%`);
}
