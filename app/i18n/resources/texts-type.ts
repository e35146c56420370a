import type { Language, TranslationLanguage } from "../languages";

/**
 * Texts keyed by language (the languages' names; "Kurdish missing" and the like, for every language but
 * the fallback): a language added to languages.ts does not compile until each of these has its text.
 */
export type PerLanguage = Record<Language, string>;
export type PerTranslation = Record<TranslationLanguage, string>;

/** Plural forms some languages have beside English's one and other (Intl.PluralRules' categories). */
type OtherPluralForm = "zero" | "two" | "few" | "many";

/**
 * A language's texts shaped as English's: the same keys, and beside a text said with a number
 * (`key_one`, `key_other`) the other forms its grammar needs (Arabic: `key_zero`, `key_two`,
 * `key_few`, `key_many`; translate.ts picks one by `count`).
 */
export type TextsLike<T> = { [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> } & {
  [K in keyof T as K extends `${infer Text}_other` ? `${Text}_${OtherPluralForm}` : never]?: string;
};
