import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { clearLimit, reserve } from "~/db/rate-limits.server";

const LIMIT = { name: "test", max: 3, windowMs: 60_000 };

describe("rate limits in SQLite", () => {
  it("allows max attempts per window, then says how long to wait", () => {
    clearLimit(LIMIT);
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect(reserve(LIMIT, "a", undefined, now + i * 1000).ok).toBe(true);
    const refused = reserve(LIMIT, "a", undefined, now + 5000);
    expect(refused).toEqual({ ok: false, retryAfterMs: 55_000 });
    expect(reserve(LIMIT, "b", undefined, now + 5000).ok).toBe(true);
    // The window slides: the first attempt falls out after a minute.
    expect(reserve(LIMIT, "a", undefined, now + 60_001).ok).toBe(true);
  });

  it("gives a released attempt back", () => {
    clearLimit(LIMIT);
    const now = 2_000_000;
    const first = reserve(LIMIT, "c", undefined, now);
    reserve(LIMIT, "c", undefined, now);
    reserve(LIMIT, "c", undefined, now);
    expect(reserve(LIMIT, "c", undefined, now).ok).toBe(false);
    if (first.ok) first.release();
    expect(reserve(LIMIT, "c", undefined, now).ok).toBe(true);
  });

  it("writes the attempt and anything given with it in one transaction: all or nothing", () => {
    clearLimit(LIMIT);
    expect(() =>
      reserve(LIMIT, "d", () => {
        throw new Error("the message could not be stored");
      }),
    ).toThrow();
    const { sqlite } = database();
    expect(sqlite.prepare("select count(*) as n from rate_limit_events where key = 'test:d'").get()).toEqual({
      n: 0,
    });
  });

  it("is shared with every other connection to the database (another process sees it)", () => {
    clearLimit(LIMIT);
    for (let i = 0; i < 3; i++) reserve(LIMIT, "e");
    const other = new Database(process.env.DATABASE_PATH!, { readonly: true });
    const row = other.prepare("select count(*) as n from rate_limit_events where key = 'test:e'").get();
    other.close();
    expect(row).toEqual({ n: 3 });
  });

  it("purges attempts older than a day", () => {
    clearLimit(LIMIT);
    const old = Date.now() - 2 * 24 * 60 * 60 * 1000;
    reserve(LIMIT, "f", undefined, old);
    reserve(LIMIT, "g", undefined, Date.now() + 120_000); // a minute past the last purge
    const { sqlite } = database();
    expect(sqlite.prepare("select count(*) as n from rate_limit_events where key = 'test:f'").get()).toEqual({
      n: 0,
    });
  });
});
