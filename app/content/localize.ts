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
