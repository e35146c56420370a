import { Feed } from "feed";
import { contentTypes } from "~/content/content-types";
import { localizedText } from "~/content/localize";
import { renderRichText } from "~/content/rich-text.server";
import { currentContentVersion, rememberedUntilContentChanges } from "~/db/content-version.server";
import { companyInfo } from "~/db/company-settings.server";
import { listShown, type RecordOf } from "~/db/records.server";
import { singleSavedAt } from "~/db/singles.server";
import { fallbackLanguage, isLanguage, languages, type Language } from "~/i18n/languages";
import { pageTexts } from "./page-texts.server";
import { pageUrl } from "~/lib/sharing";
import { escapeXml } from "./sitemap.server";
import { pictureAltField, textPictures } from "./library-pictures.server";
import { pageImageUrl } from "./page-image.server";
import { newsPostPath, publishedTime } from "./public-pages.server";

/**
 * The news as an Atom feed (RFC 4287), one per language: `/news.atom?lng=ku`, the site's way of naming a
 * page's language; `/news.atom` alone is the English one (a feed reader sends no cookie and an
 * Accept-Language of its own, so the address alone decides). Its entries are the latest posts visitors
 * see, newest first, every address absolute on the configured origin (SITE_URL).
 */

export const FEED_PATH = "/news.atom";
/** How many posts the feed carries: the latest ones (a reader keeps what it has already read). */
export const FEED_ENTRIES = 20;

/** A feed's address in a language: the one `<link rel="alternate">` names and `rel="self"` repeats. */
export function feedUrl(origin: string, lang: Language): string {
  return `${origin}${FEED_PATH}?lng=${lang}`;
}

/** The feed's language from its address: `?lng=` when it names one of the site's, else English. */
export function feedLanguage(url: string): Language {
  const lng = new URL(url).searchParams.get("lng");
  return lng !== null && isLanguage(lng) ? lng : fallbackLanguage;
}

/** Plain text in an Atom `type="html"` element: its characters, not markup. */
const htmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const modifiedAt = (record: RecordOf<"news">) =>
  new Date(Math.max(publishedTime(record).getTime(), (record.updatedAt ?? record.date).getTime()));

/** The feed's XML for a language, from the shown posts. */
export function newsFeedXml(
  origin: string,
  lang: Language,
  posts = listShown("news", { limit: FEED_ENTRIES }),
) {
  const company = companyInfo(lang);
  const { texts } = pageTexts("newsPage", lang);
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const { dir, htmlLang } = languages[lang];
  const entries = posts.map((record) => {
    const title = localizedText(record, "title", lang);
    const summary = localizedText(record, "summary", lang);
    const body = localizedText(record, "body", lang);
    const alt = pictureAltField(record, lang).imageAlt ?? title.text;
    const image =
      record.image.trim() === ""
        ? ""
        : `<p><img src="${escapeXml(absolute(pageImageUrl(record.image)))}" alt="${escapeXml(alt)}"></p>`;
    return {
      title: htmlText(title.text),
      // For ever the same, whatever address the post moves to (RFC 4287's atom:id is permanent).
      id: `tag:${new URL(origin).hostname},2026:news/${record.id}/${lang}`,
      link: pageUrl(origin, newsPostPath(record), lang),
      date: modifiedAt(record),
      published: publishedTime(record),
      ...(summary.text ? { description: htmlText(summary.text) } : {}),
      // The text as the post's page shows it, right to left in Kurdish and Arabic.
      content: `<div dir="${dir}">${image}${renderRichText(body.text, contentTypes.news.fields.body, textPictures(body.lang ?? lang, absolute))}</div>`,
    };
  });
  // The newest change among the posts it carries, else the page's texts, else a fixed time (an empty feed).
  const updated = new Date(
    Math.max(0, ...entries.map((entry) => entry.date.getTime()), singleSavedAt("newsPage")?.getTime() ?? 0),
  );
  const feed = new Feed({
    id: feedUrl(origin, lang),
    title: `${texts.heading} · ${company.name}`,
    ...(company.tagline ? { description: company.tagline } : {}),
    link: pageUrl(origin, "/news", lang),
    feed: feedUrl(origin, lang),
    language: htmlLang,
    updated,
    generator: false,
    favicon: `${origin}/favicon.ico`,
    author: { name: company.name, link: pageUrl(origin, "/", lang) },
    copyright: company.name,
  });
  for (const entry of entries) feed.addItem(entry);
  // The feed's language and the base its relative links (an image in a post's text) are read against.
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang}" xml:base="${escapeXml(`${origin}/`)}">`,
    );
}

/** The feed's validator: it changes with every change visitors could see (and each scheduled post's time). */
export function feedEtag(lang: Language): string {
  return `"news-${lang}-${currentContentVersion()}"`;
}

/** The feed of each language, made once until the content changes (the origin is the server's, fixed). */
export const rememberedFeed = rememberedUntilContentChanges((key: `${string} ${Language}`) => {
  const [origin, lang] = key.split(" ") as [string, Language];
  return newsFeedXml(origin, lang);
});
