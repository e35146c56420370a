import { PURGE_INTERVAL_MS, retentionCutoff } from "~/contact/message-retention.server";
import { countActionsSince, deleteActivityBefore, insertActivityRows } from "~/db/activity-log.server";
import { findStaffById } from "~/db/staff-accounts.server";
import { ACTIVITY_ACTIONS, type ActivityAction } from "./activity-query";

/**
 * The back office's activity log: who did what, when, to which record.
 * Writing it never fails the action it records (errors go to the console).
 * See docs/decisions/012-staff-and-activity.md.
 */

export { ACTIVITY_ACTIONS, type ActivityAction };

export type ActivityEntry = {
  /** The signed-in account; null for a failed sign-in. */
  accountId: string | null;
  /** The account's email (looked up from accountId when left out); for a failed sign-in the typed one. */
  email?: string;
  action: ActivityAction;
  /** A content-type name ("services", "messages"), "staff" or "settings". */
  subjectType?: string;
  subjectId?: string;
  /** The record's English title, if it has one (shortened). */
  label?: string | null;
  /** Names of the fields that changed: never their values. */
  changedFields?: readonly string[];
};

export const ACTIVITY_RETENTION_MONTHS = 12;
/** At most this many failed sign-ins are logged per 24 hours (see the decision note). */
export const FAILED_SIGN_IN_LOG_CAP = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LABEL = 120;
const MAX_EMAIL = 254;
// A field name looks like an identifier; anything else (a text passed by mistake) is dropped.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

let capWarnedAt = 0;

function failedSignInsToday(now: Date): number {
  return countActionsSince("signInFailed", new Date(now.getTime() - DAY_MS));
}

function rowOf(entry: ActivityEntry, now: Date) {
  const email = entry.email ?? (entry.accountId ? findStaffById(entry.accountId)?.email : undefined) ?? "";
  const fields = (entry.changedFields ?? []).filter((name) => FIELD_NAME.test(name)).slice(0, 50);
  return {
    at: now,
    accountId: entry.accountId,
    accountEmail: email.slice(0, MAX_EMAIL),
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    label: entry.label ? Array.from(entry.label).slice(0, MAX_LABEL).join("") : null,
    changedFields: fields.length ? JSON.stringify(fields) : null,
  };
}

/**
 * Records one or more entries (a bulk action: one per record, in one
 * statement). Never throws: a log that cannot be written must not undo or
 * fail what staff just did.
 */
export function recordActivity(entries: ActivityEntry | readonly ActivityEntry[], now = new Date()): void {
  const list = Array.isArray(entries) ? entries : [entries as ActivityEntry];
  if (list.length === 0) return;
  try {
    if (
      list.some((entry) => entry.action === "signInFailed") &&
      failedSignInsToday(now) >= FAILED_SIGN_IN_LOG_CAP
    ) {
      if (now.getTime() - capWarnedAt > 60 * 60 * 1000) {
        capWarnedAt = now.getTime();
        console.warn(
          `Activity log: more than ${FAILED_SIGN_IN_LOG_CAP} failed sign-ins in 24 hours; not logging more`,
        );
      }
      return;
    }
    insertActivityRows(list.map((entry) => rowOf(entry, now)));
  } catch (error) {
    console.error("Activity log: could not record", list.map((entry) => entry.action).join(", "), error);
  }
}

/** Entries for an inbox action on some messages: one per message that existed. */
export function messageActivity(
  staff: { id: string; email: string },
  found: readonly { id: string; subject: string }[],
  action: "update" | "delete",
): ActivityEntry[] {
  return found.map((message) => ({
    accountId: staff.id,
    email: staff.email,
    action,
    subjectType: "messages",
    subjectId: message.id,
    label: message.subject,
    // Marking read or unread is the only change staff make to a message.
    changedFields: action === "update" ? ["read"] : undefined,
  }));
}

/** Deletes entries older than ACTIVITY_RETENTION_MONTHS; returns how many. */
export function purgeOldActivity(now = new Date()) {
  const cutoff = retentionCutoff(now, ACTIVITY_RETENTION_MONTHS);
  return { deleted: deleteActivityBefore(cutoff), cutoff };
}

/** Purges at start and then daily, like the visitor messages (message-retention.server.ts). */
export function startActivityRetention(log: (line: string) => void = console.log): { stop: () => void } {
  const purge = () => {
    try {
      const { deleted, cutoff } = purgeOldActivity();
      log(`Activity log retention: deleted ${deleted} entr(ies) from before ${cutoff.toISOString()}`);
    } catch (error) {
      console.error("Activity log retention: could not delete old entries", error);
    }
  };
  purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
