import { useRouteLoaderData } from "@remix-run/react";
import type { CompanyInfo } from "~/content/company-facts";
import { site } from "~/config/site";
import { useCompany } from "~/lib/use-company";
import type { Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { useNonce } from "~/lib/nonce";
import { pageUrl, sharingImagePath } from "~/lib/sharing";

/**
 * The company as schema.org data (a LocalBusiness, which is an Organization),
 * in the page's language, from the facts staff keep at /admin/settings. Every
 * URL is absolute on the site's origin (SITE_URL).
 */
export function organizationData(origin: string, lang: Language, company: CompanyInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: company.name,
    ...(company.tagline ? { description: company.tagline } : {}),
    url: pageUrl(origin, "/", lang),
    logo: `${origin}/icon-512.png`,
    image: `${origin}${sharingImagePath(lang, company)}`,
    // The main number (the first); schema.org wants one text.
    ...(company.phones[0] ? { telephone: company.phones[0].href.replace(/^tel:/, "") } : {}),
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address,
      addressCountry: site.countryCode,
    },
    ...(company.hours
      ? {
          openingHoursSpecification: [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: company.hours.days.map((day) => `https://schema.org/${day}`),
              opens: company.hours.opens,
              closes: company.hours.closes,
            },
          ],
        }
      : {}),
    sameAs: company.social.map((profile) => profile.url),
  };
}

/** JSON in a <script>: `<` escaped so no text can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The JSON-LD block of the home page. It is data, not a script; it carries the nonce all the same. */
export function OrganizationJsonLd() {
  const origin = useRouteLoaderData<{ origin?: string }>("root")?.origin ?? "";
  const lang = useLanguage();
  const company = useCompany();
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationData(origin, lang, company)) }}
    />
  );
}
