import type Database from "better-sqlite3";
import { companyFactFields, type CompanyFacts } from "~/admin/company-fact-fields";
import { defaultCompanyFacts } from "~/config/site";

/** company_settings has one row. */
export const COMPANY_SETTINGS_ROW = 1;

/** Writes the defaults (app/config/site.ts) when the table is empty: the first start. */
export function seedCompanyFacts(sqlite: Database.Database, now = Date.now()): void {
  sqlite
    .prepare("INSERT OR IGNORE INTO company_settings (id, facts, updated_at) VALUES (?, ?, ?)")
    .run(COMPANY_SETTINGS_ROW, JSON.stringify(defaultCompanyFacts), now);
}

/**
 * The stored facts over the defaults: a fact added to the form after the
 * last save, or a value of the wrong shape (a hand-edited row), takes its
 * default instead of breaking every page.
 */
export function parseStoredFacts(json: string | undefined): CompanyFacts {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    console.error("company_settings holds text that is not JSON: the default facts are used");
  }
  const facts: Record<string, unknown> = { ...defaultCompanyFacts };
  for (const { name } of companyFactFields) {
    const value = stored[name];
    const fallback = defaultCompanyFacts[name];
    const sameShape = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((item) => typeof item === "string")
      : typeof fallback === "object"
        ? value !== null &&
          typeof value === "object" &&
          ["en", "ku", "ar"].every((lang) => typeof (value as Record<string, unknown>)[lang] === "string")
        : typeof value === "string";
    if (sameShape) facts[name] = value;
  }
  return facts as CompanyFacts;
}
