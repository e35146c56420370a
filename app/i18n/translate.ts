import { localizeDigits } from "./digits";
import type { Language } from "./languages";

/**
 * What a text may be given: numbers are written in the page's digits
 * (docs/decisions/008-digits.md); `defaultValue` is shown when the key is unknown.
 */
export type TranslationValues = { [name: string]: string | number | null | undefined };
export type Translate = (key: string, values?: TranslationValues & { defaultValue?: string }) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * A key's text from a language's texts, as i18next gives it with the site's
 * options: a dotted key, `{{name}}` placeholders (unescaped: React escapes),
 * numbers in the language's digits, an unknown key shown as itself. The
 * browser translates with this instead of shipping i18next (docs/decisions/
 * 016-translations-in-the-browser.md); a test compares the two on every key.
 */
export function translateFrom(texts: () => object | undefined, language: Language): Translate {
  return (key, values) => {
    let text: unknown = texts();
    for (const part of key.split("."))
      text = typeof text === "object" && text ? Reflect.get(text, part) : undefined;
    if (typeof text !== "string") return values?.defaultValue ?? key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const trimmed = name.trim();
      // i18next keeps a placeholder it was given nothing for, and writes null and undefined as nothing.
      if (!Object.hasOwn(values, trimmed)) return placeholder;
      const value = values[trimmed];
      return typeof value === "number" ? localizeDigits(String(value), language) : (value ?? "");
    });
  };
}
