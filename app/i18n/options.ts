import type { InitOptions } from "i18next";
import { localizeDigits } from "./digits";
import { fallbackLanguage, isLanguage, supportedLanguages } from "./languages";

/**
 * The i18next options the server and the browser share. Kept apart from the
 * texts: the browser imports this module, and must not pull in every language.
 */
export const sharedI18nOptions = {
  supportedLngs: supportedLanguages,
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  interpolation: {
    escapeValue: false, // React escapes
    // Every number put into a text (counts, years, page numbers, limits) in the
    // language's digits: docs/decisions/digits.md.
    alwaysFormat: true,
    format: (value: unknown, _format: string | undefined, lng: string | undefined): string =>
      typeof value === "number" && isLanguage(lng) ? localizeDigits(String(value), lng) : (value as string), // anything else as i18next gave it
  },
} satisfies InitOptions;
