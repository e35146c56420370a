import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import { acceptsUploads } from "~/admin/route-table";
import { MAX_REQUEST_BYTES } from "~/admin/uploads.server";
import { env } from "~/config/env.server";
import { detectLanguage } from "~/i18n/i18n.server";
import { translatorFor } from "~/i18n/i18n";
import { languages } from "~/i18n/languages";
import { BodyTooLargeError } from "~/lib/forms.server";
import { refusalText, type RefusalStatus } from "~/lib/http-errors";

/** Every form body but an image upload: far above what a person types (texts are ≤ 5000 characters). */
export const MAX_FORM_BYTES = 64 * 1024;

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
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

/** What is wrong with the request line, the Host or the origin of a form post, if anything. */
export function refusalBeforeBody(request: Request): Refusal | undefined {
  if (!ALLOWED_METHODS.includes(request.method)) return 405;
  if (!request.originalUrl.startsWith("/") || request.originalUrl.startsWith("//")) return 400;
  if (!HOST_PATTERN.test(request.get("host") ?? "")) return 400;
  if (request.method !== "POST") return undefined;

  // Browsers say where a form comes from; a post from another site is refused
  // here with a 403 (Remix's own check would answer 500).
  if (request.get("sec-fetch-site") === "cross-site") return 403;
  const origin = originHost(request.get("origin"));
  if (origin !== null && (origin === "invalid" || !ownHosts(request).includes(origin.toLowerCase())))
    return 403;

  const type = request.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return 415;
  const declared = request.get("content-length");
  if (declared !== undefined && !/^\d+$/.test(declared)) return 400;
  if (declared !== undefined && Number(declared) > bodyLimit(request)) return 413;
  return undefined;
}

/** Image uploads may be large; every other body is a small form. */
function bodyLimit(request: Request): number {
  const multipart = request.get("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
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
 * Answers a refused request with its status and a translated page. The body
 * is never read into memory: what the client still sends is discarded
 * ("lingering close", as nginx does), so it receives the answer instead of a
 * connection reset, and after LINGER_MS the connection is cut regardless.
 */
export function sendRefusal(request: Request, response: Response, refusal: Refusal): Promise<void> {
  if (refusal === 405) response.set("Allow", ALLOWED_METHODS.join(", "));
  response.once("finish", () => {
    if (request.complete) return;
    request.resume();
    const cut = setTimeout(() => request.socket.destroy(), LINGER_MS);
    request.once("end", () => clearTimeout(cut));
    request.once("close", () => clearTimeout(cut));
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
  textKey: string,
): Promise<void> {
  const path = request.originalUrl.startsWith("/") ? request.originalUrl : "/";
  const lang = await detectLanguage(
    new Request(new URL(path, "http://localhost"), {
      headers: {
        cookie: request.get("cookie") ?? "",
        "accept-language": request.get("accept-language") ?? "",
      },
    }),
  ).catch(() => "en" as const);
  const t = translatorFor(lang);
  const { htmlLang, dir } = languages[lang];
  response
    .status(status)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    .send(
      `<!DOCTYPE html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(t("error.metaTitle"))} ${status}</title></head>` +
        `<body><main><h1>${escapeHtml(t(textKey))}</h1><p><a href="/?lng=${lang}">${escapeHtml(
          t("notFound.back"),
        )}</a></p></main></body></html>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
