import { fallbackColumn, fieldSuffix, shownText, type Language, type ShownText } from "~/i18n/languages";
import { kindOf, type ContentType } from "./content-types";

/**
 * A translated field of a record as a page in `language` shows it: its own
 * text, or the fallback language's (English) when that is empty, then marked
 * with the language it is in (see `shownText`).
 */
export function localizedText(record: object, field: string, language: Language): ShownText {
  const values = record as Record<string, unknown>;
  return shownText((code) => values[`${field}${fieldSuffix(code)}`], language);
}

/** Only the text of `localizedText`: for attributes, meta tags and JSON-LD, which cannot mark a language. */
export function localized(record: object, field: string, language: Language): string {
  return localizedText(record, field, language).text;
}

/**
 * An image's own alternative text in the visitor's language, for a public
 * page's <img alt>: the one staff wrote, or undefined when none was written
 * (or the record has no image and the company logo stands in: a text written
 * for an image that is gone would describe nothing). Then a page uses the record's title (or
 * name), which it has anyway (nothing is sent twice), where the image stands
 * alone (a client's logo, a service's page); where the title is written right
 * beside the image (a card's caption) the image gets alt="", or screen readers
 * would read the title twice (axe: image-redundant-alt).
 */
export function ownImageAlt(record: object, language: Language): string | undefined {
  const values = record as Record<string, unknown>;
  if (typeof values.image !== "string" || values.image.trim() === "") return undefined;
  const own = values[`imageAlt${fieldSuffix(language)}`];
  return typeof own === "string" && own.trim() !== "" ? own : undefined;
}

/** The whole rule: the own text, else the title (or name) in that language, English when empty. */
export function imageAlt(record: object, language: Language): string {
  const values = record as Record<string, unknown>;
  return (
    ownImageAlt(record, language) ??
    localized(record, fallbackColumn("title") in values ? "title" : "name", language)
  );
}

/** `imageAlt` for a page's data, left out when the page uses the title (nothing sent twice). */
export function imageAltField(record: object, language: Language): { imageAlt?: string } {
  const alt = ownImageAlt(record, language);
  return alt === undefined ? {} : { imageAlt: alt };
}

/** What names a record in `language` (its label field's text, English when empty; a message's subject as sent). */
export function localizedLabel(type: ContentType, record: object, language: Language): string {
  const field = type.fields[type.labelField];
  if (field && kindOf(field).perLanguage) return localized(record, type.labelField, language);
  const value = (record as Record<string, unknown>)[type.labelField];
  return typeof value === "string" ? value : "";
}
