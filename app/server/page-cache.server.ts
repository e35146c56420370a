import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { currentContentVersion } from "~/db/content-version.server";
import { languageCookie } from "~/i18n/i18n.server";
import { hasPlainLanguageCookie } from "~/i18n/language-cookie.server";
import { isLanguage, languageList, type Language, type LanguageList } from "~/i18n/languages";
import { isTrackingParameter } from "~/lib/tracking";
import { requestLanguage } from "./language.server";
import { HOST_PATTERN } from "./request-guards.server";
import {
  contentSecurityPolicy,
  copyRouteHeaders,
  fixedSecurityHeaders,
  isAdminPath,
} from "./security-headers.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Public pages are rendered once per (path, language, content version) and
 * then served from memory, already compressed. See
 * docs/decisions/007-page-cache-and-languages.md for what is cached and why the
 * headers say what they say.
 */

/**
 * A URL that names its language (`?lng=ar`): a shared cache may keep it for
 * SHARED_CACHE_SECONDS and then revalidate (serving the stale copy meanwhile);
 * browsers always revalidate (a 304 costs next to nothing).
 */
export const sharedCacheControl = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=600`;
/** A URL whose language comes from the cookie or Accept-Language: only the browser keeps it. */
export const NEGOTIATED_CACHE_CONTROL = "private, no-cache";
export const NEGOTIATED_VARY = "Accept-Encoding, Accept-Language, Cookie";

type Encoding = "br" | "gzip" | "identity";

type CachedPage = {
  version: number;
  /** The page's validator without the encoding: build, content version, language, path. */
  tag: string;
  /** Hash-based: a cached page is shared by many visitors, so it cannot carry a per-request nonce. */
  scriptSources: string[];
  /** The page's Content-Security-Policy over HTTP and HTTPS, made once for the fast lane. */
  policies: { http: string; https: string };
  /** The fast lane's header lists (name, value, name, value…) by status, encoding and kind of URL. */
  answers: Map<string, string[]>;
  bodies: Record<Encoding, Buffer>;
};

type RenderedPage = { status: number; headers: Headers; body: Buffer };

/** What a request may be answered with from the cache (cacheableQuery): the query a page is rendered with. */
type CacheableQuery = { query: string; lng: Language | null; page: string | null };
/**
 * A page in the cache: its key (language and address: the path and a list's page number), the query it
 * is rendered with, its language and whether the URL named it.
 */
type CacheTarget = {
  key: string;
  address: string;
  query: string;
  page: string | null;
  lang: Language;
  explicit: boolean;
};

export type PageCacheOptions = {
  maxBytes: number;
  sharedCacheSeconds: number;
  /** Changes with the build and the settings pages are rendered with (SITE_URL). */
  renderIdentity: () => string;
  /** Renders a page through Remix, with no per-visitor input but the language. */
  render: (request: globalThis.Request) => Promise<globalThis.Response>;
  /** Paths served from files (assets, uploads, sample images): never pages. */
  isFilePath: (path: string) => boolean;
  /** The site's origin: the URL a page is rendered with never comes from the Host header. */
  origin: () => string;
  /** Whether a request came over HTTPS, by the same rule as Express's `request.secure` (TRUST_PROXY). */
  isSecure: (request: IncomingMessage) => boolean;
  /** Writes one access-log line, in the format the rest of the server logs (morgan "tiny"). */
  log: (line: string) => void;
};

declare module "express-serve-static-core" {
  interface Locals {
    /** Set when this request may be answered from (and fill) the page cache. */
    pageCacheKey?: CacheTarget;
    /** Accept-Encoding as the client sent it. */
    acceptEncoding?: string;
  }
}

/** Answers that are not HTML pages: Remix sends them with their own Cache-Control. */
const NOT_PAGES = new Set(["/healthz", "/sitemap.xml", "/robots.txt"]);

/** A list's page number the cache keeps apart (`?page=2`); higher pages are rendered when asked. */
const CACHED_PAGE_NUMBER = /^[1-9]\d{0,2}$/;
/** More parameters than a link of ours or a tracked one carries: rendered for the request. */
const MAX_CACHED_PARAMETERS = 20;

/**
 * Which cached page a request may get: the query it is rendered with
 * (`?page=2&lng=ar`, in the order the site's own links write it, or "") and
 * the language it names, or null when it must be rendered for the person who
 * asked. Only a GET or HEAD of a public page with no session (a signed-in
 * person's request is always rendered for them), whose query holds nothing but
 * `lng`, a list's `page` (kept only if the page names that number as its
 * address, see fill) and tracking parameters, which no page reads and which
 * are left out. Anything else (`?contact=sent`, a typo, a name twice) is
 * rendered per request. The query is read as the pages read it (URLSearchParams
 * over the whole of it), not as Express's parser does, which stops after 1000
 * parameters: a language hidden past them must never pass for a negotiated one.
 */
export function cacheableQuery(
  request: Request,
  isFilePath: (path: string) => boolean,
  list: LanguageList = languageList,
): CacheableQuery | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const path = request.path;
  if (isFilePath(path) || isAdminPath(path) || path.endsWith(".data") || NOT_PAGES.has(path)) return null;
  if (/(?:^|;\s*)__session=/.test(request.headers.cookie ?? "")) return null;
  const queryStart = request.originalUrl.indexOf("?");
  const parameters = [...new URLSearchParams(queryStart === -1 ? "" : request.originalUrl.slice(queryStart))];
  if (parameters.length > MAX_CACHED_PARAMETERS) return null;
  let lng: Language | null = null;
  let page: string | null = null;
  for (const [name, value] of parameters) {
    if (isTrackingParameter(name)) continue;
    if (name === "lng" && lng === null && isLanguage(value, list)) lng = value as Language;
    else if (name === "page" && page === null && CACHED_PAGE_NUMBER.test(value)) page = value;
    else return null;
  }
  const kept = [page === null ? "" : `page=${page}`, lng === null ? "" : `lng=${lng}`].filter(Boolean);
  return { query: kept.length > 0 ? `?${kept.join("&")}` : "", lng, page };
}

/** The page number a rendered page names as its own address (its canonical link): "1" when none. */
function canonicalPageNumber(html: string): string {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) return "1";
  return new URL(href.replaceAll("&amp;", "&")).searchParams.get("page") ?? "1";
}

/** The inline scripts of a page, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The best encoding the client takes, from the Accept-Encoding it sent (the
 * compression middleware later hides `br` from pages rendered per request).
 */
function preferredEncoding(request: Request, response: Response): Encoding {
  const acceptEncoding = response.locals.acceptEncoding ?? request.headers["accept-encoding"];
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  return (negotiator.encoding(["br", "gzip", "identity"]) ?? "identity") as Encoding;
}

/** Entity tags of If-None-Match, without W/ and our encoding suffix (RFC 9110: weak comparison). */
function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
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

export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) =>
      page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + 512,
  });
  /** One render per key at a time: a burst of misses waits for the first. */
  const rendering = new Map<string, Promise<{ page?: CachedPage; uncacheable?: RenderedPage }>>();

  function send(request: Request, response: Response, page: CachedPage, lang: Language, explicit: boolean) {
    const settingCookie = response.getHeader("Set-Cookie") !== undefined;
    const encoding = preferredEncoding(request, response);
    const suffix = encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : "";
    response.setHeader("ETag", `"${page.tag}${suffix}"`);
    response.setHeader(
      "Cache-Control",
      explicit && !settingCookie ? sharedCacheControl(options.sharedCacheSeconds) : NEGOTIATED_CACHE_CONTROL,
    );
    response.setHeader("Vary", explicit ? "Accept-Encoding" : NEGOTIATED_VARY);
    response.setHeader("Content-Language", lang);
    allowScripts(request, response, page.scriptSources);
    if (matchesTag(request.headers["if-none-match"], page.tag)) {
      response.status(304).end();
      return;
    }
    const body = page.bodies[encoding];
    response.status(200);
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    if (request.method === "HEAD") response.end();
    else response.end(body);
  }

  async function renderPage(request: Request, query: string, lang: Language): Promise<RenderedPage> {
    // Only the language reaches the render (as the cookie it would be chosen
    // by): no Host, no other cookie, no header a visitor could vary, and only
    // the query the page reads.
    const headers = new Headers({ Cookie: await languageCookie.serialize(lang), Accept: "text/html" });
    const url = new URL(`${request.path}${query}`, options.origin());
    const response = await options.render(new Request(url, { headers }));
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function fill(request: Request, target: CacheTarget) {
    const { key, address, query, page: pageNumber, lang } = target;
    const version = currentContentVersion(); // read before rendering: a write during the render makes it stale
    const rendered = await renderPage(request, query, lang);
    const isHtml = rendered.headers.get("Content-Type")?.startsWith("text/html");
    if (rendered.status !== 200 || !isHtml || rendered.headers.has("Set-Cookie"))
      return { uncacheable: rendered };
    const html = rendered.body.toString("utf8");
    // Kept under a page number only if the page names it as its own address: a list past its end shows
    // (and names) its last page, any other page none, so `?page=…` cannot fill the cache with copies.
    if ((pageNumber ?? "1") !== canonicalPageNumber(html)) return { uncacheable: rendered };
    const [br, gz] = await Promise.all([
      brotli(rendered.body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
        },
      }),
      gzipAsync(rendered.body, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    const pathHash = createHash("sha256").update(address).digest("base64url").slice(0, 10);
    const scriptSources = inlineScriptHashes(html);
    const page: CachedPage = {
      version,
      tag: `${options.renderIdentity()}.${version.toString(36)}.${lang}.${pathHash}`,
      scriptSources,
      policies: {
        http: contentSecurityPolicy(scriptSources, false),
        https: contentSecurityPolicy(scriptSources, true),
      },
      bodies: { br, gzip: gz, identity: rendered.body },
      answers: new Map(),
    };
    pages.set(key, page);
    return { page };
  }

  /** Before load shedding: a cached page costs next to nothing, so it never waits in line. */
  const serveCached = async (request: Request, response: Response, next: NextFunction) => {
    try {
      const cacheable = cacheableQuery(request, options.isFilePath);
      if (cacheable === null) return next();
      const { query, lng, page: pageNumber } = cacheable;
      // `?lng=` decides first (the same rule detectLanguage applies), with no work at all.
      const lang = lng ?? (await requestLanguage(request));
      if (lng === null) rememberNegotiation(request, lang);
      const address = pageNumber === null ? request.path : `${request.path}?page=${pageNumber}`;
      const key = `${lang} ${address}`;
      const page = pages.get(key);
      const explicit = lng !== null;
      if (page && page.version === currentContentVersion())
        return send(request, response, page, lang, explicit);
      response.locals.pageCacheKey = { key, address, query, page: pageNumber, lang, explicit };
      next();
    } catch (error) {
      next(error);
    }
  };

  /** After load shedding: renders the page once, stores it and answers every request waiting for it. */
  const renderAndStore = async (request: Request, response: Response, next: NextFunction) => {
    const target = response.locals.pageCacheKey;
    if (!target) return next();
    try {
      let pending = rendering.get(target.key);
      if (!pending) {
        pending = fill(request, target).finally(() => rendering.delete(target.key));
        rendering.set(target.key, pending);
      }
      const { page, uncacheable } = await pending;
      if (page) return send(request, response, page, target.lang, target.explicit);
      sendUncacheable(request, response, uncacheable!);
    } catch (error) {
      next(error);
    }
  };

  /**
   * What the fast lane needs to know about a request's language headers, as
   * Express and remix-i18next worked it out: keyed by the exact Cookie and
   * Accept-Language headers, so the fast lane never decides anything itself.
   */
  const negotiated = new LRUCache<string, Language>({ max: 2000 });
  const negotiationKey = (cookie: string | undefined, acceptLanguage: string | undefined) =>
    `${cookie ?? ""}\n${acceptLanguage ?? ""}`;
  /** Called only for a URL without `lng` (cacheableQuery read all of it): the headers decided. */
  function rememberNegotiation(request: Request, lang: Language) {
    negotiated.set(negotiationKey(request.headers.cookie, request.headers["accept-language"]), lang);
  }

  const encodings = new LRUCache<string, Encoding>({ max: 200 });
  function encodingFor(acceptEncoding: string | undefined): Encoding {
    const header = acceptEncoding ?? "";
    let encoding = encodings.get(header);
    if (!encoding) {
      const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
      encoding = (negotiator.encoding(["br", "gzip", "identity"]) ?? "identity") as Encoding;
      encodings.set(header, encoding);
    }
    return encoding;
  }

  /**
   * The fast lane, called by the HTTP server before Express: answers a
   * request for a page already in memory, with the same headers, validators
   * and access-log line the Express path would give, or returns false and
   * leaves the request untouched. It answers only what it can decide without
   * judgement: a GET or HEAD of a plain path with no query but a known
   * `?lng=`, no session, a valid Host, language headers seen before, no
   * language cookie to set, and a current page. Express went from 1/12 of a
   * plain node:http server to about half of it this way (npm run bench).
   */
  function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const { method, url = "", headers } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
    // Plain paths only: anything to decode or refuse is Express's to judge.
    if (!path.startsWith("/") || path.startsWith("//") || /[%\\]/.test(path)) return false;
    let explicit: Language | null = null;
    if (query !== "") {
      const requested = /^lng=([a-z]{2})$/.exec(query)?.[1];
      if (!requested || !isLanguage(requested)) return false;
      explicit = requested;
    }
    if (!HOST_PATTERN.test(headers.host ?? "")) return false;
    if (/(?:^|;\s*)__session=/.test(headers.cookie ?? "")) return false;
    // A `?lng=` the cookie does not say yet sets the cookie: Express does that (rememberLanguage).
    if (explicit && !hasPlainLanguageCookie(headers.cookie ?? null, explicit)) return false;
    const lang = explicit ?? negotiated.get(negotiationKey(headers.cookie, headers["accept-language"]));
    if (!lang) return false;
    const page = pages.get(`${lang} ${path}`);
    if (!page || page.version !== currentContentVersion()) return false;

    const secure = options.isSecure(request);
    const encoding = encodingFor(headers["accept-encoding"]);
    const notModified = matchesTag(headers["if-none-match"], page.tag);
    const status = notModified ? 304 : 200;
    const length = notModified ? undefined : page.bodies[encoding].length;
    // The same few header lists serve every request for this page: made once each.
    const variant = `${status} ${encoding} ${explicit ? "e" : "n"}${secure ? "s" : ""}`;
    let answer = page.answers.get(variant);
    if (!answer) {
      const suffix = encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : "";
      const named: Record<string, string | number> = {
        ...fixedSecurityHeaders(secure),
        "Content-Security-Policy": secure ? page.policies.https : page.policies.http,
        ETag: `"${page.tag}${suffix}"`,
        "Cache-Control": explicit ? sharedCacheControl(options.sharedCacheSeconds) : NEGOTIATED_CACHE_CONTROL,
        Vary: explicit ? "Accept-Encoding" : NEGOTIATED_VARY,
        "Content-Language": lang,
      };
      if (length !== undefined) {
        named["Content-Type"] = "text/html; charset=utf-8";
        if (encoding !== "identity") named["Content-Encoding"] = encoding;
        named["Content-Length"] = length;
      }
      answer = Object.entries(named).flat().map(String);
      page.answers.set(variant, answer);
    }
    response.writeHead(status, answer);
    if (notModified || method === "HEAD") response.end();
    else response.end(page.bodies[encoding]);
    const milliseconds = (performance.now() - started).toFixed(3);
    options.log(`${method} ${url} ${status} ${length ?? "-"} - ${milliseconds} ms\n`);
    return true;
  }

  return { serveCached, renderAndStore, answerFromMemory, pages };
}

/**
 * Replaces the per-request nonce policy set by securityHeaders (enforced, or
 * report-only in development) with one naming these script sources.
 */
function allowScripts(request: Request, response: Response, scriptSources: string[]) {
  const header =
    response.getHeader("Content-Security-Policy-Report-Only") !== undefined
      ? "Content-Security-Policy-Report-Only"
      : "Content-Security-Policy";
  response.setHeader(header, contentSecurityPolicy(scriptSources, request.secure));
}

/** A page that is not for sharing (a 404, a redirect): as rendered, with its own script hashes and no-store. */
function sendUncacheable(request: Request, response: Response, rendered: RenderedPage) {
  response.status(rendered.status);
  copyRouteHeaders(response, rendered.headers);
  if (rendered.headers.get("Content-Type")?.startsWith("text/html")) {
    allowScripts(request, response, inlineScriptHashes(rendered.body.toString("utf8")));
  }
  response.setHeader("Cache-Control", "no-store");
  if (request.method === "HEAD") response.end();
  else response.end(rendered.body); // compressed by the compression middleware
}
