/**
 * What public answers say to caches, shared by the pages (app/server/page-policy.server.ts) and the
 * documents made from the same content (the sitemap, the news feed): see
 * docs/decisions/007-page-cache-and-languages.md and 039-scheduled-publishing.md.
 */

/**
 * An answer that is the same bytes for everyone who asks (a page whose URL names its language, the
 * sitemap): a shared cache may keep it for `seconds` (SHARED_CACHE_SECONDS, or less when a scheduled
 * record appears sooner), then serve it stale while it asks again (or while the site is down or
 * restarting); browsers always revalidate (a 304 costs next to nothing).
 */
export const sharedCacheControl = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=600, stale-if-error=86400`;

/** Whether a request's If-None-Match names `etag` (compared weakly: a W/ prefix does not matter, RFC 9110). */
export function namesEtag(request: Request, etag: string): boolean {
  const asked = request.headers.get("If-None-Match");
  if (asked === null) return false;
  if (asked.trim() === "*") return true;
  return asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
