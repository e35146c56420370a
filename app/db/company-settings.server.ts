import { defaultCompanyFacts, localizeFacts, type CompanyInfo } from "~/content/company-facts";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { eq } from "drizzle-orm";
import { db } from "./client.server";
import { currentContentVersion } from "./content-version.server";
import { COMPANY_SETTINGS_ROW, companySettings } from "./schema";
import { companyFactFields, type CompanyFacts } from "~/content/company-fact-fields";

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
          supportedLanguages.every((lang) => typeof (value as Record<string, unknown>)[lang] === "string")
        : typeof value === "string";
    if (sameShape) facts[name] = value;
  }
  return facts as CompanyFacts;
}

let cached: { version: number; facts: CompanyFacts } | undefined;

/** The facts as stored, read again only after a write (the content version moves with every save). */
export function readCompanyFacts(): CompanyFacts {
  const version = currentContentVersion();
  if (cached?.version === version) return cached.facts;
  const row = db()
    .select({ facts: companySettings.facts })
    .from(companySettings)
    .where(eq(companySettings.id, COMPANY_SETTINGS_ROW))
    .get();
  const facts = parseStoredFacts(row?.facts);
  cached = { version, facts };
  return facts;
}

/** The facts with the time of their last save, for the settings form. */
export function readCompanyFactsWithTime(): { facts: CompanyFacts; updatedAt: number } {
  const row = db().select().from(companySettings).where(eq(companySettings.id, COMPANY_SETTINGS_ROW)).get();
  return { facts: parseStoredFacts(row?.facts), updatedAt: row?.updatedAt.getTime() ?? 0 };
}

/** What a page in `lang` shows of the company (header, footer, contact section, meta tags, JSON-LD). */
export function companyInfo(lang: Language): CompanyInfo {
  return localizeFacts(readCompanyFacts(), lang);
}

/** Saves every fact at once; the trigger on the table makes every cached page stale. */
export function saveCompanyFacts(facts: CompanyFacts, now = Date.now()): void {
  const row = { facts: JSON.stringify(facts), updatedAt: new Date(now) };
  db()
    .insert(companySettings)
    .values({ id: COMPANY_SETTINGS_ROW, ...row })
    .onConflictDoUpdate({ target: companySettings.id, set: row })
    .run();
}
