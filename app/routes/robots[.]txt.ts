import { siteOrigin } from "~/config/env.server";

/** The public site may be crawled; the back office may not. The sitemap's address is absolute (SITE_URL). */
export function loader() {
  const text = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /dashboard",
    // The language switcher's step: a redirect to an address the sitemap already lists.
    "Disallow: /set-language",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
