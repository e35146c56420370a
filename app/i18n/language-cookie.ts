import type { Language } from "./languages";

/**
 * The `lng` cookie as both sides write and read it: the server's `/set-language` step (the language
 * switcher's links) and, with JavaScript, the page itself (remember-language.ts). A plain code: nothing
 * secret in it, so nothing signed or encoded, and not HttpOnly, so that a page can write it as the
 * specification's local storage was written.
 */
export const LANGUAGE_COOKIE = "lng";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** A Set-Cookie (or document.cookie) value that remembers this language for a year. */
export function languageCookieValue(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The value of one cookie in a Cookie header (or document.cookie), undecoded, or null. */
export function rawCookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** Whether the header already holds `lng=<lang>` as written today (an old encoded value is rewritten). */
export function hasPlainLanguageCookie(header: string | null, lang: Language): boolean {
  return rawCookieValue(header, LANGUAGE_COOKIE) === lang;
}
