import { deleteMessagesBefore } from "~/db/inbox.server";

/**
 * Visitor messages are kept for MESSAGE_RETENTION_MONTHS (default 24) and then
 * deleted, as the privacy page promises: once when the server starts and then
 * once a day.
 */

export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * `months` calendar months before `now`, on the same day and time (UTC), or on
 * the month's last day when it is shorter (31 March minus one month is
 * 28 February, not 3 March).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** Deletes the messages sent before the cutoff; returns how many. */
export function purgeOldMessages(months: number, now = new Date()) {
  const cutoff = retentionCutoff(now, months);
  return { deleted: deleteMessagesBefore(cutoff), cutoff };
}

/**
 * Purges now and then every day. The timer is unref'd: it never keeps the
 * process alive (a stop, a test, a one-off command end as if it were not
 * there). Every purge is logged with its count; a failure is logged and the
 * next day's purge tries again. Returns a function that stops the timer.
 */
export function startMessageRetention(
  months: number,
  log: (line: string) => void = console.log,
): { stop: () => void; timer: NodeJS.Timeout } {
  const purge = () => {
    try {
      const { deleted, cutoff } = purgeOldMessages(months);
      log(
        `Message retention (${months} months): deleted ${deleted} message(s) sent before ${cutoff.toISOString()}`,
      );
    } catch (error) {
      console.error("Message retention: could not delete old messages", error);
    }
  };
  purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), timer };
}
