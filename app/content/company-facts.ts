/**
 * The company's facts as a page in one language reads them. What the facts
 * are, how they are checked and how the form shows them: the `companyFacts`
 * single-record type in app/content/content-types.ts; stored as one row, a
 * column per fact (a list as its lines), read as typed values by
 * company-facts-row.ts. Only types come from the description here: visitors'
 * pages carry this module (the defaults stand in on an error page), not it.
 */
import { shownText, type Language } from "~/i18n/languages";
import { escapeHtml } from "./escape-html";
import type { DaysField, PerLanguageField, PhonesField, singleTypes, Weekday } from "./content-types";

export type { Weekday } from "./content-types";

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A text in every language. */
export type Translated = Record<Language, string>;
type FactFields = (typeof singleTypes)["companyFacts"]["fields"];
/** The facts as typed values: a translated fact per language, a list as its items. */
export type CompanyFacts = {
  -readonly [K in keyof FactFields]: FactFields[K] extends PerLanguageField
    ? Translated
    : FactFields[K] extends PhonesField
      ? string[]
      : FactFields[K] extends DaysField
        ? Weekday[]
        : string;
};
export type FactName = keyof CompanyFacts;

/** What a page shows of the company, in its language: sent with the root loader's data. */
export type CompanyInfo = {
  name: string;
  tagline: string;
  /** HTML: the footer's few words, rendered from their rich text on the server (escaped plain text else). */
  footerHtml: string;
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
  /** The texts above shown in the fallback language (their own translation is empty), and which it is. */
  fellBack: Partial<Record<ShownFact, Language>>;
};
type ShownFact = "name" | "tagline" | "footerText" | "address";

/**
 * What the server makes of the facts for a page: the footer's rich text as HTML and the opening hours
 * as lines in the page's language. Elsewhere (an error page's defaults) the footer is escaped and the
 * hours are left out: visitors' pages carry neither the renderer nor the hours' texts.
 */
export type FactWriters = {
  footer: (text: string) => string;
  hours: (hours: { days: Weekday[]; opens: string; closes: string }) => string[];
};
const withoutServer: FactWriters = { footer: escapeHtml, hours: () => [] };

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

/** A WhatsApp chat with the company: wa.me takes the international number as digits only. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

export function localizeFacts(
  facts: CompanyFacts,
  lang: Language,
  write: FactWriters = withoutServer,
): CompanyInfo {
  const fellBack: CompanyInfo["fellBack"] = {};
  // An empty Kurdish or Arabic text falls back to English (shownText), which the page then marks.
  const inLanguage = (name: ShownFact) => {
    const shown = shownText((code) => facts[name][code], lang);
    if (shown.lang) fellBack[name] = shown.lang;
    return shown.text;
  };
  return {
    name: inLanguage("name"),
    tagline: inLanguage("tagline"),
    footerHtml: write.footer(inLanguage("footerText")),
    address: inLanguage("address"),
    openingHours: write.hours({ days: facts.openDays, opens: facts.opens, closes: facts.closes }),
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
    fellBack,
  };
}

/**
 * The facts a fresh install starts with. Staff edit them at /admin/settings (kept in SQLite); these
 * seed that table on the first start, fill in any fact added to the form later, and stand in when
 * the root loader itself failed (an error page).
 */
export const defaultCompanyFacts: CompanyFacts = {
  name: { en: "Zagros Tech", ku: "زاگرۆس تێک", ar: "زاغروس تك" },
  tagline: {
    en: "Web design, hosting, networks and IT training",
    ku: "دیزاینی ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیا",
    ar: "تصميم المواقع والاستضافة والشبكات والتدريب التقني",
  },
  footerText: {
    en: "We design, build and host websites, set up networks and teach the skills of the digital economy.",
    ku: "ماڵپەڕ دیزاین دەکەین، دروستی دەکەین و هۆستی دەکەین، تۆڕ دادەمەزرێنین و شارەزاییەکانی ئابووریی دیجیتاڵ فێر دەکەین.",
    ar: "نصمّم المواقع الإلكترونية ونطوّرها ونستضيفها، وننشئ الشبكات، ونعلّم مهارات الاقتصاد الرقمي.",
  },
  address: {
    en: "Gulan Street, Erbil, Kurdistan Region, Iraq",
    ku: "شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق",
    ar: "شارع گولان، أربيل، إقليم كوردستان، العراق",
  },
  // Visitors read "Saturday to Thursday: 9am to 5pm" and "Friday: holiday" (opening-hours.ts).
  openDays: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
  opens: "09:00",
  closes: "17:00",
  phones: ["+964 750 123 4567"],
  whatsapp: "+964 750 123 4567",
  email: "info@zagrostech.iq",
  // Google Maps directions to the office (36.2063, 44.0089), opened in a new tab.
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=36.2063%2C44.0089",
  facebook: "https://www.facebook.com/zagrostech",
  instagram: "https://www.instagram.com/zagrostech",
  linkedin: "https://www.linkedin.com/company/zagrostech",
  youtube: "https://www.youtube.com/@zagrostech",
  x: "",
  technologyVideoUrl: "https://www.youtube.com/watch?v=Oa7sOCj2XUg",
};
