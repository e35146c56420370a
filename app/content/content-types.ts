/**
 * The one description of every content type: its fields, which of them are
 * translated, whether it has an image, and the names the admin uses for it.
 * The database schema, queries, validation and the admin screens read this;
 * nothing else lists a type's fields again.
 */

/** A text stored once per language: `${name}En`, `${name}Ku`, `${name}Ar`. */
export type TranslatedField = {
  kind: "translated";
  maxLength: number;
  /** English is the fallback language, so an English text is required. */
  requiredInEnglish: boolean;
  multiline: boolean;
  /** Rows of the admin textarea (multi-line fields only). */
  rows?: number;
};
export type PhoneField = { kind: "phone"; maxLength: number; required: boolean };
export type ImageField = { kind: "image"; required: boolean };
export type PlainTextField = {
  kind: "text";
  maxLength: number;
  required: boolean;
  multiline: boolean;
  format?: "email";
};
/** A whole number (a display order): stored as an INTEGER so lists sort on it in SQL. */
export type NumberField = { kind: "number"; min: number; max: number; defaultValue: number };
export type Field = TranslatedField | PhoneField | ImageField | PlainTextField | NumberField;
export type Fields = Record<string, Field>;

export type ContentType<F extends Fields = Fields> = {
  /** Key in the registry and the SQL table name. */
  key: string;
  /** Singular and plural URL slugs: /admin/add-client, /admin/list-clients. */
  slug: string;
  pluralSlug: string;
  fields: F;
  /** Columns of the admin list, in order (translated fields show all three languages). */
  listFields: readonly string[];
  /** Only visitors create these (messages): the admin lists and deletes. */
  adminCanCreate: boolean;
  /** Shown on the public pages: a write makes cached pages stale. */
  onPublicPages: boolean;
  /** Listed as an inbox (unread, search, a page per record, CSV) instead of a plain table: visitor messages. */
  inbox?: true;
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

/** Checks a description: list columns must name its own fields (or the date). */
function defineContentType<const F extends Fields>(
  type: ContentType<F> & { listFields: readonly (Extract<keyof F, string> | "date")[] },
): ContentType<F> {
  return type;
}

export const contentTypes = {
  clients: defineContentType({
    key: "clients",
    slug: "client",
    pluralSlug: "clients",
    adminCanCreate: true,
    onPublicPages: true,
    fields: {
      title: title(),
      phone: { kind: "phone", maxLength: 30, required: false },
      image: { kind: "image", required: true },
    },
    listFields: ["title", "image", "phone"],
  }),
  products: defineContentType({
    key: "products",
    slug: "product",
    pluralSlug: "products",
    adminCanCreate: true,
    onPublicPages: true,
    fields: {
      title: title(),
      desc: description(),
      image: { kind: "image", required: true },
    },
    listFields: ["title", "image"],
  }),
  jumbotrons: defineContentType({
    key: "jumbotrons",
    slug: "jumbotron",
    pluralSlug: "jumbotrons",
    adminCanCreate: true,
    onPublicPages: true,
    fields: { title: title(), desc: description() },
    listFields: ["title", "desc"],
  }),
  infoAreas: defineContentType({
    key: "info_areas",
    slug: "info-area",
    pluralSlug: "info-areas",
    adminCanCreate: true,
    onPublicPages: true,
    fields: { title: title(), desc: description() },
    listFields: ["title"],
  }),
  services: defineContentType({
    key: "services",
    slug: "service",
    pluralSlug: "services",
    adminCanCreate: true,
    onPublicPages: true,
    fields: {
      title: title(),
      desc: description(12),
      image: { kind: "image", required: false },
    },
    listFields: ["title", "image"],
  }),
  teamMembers: defineContentType({
    key: "team_members",
    slug: "team-member",
    pluralSlug: "team-members",
    adminCanCreate: true,
    onPublicPages: true,
    fields: {
      name: title(),
      role: title(),
      bio: { kind: "translated", maxLength: 600, requiredInEnglish: false, multiline: true, rows: 4 },
      image: { kind: "image", required: false },
      // /team shows the lowest first; equal numbers keep the order they were added in.
      displayOrder: { kind: "number", min: 0, max: 9999, defaultValue: 0 },
    },
    listFields: ["name", "role", "image", "displayOrder"],
  }),
  messages: defineContentType({
    key: "messages",
    slug: "contactus",
    pluralSlug: "contactus",
    adminCanCreate: false,
    onPublicPages: false,
    inbox: true,
    fields: {
      // Sent by visitors through the contact form: every field is required.
      name: { kind: "text", maxLength: 100, required: true, multiline: false },
      email: { kind: "text", maxLength: 254, required: true, multiline: false, format: "email" },
      phone: { kind: "phone", maxLength: 30, required: true },
      subject: { kind: "text", maxLength: 200, required: true, multiline: false },
      message: { kind: "text", maxLength: 5000, required: true, multiline: true },
    },
    listFields: ["name", "email", "phone", "subject", "message", "date"],
  }),
} as const;

export type ContentTypeName = keyof typeof contentTypes;
export const contentTypeNames = Object.keys(contentTypes) as ContentTypeName[];

/** The stored column names of a field: one per language for translated ones. */
export function columnNames(name: string, field: Field): string[] {
  return field.kind === "translated" ? [`${name}En`, `${name}Ku`, `${name}Ar`] : [name];
}

export function hasImage(type: ContentType): boolean {
  return Object.values(type.fields).some((field) => field.kind === "image");
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
