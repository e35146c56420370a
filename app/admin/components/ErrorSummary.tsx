import type { MouseEvent } from "react";
import type { Fields } from "~/content/content-types";
import { formInputs } from "~/content/form-inputs";
import type { TextKey } from "~/i18n/text-keys";
import { useTranslation } from "~/i18n/translation";
import { errorText, type InputError } from "~/admin/components/field-inputs";
import { inputLabel } from "~/admin/components/field-labels";

/**
 * The banner at the top of a form a save was refused for: which fields to correct, in the form's order,
 * each by its label ("Title (Arabic)") with what is wrong, and a link to it (`#field-titleAr`), so a
 * long form's wrong field is found from the top of the page, without JavaScript too. With JavaScript
 * the link moves the focus to the field itself (a plain jump to `#…` would make the router forget the
 * refused save's errors and what was typed).
 */
export function ErrorSummary({
  id,
  fields,
  errors,
  labelKey,
  formLabels = {},
  order,
}: {
  /** The banner's id: the page focuses it when no single field is to blame. */
  id: string;
  fields: Fields;
  errors: Record<string, InputError>;
  /** The translation key of a field's label. */
  labelKey: (name: string) => TextKey;
  /** Inputs of the form beyond the fields' (a new record's place), by name, with their labels. */
  formLabels?: Record<string, string>;
  /** The fields in the order the form shows them, when its fieldsets put them in another (a single's groups). */
  order?: readonly string[];
}) {
  const { t } = useTranslation();
  const place = (name: string) => (order ? order.indexOf(name) : 0);
  const wrong = [
    ...formInputs(fields)
      .filter((input) => errors[input.column])
      // Stable: a translated field's languages stay in their order.
      .sort((a, b) => place(a.name) - place(b.name))
      .map((input) => ({
        column: input.column,
        label: inputLabel(t, labelKey(input.name), input.language),
      })),
    ...Object.entries(formLabels)
      .filter(([column]) => errors[column])
      .map(([column, label]) => ({ column, label })),
  ];
  const jump = (event: MouseEvent<HTMLAnchorElement>, column: string) => {
    const target = document.getElementById(`field-${column}`);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: "center" });
    // A group of boxes (a fieldset) by its first box.
    const box = target.matches("input, select, textarea")
      ? target
      : target.querySelector<HTMLElement>("input, select, textarea");
    box?.focus();
  };
  return (
    <div id={id} tabIndex={-1} className="notice notice--error error-summary" role="alert">
      <p>{t("admin.form.fixErrors")}</p>
      {wrong.length > 0 && (
        <ul>
          {wrong.map(({ column, label }) => (
            <li key={column}>
              <a href={`#field-${column}`} onClick={(event) => jump(event, column)}>
                {label}
              </a>
              {": "}
              <span className="error-summary__message">{errorText(t, errors[column]!)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
