import { useTranslation } from "~/i18n/translation";
import type { LanguageSpec } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { Fields } from "~/content/content-types";
import { inputOfColumn } from "~/content/form-inputs";

/**
 * A form input's label: the field's own label, and for a translated field the
 * language in brackets ("Title (Kurdish)"). One text per field and one per
 * language, so a new language needs no label per field.
 */
export function inputLabel(t: Translate, fieldKey: string, language: LanguageSpec | undefined): string {
  const field = t(fieldKey);
  return language
    ? t("admin.form.inLanguage", { field, language: t(`admin.languages.${language.code}`) })
    : field;
}

export function useInputLabel() {
  const { t } = useTranslation();
  return (fieldKey: string, language: LanguageSpec | undefined) => inputLabel(t, fieldKey, language);
}

/**
 * A stored column's label among `fields` ("Description (Kurdish)" for `descKu`), with `labelKey`
 * giving a field's label key; a column the fields no longer have keeps its name.
 */
export function columnLabel(
  t: Translate,
  fields: Fields,
  column: string,
  labelKey: (name: string) => string,
): string {
  const input = inputOfColumn(fields, column);
  return input ? inputLabel(t, labelKey(input.name), input.language) : column;
}
