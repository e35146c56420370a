import { fromCompanyTime, toCompanyTime } from "~/content/company-time";
import {
  dailyTotals,
  messagesSince,
  topValues,
  VISIT_DIMENSIONS,
  type ValueTotal,
  type VisitDimension,
} from "~/db/visits.server";

/**
 * What the statistics page shows for a period (docs/decisions/049-visitor-statistics.md): a bar per day
 * (7 or 30 days) or per month (12 months) with views and unique visitors, the period's sums, messages
 * per 100 visitors and each dimension's most viewed values, all read from the daily totals.
 */

import type { StatPeriod } from "./stat-periods";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `count` days before `day` (calendar arithmetic on the date itself). */
function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

export type Bucket = { key: string; views: number; visitors: number };

/** The period's first and last day, and its buckets (days, or months as YYYY-MM) in order. */
export function periodDays(
  period: StatPeriod,
  now = Date.now(),
): { from: string; to: string; keys: string[] } {
  const to = toCompanyTime(now).slice(0, 10);
  if (period === "year") {
    const [year, month] = to.split("-").map(Number) as [number, number];
    const keys: string[] = [];
    for (let back = 11; back >= 0; back--) {
      const index = year * 12 + (month - 1) - back;
      keys.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
    }
    return { from: `${keys[0]}-01`, to, keys };
  }
  const length = period === "week" ? 7 : 30;
  const keys = Array.from({ length }, (_, index) => daysBefore(to, length - 1 - index));
  return { from: keys[0]!, to, keys };
}

export type PeriodStats = {
  period: StatPeriod;
  from: string;
  to: string;
  buckets: Bucket[];
  views: number;
  visitors: number;
  messages: number;
  tables: { dimension: VisitDimension; rows: ValueTotal[] }[];
};

/** How many values each dimension's table lists. */
const TOP = 10;

export function periodStats(period: StatPeriod, now = Date.now()): PeriodStats {
  const { from, to, keys } = periodDays(period, now);
  const byKey = new Map(keys.map((key) => [key, { key, views: 0, visitors: 0 }]));
  for (const day of dailyTotals(from, to)) {
    const bucket = byKey.get(period === "year" ? day.day.slice(0, 7) : day.day);
    if (!bucket) continue;
    bucket.views += day.views;
    bucket.visitors += day.visitors;
  }
  const buckets = [...byKey.values()];
  const views = buckets.reduce((sum, bucket) => sum + bucket.views, 0);
  const visitors = buckets.reduce((sum, bucket) => sum + bucket.visitors, 0);
  const start = fromCompanyTime(`${from}T00:00`) ?? now;
  return {
    period,
    from,
    to,
    buckets,
    views,
    visitors,
    messages: messagesSince(start),
    tables: VISIT_DIMENSIONS.map((dimension) => ({ dimension, rows: topValues(dimension, from, to, TOP) })),
  };
}
