import { languageList, type LanguageList } from "~/i18n/languages";
import type { Fields } from "./content-types";
import { kindOf, type FieldError, type MovedItem } from "./field-kinds";
import { formInputs } from "./form-inputs";

export {
  DIRECTION_CONTROLS,
  normaliseText,
  PHONE_PATTERN,
  toWesternDigits,
  UNREADABLE,
  type FieldError,
  type FieldErrorCode,
  type MovedItem,
} from "./field-kinds";

/** `moved`: the post was a field's button moving an item (a page's section), not a save (see ReadValue). */
export type ValidationResult = { moved?: MovedItem } & (
  | { ok: true; values: Record<string, string> }
  | { ok: false; values: Record<string, string>; errors: Record<string, FieldError> }
);

/**
 * Reads and checks the fields of a content type from a submitted form, each
 * by its kind (app/content/field-kinds.ts): normalises and trims the texts,
 * and returns what was typed together with any errors, keyed by the column
 * name (`titleEn`, `email`, …). What comes back to be shown again is cut to
 * each field's maximum length: a huge field is never echoed. Image fields are
 * checked by the upload code; the display order is not typed in (the admin
 * list moves records). `check` adds a type's rule over several fields.
 */
export function validateFields(
  fields: Fields,
  form: FormData,
  list: LanguageList = languageList,
  check?: (values: Record<string, string>, errors: Record<string, FieldError>) => void,
): ValidationResult {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  let moved: MovedItem | undefined;
  for (const input of formInputs(fields, list)) {
    const read = kindOf(input.field).read(form, input.column, input.field, input);
    if (read.value !== undefined) values[input.column] = read.value;
    if (read.error) errors[input.column] = read.error;
    moved ??= read.moved;
  }
  check?.(values, errors);
  const step = moved ? { moved } : {};
  return Object.keys(errors).length === 0
    ? { ok: true, values, ...step }
    : { ok: false, values, errors, ...step };
}

/** Whether a value came that no form of ours sends: the post is refused as a whole, not shown back. */
export const isMalformed = (result: ValidationResult): boolean =>
  !result.ok && Object.values(result.errors).some((error) => error.code === "malformed");
