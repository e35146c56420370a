import type { Cookie } from "@remix-run/node";
import { isLanguage, type Language } from "./languages";

const NAME = "lng";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The value of one cookie in a Cookie header, undecoded, or null. */
function rawCookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Until issue 8 the cookie was written by Remix's createCookie: base64 of the
 * JSON string (`Imt1Ig==` for "ku"). Visitors still send those for a year.
 */
function legacyLanguage(value: string): Language | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null; // Buffer would skip what is not base64
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return isLanguage(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The language a Cookie header names: a plain code, or an old encoded one; anything else is null. */
export function languageFromCookieHeader(header: string | null): Language | null {
  const raw = rawCookieValue(header, NAME);
  const value = raw === null ? null : decode(raw);
  if (value === null) return null;
  return isLanguage(value) ? value : legacyLanguage(value);
}

/** Whether the header already holds `lng=<lang>` as written today (an old encoded value is rewritten). */
export function hasPlainLanguageCookie(header: string | null, lang: Language): boolean {
  return rawCookieValue(header, NAME) === lang;
}

/**
 * The visitor's language as a plain `en`/`ku`/`ar` cookie (the decision:
 * nothing secret is in it, so nothing to sign or encode). Shaped as a Remix
 * Cookie for remix-i18next's detection.
 */
export const languageCookie: Cookie = {
  name: NAME,
  isSigned: false,
  get expires() {
    return new Date(Date.now() + MAX_AGE_SECONDS * 1000);
  },
  async parse(header) {
    return languageFromCookieHeader(header);
  },
  async serialize(value: unknown) {
    if (!isLanguage(value)) throw new Error(`Not a language: ${String(value)}`);
    return `${NAME}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`;
  },
};
