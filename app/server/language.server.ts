import type { NextFunction, Request, Response } from "express";
import { detectLanguage, languageCookie } from "~/i18n/i18n.server";
import { hasPlainLanguageCookie } from "~/i18n/language-cookie.server";
import { isLanguage, type Language } from "~/i18n/languages";

/**
 * The visitor's language for an Express request, decided by the same rules
 * (and the same code) as the pages: `?lng=`, then the cookie, then
 * Accept-Language, then English.
 */
export function requestLanguage(request: Request): Promise<Language> {
  // Detection reads only the URL and two headers: a plain object with those
  // costs a fraction of a fetch Request, on a path that serves cached pages.
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === "string" ? value : null;
  };
  const fetchLike = { url: `http://site.invalid${request.originalUrl}`, headers: { get: header } };
  return detectLanguage(fetchLike as unknown as globalThis.Request);
}

/** The language this URL asks for explicitly (`?lng=ku`), or null when it leaves it to negotiation. */
export function explicitLanguage(request: Request): Language | null {
  const requested = request.query.lng;
  return typeof requested === "string" && isLanguage(requested) ? requested : null;
}

/**
 * A URL that chooses a language (`?lng=ar`) makes it the visitor's language
 * from then on: a cookie, set only when it changes, so the pages a shared
 * cache may store are answers without a Set-Cookie. Unknown values are
 * ignored, never echoed. An old encoded cookie naming the same language is
 * rewritten once in the plain form.
 */
export function rememberLanguage() {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const chosen = explicitLanguage(request);
      if (chosen && !hasPlainLanguageCookie(request.headers.cookie ?? null, chosen)) {
        response.append("Set-Cookie", await languageCookie.serialize(chosen));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
