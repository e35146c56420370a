import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import { sharedI18nOptions } from "./options";

// One chunk per language: a page ships only its own texts, the others are
// fetched when a person switches (see docs/decisions/first-load.md).
// The back office's texts come apart (admin-texts.ts).
const load = {
  en: () => import("./resources/site/en").then((module) => module.enSite),
  ku: () => import("./resources/site/ku").then((module) => module.kuSite),
  ar: () => import("./resources/site/ar").then((module) => module.arSite),
} satisfies Record<Language, () => Promise<unknown>>;

/** Starts the browser's i18next in the page's language; resolves once its texts are loaded. */
export function initClientI18n(language: Language) {
  return i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string) => load[lng as Language]()))
    .init({
      ...sharedI18nOptions,
      lng: language,
      // Every language has every key (the TranslationResource type): no need to
      // download English as well on a Kurdish or Arabic page.
      fallbackLng: false,
    });
}
