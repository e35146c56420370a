import { createHmac, timingSafeEqual } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import Bowser from "bowser";
import { deleteSessionOf, sessionsOf } from "~/db/sessions.server";
import type { Staff } from "~/db/staff-accounts.server";
import { recordActivity } from "./activity.server";
import type { DateFormat } from "./dates";
import { redirectWithNotice } from "./notices.server";
import {
  destroySession,
  getSession,
  SESSION_LIFETIME_MS,
  SESSION_MAX_AGE_SECONDS,
  sessionKey,
  sessionSecret,
} from "./session.server";

/**
 * The browsers an account is signed in on (the staff page's "Signed-in browsers"), and ending one of them.
 * A browser is named by its family only ("Firefox on Android"), read from the User-Agent when the session
 * starts; the raw header and the address are never kept. See docs/decisions/035-session-lifetime-and-browsers.md.
 */

const BROWSER_NAMES = new Set(Object.values(Bowser.BROWSER_MAP));
const SYSTEM_NAMES = new Set(Object.values(Bowser.OS_MAP));
const JOINER = " on ";
const DAY_SECONDS = 24 * 60 * 60;
/** The family is in a User-Agent's first part; a very long header is not worth parsing whole. */
const MAX_USER_AGENT = 512;

/**
 * The browser family of a User-Agent ("Chrome on Windows", "Firefox"), or null when it is not a browser
 * bowser knows. Only names from bowser's own lists are kept: for an unknown User-Agent it reads a name
 * out of the header, which is the sender's text.
 */
export function browserFamily(userAgent: string | null): string | null {
  const header = userAgent?.slice(0, MAX_USER_AGENT).trim();
  if (!header) return null; // bowser throws on an empty one
  const { browser, os } = Bowser.parse(header);
  if (!browser.name || !BROWSER_NAMES.has(browser.name)) return null;
  return os.name && SYSTEM_NAMES.has(os.name) ? `${browser.name}${JOINER}${os.name}` : browser.name;
}

/** A stored family in its parts, so that the page says "on" in its own language. */
function familyParts(family: string | null): { browser: string; system: string | null } | null {
  if (!family) return null;
  const [browser = "", system = null] = family.split(JOINER);
  if (!BROWSER_NAMES.has(browser)) return null;
  return { browser, system: system !== null && SYSTEM_NAMES.has(system) ? system : null };
}

/**
 * What the page names a session by: an HMAC of its row's key under the session secret. The key itself
 * (the SHA-256 of the cookie's id) never leaves the server, and a handle is worth nothing without an
 * account's own session: ending one looks it up among the signed-in account's sessions only.
 */
function handleOf(key: string): string {
  return createHmac("sha256", sessionSecret()).update(`signed-in-browser:${key}`).digest("base64url");
}

export type SignedInBrowser = {
  handle: string;
  /** The family in its parts; null when the browser was not one bowser knows. */
  family: { browser: string; system: string | null } | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
};

/**
 * The signed-in account's browsers, the last used first, with dates as the page writes them, and the
 * lifetimes in days that the page states.
 */
export async function signedInBrowsers(request: Request, staff: Staff, dates: DateFormat) {
  const session = await getSession(request);
  const currentKey = session.id ? sessionKey(session.id) : null;
  const browsers = sessionsOf(staff.id, SESSION_LIFETIME_MS).map((row): SignedInBrowser => ({
    handle: handleOf(row.key),
    family: familyParts(row.browser),
    signedInAt: dates.format(row.createdAt),
    lastUsedAt: dates.format(row.lastSeenAt),
    current: row.key === currentKey,
  }));
  return {
    browsers,
    idleDays: SESSION_MAX_AGE_SECONDS / DAY_SECONDS,
    lifetimeDays: SESSION_LIFETIME_MS / 1000 / DAY_SECONDS,
  };
}

export type EndSessionFailure = { form: "browsers"; error: "gone" };

/**
 * The staff page's `endSession`: ends the account's session named by `handle` and logs it. Another
 * browser's: back to the page with a notice; this one's: signed out, to the sign-in page. A handle that
 * names none of the account's sessions (ended meanwhile, another account's, made up) is a 404 that
 * changes nothing.
 */
export async function endSignedInBrowser(request: Request, staff: Staff, handle: string) {
  const asked = Buffer.from(handle);
  const row = sessionsOf(staff.id, SESSION_LIFETIME_MS).find((candidate) => {
    const known = Buffer.from(handleOf(candidate.key));
    return known.length === asked.length && timingSafeEqual(known, asked);
  });
  const ended = row ? deleteSessionOf(staff.id, row.key) : undefined;
  if (!row || !ended) return data<EndSessionFailure>({ form: "browsers", error: "gone" }, { status: 404 });
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "sessionEnded",
    subjectType: "staff",
    subjectId: staff.id,
    label: ended.browser,
  });
  const session = await getSession(request);
  if (session.id && sessionKey(session.id) === row.key)
    throw redirect("/admin", { headers: { "Set-Cookie": await destroySession(session, request) } });
  return redirectWithNotice(request, "/admin/staff", "admin.browsers.ended");
}
