import type { Language } from "../languages";
import { ar } from "./ar";
import { en, type TranslationResource } from "./en";
import { ku } from "./ku";

/**
 * All interface texts, bundled into both the server and the browser build. Typed by the language
 * list: a language added there does not compile until it has its texts here.
 */
export const resources = {
  en: { translation: en },
  ku: { translation: ku },
  ar: { translation: ar },
} as const satisfies Record<Language, { translation: TranslationResource }>;
