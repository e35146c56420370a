import { enqueueOwnerAlert } from "~/db/mail-queue.server";
import { listOwners } from "~/db/staff-accounts.server";
import { fallbackLanguage } from "~/i18n/languages";
import { mailEnabled, sendQueuedMailShortly } from "./notifications.server";
import type { OwnerAlert } from "./owner-alert-mail.server";

export type { OwnerAlert } from "./owner-alert-mail.server";

/**
 * Tells every Owner of a change to the staff accounts (issue 31: a stolen session acting in someone's
 * name is seen): one queued mail per account with the role "owner", the one who acted included (their
 * mail proves the alerts work, and shows them what was done in their name), each in the language the
 * Owner last signed in with. Call it INSIDE the transaction that makes the change (`immediately` of
 * app/db/client.server.ts), so there is never a change without its alerts or the reverse; the Owners
 * told are those of that moment. Sent from the mail queue about a second later (retries; sent once:
 * the lease, and the row's deletion once sent; app/mail/notifications.server.ts); from a command,
 * by the site within 15 seconds. Nothing without SMTP_URL, in the process that calls it.
 */
export function alertOwners(event: OwnerAlert, now = Date.now()): void {
  if (!mailEnabled()) return;
  const alert = JSON.stringify(event);
  for (const owner of listOwners())
    enqueueOwnerAlert(owner.id, owner.language ?? fallbackLanguage, alert, now);
  sendQueuedMailShortly();
}
