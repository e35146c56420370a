import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { may, type Access, type Permission } from "~/content/access";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { isLanguage, type Language } from "~/i18n/languages";
import { reserve, type Limit } from "~/db/rate-limits.server";
import {
  findAccountByEmail,
  findAccountById,
  findStaffById,
  normaliseEmail,
  noteSignIn,
  type Staff,
} from "~/db/staff-accounts.server";
import { verifyCredentials } from "./accounts.server";
import { recordActivity } from "./activity.server";
import { knownDeviceAttempt, rememberDevice } from "./known-device.server";
import { placeOf } from "./confirm-identity.server";
import type { Notice } from "./notices.server";
import { hasSecondFactor, requireSecondFactorSetUp } from "./second-factor.server";
import { startPendingSignIn } from "./sign-in-step.server";
import { commitSession, destroySession, getSession, sessionStorage } from "./session.server";
import { browserFamily } from "./signed-in-browsers.server";

export const SIGN_IN_PATH = "/admin";

/** Strict per address: one address guessing fast is stopped within a minute. */
export const SIGN_IN_LIMIT_PER_ADDRESS: Limit = { name: "sign-in-address", max: 5, windowMs: 60_000 };
/**
 * Slower per account, and skipped on a browser the account signed in from
 * before (a known device, which has a limit of its own): guesses from many
 * addresses cannot lock the real owner out. A forgotten password's e-mailed
 * link gets the owner in even while this limit holds (password-reset.server.ts).
 */
export const SIGN_IN_LIMIT_PER_ACCOUNT: Limit = { name: "sign-in-account", max: 10, windowMs: 15 * 60_000 };

class InvalidCredentials extends Error {}

const authenticator = new Authenticator<Staff>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const staff = await verifyCredentials(
      String(form.get("email") ?? ""),
      String(form.get("password") ?? ""),
    );
    if (!staff) throw new InvalidCredentials();
    return staff;
  }),
  "staff",
);

export type SignInResult =
  | { ok: true; headers: Headers }
  /** The password was right; the account's second factor is to come (SIGN_IN_CODE_PATH). */
  | { ok: "secondFactor"; headers: Headers }
  | { ok: false; reason: "failed" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; scope: "address" | "account" };

/**
 * Checks the submitted email and password (remix-auth's form strategy).
 * Each attempt is reserved against the limits before the password is
 * hashed, so parallel guesses cannot all slip under them; a successful
 * attempt gives its reservation back. On success a brand-new session
 * starts: an id planted before sign-in is worth nothing after it. `language`, the request's, is
 * remembered as the account's: its e-mails (the Owners' alerts) are written in it.
 */
export async function signIn(
  request: Request,
  form: FormData,
  clientAddress: string,
  language: Language,
): Promise<SignInResult> {
  const email = normaliseEmail(String(form.get("email") ?? "")).slice(0, 254);
  const byAddress = reserve(SIGN_IN_LIMIT_PER_ADDRESS, clientAddress);
  if (!byAddress.ok) return throttled(byAddress.retryAfterMs, "address");
  const account = email ? findAccountByEmail(email) : undefined;
  const byDevice = await knownDeviceAttempt(request, account);
  const byAccount = byDevice ? undefined : reserve(SIGN_IN_LIMIT_PER_ACCOUNT, email);
  if (byAccount && !byAccount.ok) {
    byAddress.release(); // no password was checked
    return throttled(byAccount.retryAfterMs, "account");
  }

  let staff: Staff;
  try {
    staff = await authenticator.authenticate("staff", withParsedBody(request, form));
  } catch {
    // The typed address, never the password; throttled attempts (above) are not logged at all.
    recordActivity({ accountId: null, email, action: "signInFailed" });
    return { ok: false, reason: "failed" };
  }
  byAddress.release();
  byAccount?.release();
  byDevice?.release();
  // A browser that was not known yet is from now on (this one already is), once signed in.
  const newDevice = Boolean(account && !byDevice);
  // With a second factor the password alone signs nothing in: a pending session waits for the code.
  if (hasSecondFactor(staff.id)) {
    const headers = new Headers({ "Set-Cookie": await startPendingSignIn(request, staff.id, newDevice) });
    return { ok: "secondFactor", headers };
  }
  return { ok: true, headers: await finishSignIn(request, staff, { newDevice, clientAddress, language }) };
}

/**
 * Signs the account in once every factor was given: noted, logged, a brand-new session, and this
 * browser remembered as a known device of the account when it was not one yet.
 */
export async function finishSignIn(
  request: Request,
  staff: Staff,
  at: { newDevice: boolean; clientAddress: string; language: Language },
): Promise<Headers> {
  try {
    noteSignIn(staff.id, at.language);
  } catch (error) {
    console.error("Could not note the time of a sign-in", error);
  }
  recordActivity({ accountId: staff.id, email: staff.email, action: "signIn" });
  const headers = new Headers();
  // The password was just typed here: sensitive changes need not ask for it again for ten minutes.
  headers.append(
    "Set-Cookie",
    await startSession(request, staff.id, undefined, { confirmedFrom: placeOf(request, at.clientAddress) }),
  );
  const account = at.newDevice ? findAccountById(staff.id) : undefined;
  if (account) headers.append("Set-Cookie", await rememberDevice(request, account));
  return headers;
}

/**
 * A brand-new session for the account, with a notice to show once if given (an id planted before is
 * worth nothing after it, and this browser's earlier session ends): its Set-Cookie. The row keeps the
 * browser's family for the staff page, never the User-Agent itself.
 */
export async function startSession(
  request: Request,
  staffId: string,
  notice?: Notice,
  confirmed?: { confirmedFrom: string },
): Promise<string> {
  const previous = await getSession(request);
  if (previous.id) await sessionStorage().destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("staffId", staffId);
  if (confirmed) {
    session.set("confirmedAt", Date.now());
    session.set("confirmedFrom", confirmed.confirmedFrom);
  }
  session.set("browser", browserFamily(request.headers.get("User-Agent")));
  if (notice) session.flash("notice", notice);
  return commitSession(session, request);
}

/**
 * The request as remix-auth's form strategy reads it: the body is the form the action already read
 * (and checked, with its 4xx answers) from the network, in memory, so the network's body is read once
 * and the strategy's own formData() cannot meet a malformed one.
 */
function withParsedBody(request: Request, form: FormData): Request {
  return new Request(request.url, {
    method: "POST",
    headers: { Cookie: request.headers.get("Cookie") ?? "" },
    body: form,
  });
}

function throttled(retryAfterMs: number, scope: "address" | "account"): SignInResult {
  return {
    ok: false,
    reason: "throttled",
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    scope,
  };
}

/** The signed-in staff member, or null. */
export async function currentStaff(request: Request): Promise<Staff | null> {
  const staffId = (await getSession(request)).get("staffId");
  return staffId ? (findStaffById(staffId) ?? null) : null;
}

/**
 * Every admin loader and action starts with this: without a session it
 * throws a redirect to the sign-in page, remembering where the person was going;
 * with one whose role may not read what the route is about (its access, declared
 * with its type or in the route table), a 403. What an action does beyond reading
 * it checks with `requirePermission`.
 */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<Staff> {
  const staff = await requireSignedIn(request);
  requirePermission(staff, context, "read");
  return staff;
}

/**
 * The signed-in account, whatever its role, else the redirect to sign in: only for the back office's
 * frame (its header shows each role its own links), since every page checks its own access.
 */
export async function requireSignedIn(request: Request): Promise<Staff> {
  const staff = await currentStaff(request);
  if (staff) {
    // An Owner requires a second factor and this account has none: only its set-up page opens.
    await requireSecondFactorSetUp(staff, request);
    return staff;
  }
  const url = new URL(request.url);
  const target = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const query = new URLSearchParams({ redirectTo: target });
  // A language chosen in the link carries over to the sign-in page.
  const lng = url.searchParams.get("lng");
  if (isLanguage(lng)) query.set("lng", lng);
  throw redirect(`${SIGN_IN_PATH}?${query}`);
}

/** A 403 unless the account's role may do this to what the request's route is about. */
export function requirePermission(staff: Staff, context: AppLoadContext, permission: Permission): void {
  const access = context.adminRoute?.access;
  if (!access || !may(staff.role, access, permission)) throw notAllowed();
}

/** The same for a content type the route is not about (a trash item's, a version's). */
export function requireTypePermission(staff: Staff, access: Access, permission: Permission): void {
  if (!may(staff.role, access, permission)) throw notAllowed();
}

/** What a role may not do: a 403 the back office's error page explains (not the cross-site refusal). */
function notAllowed() {
  return data({ refusal: "admin.roles.notAllowed", notAllowed: true }, { status: 403 });
}

/** Ends the session on the server and clears the cookie; logged when it was a signed-in one. */
export async function signOut(request: Request): Promise<string> {
  const staff = await currentStaff(request);
  if (staff) recordActivity({ accountId: staff.id, email: staff.email, action: "signOut" });
  return destroySession(await getSession(request), request);
}
