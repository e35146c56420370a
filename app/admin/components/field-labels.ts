import { useTranslation } from "~/i18n/translation";
import { isLanguage, type LanguageSpec } from "~/i18n/languages";
import type { TextKey } from "~/i18n/text-keys";
import type { Translate } from "~/i18n/translate";
import type { Fields } from "~/content/content-types";
import { inputOfColumn } from "~/content/form-inputs";

/**
 * A form input's label: the field's own label, and for a translated field the
 * language in brackets ("Title (Kurdish)"). One text per field and one per
 * language, so a new language needs no label per field.
 */
export function inputLabel(t: Translate, fieldKey: TextKey, language: LanguageSpec | undefined): string {
  const field = t(fieldKey);
  return language ? t("admin.form.inLanguage", { field, language: languageName(t, language) }) : field;
}

/** A language's name in the page's language ("Kurdish"); a language the site does not have, its code. */
export function languageName(t: Translate, language: LanguageSpec): string {
  return isLanguage(language.code) ? t(`admin.languages.${language.code}`) : language.code;
}

export function useInputLabel() {
  const { t } = useTranslation();
  return (fieldKey: TextKey, language: LanguageSpec | undefined) => inputLabel(t, fieldKey, language);
}

/**
 * A stored column's label among `fields` ("Description (Kurdish)" for `descKu`), with `labelKey`
 * giving a field's label key; a column the fields no longer have keeps its name.
 */
export function columnLabel(
  t: Translate,
  fields: Fields,
  column: string,
  labelKey: (name: string) => TextKey,
): string {
  const input = inputOfColumn(fields, column);
  return input ? inputLabel(t, labelKey(input.name), input.language) : column;
}
