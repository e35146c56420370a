/**
 * The company's facts: what they are and how the settings form shows them.
 * The one description below drives the form at /admin/settings, its
 * validation (company-facts.server.ts) and the stored shape; nothing else
 * lists the facts again.
 */
import { languageList, translatedColumns, type Language } from "~/i18n/languages";

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

type TranslatedFact = { kind: "translated"; maxLength: number; requiredInEnglish: boolean; rows?: number };
type FactKinds = {
  translated: TranslatedFact;
  /** One number a line, the first is the main one. */
  phones: { kind: "phones"; max: number; required: true };
  phone: { kind: "phone"; required: boolean };
  email: { kind: "email"; required: true };
  /** https: only: every link we print opens somewhere safe. */
  url: { kind: "url"; required: boolean };
  days: { kind: "days" };
  time: { kind: "time" };
};
export type FactField = FactKinds[keyof FactKinds];

/** The form's sections, in order; each fact's name is its key in CompanyFacts. */
export const companyFactGroups = [
  {
    key: "identity",
    facts: {
      name: { kind: "translated", maxLength: 80, requiredInEnglish: true },
      tagline: { kind: "translated", maxLength: 160, requiredInEnglish: false },
    },
  },
  {
    key: "place",
    facts: {
      address: { kind: "translated", maxLength: 200, requiredInEnglish: true },
      directionsUrl: { kind: "url", required: false },
    },
  },
  {
    key: "hours",
    facts: {
      openingHours: { kind: "translated", maxLength: 400, requiredInEnglish: false, rows: 3 },
      openDays: { kind: "days" },
      opens: { kind: "time" },
      closes: { kind: "time" },
    },
  },
  {
    key: "reach",
    facts: {
      phones: { kind: "phones", max: 3, required: true },
      whatsapp: { kind: "phone", required: false },
      email: { kind: "email", required: true },
    },
  },
  {
    key: "social",
    facts: {
      facebook: { kind: "url", required: false },
      instagram: { kind: "url", required: false },
      linkedin: { kind: "url", required: false },
      youtube: { kind: "url", required: false },
      x: { kind: "url", required: false },
    },
  },
  { key: "media", facts: { technologyVideoUrl: { kind: "url", required: false } } },
] as const satisfies readonly { key: string; facts: Record<string, FactField> }[];

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;
/** Every fact's description by name, across the groups. */
type FactDescriptions = UnionToIntersection<(typeof companyFactGroups)[number]["facts"]>;
type ValueOf<F> = F extends { kind: "translated" }
  ? Translated
  : F extends { kind: "phones" }
    ? string[]
    : F extends { kind: "days" }
      ? Weekday[]
      : string;

/** The stored facts: "" is an optional fact left out (a social network the company is not on). */
export type CompanyFacts = { [K in keyof FactDescriptions]: ValueOf<FactDescriptions[K]> };
export type FactName = keyof CompanyFacts;

/** Every fact with its description, flat, in form order. */
export const companyFactFields = companyFactGroups.flatMap((group) =>
  Object.entries(group.facts).map(([name, field]) => ({ name: name as FactName, field: field as FactField })),
);

/** The form's input names of a fact: one per language for translated ones (`nameEn`, `nameKu`, …). */
export function factInputNames(name: string, field: FactField): string[] {
  return field.kind === "translated" ? translatedColumns(name) : [name];
}

/** The stored facts as the form's values (what the inputs show). */
export function factsToFormValues(facts: CompanyFacts): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const { name, field } of companyFactFields) {
    const value = facts[name];
    if (field.kind === "translated") {
      const text = value as Translated;
      for (const language of languageList) values[`${name}${language.suffix}`] = text[language.code];
    } else if (field.kind === "phones") values[name] = (value as string[]).join("\n");
    else values[name] = value as string | string[];
  }
  return values;
}
