import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { siteOrigin } from "~/config/env.server";
import { immediately } from "~/db/client.server";
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  notePasskeyUse,
} from "~/db/passkeys.server";
import { reserve, type Limit } from "~/db/rate-limits.server";
import { deleteRecoveryCodes, replaceRecoveryCodes } from "~/db/second-factors.server";
import { alertOwners } from "~/mail/owner-alerts.server";
import { hasSecondFactor, issuer, newRecoveryCodes } from "./second-factor.server";
import type { AdminSession, PasskeyChallenge } from "./session.server";

/**
 * Passkeys (WebAuthn) as a second factor, by @simplewebauthn/server (docs/decisions/036-second-factor.md).
 * The relying party is the site's origin (SITE_URL, else http://localhost on its port): its host name
 * is the rpID, the origin is what every answer must come from. A challenge lives in the browser's
 * session only, for 5 minutes and one answer. The browser's side is `@simplewebauthn/browser`, in
 * app/admin/components/Passkeys.tsx.
 */

/** How long a challenge is good for: as long as the sign-in's pending step (PENDING_SECONDS). */
export const CHALLENGE_MS = 5 * 60_000;

/** A challenge answered once is refused after, also a copy of the session answering in parallel. */
const USED_CHALLENGE: Limit = { name: "passkey-challenge", max: 1, windowMs: CHALLENGE_MS };

/**
 * EdDSA, ES256 and RS256, what every authenticator makes. Named, not the library's default: that
 * asks Node whether it has ML-DSA-44, and Node 26 answers with an "experimental" warning on the
 * server's standard error at every new passkey.
 */
const ALGORITHMS = [-8, -7, -257];

/** What people call a passkey: enough to tell a laptop from a phone. */
export const PASSKEY_NAME_MAX = 60;

/** The relying party: the site as SITE_URL names it (never the request's Host, which anyone can set). */
export function relyingParty(): { id: string; origin: string; name: string } {
  const origin = siteOrigin();
  return { id: new URL(origin).hostname, origin, name: issuer() };
}

/** A passkey's name as typed: one line, trimmed, not too long; null when empty. */
export function passkeyName(typed: unknown): string | null {
  if (typeof typed !== "string") return null;
  const name = typed.replace(/\s+/g, " ").trim();
  return name ? Array.from(name).slice(0, PASSKEY_NAME_MAX).join("") : null;
}

const transportsOf = (row: { transports: string | null }): string[] | undefined => {
  try {
    const parsed: unknown = row.transports ? JSON.parse(row.transports) : undefined;
    return Array.isArray(parsed) ? parsed.filter((value) => typeof value === "string") : undefined;
  } catch {
    return undefined;
  }
};

function keepChallenge(
  session: AdminSession,
  challenge: string,
  purpose: PasskeyChallenge["purpose"],
  staffId: string,
  name?: string,
) {
  session.set("passkeyChallenge", { challenge, purpose, staffId, at: Date.now(), name });
}

/**
 * The options of `navigator.credentials.create()` for a new passkey of the account, its challenge
 * kept in the session (with the name it is to have). The account's passkeys are excluded: an
 * authenticator that holds one already says so instead of making a second.
 */
export async function registrationOptions(
  session: AdminSession,
  staff: { id: string; email: string },
  name: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: staff.email,
    // The account's id, not its e-mail: an authenticator keeps this, and it says nothing of the person.
    userID: new TextEncoder().encode(staff.id),
    userDisplayName: staff.email,
    timeout: CHALLENGE_MS,
    attestationType: "none",
    excludeCredentials: listPasskeys(staff.id).map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  keepChallenge(session, options.challenge, "register", staff.id, name);
  return options;
}

/** The options of `navigator.credentials.get()` at sign-in: the account's passkeys, a new challenge. */
export async function signInOptions(
  session: AdminSession,
  staffId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: listPasskeys(staffId).map((row) => ({ id: row.id, transports: transportsOf(row) })),
    userVerification: "preferred",
    timeout: CHALLENGE_MS,
  });
  keepChallenge(session, options.challenge, "signIn", staffId);
  return options;
}

/**
 * Takes the session's challenge for this purpose and account: removed from the session (commit it),
 * and refused if older than 5 minutes or answered before (a copy of the cookie answering in parallel:
 * the rate-limit table's IMMEDIATE transaction lets one through).
 */
export function takeChallenge(
  session: AdminSession,
  purpose: PasskeyChallenge["purpose"],
  staffId: string,
  now = Date.now(),
): PasskeyChallenge | null {
  const kept = session.get("passkeyChallenge");
  session.unset("passkeyChallenge");
  if (!kept || kept.purpose !== purpose || kept.staffId !== staffId) return null;
  if (now - kept.at > CHALLENGE_MS || now < kept.at) return null;
  return reserve(USED_CHALLENGE, kept.challenge).ok ? kept : null;
}

/** A browser's answer as it was posted (a form field of JSON), or null when it is not one. */
type PostedAnswer = { id: string; rawId?: unknown; response: Record<string, unknown> };

function parsedAnswer(posted: unknown): PostedAnswer | null {
  if (typeof posted !== "string" || posted.length > 16_000) return null;
  try {
    const value: unknown = JSON.parse(posted);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    const { id, rawId, response } = value as Record<string, unknown>;
    if (typeof id !== "string" || !response || typeof response !== "object") return null;
    return { ...value, id, rawId, response: response as Record<string, unknown> };
  } catch {
    return null;
  }
}

const isRegistration = (answer: PostedAnswer): answer is PostedAnswer & RegistrationResponseJSON =>
  typeof answer.rawId === "string" &&
  typeof answer.response.attestationObject === "string" &&
  typeof answer.response.clientDataJSON === "string";

const isAuthentication = (answer: PostedAnswer): answer is PostedAnswer & AuthenticationResponseJSON =>
  typeof answer.rawId === "string" &&
  typeof answer.response.authenticatorData === "string" &&
  typeof answer.response.clientDataJSON === "string" &&
  typeof answer.response.signature === "string";
/**
 * Checks a new passkey's answer against the taken challenge and adds it to the account. When it is
 * the account's first second factor, ten recovery codes come with it (a lost passkey must not lock
 * its person out): returned to be shown once. Null when the answer is not right.
 */
export async function addPasskey(
  staff: { id: string },
  challenge: PasskeyChallenge,
  posted: unknown,
): Promise<{ name: string; codes: string[] | null } | null> {
  const answer = parsedAnswer(posted);
  if (!answer || !isRegistration(answer) || !challenge.name) return null;
  const rp = relyingParty();
  let credential;
  try {
    const verified = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified.verified) return null;
    credential = verified.registrationInfo.credential;
  } catch {
    return null; // a malformed or forged answer: the library says why, the person needs only "no"
  }
  const name = challenge.name;
  return immediately(() => {
    // The same credential twice (excluded above, but a browser need not obey): refused, not replaced.
    if (findPasskey(staff.id, credential.id) || listPasskeys(staff.id).length >= 20) return null;
    const first = !hasSecondFactor(staff.id);
    try {
      insertPasskey({
        id: credential.id,
        staffId: staff.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        name,
        createdAt: Date.now(),
      });
    } catch {
      return null; // another account's credential id (the primary key): not this one's to add
    }
    if (!first) return { name, codes: null };
    const { codes, hashes } = newRecoveryCodes();
    replaceRecoveryCodes(staff.id, hashes);
    return { name, codes };
  });
}

/**
 * Checks a sign-in answer against the taken challenge and the account's own passkey of that id;
 * a right one moves the passkey's counter and last use. "passkey", or null when it is not right.
 */
export async function checkPasskeyAnswer(
  staffId: string,
  challenge: PasskeyChallenge | null,
  posted: unknown,
): Promise<"passkey" | null> {
  const answer = parsedAnswer(posted);
  if (!challenge || !answer || !isAuthentication(answer)) return null;
  const row = findPasskey(staffId, answer.id);
  if (!row) return null;
  const rp = relyingParty();
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: Buffer.from(row.publicKey, "base64url"),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: false,
    });
    if (!verified) return null;
    // The counter the check was made against is still the stored one: a cloned key used at the same time loses.
    return notePasskeyUse(row.id, row.counter, authenticationInfo.newCounter) ? "passkey" : null;
  } catch {
    return null; // a forged signature, another origin, a counter gone back (a cloned authenticator)
  }
}

/**
 * Removes one of the account's passkeys. When it was its last second factor, the recovery codes go
 * too (they stand in for a second factor it no longer has) and the Owners are told, in the same
 * transaction. Its name, or null when the account has no passkey of that id.
 */
export function removePasskey(staff: { id: string; email: string }, id: string): string | null {
  return immediately(() => {
    const name = deletePasskey(staff.id, id);
    if (name !== null && !hasSecondFactor(staff.id)) {
      deleteRecoveryCodes(staff.id);
      alertOwners({ kind: "secondFactorOff", subject: staff.email, by: staff.email });
    }
    return name;
  });
}

/** The account's passkeys as the set-up page lists them. */
export function passkeysOf(staffId: string) {
  return listPasskeys(staffId).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  }));
}
