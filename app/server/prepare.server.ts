import path from "node:path";
import { env, EnvError, uploadStorage, type TrustProxy } from "~/config/env.server";
import type { UploadStorage } from "~/config/upload-storage.server";
import { countStaffAccounts } from "~/db/staff-accounts.server";
import { startActivityRetention } from "~/admin/activity.server";
import { startTrashExpiry } from "~/admin/trash.server";
import { createAdminCommand } from "~/admin/create-admin-command.server";
import { SESSION_LIFETIME_MS, sessionSecret } from "~/admin/session.server";
import { deleteExpiredSessions } from "~/db/sessions.server";
import { deleteExpiredKnownDevices } from "~/db/known-devices.server";
import { deleteOldResets } from "~/db/password-resets.server";
import { sweepUploads } from "~/media/uploads.server";
import { StorageUnavailableError, uploadStore } from "~/media/upload-store.server";
import { startMessageRetention } from "~/contact/message-retention.server";
import { closeDatabase, database } from "~/db/client.server";
import { startPublishingClock } from "~/db/publishing-clock.server";
import { startVisitRetention } from "~/db/visits.server";
import { adoptImages } from "~/db/library.server";
import { referencedImages } from "~/db/records.server";
import { requireWritableFolders } from "~/lib/storage.server";

export type ServerSettings = {
  port: number;
  host: string | undefined;
  trustProxy: TrustProxy | undefined;
  uploads: UploadStorage;
  shutdownTimeoutSeconds: number;
  pageCacheBytes: number;
  sharedCacheSeconds: number;
  /** Page views counted, written every `flushMs` (docs/decisions/049-visitor-statistics.md); unset: off. */
  visitCounting: { flushMs: number; maxPerAddress: number } | undefined;
  close: () => void;
};

/**
 * Runs once before the HTTP server listens: checks the environment (one clear
 * message for every bad value, a session secret in production), checks that
 * the data and uploads folders are writable, opens the database, applies
 * migrations, fills a new database with the sample content, removes what a
 * crash may have left in the uploads folder, and says how to create the
 * first staff account when there is none. Starts the daily deletion of
 * visitor messages older than MESSAGE_RETENTION_MONTHS, of activity-log
 * entries older than 12 months and of what has been in the trash longer than
 * TRASH_DAYS. The sweep of the uploads folder keeps every image a record, a
 * trashed record or a version names.
 */
export async function prepareServer(): Promise<ServerSettings> {
  const settings = env();
  requireWritableFolders();
  sessionSecret(); // production refuses to start without one
  const { created } = database();
  deleteExpiredSessions(SESSION_LIFETIME_MS);
  deleteExpiredKnownDevices();
  deleteOldResets();
  console.log(
    `Database ${path.resolve(settings.DATABASE_PATH)}${created ? " created with the sample content" : ""}`,
  );
  const retention = startMessageRetention(settings.MESSAGE_RETENTION_MONTHS);
  const activityRetention = startActivityRetention();
  const trashExpiry = startTrashExpiry(settings.TRASH_DAYS);
  const publishingClock = startPublishingClock();
  const visitRetention = startVisitRetention(settings.VISIT_DETAIL_DAYS);
  // Pictures stored before the image library, or brought by a restore or an import, become its items.
  const adopted = adoptImages();
  if (adopted > 0) console.log(`Added ${adopted} picture(s) the records show to the image library`);
  const removed = await sweepStore();
  if (removed.length > 0) {
    console.log(
      `Removed ${removed.length} leftover file(s) from ${uploadStore().description}: ${removed.join(", ")}`,
    );
  }
  if (!settings.SITE_URL && settings.NODE_ENV === "production") {
    console.warn(
      "SITE_URL is not set: links to this site (language alternates, share links) will say " +
        `http://localhost:${settings.PORT}. Set SITE_URL to the public address, e.g. https://example.com.`,
    );
  }
  if (settings.TRUST_PROXY === true) {
    console.warn(
      "TRUST_PROXY=true trusts every X-Forwarded-For: use it only when a proxy that overwrites that header is the sole way in.",
    );
  }
  if (settings.PSEUDO_LANGUAGE && settings.NODE_ENV === "production") {
    console.warn(
      "PSEUDO_LANGUAGE=1 renders ?pseudo= pages in the pseudo-language: a setting for test servers, never a public one.",
    );
  }
  if (countStaffAccounts() === 0) {
    console.log(`No staff account exists yet. Create the first one with:\n  ${createAdminCommand()}`);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    trustProxy: settings.TRUST_PROXY,
    uploads: uploadStorage(),
    shutdownTimeoutSeconds: settings.SHUTDOWN_TIMEOUT_SECONDS,
    pageCacheBytes: Math.round(settings.PAGE_CACHE_MB * 1024 * 1024),
    sharedCacheSeconds: settings.SHARED_CACHE_SECONDS,
    visitCounting: settings.VISIT_STATS
      ? { flushMs: settings.VISIT_FLUSH_MS, maxPerAddress: settings.VISIT_MAX_PER_ADDRESS }
      : undefined,
    close: () => {
      visitRetention.stop();
      retention.stop();
      activityRetention.stop();
      trashExpiry.stop();
      publishingClock.stop();
      closeDatabase();
    },
  };
}

/**
 * The start-up sweep, which is also the first look at the bucket: one that cannot be reached (or
 * refuses our keys) stops the start in one line naming the setting to look at.
 */
async function sweepStore(): Promise<string[]> {
  try {
    return await sweepUploads(referencedImages());
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    throw new EnvError(
      `${error.variable}: ${error.message}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys, or unset S3_BUCKET to keep uploads in UPLOADS_DIR.`,
    );
  }
}
