import type { MetaDescriptor } from "@remix-run/node";
import { companyFromMatches } from "~/lib/use-company";
import { localizedPath } from "~/i18n/localized-path";
import { languages, supportedLanguages, type Language } from "~/i18n/languages";
import { languageFromMatches } from "./meta";

type MatchWithData = { id: string; data: unknown };

/** The sharing image of each language: 1200×630, rendered from the company's facts (sharing-image.server.ts). */
export const SHARING_IMAGE = { width: 1200, height: 630 } as const;

/** A short fingerprint of a text (FNV-1a): the sharing image's address changes when its texts do. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

export const sharingImagePath = (lang: Language, company: { name: string; tagline: string }) =>
  `/og-image/${lang}.png?v=${fingerprint(`${company.name}\n${company.tagline}`)}`;

/**
 * A page's explicit-language address (`/about?lng=ku`) on the site's origin:
 * the canonical URL, the one in the sitemap and in hreflang alternates.
 * A list page past the first keeps its page number.
 */
export function pageUrl(origin: string, pathname: string, lang: Language, search = ""): string {
  const page = new URLSearchParams(search).get("page");
  const keep = page !== null && /^\d{1,6}$/.test(page) && Number(page) > 1 ? `?page=${Number(page)}` : "";
  return `${origin}${localizedPath(`${pathname}${keep}`, lang)}`;
}

/**
 * The query whose page number a page's canonical address keeps: the page a list's loader really shows
 * (it turns `?page=99` into the last page). Any other page has one address, whatever `?page=` it was
 * asked with (the page cache relies on this: it keeps a page number only for the page that names it).
 */
export function shownPageSearch(matches: readonly MatchWithData[]): string {
  const shown = shownPageNumber(matches.at(-1)?.data);
  return shown === null ? "" : `?page=${shown}`;
}

/** The page of a list a page's loader data says it shows (its `page.page`), or null for any other page. */
export function shownPageNumber(data: unknown): number | null {
  const shown = (data as { page?: { page?: unknown } } | undefined)?.page?.page;
  return typeof shown === "number" ? shown : null;
}

/** The site's origin (SITE_URL, never the Host header), from the root loader's data. */
export function originFromMatches(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

/**
 * What a search engine and a share preview need beyond the title and
 * description (pageMeta): the canonical URL, og:url, the language's sharing
 * image, og:locale and its alternates, the Twitter card. Only for public
 * pages that exist (a 404 has no canonical address).
 */
export function sharingMeta({
  matches,
  location,
}: {
  matches: readonly MatchWithData[];
  location: { pathname: string };
}): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const origin = originFromMatches(matches);
  const url = pageUrl(origin, location.pathname, lang, shownPageSearch(matches));
  const company = companyFromMatches(matches);
  return [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${sharingImagePath(lang, company)}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARING_IMAGE.width) },
    { property: "og:image:height", content: String(SHARING_IMAGE.height) },
    { property: "og:image:alt", content: company.name },
    { property: "og:locale", content: languages[lang].ogLocale },
    ...supportedLanguages
      .filter((other) => other !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: languages[other].ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
