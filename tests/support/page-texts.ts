import { pageTextDefaults } from "../../app/content/page-texts";
import type { Language } from "../../app/i18n/languages";

type Page = keyof typeof pageTextDefaults;

/** A page's text as a fresh install stores it (app/content/page-texts.ts), in one language. */
export function pageText(page: Page, field: string, language: Language): string {
  const value = pageTextDefaults[page][field];
  if (value === undefined) throw new Error(`${page} has no text ${field}`);
  return typeof value === "string" ? value : value[language];
}
