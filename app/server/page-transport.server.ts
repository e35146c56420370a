import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { secondsUntilNextPublication } from "~/db/publishing-clock.server";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { Language } from "~/i18n/languages";
import { loggedUrl } from "./access-log.server";
import { decidedLanguage } from "./language.server";
import {
  matchesTag,
  pageHeaders,
  searchOf,
  setPageHeaders,
  storedPageRequest,
  type Encoding,
  type PageRequest,
} from "./page-policy.server";
import type { PageStore, StoredPage, UnstoredPage } from "./page-store.server";
import { HOST_PATTERN } from "./request-guards.server";
import { copyRouteHeaders, fixedSecurityHeaders } from "./security-headers.server";

/**
 * How stored pages reach the client: through Express (serveCached before load shedding, renderAndStore
 * after it) or, for a page already in memory, through the fast lane before Express. Both take their
 * headers from the policy (page-policy.server.ts) and their pages from the store.
 */

export type PageTransportOptions = {
  store: PageStore;
  sharedCacheSeconds: number;
  /** Paths served from files (assets, uploads, sample images): never pages. */
  isFilePath: (path: string) => boolean;
  /** Whether a request came over HTTPS, by the same rule as Express's `request.secure` (TRUST_PROXY). */
  isSecure: (request: IncomingMessage) => boolean;
  /** Writes one access-log line, in the format the rest of the server logs (morgan "tiny"). */
  log: (line: string) => void;
};

declare module "express-serve-static-core" {
  interface Locals {
    /** Set when this request may be answered by (and fill) the page store. */
    storedPage?: { target: PageRequest; lang: Language };
  }
}

/** negotiator 1.x breaks ties by the server's order; its types (@types/negotiator 0.6) lack the option. */
type NegotiatorWithPreference = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** What a stored page can be sent as, smallest first. */
const SENT_ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

function splitUrl(url: string): { path: string; search: string } {
  const search = searchOf(url);
  return { path: url.slice(0, url.length - search.length), search };
}

export function createPageTransport(options: PageTransportOptions) {
  const { store } = options;
  /**
   * How long a shared cache may keep a page: SHARED_CACHE_SECONDS, or less when a scheduled record
   * appears sooner, so no cache shows the page without it for longer than it shows others stale.
   */
  const sharedSecondsNow = () =>
    Math.min(options.sharedCacheSeconds, secondsUntilNextPublication() ?? options.sharedCacheSeconds);

  const encodings = new LRUCache<string, Encoding>({ max: 200 });
  /** The best encoding the client takes, from the Accept-Encoding it sent (cached per header value). */
  function encodingFor(acceptEncoding: string | undefined): Encoding {
    const header = acceptEncoding ?? "";
    let encoding = encodings.get(header);
    if (!encoding) {
      // Typed with the option its types lack: a method taking fewer arguments fits, so no cast is needed.
      const negotiator: NegotiatorWithPreference = new Negotiator({ headers: { "accept-encoding": header } });
      // Browsers list encodings without weights ("gzip, deflate, br, zstd"): among equals, ours decides.
      encoding = (negotiator.encoding(SENT_ENCODINGS, { preferred: SENT_ENCODINGS }) ??
        "identity") as Encoding;
      encodings.set(header, encoding);
    }
    return encoding;
  }

  function send(request: Request, response: Response, page: StoredPage, explicit: boolean) {
    const encoding = encodingFor(request.headers["accept-encoding"]);
    const { tag, lang, scriptSources } = page;
    const sharedSeconds = sharedSecondsNow();
    setPageHeaders(
      response,
      pageHeaders(
        { kind: "stored", explicit, lang, tag, encoding, scriptSources, sharedSeconds },
        { secure: request.secure },
      ),
    );
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

  /** A page the store rendered but does not keep (a 404, a list past its end): as rendered. */
  function sendUnstored(request: Request, response: Response, rendered: UnstoredPage) {
    response.status(rendered.status);
    copyRouteHeaders(response, rendered.headers);
    const route = { cacheControl: rendered.headers.get("Cache-Control"), vary: rendered.headers.get("Vary") };
    const answer = {
      kind: "rendered",
      status: rendered.status,
      path: request.path,
      scriptSources: rendered.scriptSources,
      route,
    } as const;
    setPageHeaders(response, pageHeaders(answer, { secure: request.secure }));
    if (request.method === "HEAD") response.end();
    else response.end(rendered.body); // compressed by the compression middleware
  }

  /** Before load shedding: a stored page costs next to nothing, so it never waits in line. */
  const serveCached = async (request: Request, response: Response, next: NextFunction) => {
    const target = storedPageRequest(
      {
        method: request.method,
        path: request.path,
        search: searchOf(request.originalUrl),
        cookie: request.headers.cookie,
      },
      options.isFilePath,
    );
    if (target === null) return next();
    // `?lng=` decides first (the same rule detectLanguage applies), with no work at all.
    const lang = target.lng ?? (await decidedLanguage(request, response));
    response.locals.language = lang;
    if (target.lng === null) rememberNegotiation(request, lang);
    const page = store.current(lang, target.address);
    if (page) return send(request, response, page, target.lng !== null);
    response.locals.storedPage = { target, lang };
    next();
  };

  /** After load shedding: renders the page once, stores it and answers every request waiting for it. */
  const renderAndStore = async (request: Request, response: Response, next: NextFunction) => {
    const pending = response.locals.storedPage;
    if (!pending) return next();
    const { page, unstored } = await store.renderOnce(pending.target, pending.lang);
    if (page) return send(request, response, page, pending.target.lng !== null);
    sendUnstored(request, response, unstored!);
  };

  /**
   * What the fast lane needs to know about a request's language headers, as Express and
   * remix-i18next worked it out: keyed by the exact Cookie and Accept-Language headers, so the fast
   * lane never decides a negotiation itself.
   */
  const negotiated = new LRUCache<string, Language>({ max: 2000 });
  const negotiationKey = (cookie: string | undefined, acceptLanguage: string | undefined) =>
    `${cookie ?? ""}\n${acceptLanguage ?? ""}`;
  /** Called only for a URL without `lng` (storedPageRequest read all of it): the headers decided. */
  function rememberNegotiation(request: Request, lang: Language) {
    negotiated.set(negotiationKey(request.headers.cookie, request.headers["accept-language"]), lang);
  }

  /**
   * The fast lane, called by the HTTP server before Express: answers a request for a page already in
   * memory, with the same headers, validators and access-log line the Express path gives, or returns
   * false and leaves the request untouched. It answers what the policy lets a stored page answer
   * (storedPageRequest: an explicit language, with or without a cookie, tracking parameters included),
   * on a plain path with a valid Host, once the page is current, and a negotiated URL whose language
   * headers Express has seen. Express went from 1/12 of a plain node:http server to about half of it
   * this way (npm run bench).
   */
  function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const { method, url = "", headers } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    const { path, search } = splitUrl(url);
    // Plain paths only: anything to decode or refuse is Express's to judge.
    if (!path.startsWith("/") || path.startsWith("//") || /[%\\]/.test(path)) return false;
    if (!HOST_PATTERN.test(headers.host ?? "")) return false;
    const target = storedPageRequest({ method, path, search, cookie: headers.cookie }, options.isFilePath);
    if (target === null) return false;
    const lang = target.lng ?? negotiated.get(negotiationKey(headers.cookie, headers["accept-language"]));
    if (!lang) return false;
    const page = store.current(lang, target.address);
    if (!page) return false;

    const secure = options.isSecure(request);
    const explicit = target.lng !== null;
    const encoding = encodingFor(headers["accept-encoding"]);
    const notModified = matchesTag(headers["if-none-match"], page.tag);
    const status = notModified ? 304 : 200;
    const length = notModified ? undefined : page.bodies[encoding].length;
    // The same few header lists serve every request for this page: made once each.
    const sharedSeconds = sharedSecondsNow();
    const variant = `${status} ${encoding} ${explicit ? "e" : "n"}${secure ? "s" : ""} ${sharedSeconds}`;
    let answer = page.answers.get(variant);
    if (!answer) {
      const { tag, scriptSources } = page;
      const policy = pageHeaders(
        { kind: "stored", explicit, lang, tag, encoding, scriptSources, sharedSeconds },
        { secure },
      );
      const named: Record<string, string | number> = { ...fixedSecurityHeaders(secure), ...policy.headers };
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
    options.log(`${method} ${loggedUrl(url)} ${status} ${length ?? "-"} - ${milliseconds} ms\n`);
    return true;
  }

  return { serveCached, renderAndStore, answerFromMemory };
}
