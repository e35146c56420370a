/**
 * The site's languages: the one list every other module derives from (the
 * database columns, validation, forms, badges, the company facts, detection
 * and the page cache). A new language is an entry here, its texts in
 * `resources/` and a generated migration: docs/how-to/add-a-language.md.
 *
 * - `code`: what appears in URLs (`?lng=ku`), the cookie and i18next;
 * - `htmlLang`: `<html lang>` (Sorani is `ckb`: plain `ku` means Kurmanji, written left to right);
 * - `dir`, `digits` (docs/decisions/008-digits.md), `ogLocale` (Open Graph);
 * - `suffix`: how a translated field's column is named (`titleKu`);
 * - `acceptLanguage`: further primary tags of Accept-Language that mean this language;
 * - `dateFormat`: "ezafe" writes day, month and year joined as Kurdish does (see lib/dates.ts);
 * - `dateLocale`: whose calendar words a date uses: Iraq's (`ar-IQ`: تشرين الثاني, as Sorani's ICU
 *   months already are, not the نوفمبر of Egypt and the Gulf that plain `ar` gives);
 * - `letters`: letters that tell a text is in this language rather than one after it in the list (a
 *   visitor's message: the reply's words default to its language, decision 048); none for the fallback.
 *
 * The first language is the fallback: its texts are the ones every other starts from.
 */
export type LanguageSpec = {
  code: string;
  htmlLang: string;
  dir: "ltr" | "rtl";
  nativeName: string;
  ogLocale: string;
  digits: "latn" | "arab";
  suffix: string;
  acceptLanguage: readonly string[];
  dateFormat: "intl" | "ezafe";
  dateLocale: string;
  letters?: RegExp;
};

export const languageList = [
  {
    code: "en",
    htmlLang: "en",
    dir: "ltr",
    nativeName: "English",
    ogLocale: "en_US",
    digits: "latn",
    suffix: "En",
    acceptLanguage: [],
    dateFormat: "intl",
    dateLocale: "en",
  },
  {
    code: "ku",
    htmlLang: "ckb",
    dir: "rtl",
    nativeName: "کوردی",
    ogLocale: "ckb_IQ",
    digits: "arab",
    suffix: "Ku",
    acceptLanguage: ["ckb"],
    dateFormat: "ezafe",
    dateLocale: "ckb",
    // Sorani's own letters, which Arabic lacks.
    letters: /[ڕڵۆێەڤگچپژ]/,
  },
  {
    code: "ar",
    htmlLang: "ar",
    dir: "rtl",
    nativeName: "العربية",
    ogLocale: "ar_IQ",
    digits: "arab",
    suffix: "Ar",
    acceptLanguage: [],
    dateFormat: "intl",
    dateLocale: "ar-IQ",
    // Arabic script (after Kurdish in the list: its own letters were looked for first).
    letters: /[\u0600-\u06FF]/,
  },
] as const satisfies readonly LanguageSpec[];

/** A list of languages to derive from: the site's own unless a caller (a test) passes another. */
export type LanguageList = readonly LanguageSpec[];

export type Language = (typeof languageList)[number]["code"];
/** `En`, `Ku`, `Ar`: the column suffixes, as a type (schema.ts names its columns with it). */
export type LanguageSuffix = (typeof languageList)[number]["suffix"];

export const languages = Object.fromEntries(languageList.map((spec) => [spec.code, spec])) as {
  [L in (typeof languageList)[number] as L["code"]]: L;
};

/** The languages a text can be missing in: every one but the fallback (English), which every text starts from. */
export type TranslationLanguage = Exclude<Language, (typeof languageList)[0]["code"]>;

export const supportedLanguages: Language[] = languageList.map((spec) => spec.code);
export const fallbackLanguage: Language = languageList[0].code;

/** The languages a text can be missing in: every one but the fallback, which every text starts from. */
export function translationLanguages(): (typeof languageList)[number][];
export function translationLanguages<L extends LanguageList>(list: L): L[number][];
export function translationLanguages(list: LanguageList = languageList): LanguageSpec[] {
  return list.slice(1);
}

export function isLanguage(value: unknown): value is Language;
export function isLanguage(value: unknown, list: LanguageList): value is string;
export function isLanguage(value: unknown, list: LanguageList = languageList): boolean {
  return typeof value === "string" && list.some((spec) => spec.code === value);
}

/** Suffix used by translated record fields: `titleEn`, `titleKu`, `titleAr`. */
export function fieldSuffix(language: Language): LanguageSuffix {
  return languages[language].suffix;
}

/** The columns of a translated field, one per language in the list's order: `titleEn`, `titleKu`, … */
export function translatedColumns(name: string, list: LanguageList = languageList): string[] {
  return list.map((spec) => `${name}${spec.suffix}`);
}

/** The column of a translated field in the fallback language (`titleEn`). */
export function fallbackColumn(name: string, list: LanguageList = languageList): string {
  return `${name}${list[0]!.suffix}`;
}

/** Which language a translated field's column holds (`descKu` → Kurdish), or undefined for none. */
export function languageOfColumn(
  column: string,
  list: LanguageList = languageList,
): LanguageSpec | undefined {
  return list.find((spec) => column.endsWith(spec.suffix) && column.length > spec.suffix.length);
}

/** Accept-Language's primary tag as one of our codes (`ckb` → `ku`), or the tag itself when none. */
export function codeForAcceptLanguage(tag: string, list: LanguageList = languageList): string {
  return list.find((spec) => spec.acceptLanguage.includes(tag))?.code ?? tag;
}

/**
 * A text as a page shows it. `lang` is set only when the text is not in the
 * page's language: its own translation was empty, so the fallback language's
 * stands in, and the page marks it (`languageAttributes`) so that screen
 * readers pronounce it right and it runs in its own direction.
 */
export type ShownText = { text: string; lang?: Language };

/**
 * The one rule for a text kept per language (a record's field, a page text, a
 * company fact): the page's language, or the fallback language's text when
 * that is empty (whitespace counts as empty).
 */
export function shownText(textIn: (language: Language) => unknown, language: Language): ShownText {
  const own = textIn(language);
  if (typeof own === "string" && own.trim() !== "") return { text: own };
  const fallback = textIn(fallbackLanguage);
  const text = typeof fallback === "string" ? fallback : "";
  return language === fallbackLanguage || text.trim() === "" ? { text } : { text, lang: fallbackLanguage };
}

/** `lang` and `dir` for an element holding a text in another language than the page's; none otherwise. */
export function languageAttributes(language: Language | undefined): { lang?: string; dir?: "ltr" | "rtl" } {
  if (language === undefined) return {};
  const spec = languages[language];
  return { lang: spec.htmlLang, dir: spec.dir };
}

/** The language a text is most likely written in: the first whose `letters` it has, else the fallback. */
export function writtenIn(text: string, list: LanguageList = languageList): string {
  return list.find((spec) => spec.letters?.test(text))?.code ?? list[0]!.code;
}
