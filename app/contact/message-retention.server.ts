import { monthsBefore } from "~/content/calendar";
import { deleteMessagesBefore } from "~/db/inbox.server";
import { deleteTrashedMessagesBefore } from "~/db/trash.server";

/**
 * Visitor messages are kept for MESSAGE_RETENTION_MONTHS (default 24) and then
 * deleted, as the privacy page promises: once when the server starts and then
 * once a day.
 */

export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The oldest send date a message may have and stay (see monthsBefore). */
export const retentionCutoff = monthsBefore;

/**
 * Deletes the messages sent before the cutoff, those in the trash too (the
 * retention wins over the trash's days); returns how many, and how many of
 * them were in the trash.
 */
export function purgeOldMessages(months: number, now = new Date()) {
  const cutoff = retentionCutoff(now, months);
  const fromTrash = deleteTrashedMessagesBefore(cutoff);
  return { deleted: deleteMessagesBefore(cutoff) + fromTrash, fromTrash, cutoff };
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
      const { deleted, fromTrash, cutoff } = purgeOldMessages(months);
      log(
        `Message retention (${months} months): deleted ${deleted} message(s) sent before ${cutoff.toISOString()}` +
          (fromTrash > 0 ? `, ${fromTrash} of them from the trash` : ""),
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
