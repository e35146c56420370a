/**
 * Defaults only. The company's facts (name, address, phones, hours, links)
 * are edited by staff at /admin/settings and kept in SQLite; these values seed
 * that table on the first start and fill in any fact added to the form later
 * (see app/config/company-facts.ts). What is not a fact staff change lives
 * here too: the time zone, the default logo, the country.
 */
import type { CompanyFacts } from "./company-facts";

export const defaultCompanyFacts: CompanyFacts = {
  name: { en: "Zagros Tech", ku: "زاگرۆس تێک", ar: "زاغروس تك" },
  tagline: {
    en: "Web design, hosting, networks and IT training",
    ku: "دیزاینی ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیا",
    ar: "تصميم المواقع والاستضافة والشبكات والتدريب التقني",
  },
  address: {
    en: "Gulan Street, Erbil, Kurdistan Region, Iraq",
    ku: "شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق",
    ar: "شارع گولان، أربيل، إقليم كوردستان، العراق",
  },
  // One line per row, as the footer and the contact section show them.
  openingHours: {
    en: "Saturday to Thursday: 9am to 5pm\nFriday: holiday",
    ku: "شەممە تا پێنجشەممە: ٩ی بەیانی تا ٥ی ئێوارە\nهەینی: پشوو",
    ar: "من السبت إلى الخميس: ٩ صباحًا حتى ٥ مساءً\nالجمعة: عطلة",
  },
  // The same hours for machines (the home page's JSON-LD).
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

export const site = {
  /** The address's country (ISO 3166-1), for machines. */
  countryCode: "IQ",
  /** Dates in the back office are shown in the company's time zone. */
  timeZone: "Asia/Baghdad",
  /** Shown when a record has no image. */
  defaultLogo: "/images/logo.svg",
} as const;
