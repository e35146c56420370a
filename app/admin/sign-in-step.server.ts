import { isLanguage } from "~/i18n/languages";
import { isHttps } from "~/lib/origin.server";
import { sessionStorage, getSession, type AdminSession } from "./session.server";

/**
 * The sign-in's second step (docs/decisions/036-second-factor.md). A right password on an account
 * with a second factor does not sign in: it starts a session that only says whose password was
 * given and when (`pendingStaffId`, `pendingAt`), never `staffId`, so nothing of the back office
 * opens with it. The code (or a passkey) must follow within PENDING_SECONDS; then a
 * brand-new signed-in session replaces it.
 */
export const SIGN_IN_CODE_PATH = "/admin/sign-in/code";

/** Long enough to open an app and type a code; short enough that a forgotten tab is worth nothing. */
export const PENDING_SECONDS = 5 * 60;

export type PendingSignIn = { staffId: string; newDevice: boolean };

/** A new session (an earlier one of this browser ends) holding a sign-in that waits for its second factor. */
export async function startPendingSignIn(
  request: Request,
  staffId: string,
  newDevice: boolean,
  now = Date.now(),
): Promise<string> {
  const previous = await getSession(request);
  if (previous.id) await sessionStorage().destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("pendingStaffId", staffId);
  session.set("pendingAt", now);
  session.set("pendingNewDevice", newDevice);
  // The row and the cookie end with the step: no seven-day row for a half sign-in.
  return sessionStorage().commitSession(session, { maxAge: PENDING_SECONDS, secure: isHttps(request) });
}

/** The pending session once changed (a passkey's challenge): its cookie still ends with the step. */
export async function commitPendingSession(
  session: AdminSession,
  request: Request,
  now = Date.now(),
): Promise<string> {
  const at = session.get("pendingAt") ?? now;
  const left = Math.max(0, Math.ceil((at + PENDING_SECONDS * 1000 - now) / 1000));
  return sessionStorage().commitSession(session, { maxAge: left, secure: isHttps(request) });
}

/** This browser's sign-in waiting for its second factor, if it is still in time. */
export async function pendingSignIn(request: Request, now = Date.now()): Promise<PendingSignIn | null> {
  const session = await getSession(request);
  const staffId = session.get("pendingStaffId");
  const at = session.get("pendingAt");
  if (typeof staffId !== "string" || typeof at !== "number") return null;
  if (now - at > PENDING_SECONDS * 1000 || now < at) return null;
  return { staffId, newDevice: session.get("pendingNewDevice") === true };
}

/** The second step's address, keeping where the person was going and the language the link chose. */
export function signInCodePath(request: Request, redirectTo: string): string {
  const query = new URLSearchParams({ redirectTo });
  const lng = new URL(request.url).searchParams.get("lng");
  if (isLanguage(lng)) query.set("lng", lng);
  return `${SIGN_IN_CODE_PATH}?${query}`;
}
