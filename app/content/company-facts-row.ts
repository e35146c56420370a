/**
 * The company facts' stored row (a column per fact and language, a list as
 * its lines) and the typed facts, both ways, from the `companyFacts`
 * description. Kept apart from company-facts.ts, which visitors' pages carry.
 */
import { languageList, type LanguageList } from "~/i18n/languages";
import type { CompanyFacts, FactName, Translated } from "./company-facts";
import { kindOf, singleTypes } from "./content-types";

/** The stored row (a column per fact and language, lists as their lines) as typed facts. */
export function factsFromRow(row: Record<string, unknown>, list: LanguageList = languageList): CompanyFacts {
  const text = (column: string) => (typeof row[column] === "string" ? (row[column] as string) : "");
  const facts: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(singleTypes.companyFacts.fields)) {
    const kind = kindOf(field);
    if (kind.perLanguage)
      facts[name] = Object.fromEntries(list.map((spec) => [spec.code, text(`${name}${spec.suffix}`)]));
    else if (kind.separator) facts[name] = text(name) === "" ? [] : text(name).split(kind.separator);
    else facts[name] = text(name);
  }
  return facts as CompanyFacts;
}

/** Typed facts as the stored row. */
export function rowFromFacts(facts: CompanyFacts): Record<string, string> {
  const row: Record<string, string> = {};
  for (const [name, field] of Object.entries(singleTypes.companyFacts.fields)) {
    const kind = kindOf(field);
    const value = facts[name as FactName];
    if (kind.perLanguage)
      for (const spec of languageList) row[`${name}${spec.suffix}`] = (value as Translated)[spec.code];
    else if (kind.separator) row[name] = (value as string[]).join(kind.separator);
    else row[name] = value as string;
  }
  return row;
}
