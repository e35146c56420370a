import { hash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { toCompanyTime } from "~/content/company-time";
import { isLanguage } from "~/i18n/languages";
import { VISIT_DIMENSIONS, writeViews, type CountedView, type VisitDimension } from "~/db/visits.server";
import { clientAddressKey } from "./client-address.server";
import { fixedSecurityHeaders } from "./security-headers.server";

/**
 * Counting page views without cookies (docs/decisions/049-visitor-statistics.md). Each public page asks
 * `/count` once per view: its script with a beacon (`POST /count?p=…&l=…&r=…&us=…&um=…&uc=…`), or, without
 * JavaScript, the `<noscript>` picture (`GET /count?p=…&l=…`, the campaign read from its Referer: the
 * page's own address). The request reaches the site whatever answered the page (the site's memory,
 * nginx's cache, a CDN), so every view is counted the same way.
 *
 * Unique visitors as Plausible counts them: a random secret made each day and kept in memory only, hashed
 * with the visitor's address and browser string; the hash tells a visitor's views of the day apart, in
 * memory, and is never written. When the day ends (or the server restarts) the secret and what it told
 * apart are gone. Not counted: bots, signed-in staff (a session cookie), `Sec-GPC: 1`, `DNT: 1`, prefetches.
 *
 * Views wait in memory and are written every `flushMs` in one transaction; each request is answered once
 * its view is written (or at once when it is not counted), so an answer is never given for a view that
 * is then lost. A full queue (a flood) is answered 503 and counts nothing. `close()` writes what is left.
 */

export const COUNT_PATH = "/count";

/** The 1×1 transparent GIF the picture gets. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Browsers that announce a program, not a person: crawlers, previews, monitors, command-line clients. */
const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright/i;
/** A phone's browser (tablets count as computers, as their screens are). */
const PHONE = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|Opera Mini/i;

const MAX_PAGE = 200;
const MAX_TEXT = 100;
/** Distinct values one dimension may gain in a day; past it, "(other)": a forged flood cannot grow the totals without end. */
const MAX_VALUES_PER_DAY = 1000;
/** Visitors' hashes held for the day (8 per view at most); past it, views still count, uniqueness no longer. */
const MAX_SEEN = 2_000_000;
/** Views waiting to be written; past it, a request is refused (503) and counts nothing. */
const MAX_QUEUED = 50_000;

export type VisitCounterOptions = {
  flushMs: number;
  /** The most views one address adds in a day (VISIT_MAX_PER_ADDRESS); past it, answered and not kept. */
  maxPerAddress: number;
  /** The visitor's address, by the same trust in proxies as Express's `request.ip`. */
  addressOf: (request: IncomingMessage) => string | undefined;
  /** Whether a request came over HTTPS (HSTS on the answer), by the same rule as Express's. */
  isSecure: (request: IncomingMessage) => boolean;
  now?: () => number;
};

type Waiting = { view: CountedView; respond: (written: boolean) => void };

function plain(value: string | null | undefined, max: number): string {
  if (!value) return "";
  return Array.from(value.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim())
    .slice(0, max)
    .join("");
}

function pagePath(value: string | null | undefined): string {
  const path = plain(value, MAX_PAGE);
  if (!path.startsWith("/") || path.startsWith("//") || /[?#\s\\]/.test(path)) return "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function hostName(value: string | null | undefined): string {
  const host = plain(value, 253).toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host) ? host : "";
}

export function createVisitCounter(options: VisitCounterOptions) {
  const now = options.now ?? Date.now;
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Once the server is stopping: every view is written at once, so no answer waits for the timer. */
  let draining = false;

  // The day, its secret, and what the secret told apart: all thrown away when the day ends.
  let day = "";
  let dayCheckedAt = -Infinity;
  let secret = "";
  let seen = new Set<string>();
  let valuesOfDay = new Map<string, Set<string>>();
  /** Views kept today per address, by the day's secret (the address itself is never held). */
  let viewsOfAddress = new Map<string, number>();
  function today(at: number): string {
    if (at - dayCheckedAt < 1000) return day;
    dayCheckedAt = at;
    const current = toCompanyTime(at).slice(0, 10);
    if (current !== day) {
      day = current;
      secret = randomBytes(32).toString("base64");
      seen = new Set();
      valuesOfDay = new Map();
      viewsOfAddress = new Map();
    }
    return day;
  }

  /** Whether this view is the visitor's first of the day for `key`: remembered for the day only. */
  function firstOfDay(key: string): boolean {
    if (seen.has(key)) return false;
    if (seen.size < MAX_SEEN) seen.add(key);
    return true;
  }

  /** A value of the dimension, or "(other)" once the dimension has had its share of new ones today. */
  function bounded(dimension: VisitDimension, value: string): string {
    let values = valuesOfDay.get(dimension);
    if (!values) valuesOfDay.set(dimension, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= MAX_VALUES_PER_DAY) return "(other)";
    values.add(value);
    return value;
  }

  function flush(): void {
    timer = undefined;
    const batch = queue;
    queue = [];
    let written = true;
    try {
      writeViews(batch.map((waiting) => waiting.view));
    } catch (error) {
      written = false;
      console.error(`Could not write ${batch.length} page view(s):`, error);
    }
    for (const waiting of batch) waiting.respond(written);
  }

  /** What a request says about its view, or null when it is not to be counted. */
  function viewOf(request: IncomingMessage, params: URLSearchParams): CountedView | null {
    const headers = request.headers;
    const agent = headers["user-agent"] ?? "";
    if (agent === "" || BOT.test(agent)) return null;
    if (headers["sec-gpc"] === "1" || headers.dnt === "1") return null;
    if (/(?:^|;)\s*__session=/.test(headers.cookie ?? "")) return null;
    const purpose = headers["sec-purpose"] ?? headers.purpose;
    if (typeof purpose === "string" && purpose.includes("prefetch")) return null;

    // The page's own address, for what the picture's address cannot say (the campaign of the link).
    let referer: URL | undefined;
    // The beacon says everything itself: only the picture's Referer is read.
    if (request.method === "GET" || !params.get("p")) {
      try {
        referer = headers.referer ? new URL(headers.referer) : undefined;
        // Ours: the same host name as the request's (a proxy's Host may leave the port out).
        if (referer && referer.hostname !== (headers.host ?? "").replace(/:\d+$/, "")) referer = undefined;
      } catch {
        referer = undefined;
      }
    }
    const page = pagePath(params.get("p") ?? referer?.pathname);
    if (!page) return null;
    const lang = params.get("l") ?? referer?.searchParams.get("lng");
    const campaignOf = (short: string, name: string) =>
      plain(request.method === "GET" ? referer?.searchParams.get(name) : params.get(short), MAX_TEXT);
    const referrer = hostName(params.get("r"));

    const at = now();
    const viewDay = today(at);
    const address = clientAddressKey(options.addressOf(request));
    // One machine's flood of views (a script, forged pages) stops being kept past its day's share.
    const from = hash("sha256", `${secret}\u0000${address}`, "base64url").slice(0, 16);
    const kept = viewsOfAddress.get(from) ?? 0;
    if (kept >= options.maxPerAddress) return null;
    if (viewsOfAddress.size < MAX_SEEN) viewsOfAddress.set(from, kept + 1);
    const values: Record<VisitDimension, string> = {
      page,
      language: isLanguage(lang) ? lang : "",
      referrer: referrer === headers.host ? "" : referrer,
      source: campaignOf("us", "utm_source"),
      medium: campaignOf("um", "utm_medium"),
      campaign: campaignOf("uc", "utm_campaign"),
      device: PHONE.test(agent) ? "phone" : "computer",
    };
    for (const dimension of VISIT_DIMENSIONS) values[dimension] = bounded(dimension, values[dimension]);
    const visitor = hash("sha256", `${secret}\u0000${address}\u0000${agent}`, "base64url").slice(0, 16);
    const newFor = new Set<VisitDimension | "all">();
    if (firstOfDay(visitor)) newFor.add("all");
    for (const dimension of VISIT_DIMENSIONS)
      if (firstOfDay(`${visitor}\u0000${dimension}\u0000${values[dimension]}`)) newFor.add(dimension);
    return { at, day: viewDay, values, newFor };
  }

  /** The few header lists an answer can have, made once (over HTTP or HTTPS, with the picture or none). */
  const headerLists = new Map<string, string[]>();
  function headersFor(secure: boolean, picture: boolean): string[] {
    const key = `${secure} ${picture}`;
    let list = headerLists.get(key);
    if (!list) {
      const named: Record<string, string | number> = {
        ...fixedSecurityHeaders(secure),
        "Cache-Control": "no-store",
        ...(picture ? { "Content-Type": "image/gif", "Content-Length": PIXEL.length } : {}),
      };
      headerLists.set(key, (list = Object.entries(named).flat().map(String)));
    }
    return list;
  }

  function answer(request: IncomingMessage, response: ServerResponse, status: number) {
    const picture = status === 200 && request.method === "GET";
    response.writeHead(
      picture ? 200 : status === 200 ? 204 : status,
      headersFor(options.isSecure(request), picture),
    );
    response.end(picture ? PIXEL : undefined);
  }

  /**
   * The HTTP server calls this before anything else: answers `/count` (true) or leaves the request
   * (false). It reads no body: what the beacon says is in its address.
   */
  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const target = request.url ?? "";
    if (
      !target.startsWith(COUNT_PATH) ||
      (target.length > COUNT_PATH.length && target[COUNT_PATH.length] !== "?")
    )
      return false;
    if (request.method !== "GET" && request.method !== "POST") return false;
    // A beacon's body, if any, is not read: drained, so the connection can serve the next request.
    if (request.method === "POST") request.resume();
    const view = viewOf(request, new URLSearchParams(target.slice(COUNT_PATH.length + 1)));
    if (!view) {
      answer(request, response, 200);
      return true;
    }
    if (closed || queue.length >= MAX_QUEUED) {
      answer(request, response, 503);
      return true;
    }
    queue.push({ view, respond: (written) => answer(request, response, written ? 200 : 503) });
    timer ??= setTimeout(flush, draining ? 0 : options.flushMs);
    return true;
  }

  /** The server stops taking connections: what waits is written now, and each later view at once. */
  function drain(): void {
    draining = true;
    if (timer) clearTimeout(timer);
    if (queue.length > 0) flush();
  }

  /** Writes what waits (on shutdown); later requests are refused. */
  function close(): void {
    closed = true;
    if (timer) clearTimeout(timer);
    if (queue.length > 0) flush();
  }

  return { handle, drain, close, flush };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
