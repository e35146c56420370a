import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { siteCssHash } from "~/styles/site-css.server";
import { uploadsImageSource } from "~/media/upload-store.server";

/** 'self', and the bucket's (or CDN's) folder of uploads when uploads live there: exactly that, nothing wider. */
let imageSources: string | undefined;
function imageSourceList(): string {
  imageSources ??= ["'self'", uploadsImageSource()].filter(Boolean).join(" ");
  return imageSources;
}

declare module "express-serve-static-core" {
  interface Locals {
    /** A fresh random value per request: the only inline scripts that run carry it. */
    cspNonce: string;
  }
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our
 * origin or when the policy names them: by this request's nonce (Remix's
 * inline scripts get it through entry.server.tsx), or, for a page served from
 * the page cache to many visitors, by the hashes of its inline scripts.
 * Styles (but the inlined stylesheet), images and fonts come only from our origin, images
 * also from the uploads' folder in a bucket when S3_BUCKET is set; back-office pages also show `blob:` images, the preview of a file staff chose
 * to upload (a URL only a script of this page can make).
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  https: boolean,
  { backOffice = false }: { backOffice?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // The stylesheet inlined into every page, by its hash; style attributes stay refused.
    `style-src 'self' ${siteCssHash}`,
    backOffice ? `img-src ${imageSourceList()} blob:` : `img-src ${imageSourceList()}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * 16 random bytes per request, taken from a pool filled 256 requests at a
 * time: one call to the system's random source per request cost more than
 * serving a cached page.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;
function newNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** Powerful features no page of ours uses, switched off for us and anything we embed. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * Back-office pages and their data: never stored by a browser or a proxy.
 * Remix matches paths decoded and in any case (/Dashboard, /%64ashboard),
 * so they are compared that way; a path that cannot be decoded counts too.
 */
export function isAdminPath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return /^\/+(admin|dashboard)(?:[/.]|$)/.test(path);
}

const HTTP_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site's page may load our responses (a page, an upload, a font) as a resource: nothing
  // of ours is meant to be embedded elsewhere, but the sharing images (og-image.$file.ts).
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};
// Browsers only honour HSTS over HTTPS; behind a proxy, `secure` needs TRUST_PROXY.
const HTTPS_HEADERS = { ...HTTP_HEADERS, "Strict-Transport-Security": "max-age=31536000" };

/**
 * Every security header but the policy, which depends on the page. Shared by
 * the Express middleware below and the page cache's fast lane, which answers
 * before Express.
 */
export function fixedSecurityHeaders(secure: boolean): Readonly<Record<string, string>> {
  return secure ? HTTPS_HEADERS : HTTP_HEADERS;
}

/**
 * Puts a route's own headers on the Express response, after the ones every response gets. A
 * route may loosen the resource policy (the sharing images): its value replaces the default.
 */
export function copyRouteHeaders(response: Response, headers: Headers): void {
  for (const [name, value] of headers) {
    if (name === "cross-origin-resource-policy") response.setHeader(name, value);
    else response.append(name, value);
  }
}

/**
 * Headers on every response, static files and refusals included. In
 * development the policy is report-only: Vite's hot reload injects scripts
 * without a nonce.
 */
export function securityHeaders({ enforceCsp }: { enforceCsp: boolean }) {
  return (request: Request, response: Response, next: NextFunction) => {
    const nonce = newNonce();
    response.locals.cspNonce = nonce;
    const backOffice = isAdminPath(request.path);
    response.set({
      [enforceCsp ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only"]: contentSecurityPolicy(
        [`'nonce-${nonce}'`],
        request.secure,
        { backOffice },
      ),
      ...fixedSecurityHeaders(request.secure),
    });
    if (backOffice) response.set("Cache-Control", "no-store");
    next();
  };
}
