import { languageList } from "../../app/i18n/languages";

/** The site's languages as a test expects them, from the one list: the URL code, `<html lang>` and the direction. */
export const languagesUnderTest = languageList.map(({ code, htmlLang, dir }) => ({ code, htmlLang, dir }));

/** The site's language codes (`en`, `ku`, `ar`), for tests that loop over them. */
export const languageCodes = languageList.map(({ code }) => code);

/** A translation with {{placeholders}} as a pattern matching any value in their place. */
export function translatedPattern(text: string, { whole = true } = {}): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = parts.join(".+?");
  return new RegExp(whole ? `^${pattern}$` : pattern);
}
