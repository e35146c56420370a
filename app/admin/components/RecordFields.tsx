import { useTranslation } from "~/i18n/translation";
import type { ContentType, Field, ImageField } from "~/content/content-types";
import { formInputs, type FormInput } from "~/content/form-inputs";
import { fallbackColumn, fallbackLanguage, languages } from "~/i18n/languages";
import { useInputLabel } from "~/admin/components/field-labels";
import { imageUrl } from "~/content/image";
import { IMAGE_FORMAT_NAMES, MAX_IMAGE_PIXELS } from "~/content/image-limits";
import type { FormFailure } from "~/admin/admin-content.server";
import { ImagePicker } from "~/admin/components/ImagePicker";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";
const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/** The inputs of a content type's add/edit form, from its description. */
export function RecordFields({
  type,
  record,
  failure,
}: {
  type: ContentType;
  record: Record<string, string> | null;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const inputLabel = useInputLabel();
  const errorText = (column: string) => {
    const error = failure?.errors[column];
    if (!error) return null;
    switch (error.code) {
      case "required":
        return t("admin.form.required");
      case "tooLong":
        return t("admin.form.tooLong", { max: "max" in error ? error.max : 0 });
      case "invalidPhone":
        return t("admin.form.invalidPhone");
      case "imageTooLarge":
        return t("admin.upload.tooLarge");
      case "imageBadType":
        return t("admin.upload.badType", IMAGE_FORMAT_NAMES);
      case "imageTooManyPixels":
        return t("admin.upload.tooManyPixels", { max: MAX_MEGAPIXELS });
      case "imageNotClean":
        return t("admin.upload.notClean");
      case "invalidText":
        return t("admin.form.invalidText");
      default:
        return t("common.errorTryAgain");
    }
  };

  // With an image: it stays unless a file is chosen. Without one: what visitors see instead.
  const imageNote = (field: ImageField, hasImage: boolean) =>
    hasImage
      ? t("admin.form.keepImage")
      : field.required
        ? null
        : t(`admin.form.imageOptional.${field.withoutImage}`);

  const value = (column: string) => String(failure?.values[column] ?? record?.[column] ?? "");

  return (
    <>
      {formInputs(type.fields).map((input) => {
        const { name, field, column } = input;
        // The display order is changed in the list, not typed in.
        if (field.kind === "order") return null;
        if (field.kind === "visibility") {
          // New records are shown; what was ticked comes back after a refused save.
          const shown = String(failure?.values[name] ?? record?.[name] ?? "1") !== "0";
          return (
            <div className="field field--checkbox" key={name}>
              {/* An unticked box sends nothing: this says "hidden" then (see validateFields). */}
              <input type="hidden" name={name} value="0" />
              <input
                type="checkbox"
                id={`field-${name}`}
                name={name}
                value="1"
                defaultChecked={shown}
                aria-describedby={`field-${name}-help`}
              />
              <label htmlFor={`field-${name}`}>{t("admin.fields.visible")}</label>
              <p className="field__help" id={`field-${name}-help`}>
                {t("admin.form.visibleHelp")}
              </p>
            </div>
          );
        }
        {
          const id = `field-${column}`;
          const error = errorText(column);
          // An empty Kurdish or Arabic text shows its English text beside it, to translate from.
          const english =
            input.language && !input.fallback && value(column) === "" ? value(fallbackColumn(name)) : "";
          const help =
            field.kind === "image" ? "imageHelp" : name === "imageAlt" && input.fallback ? "altHelp" : null;
          const describedBy = [
            error ? `${id}-error` : null,
            help ? `${id}-help` : null,
            english ? `${id}-english` : null,
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={column}>
              <label htmlFor={id}>{inputLabel(`admin.fields.${name}`, input.language)}</label>
              <FieldInput
                id={id}
                input={input}
                field={field}
                defaultValue={value(column)}
                invalid={Boolean(error)}
                describedBy={describedBy || undefined}
              />
              {help === "imageHelp" && (
                <p className="field__help" id={`${id}-help`}>
                  {t("admin.form.imageHelp", IMAGE_FORMAT_NAMES)}{" "}
                  {field.kind === "image" && imageNote(field, Boolean(record?.image))}
                </p>
              )}
              {help === "altHelp" && (
                <p className="field__help" id={`${id}-help`}>
                  {t("admin.form.imageAltHelp")}
                </p>
              )}
              {english && (
                <p className="field__english" id={`${id}-english`}>
                  <span className="field__english-label">{t("admin.form.englishHint")}</span>{" "}
                  <span lang={languages[fallbackLanguage].htmlLang} dir={languages[fallbackLanguage].dir}>
                    {english}
                  </span>
                </p>
              )}
              {field.kind === "image" && record?.image && (
                <figure className="current-image">
                  <img src={imageUrl(record.image)} alt="" width="150" />
                  <figcaption>{t("admin.form.currentImage")}</figcaption>
                </figure>
              )}
              {error && (
                <p className="field__error" id={`${id}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        }
      })}
    </>
  );
}

function FieldInput({
  id,
  input,
  field,
  defaultValue,
  invalid,
  describedBy,
}: {
  id: string;
  input: FormInput;
  field: Exclude<Field, { kind: "order" | "visibility" }>;
  defaultValue: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const column = input.column;
  const common = {
    id,
    name: column,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  if (field.kind === "image")
    return <ImagePicker id={id} name={column} accept={ACCEPT} invalid={invalid} describedBy={describedBy} />;
  // Each language's text is typed in its own direction (Kurdish and Arabic right to left).
  const dir = input.language?.dir ?? (field.kind === "phone" ? "ltr" : "auto");
  const required = field.kind === "translated" ? field.requiredInEnglish && input.fallback : field.required;
  if (field.kind !== "phone" && field.multiline) {
    return (
      <textarea
        rows={field.kind === "translated" ? (field.rows ?? 5) : 5}
        maxLength={field.maxLength}
        dir={dir}
        defaultValue={defaultValue}
        required={required}
        {...common}
      />
    );
  }
  return (
    <input
      type={field.kind === "phone" ? "tel" : "text"}
      inputMode={field.kind === "phone" ? "tel" : undefined}
      maxLength={field.maxLength}
      dir={dir}
      defaultValue={defaultValue}
      required={required}
      {...common}
    />
  );
}
