import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { isLanguage } from "~/i18n/languages";
import { RateLimiter } from "~/lib/rate-limit.server";
import { findStaffById, normaliseEmail, verifyCredentials, type Staff } from "./accounts.server";
import { commitSession, getSession, sessionStorage } from "./session.server";

export const SIGN_IN_PATH = "/admin";
export const MAX_FAILED_SIGN_INS_PER_MINUTE = 5;

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

// Failed sign-ins, counted per address and per account.
const failures = new RateLimiter(MAX_FAILED_SIGN_INS_PER_MINUTE, 60_000);

export type SignInResult = { ok: true; cookie: string } | { ok: false; reason: "failed" | "throttled" };

/**
 * Checks the submitted email and password (remix-auth's form strategy) and,
 * on success, starts a brand-new session: the old session id is discarded,
 * so an id planted before sign-in is worth nothing after it.
 */
export async function signIn(request: Request, email: string, clientAddress: string): Promise<SignInResult> {
  const accountKey = `account:${normaliseEmail(email)}`;
  const addressKey = `address:${clientAddress}`;
  if (failures.isLimited(accountKey) || failures.isLimited(addressKey))
    return { ok: false, reason: "throttled" };

  let staff: Staff;
  try {
    staff = await authenticator.authenticate("staff", request);
  } catch {
    failures.record(accountKey);
    failures.record(addressKey);
    return { ok: false, reason: "failed" };
  }

  const previous = await getSession(request);
  if (previous.id) await sessionStorage().destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("staffId", staff.id);
  return { ok: true, cookie: await commitSession(session) };
}

/** The signed-in staff member, or null. */
export async function currentStaff(request: Request): Promise<Staff | null> {
  const staffId = (await getSession(request)).get("staffId");
  return staffId ? (findStaffById(staffId) ?? null) : null;
}

/**
 * Every admin loader and action starts with this: without a session it
 * throws a redirect to the sign-in page, remembering where the person was going.
 */
export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await currentStaff(request);
  if (staff) return staff;
  const url = new URL(request.url);
  const target = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const query = new URLSearchParams({ redirectTo: target });
  // A language chosen in the link carries over to the sign-in page.
  const lng = url.searchParams.get("lng");
  if (isLanguage(lng)) query.set("lng", lng);
  throw redirect(`${SIGN_IN_PATH}?${query}`);
}

/** Ends the session on the server and clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request));
}

/** For tests: forget failed sign-ins. */
export function resetSignInThrottle(): void {
  failures.clear();
}
