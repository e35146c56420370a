import { createHash } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { isLanguage } from "~/i18n/languages";
import { reserve, type Limit } from "~/db/rate-limits.server";
import { isHttps } from "~/lib/origin.server";
import {
  findAccountByEmail,
  findStaffById,
  normaliseEmail,
  noteSignIn,
  type Staff,
} from "~/db/staff-accounts.server";
import { verifyCredentials } from "./accounts.server";
import { recordActivity } from "./activity.server";
import { commitSession, destroySession, getSession, sessionSecret, sessionStorage } from "./session.server";

export const SIGN_IN_PATH = "/admin";

/** Strict per address: one address guessing fast is stopped within a minute. */
export const SIGN_IN_LIMIT_PER_ADDRESS: Limit = { name: "sign-in-address", max: 5, windowMs: 60_000 };
/**
 * Slower per account, and skipped on a browser the account signed in from
 * before: guesses from many addresses cannot lock the real owner out.
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

/**
 * Remembers, for a year, that this browser signed in to an account: its
 * sign-ins skip the per-account limit. Bound to the password, so a reset
 * forgets every such browser.
 */
const knownDeviceCookie = () =>
  createCookie("__known_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [sessionSecret()],
    maxAge: 60 * 60 * 24 * 365,
  });

const passwordProof = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);

async function isKnownDevice(request: Request, account: { id: string; passwordHash: string } | undefined) {
  if (!account) return false;
  const value = (await knownDeviceCookie().parse(request.headers.get("Cookie"))) as unknown;
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>).staffId === account.id &&
    (value as Record<string, unknown>).proof === passwordProof(account.passwordHash)
  );
}

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "failed" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; scope: "address" | "account" };

/**
 * Checks the submitted email and password (remix-auth's form strategy).
 * Each attempt is reserved against the limits before the password is
 * hashed, so parallel guesses cannot all slip under them; a successful
 * attempt gives its reservation back. On success a brand-new session
 * starts: an id planted before sign-in is worth nothing after it.
 */
export async function signIn(request: Request, form: FormData, clientAddress: string): Promise<SignInResult> {
  const email = normaliseEmail(String(form.get("email") ?? "")).slice(0, 254);
  const byAddress = reserve(SIGN_IN_LIMIT_PER_ADDRESS, clientAddress);
  if (!byAddress.ok) return throttled(byAddress.retryAfterMs, "address");
  const account = email ? findAccountByEmail(email) : undefined;
  const byAccount = (await isKnownDevice(request, account))
    ? undefined
    : reserve(SIGN_IN_LIMIT_PER_ACCOUNT, email);
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
  try {
    noteSignIn(staff.id);
  } catch (error) {
    console.error("Could not note the time of a sign-in", error);
  }
  recordActivity({ accountId: staff.id, email: staff.email, action: "signIn" });

  const previous = await getSession(request);
  if (previous.id) await sessionStorage().destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("staffId", staff.id);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session, request));
  if (account) headers.append("Set-Cookie", await rememberDevice(request, account));
  return { ok: true, headers };
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

/** The Set-Cookie that marks this browser as one the account signed in from (with this password). */
export async function rememberDevice(
  request: Request,
  account: { id: string; passwordHash: string },
): Promise<string> {
  return knownDeviceCookie().serialize(
    { staffId: account.id, proof: passwordProof(account.passwordHash) },
    { secure: isHttps(request) },
  );
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

/** Ends the session on the server and clears the cookie; logged when it was a signed-in one. */
export async function signOut(request: Request): Promise<string> {
  const staff = await currentStaff(request);
  if (staff) recordActivity({ accountId: staff.id, email: staff.email, action: "signOut" });
  return destroySession(await getSession(request), request);
}
