import type { TextKey } from "~/i18n/text-keys";
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import { acceptsUploads } from "~/admin/route-table";
import { MAX_IMAGE_BYTES, MAX_REQUEST_BYTES } from "~/content/image-limits";
import { env } from "~/config/env.server";
import { translatorFor } from "~/i18n/translation";
import type { TranslationValues } from "~/i18n/translate";
import { languages } from "~/i18n/languages";
import { decidedLanguage } from "./language.server";
import { BodyTooLargeError, FORM_TYPES, mediaType } from "~/lib/forms.server";
import { escapeHtml } from "~/content/escape-html";
import { refusalText, type RefusalStatus } from "~/lib/http-errors";
import { pageHeaders, searchOf, setPageHeaders } from "./page-policy.server";

/** Every form body but an image upload: far above what a person types (texts are ≤ 5000 characters). */
export const MAX_FORM_BYTES = 64 * 1024;

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** A name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export type Refusal = RefusalStatus;

/** The body a request arrives with, read (small forms) or still streaming (uploads). */
export type RequestBody = Buffer | Readable | undefined;

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by `guardRequests`: what the Remix request is built with. */
    body?: RequestBody;
  }
}

/** The host of an Origin header, or null when it is absent; "null" and garbage are cross-site. */
function originHost(origin: string | undefined): string | null | "invalid" {
  if (origin === undefined) return null;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : "invalid";
  } catch {
    return "invalid";
  }
}

/**
 * Which hosts may post forms here: the configured site, the Host the browser
 * used and, behind a trusted proxy, the host it forwarded.
 */
function ownHosts(request: Request): string[] {
  const hosts = [request.get("host") ?? ""];
  if (request.app.get("trust proxy fn")(request.socket.remoteAddress, 0)) {
    const forwarded = request.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) hosts.push(forwarded);
  }
  const site = env().SITE_URL;
  if (site) hosts.push(new URL(site).host);
  return hosts.map((host) => host.toLowerCase());
}

/**
 * Our longest path is about 50 characters in 3 segments. Remix matches every
 * ancestor of a path against every route, which costs the square of its
 * segments: a path of thousands of them held the server for seconds
 * (docs/benchmarks.md).
 */
const MAX_PATH_LENGTH = 512;
const MAX_PATH_SEGMENTS = 16;

function tooLong(path: string): boolean {
  return path.length > MAX_PATH_LENGTH || path.split("/").length - 1 > MAX_PATH_SEGMENTS;
}

/**
 * Request targets Express would read with Node's legacy url.parse() (parseurl's rule): not starting
 * with "/", or holding a fragment, whitespace or a no-break space. No browser sends one; all are
 * refused (http-app.server.ts keeps them from the router).
 */
export const LEGACY_PARSED_TARGET = /^[^/]|[\t\n\f\r #\u00a0\ufeff]/;

/** What is wrong with the request's path or query, if anything. */
function urlRefusal(url: string): Refusal | undefined {
  if (!url.startsWith("/") || url.startsWith("//") || LEGACY_PARSED_TARGET.test(url)) return 400;
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return 400; // "%E0%A4%A", a lone "%"
  }
  // A backslash turns "/\x/dashboard" into another host once parsed as a URL.
  if (path.includes("\\")) return 400;
  if (tooLong(path)) return 414;
  const query = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  // Remix's old data requests: single fetch never sends them, and their 4xx answers are 500s.
  if (query.has("_data")) return 400;
  // The lazy route manifest matches each path it is asked about, the same way.
  if (path === "/__manifest" && query.getAll("p").some(tooLong)) return 414;
  return undefined;
}

/** What is wrong with the request line, the Host or the origin of a form post, if anything. */
export function refusalBeforeBody(request: Request): Refusal | undefined {
  if (!ALLOWED_METHODS.includes(request.method)) return 405;
  const badUrl = urlRefusal(request.originalUrl);
  if (badUrl) return badUrl;
  if (!HOST_PATTERN.test(request.get("host") ?? "")) return 400;
  if (request.method !== "POST") return undefined;

  // Browsers say where a form comes from; a post from another site is refused
  // here with a 403 (Remix's own check would answer 500).
  const fetchSite = request.get("sec-fetch-site");
  if (fetchSite === "cross-site") return 403;
  const origin = originHost(request.get("origin"));
  // A page that sends no referrer posts its forms with `Origin: null`; the browser's own
  // Sec-Fetch-Site, which no page can set, still says whether the form was ours.
  const nullFromHere = request.get("origin") === "null" && fetchSite === "same-origin";
  if (
    origin !== null &&
    !nullFromHere &&
    (origin === "invalid" || !ownHosts(request).includes(origin.toLowerCase()))
  )
    return 403;

  if (!FORM_TYPES.includes(mediaType(request.get("content-type")))) return 415;
  const declared = request.get("content-length");
  if (declared !== undefined && !/^\d+$/.test(declared)) return 400;
  if (declared !== undefined && Number(declared) > bodyLimit(request)) return 413;
  return undefined;
}

/** Image uploads may be large; every other body is a small form. */
function bodyLimit(request: Request): number {
  const multipart = mediaType(request.get("content-type")) === "multipart/form-data";
  return multipart && acceptsUploads(request.path) ? MAX_REQUEST_BYTES : MAX_FORM_BYTES;
}

/** Passes a body through, failing the stream once it goes past `limit` bytes. */
function limitStream(source: Readable, limit: number): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.byteLength;
      if (seen > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  source.on("error", (error) => limited.destroy(error));
  source.on("aborted", () => limited.destroy(new Error("The request was aborted")));
  return source.pipe(limited);
}

/**
 * The first thing every request meets: refuses what no page accepts (other
 * methods, odd hosts, cross-site form posts, other content types, oversized
 * bodies) with a translated page, before a byte of the body is read. Small
 * form bodies are then read here, up to MAX_FORM_BYTES; uploads stream on,
 * cut off at MAX_REQUEST_BYTES.
 */
export function guardRequests() {
  return async (request: Request, response: Response, next: NextFunction) => {
    const refusal = refusalBeforeBody(request);
    if (refusal) return sendRefusal(request, response, refusal);
    if (request.method !== "POST") return next();

    const limit = bodyLimit(request);
    if (limit > MAX_FORM_BYTES) {
      response.locals.body = limitStream(request, limit);
      return next();
    }
    try {
      response.locals.body = await getRawBody(request, {
        limit,
        length: request.get("content-length"),
      });
    } catch (error) {
      const tooLarge = (error as { type?: string }).type === "entity.too.large";
      return sendRefusal(request, response, tooLarge ? 413 : 400);
    }
    next();
  };
}

/** How long an unread body is drained after a refusal before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * Once the answer is sent, discards whatever body the client is still
 * sending ("lingering close", as nginx does), so it receives the answer
 * instead of a connection reset; after LINGER_MS the connection is cut
 * regardless. For refusals and for pages that answered without reading the
 * body (an upload after the session ended is sent to sign-in).
 */
export function drainAfterAnswer(request: Request, response: Response): void {
  const drain = () => {
    if (request.complete) return;
    request.unpipe();
    request.resume();
    const cut = setTimeout(() => request.socket.destroy(), LINGER_MS);
    request.once("end", () => clearTimeout(cut));
    request.once("close", () => clearTimeout(cut));
  };
  if (response.writableFinished) drain();
  else response.once("finish", drain);
}

/** Answers a refused request with its status and a translated page; the body is never read. */
export function sendRefusal(request: Request, response: Response, refusal: Refusal): Promise<void> {
  if (refusal === 405) response.set("Allow", ALLOWED_METHODS.join(", "));
  drainAfterAnswer(request, response);
  // An upload over the allowance: files chosen together (the image library takes several at once) are
  // more than one request carries. Said so, with the way back to the form it came from.
  if (refusal === 413 && acceptsUploads(request.path))
    return sendStatusPage(request, response, refusal, "error.uploadTooLarge", {
      values: { together: MAX_REQUEST_BYTES / 1024 / 1024, each: MAX_IMAGE_BYTES / 1024 / 1024 },
      back: { path: request.path.replace(/\.data$/, ""), text: "error.backToForm" },
    });
  return sendStatusPage(request, response, refusal, refusalText[refusal]);
}

/**
 * A short page in the visitor's language, for answers given before (or
 * instead of) Remix: it carries its own minimal markup.
 */
export async function sendStatusPage(
  request: Request,
  response: Response,
  status: number,
  textKey: TextKey,
  options: {
    values?: TranslationValues;
    /** Where its link leads (a path of this site) and what it says: the home page, else. */
    back?: { path: string; text: TextKey };
  } = {},
): Promise<void> {
  const lang = await decidedLanguage(request, response);
  const t = translatorFor(lang);
  const { htmlLang, dir } = languages[lang];
  response.status(status).set("Content-Type", "text/html; charset=utf-8");
  // Its language was negotiated, and it is an error: never stored (the page policy).
  const answer = {
    kind: "rendered",
    status,
    path: request.path,
    scriptSources: [`'nonce-${response.locals.cspNonce}'`],
    search: searchOf(request.originalUrl),
    cookie: request.headers.cookie,
  } as const;
  setPageHeaders(response, pageHeaders(answer, { secure: request.secure }));
  response.send(
    `<!DOCTYPE html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(t("error.metaTitle"))} ${status}</title></head>` +
      `<body><main><h1>${escapeHtml(t(textKey, options.values))}</h1><p><a href="${escapeHtml(
        options.back?.path ?? "/",
      )}?lng=${lang}">${escapeHtml(t(options.back?.text ?? "notFound.back"))}</a></p></main></body></html>`,
  );
}
