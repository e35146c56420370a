import { hasPlainLanguageCookie, languageCookieValue } from "./language-cookie";
import type { Language } from "./languages";

/** The server's step that sets the language cookie: the switcher's links, and the fallback below. */
export const SET_LANGUAGE_PATH = "/set-language";

/**
 * In the browser, on a page whose URL names its language: remember it in the `lng` cookie, as the
 * specification's local storage did, so that `/` and other negotiated addresses open in it next time.
 * The page itself never sets the cookie over HTTP (its bytes are the same for everyone, docs/decisions/
 * 022-shareable-pages.md). A cookie the server wrote HttpOnly (until 2026-11-24) cannot be overwritten
 * from a script (nor read): then the server's step rewrites it, once.
 */
export function rememberLanguage(lang: Language): void {
  if (hasPlainLanguageCookie(document.cookie, lang)) return;
  document.cookie = languageCookieValue(lang);
  if (hasPlainLanguageCookie(document.cookie, lang)) return;
  void fetch(`${SET_LANGUAGE_PATH}?lng=${lang}`, { credentials: "same-origin" }).catch(() => undefined);
}

/**
 * The switcher's link to a page in another language: through the server's step, which sets the cookie
 * (with or without JavaScript) and redirects to `to` with its `?lng=`.
 */
export function setLanguageHref(lang: Language, to: string): string {
  return `${SET_LANGUAGE_PATH}?${new URLSearchParams({ lng: lang, to }).toString()}`;
}
