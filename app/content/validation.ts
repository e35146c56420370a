import { z } from "zod";
import { languageList, type LanguageList } from "~/i18n/languages";
import { columnNames, type Field, type Fields } from "./content-types";

export type FieldErrorCode = "required" | "tooLong" | "invalidEmail" | "invalidPhone" | "invalidText";
export type FieldError = { code: FieldErrorCode; max?: number };

export type ValidationResult =
  | { ok: true; values: Record<string, string> }
  | { ok: false; values: Record<string, string>; errors: Record<string, FieldError> };

const emailSchema = z.email();
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;

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

type TextField = Exclude<Field, { kind: "image" | "order" | "visibility" }>;

function checkValue(field: TextField, value: string, fallbackColumn: boolean): FieldError | undefined {
  if (UNREADABLE.test(value)) return { code: "invalidText" };
  const required = field.kind === "translated" ? field.requiredInEnglish && fallbackColumn : field.required;
  if (value === "") return required ? { code: "required" } : undefined;
  if (Array.from(value).length > field.maxLength) return { code: "tooLong", max: field.maxLength };
  if (field.kind === "phone" && !PHONE_PATTERN.test(value)) return { code: "invalidPhone" };
  if (field.kind === "text" && field.format === "email" && !emailSchema.safeParse(value).success) {
    return { code: "invalidEmail" };
  }
  return undefined;
}

/**
 * Reads and checks the text fields of a content type from a submitted form:
 * normalises and trims them, and returns what was typed together with any
 * errors, keyed by the column name (`titleEn`, `email`, ...). What comes back
 * to be shown again is cut to each field's maximum length: a huge field is
 * never echoed. Image fields are checked by the upload code; the display
 * order is not typed in (the admin list moves records), and the "shown on the
 * site" checkbox is "1" when ticked, "0" when not.
 */
export function validateFields(
  fields: Fields,
  form: FormData,
  list: LanguageList = languageList,
): ValidationResult {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === "image" || field.kind === "order") continue;
    if (field.kind === "visibility") {
      // The form sends a hidden "0" and, when ticked, the box's "1" after it. A post
      // without the field leaves it alone: shown for a new record, unchanged for an edit.
      const sent = form.getAll(name);
      if (sent.length > 0) values[name] = sent.at(-1) === "1" ? "1" : "0";
      continue;
    }
    columnNames(name, field, list).forEach((column, index) => {
      const raw = form.get(column);
      let value = typeof raw === "string" ? normaliseText(raw).trim() : "";
      if (field.kind === "phone") value = toWesternDigits(value);
      // A one-line input cannot hold a line break; only a crafted post sends one.
      if ((field.kind === "text" || field.kind === "translated") && !field.multiline)
        value = value.replace(/\s*\n\s*/g, " ");
      // A translated field's first column is the fallback language's, the one a required text must have.
      const error = checkValue(field, value, index === 0);
      if (error) errors[column] = error;
      values[column] = Array.from(value).slice(0, field.maxLength).join("");
    });
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors };
}
