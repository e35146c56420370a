import type Database from "better-sqlite3";
import { monthsBefore } from "~/content/calendar";
import { toCompanyTime } from "~/content/company-time";
import { database } from "./client.server";

/**
 * Page views in SQLite (docs/decisions/049-visitor-statistics.md): a batch of views is written in one
 * transaction, each as a row of `visits` and as increments of its day's totals in `visit_totals`, so the
 * statistics page reads totals only, whatever the number of views. Rows older than the detail retention
 * are deleted (their totals stay); totals are kept TOTALS_MONTHS.
 */

/** What is kept of a view, per dimension of the totals. */
export const VISIT_DIMENSIONS = [
  "page",
  "language",
  "referrer",
  "source",
  "medium",
  "campaign",
  "device",
] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

export type CountedView = {
  /** The view's time, in milliseconds. */
  at: number;
  /** The company's calendar day, YYYY-MM-DD. */
  day: string;
  values: Record<VisitDimension, string>;
  /** The visitor's first view of the day ("all"), and of each dimension's value that day. */
  newFor: ReadonlySet<VisitDimension | "all">;
};

/** The daily totals are kept this long: the statistics page shows 12 months, the CSV as many as it has. */
export const TOTALS_MONTHS = 25;

const HOUR_MS = 3_600_000;

type Statements = { insertView: Database.Statement; addTotals: Database.Statement };
const statements = new WeakMap<Database.Database, Statements>();
function prepared(sqlite: Database.Database): Statements {
  let found = statements.get(sqlite);
  if (!found) {
    found = {
      insertView: sqlite.prepare(
        `insert into visits (hour, day, page, language, referrer, utm_source, utm_medium, utm_campaign, device, new_visitor)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      addTotals: sqlite.prepare(
        `insert into visit_totals (dimension, day, value, views, visitors) values (?, ?, ?, ?, ?)
         on conflict (dimension, day, value) do update
         set views = views + excluded.views, visitors = visitors + excluded.visitors`,
      ),
    };
    statements.set(sqlite, found);
  }
  return found;
}

/**
 * Writes a batch of views in one transaction: their rows, and their totals added up first (a burst of
 * views of a few pages is a few dozen updates). Throws if the database refuses: nothing is written.
 */
export function writeViews(views: readonly CountedView[]): void {
  if (views.length === 0) return;
  const { sqlite } = database();
  const { insertView, addTotals } = prepared(sqlite);
  const totals = new Map<
    string,
    { dimension: string; day: string; value: string; views: number; visitors: number }
  >();
  const add = (dimension: string, day: string, value: string, isNew: boolean) => {
    const key = `${dimension}\u0000${day}\u0000${value}`;
    let total = totals.get(key);
    if (!total) totals.set(key, (total = { dimension, day, value, views: 0, visitors: 0 }));
    total.views++;
    if (isNew) total.visitors++;
  };
  sqlite.transaction(() => {
    for (const view of views) {
      const { values } = view;
      insertView.run(
        Math.floor(view.at / HOUR_MS) * HOUR_MS,
        view.day,
        values.page,
        values.language,
        values.referrer,
        values.source,
        values.medium,
        values.campaign,
        values.device,
        view.newFor.has("all") ? 1 : 0,
      );
      add("all", view.day, "", view.newFor.has("all"));
      for (const dimension of VISIT_DIMENSIONS) {
        const value = values[dimension];
        // A view without a campaign is not a campaign's; one without a referring site is "direct" ("").
        if (value === "" && (dimension === "source" || dimension === "medium" || dimension === "campaign"))
          continue;
        add(dimension, view.day, value, view.newFor.has(dimension));
      }
    }
    for (const total of totals.values())
      addTotals.run(total.dimension, total.day, total.value, total.views, total.visitors);
  })();
}

/**
 * Deletes the rows of views before `detailCutoffDay` (their totals stay) and the totals before
 * `totalsCutoffDay`; returns how many rows went.
 */
export function foldOldVisits(detailCutoffDay: string, totalsCutoffDay: string): number {
  const { sqlite } = database();
  const rows = sqlite.prepare("delete from visits where day < ?").run(detailCutoffDay).changes;
  sqlite.prepare("delete from visit_totals where day < ?").run(totalsCutoffDay);
  return rows;
}

export type DayTotal = { day: string; views: number; visitors: number };

/** Each day's views and visitors from `from` to `to` (inclusive), days without views left out. */
export function dailyTotals(from: string, to: string): DayTotal[] {
  const { sqlite } = database();
  return sqlite
    .prepare(
      "select day, views, visitors from visit_totals where dimension = 'all' and day between ? and ? order by day",
    )
    .all(from, to) as DayTotal[];
}

export type ValueTotal = { value: string; views: number; visitors: number };

/** A dimension's values over the days, most viewed first, at most `limit`. */
export function topValues(dimension: VisitDimension, from: string, to: string, limit: number): ValueTotal[] {
  const { sqlite } = database();
  return sqlite
    .prepare(
      `select value, sum(views) as views, sum(visitors) as visitors from visit_totals
       where dimension = ? and day between ? and ? group by value order by views desc, value limit ?`,
    )
    .all(dimension, from, to, limit) as ValueTotal[];
}

/** Every total of the days, for the CSV: day, dimension, value, views, visitors. */
export function totalsRows(
  from: string,
  to: string,
): { day: string; dimension: string; value: string; views: number; visitors: number }[] {
  const { sqlite } = database();
  return sqlite
    .prepare(
      "select day, dimension, value, views, visitors from visit_totals where day between ? and ? order by day, dimension, views desc, value",
    )
    .all(from, to) as { day: string; dimension: string; value: string; views: number; visitors: number }[];
}

/** Visitor messages received each day (the company's days) from `fromMs` on: messages per 100 visitors. */
export function messagesSince(fromMs: number): number {
  const { sqlite } = database();
  return (sqlite.prepare("select count(*) as n from messages where date >= ?").get(fromMs) as { n: number })
    .n;
}

const DAY_MS = 86_400_000;

/**
 * Folds page views older than `detailDays` into their days' totals (their rows go; the totals were
 * written with them) and drops totals older than TOTALS_MONTHS: at start, then daily. The timer never
 * keeps the process alive.
 */
export function startVisitRetention(
  detailDays: number,
  log: (line: string) => void = console.log,
): { stop: () => void } {
  const fold = () => {
    try {
      const now = Date.now();
      const detailCutoff = toCompanyTime(now - detailDays * DAY_MS).slice(0, 10);
      const totalsCutoff = toCompanyTime(monthsBefore(new Date(now), TOTALS_MONTHS).getTime()).slice(0, 10);
      const folded = foldOldVisits(detailCutoff, totalsCutoff);
      if (folded > 0)
        log(`Visit statistics: ${folded} page view(s) before ${detailCutoff} kept as daily totals only`);
    } catch (error) {
      console.error("Visit statistics: could not fold old page views", error);
    }
  };
  fold();
  const timer = setInterval(fold, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
