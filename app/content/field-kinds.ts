/**
 * Every kind of field a content type can have, in one registry: how many
 * columns it stores and of what SQL type, how a submitted form is read and
 * checked, and which list cell shows it. The admin's input for each kind sits
 * in the same shape in app/admin/components/field-inputs.tsx (React, a layer
 * above); both are typed over `FieldKind`, so a new kind does not compile
 * until it has its input too. Nothing else tests a field's kind.
 *
 * Kept free of libraries: content types reach the public pages' scripts (the
 * contact form's limits), and the first-load budget is tight.
 */
import { fromCompanyTime } from "./company-time";
import { ADDRESS_MAX, addressProblem } from "./addresses";
import type { TextKey } from "../i18n/text-keys";
import { englishDestinationName, isMenuDestination, ownPageId } from "./menu-destinations";
import { libraryIdOf } from "./library-references";
import { readSections, storedSections } from "./section-order";

export type FieldErrorCode =
  | "required"
  | "tooLong"
  | "tooMany"
  | "invalidText"
  | "invalidPhone"
  | "invalidEmail"
  | "invalidUrl"
  | "invalidTime"
  | "invalidDays"
  | "invalidNumber"
  | "invalidLink"
  /** A menu link's destination that is not among those the form offers (./menu-destinations.ts). */
  | "invalidDestination"
  | "directionControl"
  | "closesBeforeOpens"
  /** "Scheduled" without a time, with one that is not a time, or with one already past. */
  | "scheduleMissing"
  | "scheduleInvalid"
  | "scheduleInPast"
  /** An address (app/content/addresses.ts) that is not one, is a route of the site's, or is another record's. */
  | "invalidAddress"
  | "addressReserved"
  | "addressTaken"
  /** A picture that is not one of the image library's (a text's `![](…)`, an image field's code). */
  | "imageNotInLibrary"
  /** A page's sections that are not the field's, each once (app/content/section-order.ts): a crafted post. */
  | "invalidSections"
  /** A value no form of ours sends (a crafted post): the form actions refuse the whole post (400). */
  | "malformed";
export type FieldError = { code: FieldErrorCode; max?: number; min?: number };

/** A text stored once per language (app/i18n/languages.ts): `titleEn`, `titleKu`, … */
export type TranslatedField = {
  kind: "translated";
  maxLength: number;
  /** English is the fallback language, so an English text is required. */
  requiredInEnglish: boolean;
  multiline: boolean;
  /** Rows of the admin textarea (multi-line fields only). */
  rows?: number;
  label?: string;
};
/**
 * Paragraphs staff write, once per language, in a small Markdown subset
 * (paragraphs, bold, italic, links, bulleted lists) rendered on the server
 * (app/content/rich-text.server.ts). Plain text stays plain text.
 */
export type RichTextField = {
  kind: "richText";
  maxLength: number;
  requiredInEnglish: boolean;
  rows?: number;
  label?: string;
  /**
   * Every line is a paragraph of its own (a list's items aside), as records'
   * descriptions were shown before they were rich text; otherwise a single
   * line break is a break inside the paragraph and a blank line starts the next.
   */
  linesAreParagraphs?: true;
  /** `## ` and `### ` lines are headings (h2, h3: under the page's own h1): a page's body. */
  headings?: true;
  /** Pictures of the image library, each on a line of its own: `![](image:<id>)` (./library-references.ts). */
  images?: true;
  /**
   * One short text inside a sentence-sized space (a section's introduction, a step's text): bold,
   * italic and links, and a line break as a break; no paragraphs or lists.
   */
  inline?: true;
};
export type PhoneField = { kind: "phone"; maxLength: number; required: boolean };
/** One number a line, the first is the main one. */
export type PhonesField = { kind: "phones"; max: number; required: boolean };
export type EmailField = { kind: "email"; maxLength: number; required: boolean };
/** An absolute https: address: every link staff enter opens somewhere safe. */
export type UrlField = { kind: "url"; required: boolean };
export type DaysField = { kind: "days" };
export type TimeField = { kind: "time" };
/** A whole number from min to max (a choice such as the About page's shape 1–6). */
export type NumberField = { kind: "number"; min: number; max: number; label?: string };
export type ImageField = {
  kind: "image";
  required: boolean;
  /**
   * What visitors see for a record without an image (nothing asks for one):
   * its title as text (a client without a logo yet), or the company's logo.
   */
  withoutImage: "title" | "logo";
};
/**
 * Where a record is on the site, after its type's fixed `prefix` ("/" for a page: `/careers`; "/news/"
 * for a post): app/content/addresses.ts says what an address may be. Unique per type (an index in the
 * schema; the form says so before saving, app/db/addresses.server.ts); an address a record leaves keeps
 * answering with a 301 to its new one (the same module, called by saveRecord). Not restored with an
 * earlier version: a version's address may belong to another record by then.
 */
export type AddressField = {
  kind: "address";
  prefix: string;
  /** Left empty, made from the record's English label by the save (a post's title): see addressFromText. */
  fromLabel?: true;
};
export type PlainTextField = { kind: "text"; maxLength: number; required: boolean; multiline: boolean };
/**
 * Where a record stands among its type's records (lowest first), an INTEGER
 * so lists sort on it in SQL. Never typed into the form: the admin list moves
 * records up and down. Added to every type shown on the public pages.
 */
export type OrderField = { kind: "order" };
/**
 * Whether the record is published (1) or a draft (0): drafts stay in the admin. The form also offers
 * "scheduled" (published, from the time its publication field holds), stored as 1.
 */
export type VisibilityField = { kind: "visibility" };
/**
 * When the record was (or is to be) published, in milliseconds: visitors see a published record once
 * this time has come (null: since it was made). Set with the form's "scheduled" state, else by the save:
 * publishing sets it to the time of publishing unless it already holds a time past.
 */
export type PublicationField = { kind: "publication" };

/** The columns of the publishing capability, which the form reads together (define-type.ts). */
export const PUBLISHING_COLUMNS = { state: "visible", time: "publishAt" } as const;
/** The form's third publishing state, beside "1" (published) and "0" (draft). */
export const SCHEDULED = "scheduled";
/** Where a menu link leads: the key of one of the site's destinations (./menu-destinations.ts), chosen from a list. */
export type DestinationField = { kind: "destination" };
/**
 * A page's sections in the order visitors see them, each shown or hidden (./section-order.ts says how
 * it is stored and read): the form lists them with a box each and "up" and "down" buttons. A button
 * sends the form, which comes back with the section moved and nothing saved (`moved`), so what was
 * typed elsewhere stays and the save button saves it all, with or without JavaScript. For a single
 * type's form (app/admin/routes/single.tsx), the only one that answers a move.
 */
export type SectionsField = {
  kind: "sections";
  /** Every section, in the order a new site has them (all shown), each with the text naming it in the back office. */
  sections: readonly { key: string; name: TextKey }[];
};

/** `label`: the field's label key when it is not its name (page texts share "heading", "intro", …). */
export type Field = (
  | TranslatedField
  | RichTextField
  | PhoneField
  | PhonesField
  | EmailField
  | UrlField
  | DaysField
  | TimeField
  | NumberField
  | ImageField
  | PlainTextField
  | OrderField
  | VisibilityField
  | PublicationField
  | AddressField
  | DestinationField
  | SectionsField
) & {
  label?: string;
  /** A line of help under the field's (first language's) input, when its label cannot say it all. */
  help?: TextKey;
  /** What an empty value means, said in the admin list's cell instead of a dash (a menu link's usual name). */
  whenEmpty?: TextKey;
};
export type FieldKind = Field["kind"];
export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;
/** The kinds stored once per language. */
export type PerLanguageField = TranslatedField | RichTextField;

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

/**
 * What reading one input gave: the value to store (none: leave the column alone) and an error; `moved`
 * when a button of the field's own moved one of its items: the form is to come back with the new value,
 * not be saved (SectionsField).
 */
export type ReadValue = { value?: string; error?: FieldError; moved?: MovedItem };
/** An item a form's button moved (a page's section), the text naming it, and its place now (from 1) of `total`. */
export type MovedItem = { name: TextKey; place: number; total: number };
/** `fallback`: this is the first language's column (the one a required translated text must have). */
type ReadContext = { fallback: boolean };

/** How the admin list shows a column. */
export type ListCell =
  | "text"
  | "longText"
  | "image"
  | "phone"
  | "email"
  | "destination"
  | "address"
  /** A page's sections, named and in order (a single type's: only its version page shows it). */
  | "sections";

type KindSpec<F extends Field> = {
  /** One column per language (`titleEn`, `titleKu`, …) or one column named as the field. */
  perLanguage: boolean;
  /** The SQL column: text, or the integer display order, visibility or publication time. */
  storage: "text" | "order" | "visible" | "time";
  /** Typed into the admin form (the order is moved in the list instead). */
  inForm: boolean;
  /** An uploaded file (read by the multipart reader and the image pipeline, not here). */
  upload: boolean;
  read(form: FormData, column: string, field: F, context: ReadContext): ReadValue;
  listCell(field: F): ListCell;
  /** Shown as HTML rendered on the server (rich text), not as plain text. */
  rendered?: boolean;
  /** A list kept in one column, its items joined by this (phones a line each, days by commas). */
  separator?: string;
  /** At most one record of a type has a value (a unique index: app/db/schema.ts). */
  unique?: true;
  /** Left as it is by "restore this version" (as the publishing is): an address (see AddressField). */
  keptOnRestore?: true;
  /** Tidies a value typed into an older system before the checks (the Firestore import). */
  tidyImported?: (text: string) => string;
  /** A stored value in English words: what names a record whose label field is empty (recordLabel). */
  nameOf?: (value: unknown) => string | undefined;
  /** A text that may show the image library's pictures (RichTextField.images): the library finds them there. */
  showsPictures?: (field: Field) => boolean;
  /** Its stored values do not sort as the list shows them (a destination's key): no sorting on its column. */
  unsortable?: true;
  /** Its input holds submit buttons of its own (a section's "up" and "down"), which the form answers. */
  buttons?: true;
};

export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;
/** The address check of zod's `z.email()`, the one the site used before this module. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const URL_MAX = 500;
/** Longer than any destination's key (`page:` and an id included): what comes back of a crafted one. */
const DESTINATION_MAX = 100;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Eastern Arabic and Persian digits, as phones in Kurdistan often type them. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    return String(codePoint >= 0x06f0 ? codePoint - 0x06f0 : codePoint - 0x0660);
  });
}

/**
 * Control characters (NUL included) are dropped, except tab and newline;
 * Windows line ends become newlines; text is stored in Unicode NFC.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .normalize("NFC");
}

/** U+FFFD is what bytes that are not UTF-8 decode to: such text is refused, never stored. */
export const UNREADABLE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) turn the
 * text that follows them around, past the end of the field (a U+202E left
 * open mirrors the rest of a line). Refused in what staff write; the marks
 * U+200E and U+200F, which only nudge a neutral character, are fine.
 */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const length = (text: string) => Array.from(text).length;
const bounded = (text: string, max: number) => Array.from(text).slice(0, max).join("");

/** The trimmed, normalised text of one input; a one-line input cannot hold a line break (a crafted post). */
function typed(form: FormData, column: string, multiline: boolean): string {
  const raw = form.get(column);
  const text = typeof raw === "string" ? normaliseText(raw).trim() : "";
  return multiline ? text : text.replace(/\s*\n\s*/g, " ");
}

/** A text with a length limit: what was typed (cut to the limit, so a huge post is never echoed) and its error. */
function boundedText(
  text: string,
  max: number,
  required: boolean,
  check?: () => FieldError | undefined,
): ReadValue {
  const value = bounded(text, max);
  if (UNREADABLE.test(text)) return { value, error: { code: "invalidText" } };
  if (text === "") return { value, error: required ? { code: "required" } : undefined };
  if (length(text) > max) return { value, error: { code: "tooLong", max } };
  return { value, error: check?.() };
}

/** Link targets a Markdown text names: `[text](target)` and `<scheme:…>`. */
const LINK_TARGETS = [/\]\(\s*<?([^)\s>]*)/g, /<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]*)>/g];
/** Where a link in staff's text may lead (the renderer enforces the same: rich-text.server.ts). */
export const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9][0-9 ()-]*)$/i;

/**
 * A Markdown image: `![what it shows](target "title")`. Each part can match in one way only, and the
 * description is bounded, so a long text of unclosed `![](` is read in linear time (an earlier
 * pattern with two runs that could share characters took 23 s of CPU over 18 KB).
 */
const IMAGE = /!\[[^\]]{0,500}\]\(\s*<?([^)\s>]*)(?:[\s>][^)]*)?\)/g;

function checkRichText(text: string, field: RichTextField): FieldError | undefined {
  if (DIRECTION_CONTROLS.test(text)) return { code: "directionControl" };
  if (field.images) {
    // A picture is the library's (its id is looked up when the form is saved); nothing else is one.
    for (const [, target] of text.matchAll(IMAGE))
      if (!libraryIdOf(target ?? "")) return { code: "imageNotInLibrary" };
    text = text.replace(IMAGE, "");
  }
  for (const pattern of LINK_TARGETS) {
    for (const [, target] of text.matchAll(pattern)) {
      if (!SAFE_LINK.test(target ?? "")) return { code: "invalidLink" };
    }
  }
  return undefined;
}

/** An absolute https: address without a user name or password, on a host with a dot in its name. */
function isSafeUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === "https:" && !url.username && !url.password && url.hostname.includes(".");
}

const oneLine = (field: { multiline: boolean }): ListCell => (field.multiline ? "longText" : "text");
const textKind = { perLanguage: false, storage: "text", inForm: true, upload: false } as const;

export const fieldKinds: { [K in FieldKind]: KindSpec<FieldOf<K>> } = {
  translated: {
    ...textKind,
    perLanguage: true,
    read: (form, column, field, { fallback }) =>
      boundedText(typed(form, column, field.multiline), field.maxLength, field.requiredInEnglish && fallback),
    listCell: oneLine,
  },
  richText: {
    ...textKind,
    perLanguage: true,
    rendered: true,
    showsPictures: (field) => field.kind === "richText" && field.images === true,
    read: (form, column, field, { fallback }) => {
      const text = typed(form, column, true);
      return boundedText(text, field.maxLength, field.requiredInEnglish && fallback, () =>
        checkRichText(text, field),
      );
    },
    listCell: () => "longText",
  },
  text: {
    ...textKind,
    read: (form, column, field) =>
      boundedText(typed(form, column, field.multiline), field.maxLength, field.required),
    listCell: oneLine,
  },
  email: {
    ...textKind,
    read: (form, column, field) => {
      const text = typed(form, column, false);
      return boundedText(text, field.maxLength, field.required, () =>
        EMAIL_PATTERN.test(text) ? undefined : { code: "invalidEmail" },
      );
    },
    listCell: () => "email",
  },
  phone: {
    ...textKind,
    read: (form, column, field) => {
      const text = toWesternDigits(typed(form, column, false));
      return boundedText(text, field.maxLength, field.required, () =>
        PHONE_PATTERN.test(text) ? undefined : { code: "invalidPhone" },
      );
    },
    listCell: () => "phone",
    // Old phone numbers were typed freely ("0750-123-4567", "(0750) 123 4567"): the separators become
    // spaces, so a visitor's message is not lost over punctuation. Letters are still refused.
    tidyImported: (text) =>
      text
        .replace(/[-()./]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
  },
  phones: {
    ...textKind,
    separator: "\n",
    read: (form, column, field) => {
      const PHONE_MAX = 30;
      const text = toWesternDigits(typed(form, column, true));
      const phones = text
        .split("\n")
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter(Boolean);
      const value = bounded(phones.join("\n"), (PHONE_MAX + 1) * field.max);
      if (phones.length === 0) return { value, error: field.required ? { code: "required" } : undefined };
      if (phones.length > field.max) return { value, error: { code: "tooMany", max: field.max } };
      if (phones.some((phone) => phone.length > PHONE_MAX || !PHONE_PATTERN.test(phone)))
        return { value, error: { code: "invalidPhone" } };
      return { value };
    },
    listCell: () => "longText",
  },
  url: {
    ...textKind,
    read: (form, column, field) => {
      const text = typed(form, column, false);
      return boundedText(text, URL_MAX, field.required, () =>
        isSafeUrl(text) ? undefined : { code: "invalidUrl" },
      );
    },
    listCell: () => "text",
  },
  days: {
    ...textKind,
    separator: ",",
    read: (form, column) => {
      const ticked = form.getAll(column).filter((day): day is string => typeof day === "string");
      const value = WEEKDAYS.filter((day) => ticked.includes(day)).join(",");
      const unknown = ticked.some((day) => !(WEEKDAYS as readonly string[]).includes(day));
      return { value, error: unknown ? { code: "invalidDays" } : undefined };
    },
    listCell: () => "text",
  },
  time: {
    ...textKind,
    read: (form, column) => {
      const text = toWesternDigits(typed(form, column, false));
      const value = text.slice(0, 5);
      if (TIME.test(text)) return { value };
      return { value, error: { code: text === "" ? "required" : "invalidTime" } };
    },
    listCell: () => "text",
  },
  number: {
    ...textKind,
    read: (form, column, field) => {
      const text = toWesternDigits(typed(form, column, false));
      const value = text.slice(0, 6);
      const number = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (number >= field.min && number <= field.max) return { value: String(number) };
      return { value, error: { code: "invalidNumber", min: field.min, max: field.max } };
    },
    listCell: () => "text",
  },
  address: {
    ...textKind,
    keptOnRestore: true,
    unique: true,
    read: (form, column, field) => {
      const text = typed(form, column, false);
      return boundedText(text, ADDRESS_MAX, !field.fromLabel, () => {
        const problem = addressProblem(text, field.prefix);
        return problem && { code: problem };
      });
    },
    listCell: () => "address",
  },
  image: {
    ...textKind,
    upload: true,
    // The upload is read and checked by the multipart reader and the image pipeline.
    read: () => ({}),
    listCell: () => "image",
  },
  order: {
    ...textKind,
    storage: "order",
    inForm: false,
    read: () => ({}),
    listCell: () => "text",
  },
  destination: {
    ...textKind,
    // A choice among the list's keys: anything else (a crafted post, a destination since removed) is
    // refused with its message beside the field, and the rest of what was typed comes back.
    read: (form, column) => {
      const text = typed(form, column, false);
      const value = bounded(text, DESTINATION_MAX);
      if (text === "") return { value, error: { code: "required" } };
      // An own page's is checked here for its form; that the page exists, by the form's action.
      return isMenuDestination(text) || ownPageId(text) !== undefined
        ? { value }
        : { value, error: { code: "invalidDestination" } };
    },
    listCell: () => "destination",
    nameOf: englishDestinationName,
    unsortable: true,
  },
  sections: {
    ...textKind,
    // A list no form of ours sends (a key twice, an unknown one, one left out) is refused beside the
    // field, showing what could be read of it, with the rest of what was typed.
    read: (form, column, field) => {
      const keys = field.sections.map((section) => section.key);
      const sent = readSections(keys, form, column);
      if (!sent) return {};
      const value = storedSections(sent.choices);
      if (!sent.valid) return { value, error: { code: "invalidSections" } };
      const name = field.sections.find((section) => section.key === sent.moved?.key)?.name;
      return sent.moved && name
        ? { value, moved: { name, place: sent.moved.place, total: sent.moved.total } }
        : { value };
    },
    listCell: () => "sections",
    unsortable: true,
    buttons: true,
  },
  visibility: {
    ...textKind,
    storage: "visible",
    // The form sends one of "1", "0" and "scheduled" (older forms: a hidden "0" and a ticked box's "1"
    // after it; the last counts). A post without the field leaves it alone: published for a new
    // record, unchanged for an edit. Any other value is refused: read as "0", a crafted "yes" hid the record.
    read: (form, column) => {
      const sent = form.getAll(column);
      if (sent.length === 0) return {};
      if (!sent.every((value) => value === "0" || value === "1" || value === SCHEDULED))
        return { error: { code: "malformed" } };
      // "scheduled" stays itself (a refused form shows it chosen again); the save stores it as 1.
      return { value: sent.at(-1) as string };
    },
    listCell: () => "text",
  },
  publication: {
    ...textKind,
    storage: "time",
    // Read with the state beside it: a time only when "scheduled" (the company's wall clock, in the
    // future); "published" gives "" (the save keeps a time already past, else takes the moment of
    // saving: records.server.ts); a draft keeps what it had.
    read: (form, column) => {
      const state = form.getAll(PUBLISHING_COLUMNS.state).at(-1);
      if (state === "1") return { value: "" };
      if (state !== SCHEDULED) return {};
      const text = toWesternDigits(typed(form, column, false)).slice(0, 25);
      if (text === "") return { value: text, error: { code: "scheduleMissing" } };
      const at = fromCompanyTime(text);
      if (at === undefined) return { value: text, error: { code: "scheduleInvalid" } };
      if (at <= Date.now()) return { value: text, error: { code: "scheduleInPast" } };
      return { value: String(at) };
    },
    listCell: () => "text",
  },
};

/** A field's kind description (for a field of a known kind, typed for that kind's fields). */
export function kindOf<K extends FieldKind>(field: { kind: K }): KindSpec<FieldOf<K>> {
  return fieldKinds[field.kind];
}
