import { siteOrigin } from "~/config/env.server";
import { sitemapXml } from "~/site/sitemap.server";

/** Every public page in each language, for search engines (see app/site/sitemap.server.ts). */
export function loader() {
  return new Response(sitemapXml(siteOrigin()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
