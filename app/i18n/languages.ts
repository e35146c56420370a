/**
 * The site's three languages. The code is what appears in URLs (`?lng=ku`),
 * the cookie and i18next; `htmlLang` is what goes into `<html lang>`:
 * Sorani Kurdish is `ckb` (plain `ku` would mean Kurmanji, written left to right).
 * `ogLocale` is the Open Graph locale of a page in that language.
 */
export const languages = {
  en: { htmlLang: "en", dir: "ltr", nativeName: "English", ogLocale: "en_US" },
  ku: { htmlLang: "ckb", dir: "rtl", nativeName: "کوردی", ogLocale: "ckb_IQ" },
  ar: { htmlLang: "ar", dir: "rtl", nativeName: "العربية", ogLocale: "ar_IQ" },
} as const;

export type Language = keyof typeof languages;

export const supportedLanguages = Object.keys(languages) as Language[];
export const fallbackLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(languages, value);
}

/** Suffix used by translated record fields: `titleEn`, `titleKu`, `titleAr`. */
export function fieldSuffix(language: Language): "En" | "Ku" | "Ar" {
  return language === "en" ? "En" : language === "ku" ? "Ku" : "Ar";
}
