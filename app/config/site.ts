/**
 * What is not a fact staff change: the time zone, the default logo, the
 * country. The company's facts and their defaults: app/content/company-facts.ts.
 */

export const site = {
  /** The address's country (ISO 3166-1), for machines. */
  countryCode: "IQ",
  /** Dates in the back office are shown in the company's time zone. */
  timeZone: "Asia/Baghdad",
  /** Shown when a record has no image. */
  defaultLogo: "/images/logo.svg",
} as const;
