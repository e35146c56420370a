/** The statistics page's periods (`?period=`): the last 7 days, 30 days (the default) or 12 months. */
export const STAT_PERIODS = ["week", "month", "year"] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

export const parsePeriod = (value: string | null): StatPeriod =>
  STAT_PERIODS.find((period) => period === value) ?? "month";
