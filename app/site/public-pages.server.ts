import { listShown, type RecordOf } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import { contentTypes } from "~/content/content-types";
import { localized, localizedText } from "~/content/localize";
import { renderRichText, richTextToPlain } from "~/content/rich-text.server";
import { pageImageUrl } from "./page-image.server";
import { pictureAltField, textPictures } from "./library-pictures.server";
import { siteDateFormat } from "~/lib/dates";
import { publicPagePath } from "~/content/preview";
import { shorten } from "~/content/shorten";

/**
 * What services' pages (/solutions, /solution-details/:id, through record-pages.server.ts) and /team
 * show of a record, already in the visitor's language (English where a translation is empty).
 */

/** A description's paragraphs (blank lines or single line breaks separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A service's description (rich text) as plain text: for excerpts and the meta description. */
export function serviceDescriptionText(record: RecordOf<"services">, lang: Language) {
  const shown = localizedText(record, "desc", lang);
  return { text: richTextToPlain(shown.text, contentTypes.services.fields.desc), lang: shown.lang };
}

/** Characters of a service's description shown on /solutions. */
const SOLUTION_INTRO_LENGTH = 280;

/** A service as /solutions lists it: its title, the start of its description and its picture. */
export function solutionCard(record: RecordOf<"services">, lang: Language) {
  const description = serviceDescriptionText(record, lang);
  return {
    id: record.id,
    title: localizedText(record, "title", lang),
    // The description's first paragraph, cut between words: the detail page has the rest.
    intro: {
      text: shorten(paragraphs(description.text)[0] ?? "", SOLUTION_INTRO_LENGTH),
      lang: description.lang,
    },
    image: pageImageUrl(record.image),
    ...pictureAltField(record, lang),
  };
}

/** What the detail page shows of a service (a staff preview passes a hidden or trashed one). */
export function solutionView(record: RecordOf<"services">, lang: Language) {
  const description = localizedText(record, "desc", lang);
  return {
    id: record.id,
    title: localizedText(record, "title", lang),
    description: {
      html: renderRichText(description.text, contentTypes.services.fields.desc),
      lang: description.lang,
    },
    // What staff wrote for search engines, else the start of the page's first paragraph (plain text).
    metaDescription:
      localized(record, "metaDescription", lang) ||
      (paragraphs(serviceDescriptionText(record, lang).text)[0] ?? "").slice(0, 160),
    image: pageImageUrl(record.image),
    ...pictureAltField(record, lang),
    hasOwnImage: record.image.trim() !== "",
  };
}

/** What an office's own page (/careers) shows, in the visitor's language (a staff preview passes a draft). */
export function pageView(record: RecordOf<"pages">, lang: Language) {
  const field = contentTypes.pages.fields.body;
  const body = localizedText(record, "body", lang);
  const plain = richTextToPlain(body.text, field);
  return {
    id: record.id,
    address: record.address,
    title: localizedText(record, "title", lang),
    // Search engines' title (plain text), else the page's own title.
    seoTitle: localized(record, "seoTitle", lang),
    body: { html: renderRichText(body.text, field, textPictures(body.lang ?? lang)), lang: body.lang },
    metaDescription: localized(record, "metaDescription", lang) || (paragraphs(plain)[0] ?? "").slice(0, 160),
    // The picture a shared link shows; null: the site's own sharing image.
    shareImage: record.image.trim() === "" ? null : pageImageUrl(record.image),
    ...pictureAltField(record, lang),
  };
}

/**
 * The office's pages visitors see, by title, each with its address and title in the visitor's
 * language: for the menus staff will edit (issue 32), which link to them.
 */
export function listShownPages(
  lang: Language,
): { id: string; address: string; path: string; title: string }[] {
  return listShown("pages").map((record) => ({
    id: record.id,
    address: record.address,
    path: `/${record.address}`,
    title: localized(record, "title", lang),
  }));
}

/** A news post's publication time (its `publishAt`, else its creation): the date it is shown with. */
export function publishedTime(record: { publishAt?: number | null; date: Date }): Date {
  return record.publishAt == null ? record.date : new Date(record.publishAt);
}

/** A post's address: one place, so that a readable address (a field of its own) changes only this. */
export function newsPostPath(record: { id: string; address: string }): string {
  return publicPagePath(contentTypes.news, record)!;
}

/** A publication date as a page shows it: `<time datetime>` and the words in the visitor's language. */
function shownDate(moment: Date, lang: Language) {
  return { iso: moment.toISOString(), text: siteDateFormat(lang).format(moment) };
}

/** A news post as /news and the home page list it: title, date, summary and picture. */
export function newsCard(record: RecordOf<"news">, lang: Language) {
  return {
    id: record.id,
    path: newsPostPath(record),
    title: localizedText(record, "title", lang),
    summary: localizedText(record, "summary", lang),
    published: shownDate(publishedTime(record), lang),
    image: pageImageUrl(record.image),
    ...pictureAltField(record, lang),
    hasOwnImage: record.image.trim() !== "",
  };
}

/** What a post's page shows (a staff preview passes a draft, scheduled or trashed one). */
export function newsView(record: RecordOf<"news">, lang: Language) {
  const body = localizedText(record, "body", lang);
  const summary = localizedText(record, "summary", lang);
  const published = publishedTime(record);
  return {
    ...newsCard(record, lang),
    body: {
      html: renderRichText(body.text, contentTypes.news.fields.body, textPictures(body.lang ?? lang)),
      lang: body.lang,
    },
    // What staff wrote for search engines, else the summary, else the start of the text.
    metaDescription: (
      localized(record, "metaDescription", lang) ||
      summary.text ||
      (paragraphs(richTextToPlain(body.text, contentTypes.news.fields.body))[0] ?? "")
    ).slice(0, 160),
    // Its last change, never before its publication (a post saved, then scheduled later).
    modified: new Date(
      Math.max(published.getTime(), (record.updatedAt ?? record.date).getTime()),
    ).toISOString(),
  };
}

/** A team member as /team shows them: name, role, biography and photo, and what search engines read. */
export function teamMemberCard(record: RecordOf<"teamMembers">, lang: Language) {
  const bio = localizedText(record, "bio", lang);
  const bioField = contentTypes.teamMembers.fields.bio;
  return {
    id: record.id,
    name: localizedText(record, "name", lang),
    role: localizedText(record, "role", lang),
    bio: { html: renderRichText(bio.text, bioField), lang: bio.lang },
    // For search engines (the page's JSON-LD): what staff wrote for them, else the bio as plain text.
    description:
      localized(record, "metaDescription", lang) || richTextToPlain(bio.text, bioField).replace(/\n/g, " "),
    image: pageImageUrl(record.image),
    ...pictureAltField(record, lang),
    hasOwnImage: record.image.trim() !== "",
  };
}
