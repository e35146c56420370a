import type { LoaderFunctionArgs } from "@remix-run/node";
import { env, siteOrigin } from "~/config/env.server";
import { secondsUntilNextPublication } from "~/db/publishing-clock.server";
import { namesEtag, sharedCacheControl } from "~/lib/cache-control";
import { rememberedSitemap, sitemapEtag } from "~/site/sitemap.server";

/**
 * Every public page in each language, for search engines (see app/site/sitemap.server.ts). Cached as
 * the pages it lists are (one answer for everyone: a shared cache keeps it SHARED_CACHE_SECONDS, or
 * until a scheduled record appears; browsers ask again each time) and validated by the content
 * version, as the news feed is: a crawler asking again gets a 304 until something visitors see changed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const etag = sitemapEtag();
  const seconds = Math.min(env().SHARED_CACHE_SECONDS, secondsUntilNextPublication() ?? Infinity);
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": sharedCacheControl(seconds),
    // The same for every language, cookie and Accept-Language.
    Vary: "Accept-Encoding",
    ETag: etag,
  };
  if (namesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(rememberedSitemap(siteOrigin()), { headers });
}
