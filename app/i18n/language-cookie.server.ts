import type { Cookie } from "@remix-run/node";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageCookieValue,
  rawCookieValue,
} from "./language-cookie";
import { isLanguage, type Language } from "./languages";

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
  const raw = rawCookieValue(header, LANGUAGE_COOKIE);
  const value = raw === null ? null : decode(raw);
  if (value === null) return null;
  return isLanguage(value) ? value : legacyLanguage(value);
}

/**
 * The visitor's language as a plain `en`/`ku`/`ar` cookie (language-cookie.ts),
 * shaped as a Remix Cookie for remix-i18next's detection.
 */
export const languageCookie: Cookie = {
  name: LANGUAGE_COOKIE,
  isSigned: false,
  get expires() {
    return new Date(Date.now() + LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000);
  },
  async parse(header) {
    return languageFromCookieHeader(header);
  },
  async serialize(value: unknown) {
    if (!isLanguage(value)) throw new Error(`Not a language: ${String(value)}`);
    return languageCookieValue(value);
  },
};
