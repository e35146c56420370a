import type { ContentType } from "~/content/content-types";
import { useTranslation } from "~/i18n/translation";
import { isolated } from "~/lib/bidi";
import { errorText, type InputError } from "~/admin/components/field-inputs";
import { recordNamer } from "~/admin/components/list-columns";
import { useOwnPages } from "~/admin/components/own-pages";

/** The add form's input that says where the new record goes (not a field of the record). */
export const PLACE_FIELD = "place";

/** A record the new one may follow: its id and the values that name it (its label, where it leads). */
export type PlaceRecord = { id: string; values: Record<string, string> };

/**
 * Where a new record goes in a list ordered by hand (`placeChoice`): at the end its type places new
 * records (chosen for staff), at the other end, or right after one of the records, each named as the
 * list names it. A plain select: no JavaScript needed.
 */
export function PlaceChoice({
  type,
  records,
  chosen,
  error,
}: {
  type: ContentType;
  /** In the list's order. */
  records: readonly PlaceRecord[];
  /** What was chosen before a refused save, or "" for the type's own place. */
  chosen: string;
  error: InputError | undefined;
}) {
  const { t } = useTranslation();
  const name = recordNamer(type, t, useOwnPages());
  const id = `field-${PLACE_FIELD}`;
  const ends = [
    { value: "last", label: t("admin.form.place.last") },
    { value: "first", label: t("admin.form.place.first") },
  ];
  // The type's own place first: what happens when nobody changes it.
  if ((type.placeNewRecords ?? "first") === "first") ends.reverse();
  const message = error ? errorText(t, error) : null;
  return (
    <div className="field">
      <label htmlFor={id}>{t("admin.form.place.label")}</label>
      <select
        id={id}
        name={PLACE_FIELD}
        defaultValue={chosen || ends[0]!.value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        {ends.map((end) => (
          <option key={end.value} value={end.value}>
            {end.label}
          </option>
        ))}
        {records.map((record) => (
          <option key={record.id} value={`after:${record.id}`}>
            {t("admin.form.place.after", { title: isolated(name(record.id, record.values)) })}
          </option>
        ))}
      </select>
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
