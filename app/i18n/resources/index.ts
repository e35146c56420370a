import { ar } from "./ar";
import { en } from "./en";
import { ku } from "./ku";

/** All interface texts, bundled into both the server and the browser build. */
export const resources = {
  en: { translation: en },
  ku: { translation: ku },
  ar: { translation: ar },
} as const;
