import { z } from "zod";
import { columnNames, type Field, type Fields } from "./content-types";

export type FieldErrorCode = "required" | "tooLong" | "invalidEmail" | "invalidPhone";
export type FieldError = { code: FieldErrorCode; max?: number };

export type ValidationResult =
  | { ok: true; values: Record<string, string> }
  | { ok: false; values: Record<string, string>; errors: Record<string, FieldError> };

const emailSchema = z.email();
const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;

/** Eastern Arabic and Persian digits, as phones in Kurdistan often type them. */
function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    return String(codePoint >= 0x06f0 ? codePoint - 0x06f0 : codePoint - 0x0660);
  });
}

function checkValue(column: string, field: Field, value: string): FieldError | undefined {
  if (field.kind === "image") return undefined;
  const required =
    field.kind === "translated" ? field.requiredInEnglish && column.endsWith("En") : field.required;
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
 * trims them, and returns what was typed together with any errors, keyed by
 * the column name (`titleEn`, `email`, ...). Image fields are checked by the
 * upload code.
 */
export function validateFields(fields: Fields, form: FormData): ValidationResult {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === "image") continue;
    for (const column of columnNames(name, field)) {
      const raw = form.get(column);
      let value = typeof raw === "string" ? raw.trim() : "";
      if (field.kind === "phone") value = toWesternDigits(value);
      values[column] = value;
      const error = checkValue(column, field, value);
      if (error) errors[column] = error;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors };
}
