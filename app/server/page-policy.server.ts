import type { Response as ExpressResponse } from "express";
import { hasPlainLanguageCookie, languageCookieValue } from "~/i18n/language-cookie";
import { isLanguage, languageList, type Language, type LanguageList } from "~/i18n/languages";
import { isTrackingParameter } from "~/lib/tracking";
import { contentSecurityPolicy, isAdminPath } from "./security-headers.server";
import { sharedCacheControl } from "~/lib/cache-control";

/**
 * The header policy of every page the site sends: which requests a stored page may answer, and what
 * an answer says to browsers and shared caches (Cache-Control, Vary, ETag, Content-Security-Policy,
 * whether it may set a cookie). The page store, the fast lane, Express's path for stored pages, Remix's
 * pages rendered per request and the status pages all take their headers from `pageHeaders`.
 * See docs/decisions/007-page-cache-and-languages.md and 022-shareable-pages.md.
 */

export type Encoding = "br" | "gzip" | "identity";

/** A URL whose language comes from the cookie or Accept-Language, or a page for one person. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
export const NEGOTIATED_VARY = "Accept-Encoding, Accept-Language, Cookie";
/** Back office, errors: never stored by anyone. */
export const NO_STORE = "no-store";

/** Answers that are not HTML pages (or are one step of one visitor's): never stored as pages. */
const NOT_PAGES = new Set(["/healthz", "/sitemap.xml", "/robots.txt", "/set-language", "/news.atom"]);
/** A list's page number the store keeps apart (`?page=2`); higher pages are rendered when asked. */
const STORED_PAGE_NUMBER = /^[1-9]\d{0,2}$/;
/** More parameters than a link of ours or a tracked one carries: rendered for the request. */
const MAX_STORED_PARAMETERS = 20;
const SESSION_COOKIE = /(?:^|;\s*)__session=/;
/** The pseudo-language's cookie (docs/decisions/034-pseudo-language.md): a page for a developer or a test. */
const PSEUDO_COOKIE = /(?:^|;\s*)pseudo=/;

/** The query of a request's URL, with its "?" (or ""). */
export function searchOf(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? "" : url.slice(queryStart);
}

/** A request a stored page may answer: what it is kept under and rendered with. */
export type PageRequest = {
  /** The path, and a list's page number: `/solutions?page=2`. */
  address: string;
  /** The query the page is rendered with, in the order the site's own links write it (`?page=2&lng=ar`), or "". */
  query: string;
  /** The language the URL names, or null when it is negotiated (the lng cookie, Accept-Language). */
  lng: Language | null;
  /** The list's page number the URL asks for, or null. */
  page: string | null;
};

/**
 * Which stored page a request may get, or null when it must be rendered for the person who asked. Only
 * a GET or HEAD of a public page with no session (a signed-in person's request is always rendered for
 * them) and no pseudo-language cookie (`?pseudo=` is a query no page reads, below), whose query holds
 * nothing but `lng`, a list's `page` (stored only if the route says it shows that page, see page-store)
 * and tracking parameters, which no page reads and which are left out.
 * Anything else (`?contact=sent`, a typo, a name twice) is rendered per request. The query is read as the
 * pages read it (URLSearchParams over the whole of it), not as Express's parser does, which stops after
 * 1000 parameters: a language hidden past them must never pass for a negotiated one. Both the fast lane
 * and Express ask this, with the raw path and query.
 */
export function storedPageRequest(
  request: { method: string | undefined; path: string; search: string; cookie: string | undefined },
  isFilePath: (path: string) => boolean,
  list: LanguageList = languageList,
): PageRequest | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { path } = request;
  if (isFilePath(path) || isAdminPath(path) || path.endsWith(".data") || NOT_PAGES.has(path)) return null;
  if (SESSION_COOKIE.test(request.cookie ?? "") || PSEUDO_COOKIE.test(request.cookie ?? "")) return null;
  const parameters = [...new URLSearchParams(request.search)];
  if (parameters.length > MAX_STORED_PARAMETERS) return null;
  let lng: Language | null = null;
  let page: string | null = null;
  for (const [name, value] of parameters) {
    if (isTrackingParameter(name)) continue;
    if (name === "lng" && lng === null && isLanguage(value, list)) lng = value as Language;
    else if (name === "page" && page === null && STORED_PAGE_NUMBER.test(value)) page = value;
    else return null;
  }
  const kept = [page === null ? "" : `page=${page}`, lng === null ? "" : `lng=${lng}`].filter(Boolean);
  return {
    address: page === null ? path : `${path}?page=${page}`,
    query: kept.length > 0 ? `?${kept.join("&")}` : "",
    lng,
    page,
  };
}

/** What is being sent, as the policy needs to know it. */
export type PageAnswer =
  /** A stored page: the same bytes for every request of this URL (explicit) or this language (negotiated). */
  | {
      kind: "stored";
      explicit: boolean;
      lang: Language;
      /** The page's validator without the encoding (page-store). */
      tag: string;
      encoding: Encoding;
      /** Its inline scripts' hashes: a stored page is sent to many people, so it cannot carry a nonce. */
      scriptSources: readonly string[];
      /** How long a shared cache may keep an explicit-language page (SHARED_CACHE_SECONDS). */
      sharedSeconds: number;
    }
  /**
   * Rendered for this request: a session, a form's result, a query no page reads, the back office, an
   * error, or a page the store rendered but does not keep. The route's own Cache-Control and Vary (a
   * sitemap, a sharing image) stand unless the answer is an error or the back office's.
   */
  | {
      kind: "rendered";
      status: number;
      path: string;
      /** This request's nonce, or the hashes of a page the store rendered. */
      scriptSources: readonly string[];
      route?: { cacheControl: string | null; vary: string | null };
      /** The request's query and Cookie header: the back office remembers a `?lng=` (see below). */
      search?: string;
      cookie?: string;
      /** Rendered in the pseudo-language (development and tests only): never kept by anyone. */
      pseudo?: boolean;
    };

export type PageHeaders = {
  headers: Record<string, string>;
  /** Whether the answer may carry the route's Set-Cookie (a session, the sign-in): never on a stored page. */
  cookies: boolean;
  /** A language cookie the answer sets: only the back office's, for a `?lng=` the cookie does not say yet. */
  languageCookie?: string;
};

/** The one table of what a page's answer says: see the comment at the top of this file. */
export function pageHeaders(answer: PageAnswer, context: { secure: boolean }): PageHeaders {
  if (answer.kind === "stored") {
    const suffix = answer.encoding === "br" ? "-br" : answer.encoding === "gzip" ? "-gz" : "";
    return {
      headers: {
        // A URL that names its language (`?lng=ar`): the same bytes for everyone who asks.
        "Cache-Control": answer.explicit ? sharedCacheControl(answer.sharedSeconds) : PRIVATE_CACHE_CONTROL,
        Vary: answer.explicit ? "Accept-Encoding" : NEGOTIATED_VARY,
        // Three byte sequences of one page, three strong validators; If-None-Match compares without
        // the suffix (matchesTag).
        ETag: `"${answer.tag}${suffix}"`,
        "Content-Language": answer.lang,
        "Content-Security-Policy": contentSecurityPolicy([...answer.scriptSources], context.secure),
      },
      cookies: false,
    };
  }
  const backOffice = isAdminPath(answer.path);
  const cacheControl =
    backOffice || answer.status >= 400 || answer.pseudo
      ? NO_STORE
      : (answer.route?.cacheControl ?? PRIVATE_CACHE_CONTROL);
  // Public pages never set the language cookie (the switcher's step and the page's script do). The back
  // office's answers are for one person and never stored, and its links do not name the language: there
  // a `?lng=` is remembered over HTTP too, so staff without JavaScript stay in it on the next link.
  const named = backOffice ? new URLSearchParams(answer.search ?? "").get("lng") : null;
  const remember = isLanguage(named) && !hasPlainLanguageCookie(answer.cookie ?? null, named);
  return {
    headers: {
      "Cache-Control": cacheControl,
      Vary: answer.route?.vary ?? NEGOTIATED_VARY,
      "Content-Security-Policy": contentSecurityPolicy([...answer.scriptSources], context.secure, {
        backOffice,
      }),
    },
    cookies: true,
    ...(remember ? { languageCookie: languageCookieValue(named) } : {}),
  };
}

/**
 * Entity tags of If-None-Match, without W/ and the encoding suffix (RFC 9110's weak comparison), against
 * a stored page's tag.
 */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((value) =>
      value
        .trim()
        .replace(/^W\//, "")
        .replace(/^"|"$/g, "")
        .replace(/-(br|gz)$/, ""),
    )
    .includes(tag);
}

/**
 * Puts a page's headers on an Express response. The policy is report-only in development (Vite's hot
 * reload injects scripts without a nonce): the security-headers middleware chose the header's name.
 */
export function setPageHeaders(
  response: ExpressResponse,
  { headers, cookies, languageCookie }: PageHeaders,
): void {
  const reportOnly = response.getHeader("Content-Security-Policy-Report-Only") !== undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name === "Content-Security-Policy" && reportOnly) response.setHeader(`${name}-Report-Only`, value);
    else response.setHeader(name, value);
  }
  if (!cookies) response.removeHeader("Set-Cookie");
  if (languageCookie) response.append("Set-Cookie", languageCookie);
}
