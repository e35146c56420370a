/**
 * The fields content types are made of, ready-made: a title, a description, a page's heading and
 * introduction. A type's file (`types/`) composes its fields from these, so the same kind of text has
 * the same limits and form everywhere.
 */
import type { DestinationField, RichTextField, TranslatedField, UrlField } from "./field-kinds";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export const title = (): TranslatedField => ({
  kind: "translated",
  maxLength: TITLE_MAX,
  requiredInEnglish: true,
  multiline: false,
});
export const description = (rows = 5): TranslatedField => ({
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
export const richDescription = (rows: number, maxLength = DESCRIPTION_MAX): RichTextField => ({
  kind: "richText",
  maxLength,
  requiredInEnglish: false,
  rows,
  linesAreParagraphs: true,
});
/** An optional description for search engines of a record's own page (services, team members). */
export const recordMetaDescription = (): TranslatedField => ({
  kind: "translated",
  maxLength: 300,
  requiredInEnglish: false,
  multiline: true,
  rows: 2,
});
export const IMAGE_ALT_MAX = 300;
/** An image's text for those who cannot see it; optional (the public site falls back to the title). */
export const imageAlt = (): TranslatedField => ({
  kind: "translated",
  maxLength: IMAGE_ALT_MAX,
  requiredInEnglish: false,
  multiline: false,
});

export const fact = (maxLength: number, requiredInEnglish = false): TranslatedField => ({
  kind: "translated",
  maxLength,
  requiredInEnglish,
  multiline: false,
});
export const link = (): UrlField => ({ kind: "url", required: false });

/**
 * A page's texts: headings on one line in plain text; an introduction or a step's text in inline rich
 * text (bold, italic, links); paragraphs in rich text with lists.
 */
/** A field labelled with a shared text (`label`), the label kept as a type for the typecheck of texts. */
type Labelled<F, Label extends string> = F & { label: Label };

export const heading = (): Labelled<TranslatedField, "heading"> => ({ ...fact(200, true), label: "heading" });
export const intro = (): Labelled<RichTextField, "intro"> => ({
  kind: "richText",
  maxLength: 600,
  requiredInEnglish: false,
  rows: 2,
  label: "intro",
  inline: true,
});
export const paragraphs = (): Labelled<RichTextField, "text"> => ({
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
export const seo = (): {
  metaTitle: Labelled<TranslatedField, "metaTitle">;
  metaDescription: Labelled<TranslatedField, "metaDescription">;
} => ({
  metaTitle: { ...fact(120), label: "metaTitle" },
  metaDescription: { ...fact(META_DESCRIPTION_MAX), multiline: true, rows: 2, label: "metaDescription" },
});
/** The home page's process steps and the About page's reasons: a title and a short text each. */
export const item = <P extends string>(prefix: P) =>
  ({
    [`${prefix}Title`]: { ...fact(200, true), label: "title" },
    [`${prefix}Text`]: { ...intro(), label: "text" },
  }) as { [K in `${P}Title`]: Labelled<TranslatedField, "title"> } & {
    [K in `${P}Text`]: Labelled<RichTextField, "text">;
  };

/**
 * A menu's link (the header menu, the footer's quick links): where it leads, and a name per language,
 * empty for the destination's usual name in that language (today's navigation texts).
 */
export const menuLinkFields = (): {
  destination: DestinationField;
  label: TranslatedField & { help: "admin.form.menuLabelHelp"; whenEmpty: "admin.menus.usualName" };
} => ({
  destination: { kind: "destination" },
  label: {
    kind: "translated",
    maxLength: 60,
    requiredInEnglish: false,
    multiline: false,
    help: "admin.form.menuLabelHelp",
    whenEmpty: "admin.menus.usualName",
  },
});
