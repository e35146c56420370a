import { ownersOnly } from "../access";
import { defineSingleType } from "../define-type";
import { fact, link } from "../field-builders";

/**
 * The company's details every page shows: its name, address, hours, phones, e-mail and profiles
 * (/admin/settings). Its first values are `defaultCompanyFacts` in ../company-facts.ts: a page the
 * browser renders after an error stands in with them, and visitors' script carries that file, not this.
 */
export const companyFacts = defineSingleType({
  access: ownersOnly,
  confirmChanges: true,
  key: "company_facts",
  adminPath: "admin/settings",
  title: "admin.settings.heading",
  intro: "admin.settings.intro",
  labels: "admin.settings.fields",
  legends: "admin.settings.groups",
  onPublicPages: true,
  activity: { action: "settings", subject: "settings" },
  fields: {
    name: fact(80, true),
    tagline: fact(160),
    // The footer's few words about the company, on every page.
    footerText: { kind: "richText", maxLength: 300, requiredInEnglish: false, rows: 2, inline: true },
    address: fact(200, true),
    directionsUrl: link(),
    // The hours, ticked once: visitors read them in their language (opening-hours.ts), search
    // engines in the home page's JSON-LD.
    openDays: { kind: "days" },
    opens: { kind: "time" },
    closes: { kind: "time" },
    phones: { kind: "phones", max: 3, required: true },
    whatsapp: { kind: "phone", maxLength: 30, required: false },
    email: { kind: "email", maxLength: 254, required: true },
    facebook: link(),
    instagram: link(),
    linkedin: link(),
    youtube: link(),
    x: link(),
    technologyVideoUrl: link(),
  },
  groups: [
    { key: "identity", fields: ["name", "tagline", "footerText"] },
    { key: "place", fields: ["address", "directionsUrl"] },
    {
      key: "hours",
      fields: ["openDays", "opens", "closes"],
      help: { example: "admin.settings.hoursHelp", none: "admin.settings.hoursNone" },
    },
    { key: "reach", fields: ["phones", "whatsapp", "email"] },
    { key: "social", fields: ["facebook", "instagram", "linkedin", "youtube", "x"] },
    { key: "media", fields: ["technologyVideoUrl"] },
  ],
  // The office closes after it opens: a day that ends before it starts is a typo (no night shifts here).
  check: (values, errors) => {
    if (!errors.opens && !errors.closes && String(values.closes) <= String(values.opens))
      errors.closes = { code: "closesBeforeOpens" };
  },
});
