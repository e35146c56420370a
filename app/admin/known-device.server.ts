import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { reserve, type Limit, type Reservation } from "~/db/rate-limits.server";
import {
  findKnownDevice,
  forgetKnownDevice,
  insertKnownDevice,
  knownDeviceLimitKey,
} from "~/db/known-devices.server";
import { isHttps } from "~/lib/origin.server";
import { sessionSecret } from "./session.server";

/**
 * "This browser signed in to this account before" (docs/decisions/002-sign-in-throttle.md and
 * 021-password-reset-and-backup-key.md): such a browser's sign-ins skip the per-account limit, so
 * guesses from many addresses cannot lock the owner out of their own browser.
 *
 * What the cookie proves, and no more: its holder got it from a sign-in (or password change or reset)
 * of this account with its current password. It carries a random token, signed; the server keeps the
 * token's SHA-256 with the account and a proof of the password, so a copy of the database or a
 * guessed value makes no cookie, and a password change makes every one of them worthless. A stolen
 * cookie is still a cookie: its wrong guesses are counted against the device itself, and past
 * SIGN_IN_LIMIT_PER_DEVICE the device is forgotten, its holder then as limited as anyone.
 */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Wrong passwords a known device may send before it loses its exemption for good. */
export const SIGN_IN_LIMIT_PER_DEVICE: Limit = { name: "sign-in-device", max: 5, windowMs: 15 * 60_000 };

const knownDeviceCookie = () =>
  createCookie("__known_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [sessionSecret()],
    maxAge: MAX_AGE_SECONDS,
  });

/** Changes whenever the password does (each hash has its own salt), and gives nothing of the hash away. */
const passwordProof = (passwordHash: string) =>
  createHash("sha256").update(`known-device\0${passwordHash}`).digest("base64url");

type Account = { id: string; passwordHash: string };

/**
 * This request's known device for the account, with its attempt counted against the device's own
 * limit; undefined when the browser is not one (or stopped being one: a device past its limit is
 * forgotten here). Release the reservation on a successful sign-in.
 */
export async function knownDeviceAttempt(
  request: Request,
  account: Account | undefined,
): Promise<Extract<Reservation, { ok: true }> | undefined> {
  if (!account) return undefined;
  const token = (await knownDeviceCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (typeof token !== "string" || token === "") return undefined;
  const device = findKnownDevice(token);
  if (
    !device ||
    device.staffId !== account.id ||
    device.passwordProof !== passwordProof(account.passwordHash)
  ) {
    return undefined;
  }
  const attempt = reserve(SIGN_IN_LIMIT_PER_DEVICE, knownDeviceLimitKey(token));
  if (attempt.ok) return attempt;
  forgetKnownDevice(token);
  return undefined;
}

/** The Set-Cookie that marks this browser as one the account signed in from, with this password. */
export async function rememberDevice(request: Request, account: Account, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  insertKnownDevice(token, {
    staffId: account.id,
    passwordProof: passwordProof(account.passwordHash),
    createdAt: now,
    expiresAt: now + MAX_AGE_SECONDS * 1000,
  });
  return knownDeviceCookie().serialize(token, { secure: isHttps(request) });
}
