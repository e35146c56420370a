import { useRouteLoaderData } from "@remix-run/react";
import { useLanguage } from "~/i18n/use-language";
import { fallbackLanguage, isLanguage, type Language } from "~/i18n/languages";
import { defaultCompanyFacts, localizeFacts, type CompanyInfo } from "~/content/company-facts";

type MatchWithData = { id: string; data: unknown };

/**
 * The company's facts in the page's language, from the root loader (which
 * reads what staff saved at /admin/settings). Only when the root loader
 * itself failed (an error page) do the defaults stand in.
 */
export function useCompany(): CompanyInfo {
  const company = useRouteLoaderData<{ company?: CompanyInfo }>("root")?.company;
  const lang = useLanguage();
  return company ?? localizeFacts(defaultCompanyFacts, lang);
}

/** The same for meta functions, which see the matches instead of hooks. */
export function companyFromMatches(matches: readonly MatchWithData[]): CompanyInfo {
  const root = matches.find((match) => match.id === "root")?.data as
    { company?: CompanyInfo; lang?: unknown } | undefined;
  const lang: Language = isLanguage(root?.lang) ? root.lang : fallbackLanguage;
  return root?.company ?? localizeFacts(defaultCompanyFacts, lang);
}
