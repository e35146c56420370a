import { currentContentVersion, rememberedUntilContentChanges } from "~/db/content-version.server";
import { listShownIdsAndDates, newestShownDate } from "~/db/records.server";
import { singleSavedAt } from "~/db/singles.server";
import { languages, supportedLanguages, fallbackLanguage } from "~/i18n/languages";
import { pageUrl } from "~/lib/sharing";
import { contentTypeNames, contentTypes, singleTypeNames, singleTypes } from "~/content/content-types";
import { hasOwnPages, publicPagePath } from "~/content/preview";
import { addressesOf } from "~/db/addresses.server";
import { PLAUSIBLE_ID } from "./record-pages.server";

/**
 * A sitemap holds at most 50,000 addresses; each service is listed in three
 * languages, so at most this many services (the first in display order) are listed. The site
 * has nowhere near as many: its lists are paged for people, not for this.
 */
export const SITEMAP_MAX_SERVICES = 10_000;

type Entry = { path: string; lastmod: Date | undefined };

function newest(...dates: (Date | undefined)[]): Date | undefined {
  const known = dates.filter((date): date is Date => date !== undefined);
  return known.length ? new Date(Math.max(...known.map((date) => date.getTime()))) : undefined;
}

/**
 * Every public page, from the type descriptions: each page whose texts are a
 * single-record type (`page`), then each shown record of a type with a page
 * per record (a `publicPage` path with `:id` or an address, `/:address`; a hidden one is a 404, so it
 * is not listed). A
 * page's lastmod is the newest change (last save, else creation) of the
 * records it shows (`page.shows`) or of its own texts once staff saved them;
 * a page with neither has none. A deleted or hidden record does not move its
 * list's lastmod.
 */
export function sitemapEntries(): Entry[] {
  const pages = singleTypeNames.flatMap((name) => {
    const { page } = singleTypes[name];
    if (!page) return [];
    const texts = singleSavedAt(name);
    return [{ path: page.path, lastmod: newest(texts, ...page.shows.map((type) => newestShownDate(type))) }];
  });
  const details = contentTypeNames.flatMap((name) => {
    const type = contentTypes[name];
    if (!hasOwnPages(type)) return [];
    const shown = listShownIdsAndDates(name, SITEMAP_MAX_SERVICES).filter((record) =>
      PLAUSIBLE_ID.test(record.id),
    );
    const addresses = addressesOf(
      name,
      shown.map((record) => record.id),
    );
    return shown.flatMap((record) => {
      const path = publicPagePath(type, { ...addresses.get(record.id), id: record.id });
      return path ? [{ path, lastmod: record.date }] : [];
    });
  });
  return [...pages, ...details];
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

/** The sitemap's validator: it changes with every change visitors could see (a scheduled record's time too). */
export function sitemapEtag(): string {
  return `"sitemap-${currentContentVersion()}"`;
}

/** The sitemap, made once until the content changes (the origin is the server's, fixed). */
export const rememberedSitemap = rememberedUntilContentChanges((origin: string) => sitemapXml(origin));
