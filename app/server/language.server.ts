import type { Request, Response } from "express";
import { detectLanguage } from "~/i18n/i18n.server";
import { fallbackLanguage, type Language } from "~/i18n/languages";

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

declare module "express-serve-static-core" {
  interface Locals {
    /** The request's language, once decided (decidedLanguage). */
    language?: Language;
  }
}

/**
 * The request's language, decided once: the page cache, a refusal's page and Remix's load context
 * (app/lib/request-facts.ts) all read what the first of them decided.
 */
export async function decidedLanguage(request: Request, response: Response): Promise<Language> {
  if (response.locals.language !== undefined) return response.locals.language;
  const language = await requestLanguage(request).catch(() => fallbackLanguage);
  response.locals.language = language;
  return language;
}
