import { localizeFacts, type CompanyFacts, type CompanyInfo } from "~/content/company-facts";
import { factsFromRow } from "~/content/company-facts-row";
import { singleTypes } from "~/content/content-types";
import { openingHoursLines } from "~/content/opening-hours";
import { renderRichText } from "~/content/rich-text.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { readSingle } from "./singles.server";

/**
 * The company's facts as stored (the `companyFacts` single record, edited at
 * /admin/settings), read again only after a write.
 */
export function readCompanyFacts(): CompanyFacts {
  return factsFromRow(readSingle("companyFacts"));
}

/** What a page in `lang` shows of the company (header, footer, contact section, meta tags, JSON-LD). */
export function companyInfo(lang: Language): CompanyInfo {
  return localizeFacts(readCompanyFacts(), lang, {
    footer: (text) => renderRichText(text, singleTypes.companyFacts.fields.footerText),
    hours: (hours) => openingHoursLines(hours, lang, serverTranslatorFor(lang)),
  });
}
