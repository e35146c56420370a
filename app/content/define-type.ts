/**
 * The machinery every content type is described with: what a list type and a single type declare,
 * and the capabilities a declaration brings (an image brings its alternative text, being on the public
 * pages an order and a "shown on the site" switch). The types themselves are in `types/`, one file
 * each; `content-types.ts` registers them.
 */
import type { Language } from "../i18n/languages";
import type { Access } from "./access";
import type { KeysUnder, TextKey } from "../i18n/text-keys";
import type { ContentTypeName } from "./content-types";
import {
  kindOf,
  type Field,
  type FieldError,
  type ImageField,
  type OrderField,
  type PublicationField,
  type RichTextField,
  type TranslatedField,
  type VisibilityField,
} from "./field-kinds";
import { imageAlt } from "./field-builders";

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
  /**
   * The fields the list's search looks in, every language's text of each: its listed texts when not
   * given. The image library's are its names and the pictures' descriptions, which its grid does not show.
   */
  searchFields?: readonly string[];
  /** Only visitors create these (messages): the admin lists and deletes. */
  adminCanCreate: boolean;
  /** Which roles may read, add, change, delete and delete for ever its records (./access.ts). */
  access: Access;
  /**
   * Shown on the public pages: a write makes cached pages stale, and each record is published, a draft
   * or scheduled (the `visible` and `publishAt` fields it brings).
   */
  onPublicPages: boolean;
  /**
   * The order visitors see its records in (and the admin list, unless sorted): "manual", the display
   * order staff set with the list's buttons (the default); "newest", by publication time, latest first;
   * "title", by the label field's fallback-language text.
   */
  publicOrder?: PublicOrder;
  /**
   * Where a record added in the back office goes in a list ordered by hand: "first" (the default: a new
   * service, product or banner leads its list) or "last" (a menu's new link joins the end, after Home).
   * docs/decisions/045-new-record-position.md.
   */
  placeNewRecords?: "first" | "last";
  /**
   * The add form asks where the new record goes: at the end its type places it (the choice made for
   * staff), at the other, or right after one of the records, named as the list names them. For short
   * lists ordered by hand (a menu's links): the choice lists every record.
   */
  placeChoice?: true;
  /** Listed as an inbox (unread, search, a page per record, CSV) instead of a plain table: visitor messages. */
  inbox?: true;
  /** Its card's place on the dashboard (lowest first): the specification's order, the team before the messages. */
  dashboardOrder: number;
  /** The most records it holds (a menu's links): adding one more is refused with a message saying so. */
  maxRecords?: number;
  /**
   * The public page that shows a record (`:id` stands for its id) and the section of it that does:
   * where "View on the site" and a staff member's preview open it (app/content/preview.ts). A path with
   * `:id` is a page of its own per record, listed in the sitemap (services: /solution-details/:id).
   */
  publicPage?: { path: string; section?: string };
  /**
   * A public page listing the shown records in `publicOrder`, `pageSize` a page (`?page=2`): /solutions,
   * /news, /team. Its texts are those of the single type whose `page.path` is this path. The list and the
   * record pages are one route pair for every type (app/site/route-table.ts); what a card and a page
   * show of a record is the type's view (app/site/record-views.server.ts, app/components/record-views.tsx).
   */
  publicList?: { path: string; pageSize: number };
  /**
   * The image library (one type): its records are the site's pictures, which other records' image
   * fields and rich texts use (app/db/library.server.ts). Listed as a grid; an item in use cannot be
   * deleted; its replaced file changes every record that shows it; a write makes cached pages stale.
   */
  library?: true;
};

export type PublicOrder = "manual" | "newest" | "title";

type HasImageField<F extends Fields> = { [K in keyof F]: F[K] extends ImageField ? true : never }[keyof F];
/**
 * The fields a type has beyond the ones it declares, from its capabilities:
 * an image brings its alternative text (`imageAlt`), and being shown on the
 * public pages brings a display order and its publishing: published or draft, and when.
 */
export type WithCapabilities<F extends Fields, P extends boolean> = F &
  ([HasImageField<F>] extends [never] ? unknown : { imageAlt: TranslatedField }) &
  (P extends true
    ? { displayOrder: OrderField; visible: VisibilityField; publishAt: PublicationField }
    : unknown);

/** The text a field is labelled with: its `label` when it has one, else its name. */
type LabelOf<F, Name extends string> = F extends { label: infer Label extends string } ? Label : Name;

/**
 * Fields whose labels all have a text under `Prefix`; a field without one is asked for a property
 * naming the missing key, so the typecheck says which text to write (`"admin.fields.price"`).
 */
type Labelled<F, Prefix extends string> = {
  [K in keyof F]: LabelOf<F[K], K & string> extends KeysUnder<Prefix>
    ? F[K]
    : F[K] & { missingText: `${Prefix}.${LabelOf<F[K], K & string>}` };
};

/** Fields whose names have a text under `admin.fields`: the short name lists and the activity log show. */
type Named<F> = {
  [K in keyof F]: K extends KeysUnder<"admin.fields">
    ? unknown
    : { missingText: `admin.fields.${K & string}` };
};

/**
 * Checks a description (list columns must name its own fields, or the date; every field a label)
 * and adds the fields its capabilities bring (see WithCapabilities): declared
 * here once, so the schema, validation, forms, lists and public queries all
 * get them for every type.
 */
export function defineContentType<const F extends Fields, const P extends boolean>(
  type: ContentType<F> & {
    onPublicPages: P;
    listFields: readonly (Extract<keyof F, KeysUnder<"admin.fields">> | "date")[];
    searchFields?: readonly NoInfer<Extract<keyof WithCapabilities<F, P>, string>>[];
    labelField: Extract<keyof F, string>;
    fields: NoInfer<Labelled<F, "admin.fields"> & Named<F>>;
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
    fields.publishAt = { kind: "publication" };
  }
  // The loop above adds what WithCapabilities<F, P> says; TypeScript cannot follow a loop into a type.
  return { ...type, fields: fields as WithCapabilities<F, P> };
}

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
  labels: LabelsPrefix;
  legends: LegendsPrefix;
  /** Which roles may read and change it (./access.ts). */
  access: Access;
  /** The form's heading and the dashboard's link, and the line under the heading. */
  title: TextKey;
  intro: TextKey;
  /** Every single-record type is shown on the public pages: a save makes cached pages stale. */
  onPublicPages: true;
  /**
   * Its changes ask for the password again, as adding an account does (app/admin/confirm-identity.server.ts):
   * the company's contact details, which a stolen session could otherwise point at someone else.
   */
  confirmChanges?: true;
  /** How its saves appear in the activity log: the company facts keep their "Settings changed". */
  activity: { action: "settings" | "update"; subject: string };
  /** A rule over several fields, after each field's own checks. */
  check?: (values: Record<string, string>, errors: Record<string, FieldError>) => void;
  /** The public page these are the texts of (the sitemap lists it) and the lists it shows (its lastmod). */
  page?: { path: string; shows: readonly ContentTypeName[] };
};

type GroupHelp = { example: TextKey; none: TextKey };
/** Where single types keep their fields' labels and their fieldsets' legends among the texts. */
type LabelsPrefix = "admin.settings.fields" | "admin.pages.labels";
type LegendsPrefix = "admin.settings.groups" | "admin.pages.groups";

/** Checks a single type: its fieldsets hold its own fields, and every label and legend has a text. */
export function defineSingleType<
  const F extends Fields,
  const L extends LabelsPrefix,
  const G extends LegendsPrefix,
>(
  type: SingleType<F> & {
    labels: L;
    legends: G;
    fields: NoInfer<Labelled<F, L>>;
    groups: readonly {
      key: KeysUnder<G>;
      fields: readonly Extract<keyof F, string>[];
      help?: GroupHelp;
    }[];
  },
): SingleType<F> {
  return type;
}

/** What every page's texts share: their labels and legends under `admin.pages`, and being on the site. */
type PageDefaults = "labels" | "legends" | "onPublicPages";

/** A public page's texts (a single type): defineSingleType with what every page shares filled in. */
export function definePageType<const F extends Fields>(
  type: Omit<SingleType<F>, PageDefaults> & {
    fields: NoInfer<Labelled<F, "admin.pages.labels">>;
    groups: readonly {
      key: KeysUnder<"admin.pages.groups">;
      fields: readonly Extract<keyof F, string>[];
      help?: GroupHelp;
    }[];
  },
): SingleType<F> {
  return defineSingleType({
    ...type,
    labels: "admin.pages.labels",
    legends: "admin.pages.groups",
    onPublicPages: true,
  });
}

/**
 * A field's label key. The casts here are safe: defineContentType and defineSingleType only accept
 * fields whose names and labels have a text.
 */
export function fieldLabelKey(fields: Fields, name: string): TextKey {
  return `admin.fields.${fields[name]?.label ?? name}` as TextKey;
}
export function singleLabelKey(type: SingleType, name: string): TextKey {
  return `${type.labels}.${type.fields[name]?.label ?? name}` as TextKey;
}
/** A list column's heading, and a field's short name in the activity log: the field's name under `admin.fields`. */
export function columnHeadingKey(name: string): TextKey {
  return `admin.fields.${name}` as TextKey;
}
/** A single type's fieldset legend key (checked by defineSingleType). */
export function legendKey(type: SingleType, group: string): TextKey {
  return `${type.legends}.${group}` as TextKey;
}

/**
 * A page's first texts: one for each of its fields, a text per language for a translated one. A field
 * added to the page does not compile until it has its first words, so no page starts empty.
 */
export type FirstTexts<T extends { fields: Fields }> = {
  [K in keyof T["fields"]]: T["fields"][K] extends TranslatedField | RichTextField
    ? Record<Language, string>
    : string;
};
