import { createInstance, type InitOptions, type TFunction } from "i18next";
import type { Language } from "./languages";
import { sharedI18nOptions } from "./options";
import { resources } from "./resources";

/**
 * i18next options for the server and tests: every language bundled. The
 * browser never imports this (see i18n.client.ts): it loads one language.
 */
export const i18nOptions = {
  ...sharedI18nOptions,
  resources,
  initImmediate: false, // resources are bundled: initialise synchronously
} satisfies InitOptions;

const translators = new Map<Language, TFunction>();

/** A translate function for one language, for the server (meta, actions, guards). */
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
