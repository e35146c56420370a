import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "~/content/content-types";

/**
 * Reads `?missing=`: null for none (or empty), a language lacking texts, or
 * "invalid" for anything else (the list answers that with a 400).
 */
export function parseMissingParam(value: string | null): TranslationLanguage | null | "invalid" {
  if (value === null || value === "") return null;
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(value)
    ? (value as TranslationLanguage)
    : "invalid";
}
