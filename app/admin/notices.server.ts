import { redirect } from "@remix-run/node";
import type { TextKey } from "~/i18n/text-keys";
import { commitSession, getSession } from "./session.server";

/** The confirmations shown once after a redirect: each a text's key. */
const NOTICES = [
  "admin.notices.created",
  "admin.notices.createdAtPlace",
  "admin.notices.createdInList",
  "admin.notices.updated",
  "admin.notices.deleted",
  "admin.notices.notFound",
  "admin.notices.moved",
  "admin.notices.notMoved",
  "admin.notices.shown",
  "admin.notices.hidden",
  "admin.notices.placeInvalid",
  "admin.form.savedHere",
  "admin.upload.saveFailed",
  "admin.inbox.markedRead",
  "admin.inbox.markedUnread",
  "admin.inbox.deleted",
  "admin.inbox.noneSelected",
  "admin.inbox.stateChanged",
  "admin.inbox.replyQueued",
  "admin.inbox.noteAdded",
  "admin.settings.saved",
  "admin.versions.restored",
  "admin.versions.same",
  "admin.trash.restored",
  "admin.trash.restoredSome",
  "admin.trash.purged",
  "admin.trash.noneSelected",
  "admin.staff.added",
  "admin.staff.removed",
  "admin.staff.passwordChanged",
  "admin.browsers.ended",
  "admin.passwordReset.done",
  "admin.confirm.confirmed",
  "admin.confirm.wrong",
  "admin.confirm.wrongCode",
  "admin.confirm.throttled",
  "admin.confirm.needed",
  "admin.roles.changed",
  "admin.secondFactor.turnedOff",
  "admin.secondFactor.turnedOffPasskeysLeft",
  "admin.secondFactor.passkeys.addedNotice",
  "admin.secondFactor.passkeys.removedNotice",
  "admin.secondFactor.owner.nowRequired",
  "admin.secondFactor.owner.nowOptional",
  "admin.secondFactor.owner.resetDone",
  "common.errorTryAgain",
] as const satisfies readonly TextKey[];
export type Notice = (typeof NOTICES)[number];

/** What the session holds is a notice we sent (a cookie is the browser's to change). */
const isNotice = (value: unknown): value is Notice => NOTICES.some((notice) => notice === value);

/** Redirects and shows a translated notice once on the next page (works without JavaScript). */
export async function redirectWithNotice(
  request: Request,
  to: string,
  notice: Notice,
  /** Values the text names, e.g. `{ count: 3 }`. */
  values?: Record<string, number>,
  /** Other cookies to set with it. */
  cookies: string[] = [],
): Promise<never> {
  const session = await getSession(request);
  session.flash("notice", notice);
  if (values) session.flash("noticeValues", values);
  const headers = new Headers();
  for (const cookie of [await commitSession(session, request), ...cookies])
    headers.append("Set-Cookie", cookie);
  throw redirect(to, { headers });
}

/** Reads (and so consumes) the pending notice; commit the returned cookie. */
export async function takeNotice(
  request: Request,
): Promise<{ notice: Notice | null; noticeValues: Record<string, number>; cookie: string }> {
  const session = await getSession(request);
  const stored: unknown = session.get("notice");
  const notice = isNotice(stored) ? stored : null;
  const noticeValues = session.get("noticeValues") ?? {};
  return { notice, noticeValues, cookie: await commitSession(session, request) };
}
