import { createHash, randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { env } from "~/config/env.server";
import { readCompanyFacts } from "~/db/company-settings.server";
import { reserve, type Limit } from "~/db/rate-limits.server";
import { findAccountById } from "~/db/staff-accounts.server";
import { immediately } from "~/db/client.server";
import { alertOwners } from "~/mail/owner-alerts.server";
import {
  clearSecondFactor,
  countPasskeys,
  disableTotp,
  countRecoveryCodesLeft,
  readBackOfficeSetting,
  readTotpSecret,
  spendRecoveryCode,
  writeBackOfficeSetting,
  type ClearedSecondFactor,
} from "~/db/second-factors.server";
import { recordActivity } from "./activity.server";
import { verifyPassword } from "./password.server";
import { endSessionsOf } from "./session.server";

/**
 * The second factor of a staff account (docs/decisions/036-second-factor.md): app codes (TOTP,
 * RFC 6238, 6 digits every 30 s, by `otpauth`) and ten single-use recovery codes, kept as SHA-256.
 * Passkeys (the `passkeys` table) count as a second factor too; their ceremonies are in
 * passkeys.server.ts, and their sign-in counts against the same limits (`countedSecondFactor`).
 */

/** The page where one sets up one's own second factor; the only one open to an account that must and has none. */
export const SECOND_FACTOR_PATH = "/admin/staff/second-factor";

export const RECOVERY_CODE_COUNT = 10;

/** Wrong codes (app or recovery) per account: a 6-digit code must not be guessable by trying. */
export const SECOND_FACTOR_LIMIT_PER_ACCOUNT: Limit = {
  name: "second-factor-account",
  max: 5,
  windowMs: 15 * 60_000,
};
/** Per address, as strict as for passwords: one address trying many accounts' codes. */
export const SECOND_FACTOR_LIMIT_PER_ADDRESS: Limit = {
  name: "second-factor-address",
  max: 5,
  windowMs: 60_000,
};
/**
 * A used time step of an account: its code is refused a second time (someone who saw it typed, or
 * a replayed request). A code is accepted for at most 90 s (its step and one each side), so 3 minutes
 * is longer than any code lives.
 */
const USED_STEP: Limit = { name: "app-code-step", max: 1, windowMs: 3 * 60_000 };

const PERIOD_SECONDS = 30;
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });

/** A new app-code secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret as people type it into an app by hand: groups of four. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** What the app shows the codes (and a passkey) under: the company's name, else the site's host. */
export function issuer(): string {
  const name = readCompanyFacts().name.en.trim();
  if (name) return name;
  const site = env().SITE_URL;
  return site ? new URL(site).host : "Back office";
}

/** The otpauth:// address an app reads from the QR code: the issuer, and the account's e-mail as its label. */
export function otpauthUri(secret: string, email: string): string {
  const otp = totp(secret);
  otp.issuer = issuer();
  otp.label = email;
  return otp.toString();
}

/**
 * The QR code of a text as one SVG path of 1×1 squares, with its size in modules. Drawn by the page
 * as an inline `<svg>`: no script, no `data:` image the policy would have to allow, no markup of
 * the library's put into the page.
 */
export function qrCode(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}

/**
 * The time step a 6-digit code belongs to (this one or one either side, for clocks a little off),
 * or null when it is none of them.
 */
export function appCodeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Takes a time step of the account's codes: false when it was taken already. One IMMEDIATE
 * transaction (the rate-limit rows), so two requests with the same code cannot both get in.
 */
export function takeAppCodeStep(staffId: string, step: number): boolean {
  return reserve(USED_STEP, `${staffId}:${step}`).ok;
}

// Recovery codes: Crockford's base32 (no I, L, O, U), 16 symbols = 80 random bits, in four groups.
const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < 16; i++, bits >>= 5n) code = RECOVERY_ALPHABET[Number(bits & 31n)] + code;
  return code.match(/.{4}/g)!.join("-");
}

/**
 * A typed recovery code as it is hashed: upper case, without spaces or dashes, with the letters a
 * person may type for a digit read as that digit (O for 0, I and L for 1). Null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return code.length === 16 && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/** What the database keeps of a recovery code: the SHA-256 of its normal form (80 random bits need no salt). */
export const recoveryCodeHash = (normalised: string) => createHash("sha256").update(normalised).digest("hex");

/** Ten new recovery codes: the codes to show once, and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(normaliseRecoveryCode(code)!)) };
}

/**
 * Checks a code of the account's second factor: an app code (refused if its time step was used
 * already), else a recovery code (used up). "app", "recovery", or null for neither. Not throttled:
 * callers count attempts (`attemptSecondFactor` does). A used recovery code is logged here.
 */
export async function checkSecondFactorCode(
  staffId: string,
  code: string,
): Promise<"app" | "recovery" | null> {
  const typed = code.trim().slice(0, 64);
  const secret = readTotpSecret(staffId);
  if (secret && /^\d{6}$/.test(typed.replace(/\s/g, ""))) {
    const step = appCodeStep(secret, typed);
    return step !== null && takeAppCodeStep(staffId, step) ? "app" : null;
  }
  const recovery = normaliseRecoveryCode(typed);
  if (!recovery || !spendRecoveryCode(staffId, recoveryCodeHash(recovery))) return null;
  recordActivity({
    accountId: staffId,
    action: "recoveryCodeUsed",
    subjectType: "staff",
    subjectId: staffId,
  });
  return "recovery";
}

export type SecondFactorAttempt =
  | { ok: true; kind: "app" | "recovery" }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * A code typed at sign-in (or to confirm who one is), counted against the limits before it is
 * checked; a right one gives its reservations back. A wrong one is logged.
 */
export function attemptSecondFactor(
  staff: { id: string; email: string },
  code: string,
  clientAddress: string,
): Promise<SecondFactorAttempt> {
  return countedSecondFactor(staff, clientAddress, () => checkSecondFactorCode(staff.id, code));
}

/**
 * Any second factor's attempt (a code, a passkey's answer) under the same limits: counted before
 * `check` runs, given back when it passes, logged as `secondFactorFailed` when it does not.
 */
export async function countedSecondFactor<Kind extends string>(
  staff: { id: string; email: string },
  clientAddress: string,
  check: () => Promise<Kind | null>,
): Promise<{ ok: true; kind: Kind } | Exclude<SecondFactorAttempt, { ok: true }>> {
  const byAddress = reserve(SECOND_FACTOR_LIMIT_PER_ADDRESS, clientAddress);
  if (!byAddress.ok) return throttled(byAddress.retryAfterMs);
  const byAccount = reserve(SECOND_FACTOR_LIMIT_PER_ACCOUNT, staff.id);
  if (!byAccount.ok) {
    byAddress.release();
    return throttled(byAccount.retryAfterMs);
  }
  const kind = await check();
  if (!kind) {
    recordActivity({ accountId: staff.id, email: staff.email, action: "secondFactorFailed" });
    return { ok: false, reason: "wrong" };
  }
  byAddress.release();
  byAccount.release();
  return { ok: true, kind };
}

const throttled = (retryAfterMs: number) => ({
  ok: false as const,
  reason: "throttled" as const,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
});

/** Wrong passwords or codes on the set-up page, per account: a stolen session cannot guess its way through. */
export const SETTINGS_LIMIT: Limit = { name: "second-factor-settings", max: 5, windowMs: 15 * 60_000 };

export type SettingsRefusal = "wrongPassword" | "wrongCode" | "throttled";

/**
 * The current password given on the set-up page (and `check`, a code, passing too), counted against
 * SETTINGS_LIMIT: a right one gives its attempt back. Null when all is right, else why not.
 */
export async function checkSettingsPassword(
  staffId: string,
  password: string,
  check?: () => boolean,
): Promise<SettingsRefusal | null> {
  const attempt = reserve(SETTINGS_LIMIT, staffId);
  if (!attempt.ok) return "throttled";
  const account = findAccountById(staffId);
  if (!account || !(await verifyPassword(password, account.passwordHash))) return "wrongPassword";
  if (check && !check()) return "wrongCode";
  attempt.release();
  return null;
}

/** Whether the account has a second factor: app codes or a passkey. */
export function hasSecondFactor(staffId: string): boolean {
  return readTotpSecret(staffId) !== null || countPasskeys(staffId) > 0;
}

export type SecondFactorState = { appCodes: boolean; passkeys: number; recoveryCodesLeft: number };

export function secondFactorState(staffId: string): SecondFactorState {
  return {
    appCodes: readTotpSecret(staffId) !== null,
    passkeys: countPasskeys(staffId),
    recoveryCodesLeft: countRecoveryCodesLeft(staffId),
  };
}

/**
 * A lost second factor, reset by another Owner or by `create-admin --reset-second-factor` (never by
 * e-mail: whoever reads the mailbox would then need only that). Removes the app-code secret, the
 * recovery codes and the passkeys, and ends the account's sessions (the lost phone may have one).
 */
export function resetSecondFactor(
  account: { id: string; email: string },
  by: { email: string } | null,
): ClearedSecondFactor & { endedSessions: number } {
  return immediately(() => {
    const cleared = clearSecondFactor(account.id);
    if (cleared.appCodes || cleared.passkeys > 0)
      alertOwners({
        kind: "secondFactorOff",
        subject: account.email,
        by: by?.email ?? null,
        via: by ? undefined : "commandLine",
      });
    return { ...cleared, endedSessions: endSessionsOf(account.id) };
  });
}

/** One's own app codes turned off (with the password): the Owners are told, in the same transaction. */
export function turnOffAppCodes(staff: { id: string; email: string }): boolean {
  return immediately(() => {
    const changed = disableTotp(staff.id);
    if (changed && !hasSecondFactor(staff.id))
      alertOwners({ kind: "secondFactorOff", subject: staff.email, by: staff.email });
    return changed;
  });
}

/** Whether an Owner requires a second factor of every account. */
export const secondFactorRequired = () => readBackOfficeSetting("requireSecondFactor") === "1";

export function setSecondFactorRequired(required: boolean): void {
  writeBackOfficeSetting("requireSecondFactor", required ? "1" : null);
}

/** The path of a request as the route table names it (a data request's `.data`, a trailing slash aside). */
const pagePath = (request: Request) =>
  new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

/**
 * While an Owner requires a second factor, an account without one can use nothing of the back office
 * but the page that sets one up: every other loader and action sends it there.
 */
export async function requireSecondFactorSetUp(staff: { id: string }, request: Request): Promise<void> {
  if (!secondFactorRequired() || hasSecondFactor(staff.id)) return;
  // The page, and what it asks of the server (a passkey's options: SECOND_FACTOR_PATH/passkey).
  const path = pagePath(request);
  if (path === SECOND_FACTOR_PATH || path.startsWith(`${SECOND_FACTOR_PATH}/`)) return;
  throw redirect(SECOND_FACTOR_PATH);
}
