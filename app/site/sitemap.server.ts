import { listShownIdsAndDates, newestShownDate } from "~/db/records.server";
import { languages, supportedLanguages, fallbackLanguage } from "~/i18n/languages";
import { pageUrl } from "~/lib/sharing";
import type { ContentTypeName } from "~/content/content-types";
import { PLAUSIBLE_ID } from "./public-pages.server";

/**
 * A sitemap holds at most 50,000 addresses; each service is listed in three
 * languages, so at most this many services (the first in display order) are listed. The site
 * has nowhere near as many: its lists are paged for people, not for this.
 */
export const SITEMAP_MAX_SERVICES = 10_000;

/** What each content type's newest record changes: the pages that list it. */
const HOME_TYPES: ContentTypeName[] = ["jumbotrons", "infoAreas", "services", "products", "clients"];

type Entry = { path: string; lastmod: Date | undefined };

function newest(...dates: (Date | undefined)[]): Date | undefined {
  const known = dates.filter((date): date is Date => date !== undefined);
  return known.length ? new Date(Math.max(...known.map((date) => date.getTime()))) : undefined;
}

/**
 * Every public page: the fixed ones, then each shown service's detail page
 * (a hidden one is a 404, so it is not listed). A
 * page's lastmod is the newest change (last save, else creation) of the
 * records it shows; pages with no records (about, privacy) have none. A
 * deleted or hidden record does not move its list's lastmod.
 */
export function sitemapEntries(): Entry[] {
  const newestService = newestShownDate("services");
  const services = listShownIdsAndDates("services", SITEMAP_MAX_SERVICES).filter((service) =>
    PLAUSIBLE_ID.test(service.id),
  );
  return [
    { path: "/", lastmod: newest(...HOME_TYPES.map((type) => newestShownDate(type))) },
    { path: "/about", lastmod: undefined },
    { path: "/solutions", lastmod: newestService },
    { path: "/team", lastmod: newestShownDate("teamMembers") },
    { path: "/privacy", lastmod: undefined },
    ...services.map((service) => ({
      path: `/solution-details/${encodeURIComponent(service.id)}`,
      lastmod: service.date,
    })),
  ];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The sitemap: each page once per language, its explicit-language address
 * (`/about?lng=ku`, the canonical one) as <loc>, and every language's
 * address plus x-default (English) as alternates.
 */
export function sitemapXml(origin: string, entries: Entry[] = sitemapEntries()): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod } of entries) {
    const alternates = [
      ...supportedLanguages.map((code) => ({
        hreflang: languages[code].htmlLang,
        href: pageUrl(origin, path, code),
      })),
      { hreflang: "x-default", href: pageUrl(origin, path, fallbackLanguage) },
    ]
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join("");
    for (const code of supportedLanguages) {
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
      lines.push(`<url><loc>${escapeXml(pageUrl(origin, path, code))}</loc>${modified}${alternates}</url>`);
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
