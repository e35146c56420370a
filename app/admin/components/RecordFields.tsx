import { useTranslation } from "react-i18next";
import { columnNames, type ContentType, type Field } from "~/content/content-types";
import { imageUrl } from "~/content/image";
import { MAX_IMAGE_PIXELS } from "~/content/image-limits";
import type { FormFailure } from "~/admin/admin-content.server";

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
        return t("admin.upload.badType");
      case "imageTooManyPixels":
        return t("admin.upload.tooManyPixels", { max: MAX_MEGAPIXELS });
      case "imageNotClean":
        return t("admin.upload.notClean");
      case "invalidText":
        return t("admin.form.invalidText");
      case "invalidNumber":
        return t("admin.form.invalidNumber", {
          min: "min" in error ? error.min : 0,
          max: "max" in error ? error.max : 0,
        });
      default:
        return t("common.errorTryAgain");
    }
  };

  return (
    <>
      {Object.entries(type.fields).flatMap(([name, field]) =>
        columnNames(name, field).map((column) => {
          const id = `field-${column}`;
          const error = errorText(column);
          const describedBy = [error ? `${id}-error` : null, field.kind === "image" ? `${id}-help` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={column}>
              <label htmlFor={id}>{t(`admin.fields.${column}`)}</label>
              <FieldInput
                id={id}
                column={column}
                field={field}
                defaultValue={String(failure?.values[column] ?? record?.[column] ?? "")}
                invalid={Boolean(error)}
                describedBy={describedBy || undefined}
              />
              {field.kind === "image" && (
                <p className="field__help" id={`${id}-help`}>
                  {t("admin.form.imageHelp")} {record?.image ? t("admin.form.keepImage") : null}
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
        }),
      )}
    </>
  );
}

function FieldInput({
  id,
  column,
  field,
  defaultValue,
  invalid,
  describedBy,
}: {
  id: string;
  column: string;
  field: Field;
  defaultValue: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const common = {
    id,
    name: column,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  if (field.kind === "image") return <input type="file" accept={ACCEPT} {...common} />;
  if (field.kind === "number") {
    // Text with a numeric keyboard, not type=number: the server reads Eastern Arabic digits too.
    return (
      <input
        type="text"
        inputMode="numeric"
        dir="ltr"
        maxLength={12}
        defaultValue={defaultValue === "" ? String(field.defaultValue) : defaultValue}
        {...common}
      />
    );
  }
  // Kurdish and Arabic texts are typed right to left.
  const dir =
    column.endsWith("Ku") || column.endsWith("Ar") ? "rtl" : field.kind === "phone" ? "ltr" : "auto";
  const required =
    field.kind === "translated" ? field.requiredInEnglish && column.endsWith("En") : field.required;
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
