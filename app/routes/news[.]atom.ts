import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/config/env.server";
import { namesEtag } from "~/lib/cache-control";
import { languages } from "~/i18n/languages";
import { feedEtag, feedLanguage, rememberedFeed } from "~/site/news-feed.server";

/**
 * The news as an Atom feed per language (app/site/news-feed.server.ts): `/news.atom?lng=ar`. Made once
 * until the content changes and validated by its ETag (the content version), which moves with every
 * change visitors could see, a scheduled post's time included: a reader asking again gets a 304 until then.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = feedLanguage(request.url);
  const etag = feedEtag(lang);
  const headers = {
    "Content-Type": "application/atom+xml; charset=utf-8",
    // Any cache may keep it, and asks again each time (a 304 costs next to nothing).
    "Cache-Control": "public, no-cache",
    ETag: etag,
    "Content-Language": languages[lang].htmlLang,
  };
  if (namesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(rememberedFeed(`${siteOrigin()} ${lang}`), { headers });
}
