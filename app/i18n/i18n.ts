import { createInstance, type InitOptions } from "i18next";
import { localizeDigits } from "./digits";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "./languages";
import { resources } from "./resources";
import type { Translate } from "./translate";

/**
 * i18next options for the server and tests: every language bundled. The
 * browser never imports this (see i18n.client.ts): it loads one language and
 * translates with translate.ts, which follows these rules.
 */
export const i18nOptions = {
  supportedLngs: supportedLanguages,
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  interpolation: {
    escapeValue: false, // React escapes
    // Every number put into a text (counts, years, page numbers, limits) in the
    // language's digits: docs/decisions/008-digits.md.
    alwaysFormat: true,
    format: (value: unknown, _format: string | undefined, lng: string | undefined): string =>
      typeof value === "number" && isLanguage(lng) ? localizeDigits(String(value), lng) : (value as string), // anything else as i18next gave it
  },
  resources,
  initImmediate: false, // resources are bundled: initialise synchronously
} satisfies InitOptions;

const translators = new Map<Language, Translate>();

/**
 * The server's translate function for one language: one i18next instance per
 * language, made once (renders only read texts). A text without values is the
 * same on every call, so it is looked up once: a page asks for hundreds.
 */
export function serverTranslatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const instance = createInstance();
    void instance.init({ ...i18nOptions, lng: language });
    const plainTexts = new Map<string, string>();
    translate = (key, values) => {
      if (values) return instance.t(key, values);
      const known = plainTexts.get(key);
      if (known !== undefined) return known;
      const text = instance.t(key);
      // Only keys that exist are kept (an unknown one comes back as itself): the map stays as small as the texts.
      if (text !== key) plainTexts.set(key, text);
      return text;
    };
    translators.set(language, translate);
  }
  return translate;
}
