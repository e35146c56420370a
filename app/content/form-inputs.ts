import { languageList, type LanguageList, type LanguageSpec } from "~/i18n/languages";
import { columnNames, kindOf, type Field, type Fields } from "./content-types";

/**
 * One input of a form: a field's column, and for a translated field the
 * language it holds (`fallback`: the first language, the one a required text
 * must have and every other is translated from).
 */
export type FormInput = {
  name: string;
  field: Field;
  column: string;
  language: LanguageSpec | undefined;
  fallback: boolean;
};

/** The inputs of a form over `fields`, in order: one per column, a translated field's in the list's order. */
export function formInputs(fields: Fields, list: LanguageList = languageList): FormInput[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const columns = columnNames(name, field, list);
    const translated = kindOf(field).perLanguage;
    return columns.map((column, index) => ({
      name,
      field,
      column,
      language: translated ? list[index] : undefined,
      fallback: index === 0,
    }));
  });
}

/** The base field and language of a column among `fields` (`descKu` → desc, Kurdish), for labels. */
export function inputOfColumn(
  fields: Fields,
  column: string,
  list: LanguageList = languageList,
): FormInput | undefined {
  return formInputs(fields, list).find((input) => input.column === column);
}
