import { imageUrl } from "~/content/image";
import { columnNames, type ContentType } from "~/content/content-types";
import { useTranslation } from "react-i18next";

export type ListColumn = { key: string; kind: "text" | "longText" | "image" | "phone" | "date" };

/** The list's columns, from the content type's description. */
export function listColumns(type: ContentType): ListColumn[] {
  return type.listFields.flatMap((name): ListColumn[] => {
    if (name === "date") return [{ key: "date", kind: "date" }];
    const field = type.fields[name as string]!;
    const kind =
      field.kind === "image"
        ? "image"
        : field.kind === "phone"
          ? "phone"
          : field.kind === "translated" || field.kind === "text"
            ? field.multiline
              ? "longText"
              : "text"
            : "text";
    return columnNames(name as string, field).map((key) => ({ key, kind }));
  });
}

export function RecordCell({ column, value }: { column: ListColumn; value: string | number }) {
  const { t } = useTranslation();
  if (column.kind === "image") {
    return value ? (
      <img src={imageUrl(String(value))} alt="" width="150" className="admin-thumb" loading="lazy" />
    ) : (
      <span className="muted">{t("admin.list.noImage")}</span>
    );
  }
  // Staff call or write back from the list: a visitor's phone and email are links.
  if (column.kind === "phone" && value) {
    return (
      <a href={`tel:${String(value).replace(/[^\d+]/g, "")}`} dir="ltr">
        {value}
      </a>
    );
  }
  if (column.key === "email" && value) {
    return (
      <a href={`mailto:${value}`} dir="ltr">
        {value}
      </a>
    );
  }
  const rtl = column.key.endsWith("Ku") || column.key.endsWith("Ar");
  const ltr = column.kind === "phone" || column.key === "email";
  return (
    <span
      dir={rtl ? "rtl" : ltr ? "ltr" : "auto"}
      className={column.kind === "longText" ? "long-text" : undefined}
    >
      {value}
    </span>
  );
}
