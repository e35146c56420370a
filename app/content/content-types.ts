import {
  fallbackColumn,
  languageList,
  translatedColumns,
  translationLanguages,
  type LanguageList,
  type languages,
} from "../i18n/languages";

/**
 * The one description of every content type: its fields, which of them are
 * translated, whether it has an image, and the names the admin uses for it.
 * The database schema, queries, validation and the admin screens read this;
 * nothing else lists a type's fields again.
 */

import {
  kindOf,
  type Field,
  type FieldError,
  type RichTextField,
  type UrlField,
  type ImageField,
  type OrderField,
  type TranslatedField,
  type VisibilityField,
} from "./field-kinds";
import { MESSAGE_LIMITS } from "./message-limits";

export { kindOf, WEEKDAYS } from "./field-kinds";
export type {
  DaysField,
  Field,
  FieldKind,
  PhonesField,
  ImageField,
  OrderField,
  PerLanguageField,
  PhoneField,
  PlainTextField,
  RichTextField,
  TranslatedField,
  VisibilityField,
  Weekday,
} from "./field-kinds";
export type Fields = Record<string, Field>;

export type ContentType<F extends Fields = Fields> = {
  /** Key in the registry and the SQL table name. */
  key: string;
  /** Singular and plural URL slugs: /admin/add-client, /admin/list-clients. */
  slug: string;
  pluralSlug: string;
  fields: F;
  /** The field that names a record in the admin (row actions, the activity log): its fallback-language text. */
  labelField: string;
  /** Columns of the admin list, in order (translated fields show all three languages). */
  listFields: readonly string[];
  /** Only visitors create these (messages): the admin lists and deletes. */
  adminCanCreate: boolean;
  /** Shown on the public pages: a write makes cached pages stale. */
  onPublicPages: boolean;
  /** Listed as an inbox (unread, search, a page per record, CSV) instead of a plain table: visitor messages. */
  inbox?: true;
  /** Its card's place on the dashboard (lowest first): the specification's order, the team before the messages. */
  dashboardOrder: number;
  /**
   * The public page that shows a record (`:id` stands for its id) and the section of it that does:
   * where "View on the site" and a staff member's preview open it (app/content/preview.ts). A path with
   * `:id` is a page of its own per record, listed in the sitemap (services: /solution-details/:id).
   */
  publicPage?: { path: string; section?: string };
};

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

const title = (): TranslatedField => ({
  kind: "translated",
  maxLength: TITLE_MAX,
  requiredInEnglish: true,
  multiline: false,
});
const description = (rows = 5): TranslatedField => ({
  kind: "translated",
  maxLength: DESCRIPTION_MAX,
  requiredInEnglish: false,
  multiline: true,
  rows,
});
/**
 * A record's description, in rich text (bold, italic, links, lists); each line
 * a paragraph, as these texts were shown when they were plain.
 */
const richDescription = (rows: number, maxLength = DESCRIPTION_MAX): RichTextField => ({
  kind: "richText",
  maxLength,
  requiredInEnglish: false,
  rows,
  linesAreParagraphs: true,
});
/** An optional description for search engines of a record's own page (services, team members). */
const recordMetaDescription = (): TranslatedField => ({
  kind: "translated",
  maxLength: 300,
  requiredInEnglish: false,
  multiline: true,
  rows: 2,
});
export const IMAGE_ALT_MAX = 300;
/** An image's text for those who cannot see it; optional (the public site falls back to the title). */
const imageAlt = (): TranslatedField => ({
  kind: "translated",
  maxLength: IMAGE_ALT_MAX,
  requiredInEnglish: false,
  multiline: false,
});

type HasImageField<F extends Fields> = { [K in keyof F]: F[K] extends ImageField ? true : never }[keyof F];
/**
 * The fields a type has beyond the ones it declares, from its capabilities:
 * an image brings its alternative text (`imageAlt`), and being shown on the
 * public pages brings a display order and a "shown on the site" switch.
 */
export type WithCapabilities<F extends Fields, P extends boolean> = F &
  ([HasImageField<F>] extends [never] ? unknown : { imageAlt: TranslatedField }) &
  (P extends true ? { displayOrder: OrderField; visible: VisibilityField } : unknown);

/**
 * Checks a description (list columns must name its own fields, or the date)
 * and adds the fields its capabilities bring (see WithCapabilities): declared
 * here once, so the schema, validation, forms, lists and public queries all
 * get them for every type.
 */
function defineContentType<const F extends Fields, const P extends boolean>(
  type: ContentType<F> & {
    onPublicPages: P;
    listFields: readonly (Extract<keyof F, string> | "date")[];
    labelField: Extract<keyof F, string>;
  },
): ContentType<WithCapabilities<F, P>> & { onPublicPages: P } {
  const fields: Fields = {};
  for (const [name, field] of Object.entries(type.fields)) {
    fields[name] = field;
    // The alternative text follows its image in the form.
    if (kindOf(field).upload) fields.imageAlt = imageAlt();
  }
  if (type.onPublicPages) {
    fields.displayOrder = { kind: "order" };
    fields.visible = { kind: "visibility" };
  }
  return { ...type, fields } as unknown as ContentType<WithCapabilities<F, P>> & { onPublicPages: P };
}

export const contentTypes = {
  clients: defineContentType({
    key: "clients",
    dashboardOrder: 1,
    labelField: "title",
    slug: "client",
    pluralSlug: "clients",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/", section: "our-clients" },
    fields: {
      title: title(),
      phone: { kind: "phone", maxLength: 30, required: false },
      image: { kind: "image", required: false, withoutImage: "title" },
    },
    listFields: ["title", "image", "phone"],
  }),
  products: defineContentType({
    key: "products",
    dashboardOrder: 2,
    labelField: "title",
    slug: "product",
    pluralSlug: "products",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/", section: "our-products" },
    fields: {
      title: title(),
      desc: richDescription(5),
      image: { kind: "image", required: false, withoutImage: "logo" },
    },
    listFields: ["title", "image"],
  }),
  jumbotrons: defineContentType({
    key: "jumbotrons",
    dashboardOrder: 3,
    labelField: "title",
    slug: "jumbotron",
    pluralSlug: "jumbotrons",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/" },
    // The hero types its description out letter by letter: plain text.
    fields: { title: title(), desc: { ...description(), label: "typedDesc" } },
    listFields: ["title", "desc"],
  }),
  infoAreas: defineContentType({
    key: "info_areas",
    dashboardOrder: 5,
    labelField: "title",
    slug: "info-area",
    pluralSlug: "info-areas",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/", section: "info-tiles" },
    // The tile shows the start of its words; its dialog the whole text.
    fields: { title: title(), desc: richDescription(5) },
    listFields: ["title"],
  }),
  services: defineContentType({
    key: "services",
    dashboardOrder: 4,
    labelField: "title",
    slug: "service",
    pluralSlug: "services",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/solution-details/:id" },
    fields: {
      title: title(),
      desc: richDescription(12),
      image: { kind: "image", required: false, withoutImage: "logo" },
      // Search engines' description of its page; empty: the start of its description, as before.
      metaDescription: recordMetaDescription(),
    },
    listFields: ["title", "image"],
  }),
  teamMembers: defineContentType({
    key: "team_members",
    dashboardOrder: 6,
    labelField: "name",
    slug: "team-member",
    pluralSlug: "team-members",
    adminCanCreate: true,
    onPublicPages: true,
    publicPage: { path: "/team" },
    fields: {
      name: title(),
      role: title(),
      bio: richDescription(4, 600),
      image: { kind: "image", required: false, withoutImage: "logo" },
      // What a search engine may quote about the person; empty: the team page's description.
      metaDescription: recordMetaDescription(),
    },
    listFields: ["name", "role", "image"],
  }),
  messages: defineContentType({
    key: "messages",
    dashboardOrder: 7,
    labelField: "subject",
    slug: "contactus",
    pluralSlug: "contactus",
    adminCanCreate: false,
    onPublicPages: false,
    inbox: true,
    fields: {
      // Sent by visitors through the contact form: every field is required.
      name: { kind: "text", maxLength: MESSAGE_LIMITS.name, required: true, multiline: false },
      email: { kind: "email", maxLength: MESSAGE_LIMITS.email, required: true },
      phone: { kind: "phone", maxLength: MESSAGE_LIMITS.phone, required: true },
      subject: { kind: "text", maxLength: MESSAGE_LIMITS.subject, required: true, multiline: false },
      message: { kind: "text", maxLength: MESSAGE_LIMITS.message, required: true, multiline: true },
    },
    listFields: ["name", "email", "phone", "subject", "message", "date"],
  }),
} as const;

/**
 * A type with exactly one record: the company's facts, a page's texts.
 * Described with the same field kinds as the lists (validation, form, badges
 * for a missing translation, activity entries and the page cache's triggers
 * come from the same code); stored as one row of a table of its own.
 */
export type SingleType<F extends Fields = Fields> = {
  /** The SQL table. */
  key: string;
  /** Its form in the back office (no leading slash). */
  adminPath: string;
  fields: F;
  /**
   * The form's fieldsets, in order: a translation key under `legends`, the fields inside, and a line
   * of help under the legend: translation keys for when the fields make something (`{{example}}`: the
   * hours as visitors read them) and for when they make nothing.
   */
  groups: readonly { key: string; fields: readonly string[]; help?: GroupHelp }[];
  /** Where the labels are: a field's is `${labels}.${field.label ?? name}`; a group's `${legends}.${key}`. */
  labels: string;
  legends: string;
  /** The form's heading and the dashboard's link, and the line under the heading (translation keys). */
  title: string;
  intro: string;
  /** Every single-record type is shown on the public pages: a save makes cached pages stale. */
  onPublicPages: true;
  /** How its saves appear in the activity log: the company facts keep their "Settings changed". */
  activity: { action: "settings" | "update"; subject: string };
  /** A rule over several fields, after each field's own checks. */
  check?: (values: Record<string, string>, errors: Record<string, FieldError>) => void;
  /** The public page these are the texts of (the sitemap lists it) and the lists it shows (its lastmod). */
  page?: { path: string; shows: readonly ContentTypeName[] };
};

type GroupHelp = { example: string; none: string };

function defineSingleType<const F extends Fields>(
  type: SingleType<F> & {
    groups: readonly { key: string; fields: readonly Extract<keyof F, string>[]; help?: GroupHelp }[];
  },
): SingleType<F> {
  return type;
}

const fact = (maxLength: number, requiredInEnglish = false): TranslatedField => ({
  kind: "translated",
  maxLength,
  requiredInEnglish,
  multiline: false,
});
const link = (): UrlField => ({ kind: "url", required: false });

/**
 * A page's texts: headings on one line in plain text; an introduction or a step's text in inline rich
 * text (bold, italic, links); paragraphs in rich text with lists.
 */
const heading = (): TranslatedField => ({ ...fact(200, true), label: "heading" });
const intro = (): RichTextField => ({
  kind: "richText",
  maxLength: 600,
  requiredInEnglish: false,
  rows: 2,
  label: "intro",
  inline: true,
});
const paragraphs = (): RichTextField => ({
  kind: "richText",
  maxLength: DESCRIPTION_MAX,
  requiredInEnglish: false,
  rows: 6,
  label: "text",
});
/**
 * What search engines and share previews read of a page, per language:
 * empty means the page's heading and the company's tagline, as before.
 */
export const META_DESCRIPTION_MAX = 300;
const seo = () => ({
  metaTitle: { ...fact(120), label: "metaTitle" } as TranslatedField,
  metaDescription: {
    ...fact(META_DESCRIPTION_MAX),
    multiline: true,
    rows: 2,
    label: "metaDescription",
  } as TranslatedField,
});
/** The home page's process steps and the About page's reasons: a title and a short text each. */
const item = <P extends string>(prefix: P) =>
  ({
    [`${prefix}Title`]: { ...fact(200, true), label: "title" },
    [`${prefix}Text`]: { ...intro(), label: "text" },
  }) as { [K in `${P}Title`]: TranslatedField } & { [K in `${P}Text`]: RichTextField };

export const singleTypes = {
  companyFacts: defineSingleType({
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
  }),
  homePage: defineSingleType({
    key: "home_page",
    adminPath: "admin/page-home",
    title: "admin.pages.homePage",
    intro: "admin.pages.intro",
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
    activity: { action: "update", subject: "homePage" },
    page: { path: "/", shows: ["jumbotrons", "infoAreas", "services", "products", "clients"] },
    fields: {
      ...seo(),
      tilesHeading: heading(),
      // Inside the "About us" tile, which is a link as a whole: no links, so plain text.
      tilesText: {
        kind: "translated",
        maxLength: 600,
        requiredInEnglish: false,
        multiline: true,
        rows: 2,
        label: "tileText",
      },
      servicesHeading: heading(),
      servicesIntro: intro(),
      processHeading: heading(),
      processIntro: intro(),
      ...item("step1"),
      ...item("step2"),
      ...item("step3"),
      ...item("step4"),
      technologyHeading: heading(),
      technologyText: paragraphs(),
      productsHeading: heading(),
      productsIntro: intro(),
      clientsHeading: heading(),
      clientsIntro: intro(),
      contactHeading: heading(),
      contactIntro: intro(),
    },
    groups: [
      { key: "seo", fields: ["metaTitle", "metaDescription"] },
      { key: "tiles", fields: ["tilesHeading", "tilesText"] },
      { key: "services", fields: ["servicesHeading", "servicesIntro"] },
      { key: "process", fields: ["processHeading", "processIntro"] },
      { key: "step1", fields: ["step1Title", "step1Text"] },
      { key: "step2", fields: ["step2Title", "step2Text"] },
      { key: "step3", fields: ["step3Title", "step3Text"] },
      { key: "step4", fields: ["step4Title", "step4Text"] },
      { key: "technology", fields: ["technologyHeading", "technologyText"] },
      { key: "products", fields: ["productsHeading", "productsIntro"] },
      { key: "clients", fields: ["clientsHeading", "clientsIntro"] },
      { key: "contact", fields: ["contactHeading", "contactIntro"] },
    ],
  }),
  aboutPage: defineSingleType({
    key: "about_page",
    adminPath: "admin/page-about",
    title: "admin.pages.aboutPage",
    intro: "admin.pages.intro",
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
    activity: { action: "update", subject: "aboutPage" },
    page: { path: "/about", shows: [] },
    fields: {
      ...seo(),
      heading: heading(),
      companyTitle: heading(),
      companyText: paragraphs(),
      technologyTitle: heading(),
      technologyText: paragraphs(),
      featuresTitle: heading(),
      // One item a line: the checklist beside the picture.
      features: {
        kind: "translated",
        maxLength: 2000,
        requiredInEnglish: false,
        multiline: true,
        rows: 5,
        label: "items",
      },
      whyHeading: heading(),
      whyIntro: intro(),
      ...item("why1"),
      ...item("why2"),
      ...item("why3"),
      ...item("why4"),
      ...item("why5"),
      ...item("why6"),
      // The specification's six decorative shapes behind the reasons.
      shape: { kind: "number", min: 1, max: 6, label: "shape" },
    },
    groups: [
      { key: "seo", fields: ["metaTitle", "metaDescription"] },
      { key: "page", fields: ["heading"] },
      { key: "company", fields: ["companyTitle", "companyText"] },
      { key: "technology", fields: ["technologyTitle", "technologyText"] },
      { key: "features", fields: ["featuresTitle", "features"] },
      { key: "why", fields: ["whyHeading", "whyIntro", "shape"] },
      { key: "why1", fields: ["why1Title", "why1Text"] },
      { key: "why2", fields: ["why2Title", "why2Text"] },
      { key: "why3", fields: ["why3Title", "why3Text"] },
      { key: "why4", fields: ["why4Title", "why4Text"] },
      { key: "why5", fields: ["why5Title", "why5Text"] },
      { key: "why6", fields: ["why6Title", "why6Text"] },
    ],
  }),
  solutionsPage: defineSingleType({
    key: "solutions_page",
    adminPath: "admin/page-solutions",
    title: "admin.pages.solutionsPage",
    intro: "admin.pages.intro",
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
    activity: { action: "update", subject: "solutionsPage" },
    page: { path: "/solutions", shows: ["services"] },
    fields: { ...seo(), heading: heading(), intro: intro() },
    groups: [
      { key: "seo", fields: ["metaTitle", "metaDescription"] },
      { key: "page", fields: ["heading", "intro"] },
    ],
  }),
  teamPage: defineSingleType({
    key: "team_page",
    adminPath: "admin/page-team",
    title: "admin.pages.teamPage",
    intro: "admin.pages.intro",
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
    activity: { action: "update", subject: "teamPage" },
    page: { path: "/team", shows: ["teamMembers"] },
    fields: {
      ...seo(),
      heading: heading(),
      intro: intro(),
      membersHeading: { ...heading(), label: "listHeading" },
    },
    groups: [
      { key: "seo", fields: ["metaTitle", "metaDescription"] },
      { key: "page", fields: ["heading", "intro", "membersHeading"] },
    ],
  }),
  privacyPage: defineSingleType({
    key: "privacy_page",
    adminPath: "admin/page-privacy",
    title: "admin.pages.privacyPage",
    intro: "admin.pages.privacyIntro",
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
    activity: { action: "update", subject: "privacyPage" },
    page: { path: "/privacy", shows: [] },
    fields: {
      ...seo(),
      heading: heading(),
      intro: intro(),
      storedHeading: heading(),
      storedText: paragraphs(),
      spamText: paragraphs(),
      keptHeading: heading(),
      keptText: paragraphs(),
      cookiesHeading: heading(),
      cookiesText: paragraphs(),
      deletionHeading: heading(),
      deletionText: paragraphs(),
    },
    groups: [
      { key: "seo", fields: ["metaTitle", "metaDescription"] },
      { key: "page", fields: ["heading", "intro"] },
      { key: "stored", fields: ["storedHeading", "storedText", "spamText"] },
      { key: "kept", fields: ["keptHeading", "keptText"] },
      { key: "cookies", fields: ["cookiesHeading", "cookiesText"] },
      { key: "deletion", fields: ["deletionHeading", "deletionText"] },
    ],
  }),
} as const;

export type SingleTypeName = keyof typeof singleTypes;
export const singleTypeNames = Object.keys(singleTypes) as SingleTypeName[];

/** Which single-record type an admin URL edits: /admin/settings, /admin/page-about, … */
export function singleTypeForAdminPath(pathname: string): SingleTypeName | undefined {
  return singleTypeNames.find((name) => `/${singleTypes[name].adminPath}` === pathname);
}

export type ContentTypeName = keyof typeof contentTypes;
export const contentTypeNames = Object.keys(contentTypes) as ContentTypeName[];

/** The stored column names of a field: one per language for translated ones. */
export function columnNames(name: string, field: Field, list: LanguageList = languageList): string[] {
  return kindOf(field).perLanguage ? translatedColumns(name, list) : [name];
}

export function hasImage(type: ContentType): boolean {
  return Object.values(type.fields).some((field) => kindOf(field).upload);
}

/** Has a display order and a "shown on the site" switch (every type on the public pages). */
export function isCurated(type: ContentType): boolean {
  const { displayOrder, visible } = type.fields;
  return displayOrder !== undefined && kindOf(displayOrder).storage === "order" && visible !== undefined;
}

/** The languages a record's texts can be missing in: the fallback (English) is the one every text starts from. */
export type TranslationLanguage = Exclude<keyof typeof languages, (typeof languageList)[0]["code"]>;
export const TRANSLATION_LANGUAGES = translationLanguages().map((spec) => spec.code) as TranslationLanguage[];

/** The translated fields of a type (their base names: `title`, `desc`, `imageAlt`, …). */
export function translatedFieldNames(type: { fields: Fields }): string[] {
  return Object.entries(type.fields)
    .filter(([, field]) => kindOf(field).perLanguage)
    .map(([name]) => name);
}

/**
 * The languages a record lacks a text in: a translated field with an English
 * text and an empty text in that language (an optional field left empty in
 * English, like most descriptions, is not missing anything).
 */
export function missingLanguages(
  type: { fields: Fields },
  record: Record<string, unknown>,
): TranslationLanguage[];
export function missingLanguages(
  type: { fields: Fields },
  record: Record<string, unknown>,
  list: LanguageList,
): string[];
export function missingLanguages(
  type: { fields: Fields },
  record: Record<string, unknown>,
  list: LanguageList = languageList,
): string[] {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return translationLanguages(list)
    .filter((language) =>
      translatedFieldNames(type).some(
        (name) => filled(record[fallbackColumn(name, list)]) && !filled(record[`${name}${language.suffix}`]),
      ),
    )
    .map((language) => language.code);
}

/** What names a record in the admin: its label field's text in the fallback language, or null when empty. */
export function recordLabel(type: ContentType, record: Record<string, unknown>): string | null {
  const label = record[columnNames(type.labelField, type.fields[type.labelField]!)[0]!];
  return typeof label === "string" && label !== "" ? label : null;
}

/** Which content type an admin URL is about: /admin/list-clients, /admin/edit-client/:id, … */
export function contentTypeForAdminPath(pathname: string): ContentTypeName | undefined {
  const match = /^\/admin\/(list|add|edit)-([a-z-]+)/.exec(pathname);
  if (!match) return undefined;
  const [, action, slug] = match;
  return contentTypeNames.find((name) =>
    action === "list" ? contentTypes[name].pluralSlug === slug : contentTypes[name].slug === slug,
  );
}
