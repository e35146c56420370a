import { createInstance, type InitOptions } from "i18next";
import { localizeDigits } from "./digits";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "./languages";
import { requestPseudoMode } from "./pseudo-mode";
import { resources } from "./resources";
import { fillIn, pluralKey, type Translate } from "./translate";

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

/** Every text of a language by its dotted key. */
function textsByKey(tree: object, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(`${prefix}${name}`, value);
    else if (typeof value === "object" && value) textsByKey(value as object, `${prefix}${name}.`, into);
  }
  return into;
}

/**
 * The server's translate function for one language, made once. A known key is looked up and filled in
 * as the browser does (translate.ts, held to i18next's output for every key by a test); i18next answers
 * the rest (an unknown key: its fallback and default value). A page asks for hundreds of texts, and
 * i18next's own lookup and interpolation cost a tenth of a millisecond or more per page. In the
 * pseudo mode of the request being rendered, a known key's text is the pseudo-language's.
 */
export function serverTranslatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const instance = createInstance();
    void instance.init({ ...i18nOptions, lng: language });
    const known = textsByKey(resources[language].translation);
    translate = (key, values) => {
      const found = known.get(pluralKey(key, values, language, (form) => known.has(form)));
      if (found === undefined) return instance.t(key, values);
      // The request's pseudo mode (development and tests only: docs/decisions/034-pseudo-language.md).
      const text = requestPseudoMode()?.text(found) ?? found;
      return values ? fillIn(text, values, language) : text;
    };
    translators.set(language, translate);
  }
  return translate;
}
