/**
 * The registry of content types: every list type and single type, each described once in its own
 * file under `types/` (fields, list columns, fieldsets, first texts), and what the rest of the code
 * asks of a description. The database schema, queries, validation and the admin screens read these;
 * nothing else lists a type's fields again. The machinery to describe a type is in define-type.ts.
 */
import {
  fallbackColumn,
  languageList,
  translatedColumns,
  translationLanguages,
  type LanguageList,
  type TranslationLanguage,
} from "../i18n/languages";
import type { ContentType, Fields } from "./define-type";
import { kindOf, type Field } from "./field-kinds";
import { clients } from "./types/clients";
import { products } from "./types/products";
import { jumbotrons } from "./types/jumbotrons";
import { infoAreas } from "./types/info-areas";
import { services } from "./types/services";
import { news } from "./types/news";
import { media } from "./types/media";
import { teamMembers } from "./types/team-members";
import { messages } from "./types/messages";
import { pages } from "./types/pages";
import { headerMenu } from "./types/header-menu";
import { footerMenu } from "./types/footer-menu";
import { companyFacts } from "./types/company-facts";
import { homePage } from "./types/home-page";
import { aboutPage } from "./types/about-page";
import { solutionsPage } from "./types/solutions-page";
import { newsPage } from "./types/news-page";
import { teamPage } from "./types/team-page";
import { privacyPage } from "./types/privacy-page";

export { kindOf, PUBLISHING_COLUMNS, SCHEDULED, WEEKDAYS } from "./field-kinds";
export type {
  AddressField,
  DaysField,
  DestinationField,
  Field,
  FieldKind,
  PhonesField,
  ImageField,
  OrderField,
  PerLanguageField,
  PhoneField,
  PlainTextField,
  PublicationField,
  RichTextField,
  SectionsField,
  TranslatedField,
  VisibilityField,
  Weekday,
} from "./field-kinds";
export type { ContentType, Fields, PublicOrder, SingleType, WithCapabilities } from "./define-type";
export { columnHeadingKey, fieldLabelKey, legendKey, singleLabelKey } from "./define-type";
export { DESCRIPTION_MAX, IMAGE_ALT_MAX, META_DESCRIPTION_MAX, TITLE_MAX } from "./field-builders";

/** The list types: a table each, listed, added to and edited in the back office. */
export const contentTypes = {
  clients,
  products,
  jumbotrons,
  infoAreas,
  services,
  teamMembers,
  pages,
  messages,
  headerMenu,
  footerMenu,
  news,
  media,
} as const;

/** The single-record types: the company's details and each public page's texts. */
export const singleTypes = {
  companyFacts,
  homePage,
  aboutPage,
  solutionsPage,
  newsPage,
  teamPage,
  privacyPage,
} as const;

export type SingleTypeName = keyof typeof singleTypes;
export const singleTypeNames = Object.keys(singleTypes) as SingleTypeName[];

export type ContentTypeName = keyof typeof contentTypes;
export const contentTypeNames = Object.keys(contentTypes) as ContentTypeName[];

/** The stored column names of a field: one per language for translated ones. */
export function columnNames(name: string, field: Field, list: LanguageList = languageList): string[] {
  return kindOf(field).perLanguage ? translatedColumns(name, list) : [name];
}

/** The image library's type (./types/media.ts): the one type whose records other records' images are. */
export const LIBRARY_TYPE = "media" satisfies ContentTypeName;

export function hasImage(type: ContentType): boolean {
  return Object.values(type.fields).some((field) => kindOf(field).upload);
}

/** Has a display order and a "shown on the site" switch (every type on the public pages). */
export function isCurated(type: ContentType): boolean {
  const { displayOrder, visible } = type.fields;
  return displayOrder !== undefined && kindOf(displayOrder).storage === "order" && visible !== undefined;
}

export type { TranslationLanguage } from "../i18n/languages";
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

/**
 * What names a record in the admin: its label field's text in the fallback language; when that is empty,
 * a field whose kind can name its value (a menu link's destination: "About"); else null.
 */
export function recordLabel(type: ContentType, record: Record<string, unknown>): string | null {
  const label = record[columnNames(type.labelField, type.fields[type.labelField]!)[0]!];
  if (typeof label === "string" && label !== "") return label;
  for (const [name, field] of Object.entries(type.fields)) {
    const named = kindOf(field).nameOf?.(record[name]);
    if (named) return named;
  }
  return null;
}
