import { languages, type Language } from "./languages";

/**
 * One rule per language (docs/decisions/008-digits.md): English pages write
 * Western digits (0–9), Kurdish and Arabic pages Eastern Arabic digits (٠–٩),
 * as Iraqi print and signage do. Links (tel:, wa.me) keep Western digits.
 */
export function numberingSystem(lang: Language): "latn" | "arab" {
  return languages[lang].digits;
}

const EASTERN_ARABIC_ZERO = 0x0660;

/** The text with its Western digits written in the language's digits. */
export function localizeDigits(text: string, lang: Language): string {
  if (numberingSystem(lang) === "latn") return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(EASTERN_ARABIC_ZERO + Number(digit)));
}

/** A whole number in the language's digits, without grouping (years, counts, page numbers). */
export function formatInteger(value: number, lang: Language): string {
  return localizeDigits(String(value), lang);
}
