/** The site's languages as a test expects them: the URL code, `<html lang>` and the direction. */
export const languagesUnderTest = [
  { code: "en", htmlLang: "en", dir: "ltr" },
  { code: "ku", htmlLang: "ckb", dir: "rtl" },
  { code: "ar", htmlLang: "ar", dir: "rtl" },
] as const;

/** A translation with {{placeholders}} as a pattern matching any value in their place. */
export function translatedPattern(text: string, { whole = true } = {}): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = parts.join(".+?");
  return new RegExp(whole ? `^${pattern}$` : pattern);
}
