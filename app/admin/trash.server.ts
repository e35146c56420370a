import { recordActivity, type ActivityEntry } from "~/admin/activity.server";
import { PURGE_INTERVAL_MS } from "~/contact/message-retention.server";
import type { ContentTypeName } from "~/content/content-types";
import {
  deleteFromTrash,
  moveToTrash,
  purgeTrashBefore,
  restoreFromTrash,
  type Purged,
  type RestoreOutcome,
  type TrashItem,
} from "~/db/trash.server";
import { removeUnnamedImages } from "~/media/uploads.server";

/**
 * What staff do with the trash, and its expiry: each step writes the
 * database (app/db/trash.server.ts), then the activity log, then removes the
 * image files nothing names any more (after the commit, never before).
 */

type Staff = { id: string; email: string };
const DAY_MS = 24 * 60 * 60 * 1000;

const entries = (
  staff: Staff | null,
  action: ActivityEntry["action"],
  items: readonly { type: string; recordId: string; label: string | null }[],
): ActivityEntry[] =>
  items.map((item) => ({
    accountId: staff?.id ?? null,
    email: staff?.email ?? "",
    action,
    subjectType: item.type,
    subjectId: item.recordId,
    label: item.label,
  }));

/** Moves records (or messages) to the trash; returns how many were there to move. */
export function trashRecords(staff: Staff, name: ContentTypeName, ids: readonly string[]): number {
  const moved = moveToTrash(name, ids, staff.email);
  recordActivity(
    entries(
      staff,
      "trash",
      moved.map((record) => ({ type: name, recordId: record.id, label: record.label })),
    ),
  );
  return moved.length;
}

/** Puts trashed items back on the site (those whose id is free again). */
export function restoreTrashed(staff: Staff, ids: readonly number[]): RestoreOutcome {
  const outcome = restoreFromTrash(ids);
  recordActivity(entries(staff, "restore", outcome.restored));
  return outcome;
}

async function forget(purged: Purged): Promise<TrashItem[]> {
  await removeUnnamedImages(purged.images);
  return purged.deleted;
}

/** Deletes trashed items for ever, with their versions and the image files nothing else names. */
export async function purgeTrashed(staff: Staff, ids: readonly number[]): Promise<number> {
  const purged = deleteFromTrash(ids);
  recordActivity(entries(staff, "purge", purged.deleted));
  return (await forget(purged)).length;
}

/** The oldest deletion the trash still keeps. */
export const trashCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** When an item put in the trash at `deletedAt` is deleted for ever (at the first daily expiry after). */
export const trashExpiry = (deletedAt: Date, days: number) => new Date(deletedAt.getTime() + days * DAY_MS);

/** Deletes for ever what has been in the trash longer than `days`; logged without an account. */
export async function expireTrash(days: number, now = new Date()) {
  const cutoff = trashCutoff(now, days);
  const purged = purgeTrashBefore(cutoff);
  recordActivity(entries(null, "expire", purged.deleted));
  return { deleted: (await forget(purged)).length, cutoff };
}

/** At start and then daily, like the message retention (its timer never keeps the process alive). */
export function startTrashExpiry(
  days: number,
  log: (line: string) => void = console.log,
): { stop: () => void } {
  const expire = () =>
    expireTrash(days).then(
      ({ deleted, cutoff }) =>
        log(`Trash (${days} days): deleted ${deleted} item(s) put there before ${cutoff.toISOString()}`),
      (error: unknown) => console.error("Trash: could not delete expired items", error),
    );
  void expire();
  const timer = setInterval(() => void expire(), PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
