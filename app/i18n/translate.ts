import { localizeDigits } from "./digits";
import type { Language } from "./languages";
import type { TextKey } from "./text-keys";

/**
 * What a text may be given: numbers are written in the page's digits
 * (docs/decisions/008-digits.md); `defaultValue` is shown when the key is unknown.
 */
export type TranslationValues = { [name: string]: string | number | null | undefined };
export type Translate = (key: TextKey, values?: TranslationValues & { defaultValue?: string }) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A key's text in a language's texts (a dotted key), or undefined when there is none. */
export function textAt(texts: object | undefined, key: string): string | undefined {
  let text: unknown = texts;
  for (const part of key.split("."))
    text = typeof text === "object" && text ? Reflect.get(text, part) : undefined;
  return typeof text === "string" ? text : undefined;
}

/**
 * A text's `{{name}}` placeholders filled in as i18next does with the site's options: unescaped
 * (React escapes), numbers in the language's digits, null and undefined as nothing, a placeholder
 * given nothing kept as it is.
 */
export function fillIn(text: string, values: TranslationValues, language: Language): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(values, trimmed)) return placeholder;
    const value = values[trimmed];
    return typeof value === "number" ? localizeDigits(String(value), language) : (value ?? "");
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The key of a text said with a number, as i18next picks it: given a numeric `count`, the form the
 * language's grammar needs for it (`key_one`, `key_two`, `key_few`… by Intl.PluralRules: Arabic has
 * six, English and Kurdish two), else `key_other`; without a count, or for a text without forms, the key.
 */
export function pluralKey(
  key: string,
  values: TranslationValues | undefined,
  language: Language,
  has: (key: string) => boolean,
): string {
  const count = values?.count;
  if (typeof count !== "number") return key;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = `${key}_${rules.select(count)}`;
  if (has(form)) return form;
  return has(`${key}_other`) ? `${key}_other` : key;
}

/**
 * A key's text from a language's texts, as i18next gives it with the site's
 * options (pluralKey, textAt, fillIn), an unknown key shown as itself. The browser
 * translates with this instead of shipping i18next (docs/decisions/
 * 016-translations-in-the-browser.md); a test compares the two on every key.
 * `shape` changes a known key's text before its values are filled in: the pseudo-language's
 * (docs/decisions/034-pseudo-language.md), never an unknown key, which stays as it is.
 */
export function translateFrom(
  texts: () => object | undefined,
  language: Language,
  shape?: (text: string) => string,
): Translate {
  return (key, values) => {
    const found = textAt(
      texts(),
      pluralKey(key, values, language, (form) => textAt(texts(), form) !== undefined),
    );
    if (found === undefined) return values?.defaultValue ?? key;
    const text = shape ? shape(found) : found;
    return values ? fillIn(text, values, language) : text;
  };
}
