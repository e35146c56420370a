import type { InitOptions } from "i18next";
import { fallbackLanguage, supportedLanguages } from "./languages";

/**
 * The i18next options the server and the browser share. Kept apart from the
 * texts: the browser imports this module, and must not pull in every language.
 */
export const sharedI18nOptions = {
  supportedLngs: supportedLanguages,
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  interpolation: { escapeValue: false }, // React escapes
} satisfies InitOptions;
