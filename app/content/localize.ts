import { fieldSuffix, type Language } from "~/i18n/languages";

/**
 * The text of a translated field in the visitor's language, falling back to
 * English when that translation is empty.
 */
export function localized(record: object, field: string, language: Language): string {
  const values = record as Record<string, unknown>;
  const own = values[`${field}${fieldSuffix(language)}`];
  if (typeof own === "string" && own.trim() !== "") return own;
  const english = values[`${field}En`];
  return typeof english === "string" ? english : "";
}

/**
 * An image's alternative text in the visitor's language: the one staff wrote
 * for it, else the record's title (or name) in that language. A record
 * without an image of its own shows the company logo in its place, which says
 * nothing about the record: that one is decorative (empty alt).
 */
export function imageAlt(record: object, language: Language): string {
  const values = record as Record<string, unknown>;
  if (typeof values.image !== "string" || values.image.trim() === "") return "";
  const own = values[`imageAlt${fieldSuffix(language)}`];
  if (typeof own === "string" && own.trim() !== "") return own;
  return localized(record, "titleEn" in values ? "title" : "name", language);
}
