import type { ReactNode } from "react";
import type { TextKey } from "~/i18n/text-keys";
import { useTranslation } from "~/i18n/translation";
import { companyZoneName } from "~/lib/dates";
import { isolated } from "~/lib/bidi";
import { kindOf, type Fields, type ImageField, type RichTextField } from "~/content/content-types";
import { formInputs, type FormInput } from "~/content/form-inputs";
import { imageUrl } from "~/content/image";
import { IMAGE_FORMAT_NAMES } from "~/content/image-limits";
import { fallbackColumn, fallbackLanguage, languages } from "~/i18n/languages";
import { useInputLabel } from "~/admin/components/field-labels";
import { errorText, inputOf, type InputError } from "~/admin/components/field-inputs";
import { LibraryCode } from "~/admin/components/LibraryCode";
import { LIBRARY_LIST_PATH } from "~/admin/paths";

export type FieldsFailure = { values: Record<string, string>; errors: Record<string, InputError> };

/**
 * The inputs of a form over a type's fields (a list's record or a single
 * record such as the company facts), from its description: one per column, a
 * translated field's in every language, each with its label, help, error and,
 * for an empty translation, the English text to translate from. `groups`
 * splits them into fieldsets.
 */
export function RecordFields({
  fields,
  record,
  failure,
  labelKey,
  groups,
  fromLibrary = false,
  ofLibrary = false,
}: {
  fields: Fields;
  /** Its image may be a picture of the image library, chosen by its code (every type's but the library's). */
  fromLibrary?: boolean;
  /** The image library's own form: its file is the picture every record using it shows. */
  ofLibrary?: boolean;
  record: Record<string, string> | null;
  failure: FieldsFailure | undefined;
  /** The translation key of a field's label. */
  labelKey: (name: string) => TextKey;
  groups?: readonly { key: string; legend: string; help?: string; fields: readonly string[] }[];
}) {
  const value = (column: string) => String(failure?.values[column] ?? record?.[column] ?? "");
  const inputs = formInputs(fields).filter((input) => kindOf(input.field).inForm);
  const render = (input: FormInput) => (
    <FieldBlock
      key={input.column}
      input={input}
      value={value(input.column)}
      english={input.language && !input.fallback ? value(fallbackColumn(input.name)) : ""}
      error={failure?.errors[input.column]}
      labelKey={labelKey(input.name)}
      currentImage={record?.[input.column] ?? ""}
      valueOf={value}
      fromLibrary={fromLibrary}
      ofLibrary={ofLibrary}
    />
  );
  if (!groups) return <>{inputs.map(render)}</>;
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.key} className="settings-form__group">
          <legend>{group.legend}</legend>
          {group.help && <p className="field__help settings-form__help">{group.help}</p>}
          {inputs.filter((input) => group.fields.includes(input.name)).map(render)}
        </fieldset>
      ))}
    </>
  );
}

function FieldBlock({
  input,
  value,
  english,
  error,
  labelKey,
  currentImage,
  valueOf,
  fromLibrary,
  ofLibrary,
}: {
  fromLibrary: boolean;
  ofLibrary: boolean;
  input: FormInput;
  value: string;
  english: string;
  error: InputError | undefined;
  labelKey: TextKey;
  currentImage: string;
  valueOf: (column: string) => string;
}) {
  const { t, language } = useTranslation();
  const inputLabel = useInputLabel();
  const { field, column, name } = input;
  const spec = inputOf(field);
  const id = `field-${column}`;
  const label = inputLabel(labelKey, input.language);
  const message = error ? errorText(t, error) : null;
  // An empty translation shows its English text beside it, to translate from.
  const showEnglish = english !== "" && value === "";
  const image = kindOf(field).upload ? (field as ImageField) : null;
  // Which formatting a rich text takes, said once, under its first language's box.
  const rich = kindOf(field).rendered && input.fallback ? (field as RichTextField) : null;
  const help = image
    ? "imageHelp"
    : name === "imageAlt" && input.fallback
      ? "altHelp"
      : rich
        ? "richHelp"
        : kindOf(field).storage === "time"
          ? "timeHelp"
          : field.help && input.fallback
            ? "ownHelp"
            : null;
  const describedBy =
    [message ? `${id}-error` : null, help ? `${id}-help` : null, showEnglish ? `${id}-english` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const props = { id, input, field, value, label, invalid: Boolean(message), describedBy, valueOf };
  if (spec.wrapper === "own") return spec.render(props);
  const control = spec.render(props);
  const after = (
    <>
      {help === "imageHelp" && image && (
        <p className="field__help" id={`${id}-help`}>
          {t("admin.form.imageHelp", IMAGE_FORMAT_NAMES)}{" "}
          {currentImage
            ? t("admin.form.keepImage")
            : image.required
              ? null
              : t(`admin.form.imageOptional.${image.withoutImage}`)}
          {/* A library picture's own file (the library's form): a new one changes every record showing it. */}
          {currentImage && ofLibrary ? <> {t("admin.library.replaceHelp")}</> : null}
        </p>
      )}
      {help === "richHelp" && rich && <FormattingHelp id={`${id}-help`} field={rich} />}
      {help === "richHelp" && rich?.images && (
        <p className="field__help">
          {t("admin.library.textHelp")}{" "}
          <a href={LIBRARY_LIST_PATH} target="_blank" rel="noreferrer">
            {t("admin.library.openLibrary")}
          </a>
        </p>
      )}
      {help === "timeHelp" && (
        <p className="field__help" id={`${id}-help`}>
          {t("admin.form.publishing.timeHelp", { zone: isolated(companyZoneName(language)) })}
        </p>
      )}
      {help === "ownHelp" && field.help && (
        <p className="field__help" id={`${id}-help`}>
          {t(field.help)}
        </p>
      )}
      {help === "altHelp" && (
        <p className="field__help" id={`${id}-help`}>
          {t(ofLibrary ? "admin.library.altHelp" : "admin.form.imageAltHelp")}
        </p>
      )}
      {showEnglish && (
        <p className="field__english" id={`${id}-english`}>
          <span className="field__english-label">{t("admin.form.englishHint")}</span>{" "}
          <span lang={languages[fallbackLanguage].htmlLang} dir={languages[fallbackLanguage].dir}>
            {english}
          </span>
        </p>
      )}
      {image && currentImage && (
        <figure className="current-image">
          <img src={imageUrl(currentImage)} alt="" width="150" />
          <figcaption>{t("admin.form.currentImage")}</figcaption>
        </figure>
      )}
      {image && fromLibrary && <LibraryCode fieldId={id} value={valueOf("imageFromLibrary")} />}
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </>
  );
  if (spec.wrapper === "fieldset") {
    return (
      <fieldset className="field field--choices" id={id} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {control}
        {after}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {after}
    </div>
  );
}

/**
 * The formatting a rich text takes: each example on a line of its own, what is typed (markup, so left
 * to right in every language, as in the English box it sits under, each character in the order it is
 * typed) and what it shows as. Run together in one line, a right-to-left page reordered the examples'
 * brackets and stars among each other's words.
 */
export function FormattingHelp({ id, field }: { id: string; field: RichTextField }) {
  const { t } = useTranslation();
  const bold = t("admin.form.formatBold");
  const italic = t("admin.form.formatItalic");
  const link = t("admin.form.formatLink");
  const item = t("admin.form.formatListItem");
  const heading = t("admin.form.formatHeading");
  const subheading = t("admin.form.formatSubheading");
  const examples: { typed: string; shown: ReactNode }[] = [
    { typed: `**${bold}**`, shown: <strong>{bold}</strong> },
    { typed: `*${italic}*`, shown: <em>{italic}</em> },
    { typed: `[${link}](https://…)`, shown: <span className="field__formats-link">{link}</span> },
    ...(field.inline ? [] : [{ typed: `- ${item}`, shown: <>• {item}</> }]),
    ...(field.headings
      ? [
          { typed: `## ${heading}`, shown: <strong className="field__formats-heading">{heading}</strong> },
          { typed: `### ${subheading}`, shown: <strong>{subheading}</strong> },
        ]
      : []),
  ];
  return (
    <div className="field__help field__formats" id={id}>
      <p>{t("admin.form.formatting")}</p>
      <ul>
        {examples.map(({ typed, shown }) => (
          <li key={typed}>
            <code dir="ltr">{typed}</code> {t("admin.form.formatShowsAs")} {shown}
          </li>
        ))}
      </ul>
    </div>
  );
}
