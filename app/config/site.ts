/**
 * Facts about the company, in one place. Text that a visitor reads is given
 * in every language; numbers and addresses of the web are given once.
 */
import type { Language } from "~/i18n/languages";

export type Translated = Record<Language, string>;

export const site = {
  name: { en: "Zagros Tech", ku: "زاگرۆس تێک", ar: "زاغروس تك" } satisfies Translated,
  tagline: {
    en: "Web design, hosting, networks and IT training",
    ku: "دیزاینی ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیا",
    ar: "تصميم المواقع والاستضافة والشبكات والتدريب التقني",
  } satisfies Translated,
  /** Shown as written; `phoneHref` is what a phone dials. */
  phone: "+964 750 123 4567",
  phoneHref: "tel:+9647501234567",
  /** The WhatsApp account's number (international, + and spaces allowed). */
  whatsapp: "+964 750 123 4567",
  email: "info@zagrostech.iq",
  address: {
    en: "Gulan Street, Erbil, Kurdistan Region, Iraq",
    ku: "شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق",
    ar: "شارع گولان، أربيل، إقليم كوردستان، العراق",
  } satisfies Translated,
  /** The office on the map, for the directions link. */
  location: { latitude: 36.2063, longitude: 44.0089 },
  openingHours: [
    {
      en: "Saturday to Thursday: 9am to 5pm",
      ku: "شەممە تا پێنجشەممە: ٩ی بەیانی تا ٥ی ئێوارە",
      ar: "من السبت إلى الخميس: ٩ صباحًا حتى ٥ مساءً",
    },
    { en: "Friday: holiday", ku: "هەینی: پشوو", ar: "الجمعة: عطلة" },
  ] satisfies Translated[],
  /** The same hours for machines (schema.org, in the home page's JSON-LD): keep both in step. */
  openingHoursSpecification: [
    {
      days: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
      opens: "09:00",
      closes: "17:00",
    },
  ],
  /** The address's country (ISO 3166-1), for machines. */
  countryCode: "IQ",
  social: [
    { network: "Facebook", url: "https://www.facebook.com/zagrostech" },
    { network: "Instagram", url: "https://www.instagram.com/zagrostech" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/zagrostech" },
    { network: "YouTube", url: "https://www.youtube.com/@zagrostech" },
  ],
  technologyVideoUrl: "https://www.youtube.com/watch?v=Oa7sOCj2XUg",
  /** Dates in the back office are shown in the company's time zone. */
  timeZone: "Asia/Baghdad",
  /** Shown when a record has no image. */
  defaultLogo: "/images/logo.svg",
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
