/**
 * The company's facts as a page in one language reads them. What the facts
 * are and how the settings form shows them: app/admin/company-fact-fields.ts (kept
 * apart so that visitors' pages do not carry the form's description).
 */
import type { Language } from "~/i18n/languages";

export type Translated = Record<Language, string>;

export const WEEKDAYS = [
  "Saturday",
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

import type { CompanyFacts } from "~/admin/company-fact-fields";

export type { CompanyFacts, FactName } from "~/admin/company-fact-fields";

/** What a page shows of the company, in its language: sent with the root loader's data. */
export type CompanyInfo = {
  name: string;
  tagline: string;
  address: string;
  openingHours: string[];
  /** As written, and what a phone dials. */
  phones: { text: string; href: string }[];
  whatsappUrl: string | null;
  email: string;
  social: { network: SocialNetwork; url: string }[];
  directionsUrl: string | null;
  technologyVideoUrl: string | null;
  /** For machines (schema.org): null when no day is ticked. */
  hours: { days: Weekday[]; opens: string; closes: string } | null;
};

/** A translated fact in a language; an empty Kurdish or Arabic text falls back to English. */
const inLanguage = (text: Translated, lang: Language) => text[lang] || text.en;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

/** A WhatsApp chat with the company: wa.me takes the international number as digits only. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

export function localizeFacts(facts: CompanyFacts, lang: Language): CompanyInfo {
  return {
    name: inLanguage(facts.name, lang),
    tagline: inLanguage(facts.tagline, lang),
    address: inLanguage(facts.address, lang),
    openingHours: inLanguage(facts.openingHours, lang)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    phones: facts.phones.map((text) => ({ text, href: telHref(text) })),
    whatsappUrl: facts.whatsapp ? whatsappUrl(facts.whatsapp) : null,
    email: facts.email,
    social: SOCIAL_NETWORKS.filter((network) => facts[network]).map((network) => ({
      network,
      url: facts[network],
    })),
    directionsUrl: facts.directionsUrl || null,
    technologyVideoUrl: facts.technologyVideoUrl || null,
    hours: facts.openDays.length ? { days: facts.openDays, opens: facts.opens, closes: facts.closes } : null,
  };
}
