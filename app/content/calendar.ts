/**
 * `months` calendar months before `now`, on the same day and time (UTC), or on
 * the month's last day when it is shorter (31 March minus one month is
 * 28 February, not 3 March). What "kept N months" means everywhere: visitor
 * messages, the activity log, record versions.
 */
export function monthsBefore(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
