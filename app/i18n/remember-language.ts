import {
  hasPlainLanguageCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageCookieValue,
} from "./language-cookie";
import type { Language } from "./languages";

/** The server's step that sets the language cookie: the switcher's links, and the fallback below. */
export const SET_LANGUAGE_PATH = "/set-language";

/**
 * In the browser, on a page whose URL names its language: remember it in the `lng` cookie, as the
 * specification's local storage did, so that `/` and other negotiated addresses open in it next time.
 * The page itself never sets the cookie over HTTP (its bytes are the same for everyone, docs/decisions/
 * 022-shareable-pages.md). A cookie the server wrote HttpOnly (until 2026-11-24) cannot be overwritten
 * from a script (nor read): then the server's step rewrites it, once.
 *
 * Through the Cookie Store API where the browser has it: `document.cookie` holds the page's script until
 * the browser answers, and a first visit reads, writes and reads again (up to 13 ms in the site's
 * script on this box, four times that on a phone); the Cookie Store answers later, without holding it.
 */
export function rememberLanguage(lang: Language): void {
  if ("cookieStore" in window) void rememberInCookieStore(lang);
  else rememberInDocumentCookie(lang);
}

async function rememberInCookieStore(lang: Language): Promise<void> {
  const remembered = async () => (await cookieStore.get(LANGUAGE_COOKIE))?.value === lang;
  try {
    if (await remembered()) return;
    await cookieStore.set({
      name: LANGUAGE_COOKIE,
      value: lang,
      path: "/",
      sameSite: "lax",
      expires: Date.now() + LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000,
    });
    if (await remembered()) return;
  } catch {
    // Refused (an HttpOnly cookie of that name): the server's step writes it.
  }
  await fetch(`${SET_LANGUAGE_PATH}?lng=${lang}`, { credentials: "same-origin" }).catch(() => undefined);
}

function rememberInDocumentCookie(lang: Language): void {
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
