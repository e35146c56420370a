import { pageTextDefaults } from "../../app/content/page-texts";
import { parseSections, SECTION_INPUTS } from "../../app/content/section-order";
import { HOME_SECTION_KEYS } from "../../app/content/types/home-page";
import type { Language } from "../../app/i18n/languages";

type Page = keyof typeof pageTextDefaults;

/** A page's text as a fresh install stores it (app/content/page-texts.ts), in one language. */
export function pageText(page: Page, field: string, language: Language): string {
  const value = pageTextDefaults[page][field];
  if (value === undefined) throw new Error(`${page} has no text ${field}`);
  return typeof value === "string" ? value : value[language];
}

/**
 * A single record's stored row as its form sends it: every column as its text, the home page's
 * sections as their inputs (the keys in their order, a ticked box for each shown one).
 */
export function formOfRow(row: Record<string, unknown>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "id" || column === "updatedAt") continue;
    if (column === "sections") Object.assign(fields, homeSectionsForm(String(value)));
    else fields[column] = String(value);
  }
  return fields;
}

/** The home page's sections as its form sends them, from their stored value. */
export function homeSectionsForm(stored: string): Record<string, string[]> {
  const choices = parseSections(HOME_SECTION_KEYS, stored);
  return {
    sections: choices.map((choice) => choice.key),
    [SECTION_INPUTS.shown("sections")]: choices.filter((choice) => choice.shown).map((choice) => choice.key),
  };
}
