import type { TextKey } from "~/i18n/text-keys";
import type { MetaDescriptor } from "@remix-run/node";
import { companyFromMatches } from "~/lib/use-company";
import { translatorFor } from "~/i18n/translation";
import { fallbackLanguage, isLanguage, type Language } from "~/i18n/languages";

type MatchWithData = { id: string; data: unknown };

/** The visitor's language, from the root loader's data among the matches. */
export function languageFromMatches(matches: readonly MatchWithData[]): Language {
  const root = matches.find((match) => match.id === "root")?.data as { lang?: unknown } | undefined;
  return isLanguage(root?.lang) ? root.lang : fallbackLanguage;
}

/** A translated <title> and meta description for a page, from its translation keys. */
export function pageMeta(
  matches: readonly MatchWithData[],
  keys: { title: TextKey; description?: TextKey },
): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  // The server has every language; the browser only the ones it loaded (the
  // current one is always loaded before a page renders).
  const t = translatorFor(lang);
  const company = companyFromMatches(matches);
  const description = keys.description ? t(keys.description) : company.tagline;
  return [
    { title: `${t(keys.title)} | ${company.name}` },
    { name: "description", content: description },
    { property: "og:title", content: t(keys.title) },
    { property: "og:description", content: description },
    { property: "og:site_name", content: company.name },
  ];
}

/**
 * A page's <title> and meta description from its texts (staff's, per
 * language): an empty title is the page's heading, an empty description the
 * company's tagline, as pages without their own have always had.
 */
export function pageMetaFromTexts(
  matches: readonly MatchWithData[],
  texts: Record<string, string> | undefined,
): MetaDescriptor[] {
  const company = companyFromMatches(matches);
  const title = texts?.metaTitle || texts?.heading || company.name;
  const description = texts?.metaDescription || company.tagline;
  return [
    { title: `${title} | ${company.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: company.name },
  ];
}

/**
 * The meta tags of a record's own page (a service's, a post's): the page's translated tags with the
 * record's title in the <title> and og:title, and what it says of itself (`metaDescription`) as the
 * description, else the page's; the not-found page's tags when there is no record.
 */
export function recordPageMeta(
  matches: readonly MatchWithData[],
  record: { title: { text: string }; metaDescription?: string } | null | undefined,
  keys: { title: TextKey; description?: TextKey },
): MetaDescriptor[] {
  if (!record) return pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });
  // Plain texts (the loader's): a meta tag carries neither formatting nor a language of its own.
  const title = record.title.text;
  const description = record.metaDescription || undefined;
  return pageMeta(matches, keys).map((tag) => {
    if ("title" in tag) return { title: String(tag.title).replace(/^[^|]*\|/, `${title} |`) };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: title };
    if (
      description &&
      (("name" in tag && tag.name === "description") ||
        ("property" in tag && tag.property === "og:description"))
    )
      return { ...tag, content: description };
    return tag;
  });
}
