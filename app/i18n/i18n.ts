import { createInstance, type InitOptions, type TFunction } from "i18next";
import { fallbackLanguage, supportedLanguages, type Language } from "./languages";
import { resources } from "./resources";

/** i18next options shared by the server, the browser and tests. */
export const i18nOptions = {
  supportedLngs: supportedLanguages,
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  resources,
  interpolation: { escapeValue: false }, // React escapes
  initImmediate: false, // resources are bundled: initialise synchronously
} satisfies InitOptions;

const translators = new Map<Language, TFunction>();

/** A translate function for one language, usable anywhere (meta, actions). */
export function translatorFor(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = createInstance();
    void instance.init({ ...i18nOptions, lng: language });
    t = instance.t;
    translators.set(language, t);
  }
  return t;
}
