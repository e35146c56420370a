import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { reserve, type Limit } from "~/db/rate-limits.server";
import type { Staff } from "~/db/staff-accounts.server";
import type { ConfirmProblem } from "./components/ConfirmIdentity";
import { verifyCredentials } from "./accounts.server";
import { attemptSecondFactor, secondFactorState } from "./second-factor.server";
import { commitSession, getSession } from "./session.server";

/**
 * "Sudo mode" (docs/decisions/037-roles.md): the changes that could take the site from its owners
 * (adding, removing or re-roling an account, deleting for ever, the company's contact details) ask
 * for the password again unless it was given in the last ten minutes, from this very browser and
 * address. A session cookie copied elsewhere carries no confirmation: it was given to another
 * address and browser, so the copy is asked, and it does not know the password.
 */
export const CONFIRM_WINDOW_MS = 10 * 60_000;

/** Wrong passwords typed to confirm, per account: a stolen session cannot guess for long. */
export const CONFIRM_LIMIT: Limit = { name: "confirm-identity", max: 5, windowMs: 15 * 60_000 };

/** The form fields the password, and the app code or a recovery code where app codes are on, are typed in. */
export const CONFIRM_FIELD = "confirmPassword";
export const CONFIRM_CODE_FIELD = "confirmCode";

/**
 * Where the password was given: this address and browser, as a hash, so the session row holds no
 * address. Signing in with the password confirms too (app/admin/auth.server.ts), for the same place.
 */
export function placeOf(request: Request, clientAddress: string | undefined): string {
  return createHash("sha256")
    .update(`${clientAddress ?? ""}\0${request.headers.get("User-Agent") ?? ""}`)
    .digest("base64url");
}

/** Whether this browser, at this address, gave the password in the last ten minutes. */
export async function recentlyConfirmed(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<boolean> {
  const session = await getSession(request);
  const at = session.get("confirmedAt");
  return (
    typeof at === "number" &&
    now - at < CONFIRM_WINDOW_MS &&
    at <= now &&
    session.get("confirmedFrom") === placeOf(request, context.clientAddress)
  );
}

export type Confirmation = { ok: true; cookie?: string } | { ok: false; problem: ConfirmProblem };

/**
 * Before a sensitive change: confirmed already, or the password typed in the form (CONFIRM_FIELD) is
 * the account's, with a right app code or recovery code (CONFIRM_CODE_FIELD) where app codes are on. A right password opens the window: send `cookie` with the response. Never throws
 * for a wrong one; the caller answers 403 with the form as it was typed.
 */
export async function confirmIdentity(
  request: Request,
  context: AppLoadContext,
  staff: Staff,
  form: FormData,
): Promise<Confirmation> {
  if (await recentlyConfirmed(request, context)) return { ok: true };
  const password = form.get(CONFIRM_FIELD);
  if (typeof password !== "string" || password === "") return { ok: false, problem: "needed" };
  const attempt = reserve(CONFIRM_LIMIT, staff.id);
  if (!attempt.ok) return { ok: false, problem: "throttled" };
  if (!(await verifyCredentials(staff.email, password))) return { ok: false, problem: "wrong" };
  attempt.release();
  // The second factor where set (app codes: a passkey needs JavaScript, which these forms do not).
  if (secondFactorState(staff.id).appCodes) {
    const code = form.get(CONFIRM_CODE_FIELD);
    if (typeof code !== "string" || code.trim() === "") return { ok: false, problem: "needed" };
    const checked = await attemptSecondFactor(staff, code, context.clientAddress ?? "unknown");
    if (!checked.ok) return { ok: false, problem: checked.reason === "wrong" ? "wrongCode" : "throttled" };
  }
  const session = await getSession(request);
  session.set("confirmedAt", Date.now());
  session.set("confirmedFrom", placeOf(request, context.clientAddress));
  return { ok: true, cookie: await commitSession(session, request) };
}
