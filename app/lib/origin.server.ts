import { env, siteIsHttps, siteOrigin } from "~/config/env.server";

/**
 * True when the visitor reached us over HTTPS: directly, or through a proxy
 * trusted with TRUST_PROXY that says so in X-Forwarded-Proto (the Express
 * adapter puts the scheme into request.url).
 */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * Where staff should sign in instead, when SITE_URL says HTTPS but this
 * request came over plain HTTP: the browser would drop the Secure cookie and
 * the sign-in would silently loop. Null when all is well.
 */
export function secureSignInUrl(request: Request): string | null {
  if (!siteIsHttps(env()) || isHttps(request)) return null;
  const url = new URL(request.url);
  return `${siteOrigin()}${url.pathname}${url.search}`;
}
