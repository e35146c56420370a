import { useRouteLoaderData } from "@remix-run/react";
import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { useNonce } from "~/lib/nonce";
import { pageUrl } from "~/lib/sharing";
import type { loader as rootLoader } from "~/root";

/**
 * The company as schema.org data (a LocalBusiness, which is an Organization),
 * in the page's language, from the facts in app/config/site.ts. Every URL is
 * absolute on the site's origin (SITE_URL).
 */
export function organizationData(origin: string, lang: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: site.name[lang],
    description: site.tagline[lang],
    url: pageUrl(origin, "/", lang),
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og-image-${lang}.png`,
    telephone: site.phoneHref.replace(/^tel:/, ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address[lang],
      addressCountry: site.countryCode,
    },
    geo: { "@type": "GeoCoordinates", ...site.location },
    openingHoursSpecification: site.openingHoursSpecification.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: site.social.map((profile) => profile.url),
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
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  const lang = useLanguage();
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationData(origin, lang)) }}
    />
  );
}
