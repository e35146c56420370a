import type { TextKey } from "~/i18n/text-keys";
import { useTranslation } from "~/i18n/translation";
import { columnNames, kindOf, recordLabel, type ContentType, type Fields } from "~/content/content-types";
import type { ListCell } from "~/content/field-kinds";
import { imageUrl } from "~/content/image";
import { isMenuDestination, OWN_PAGE } from "~/content/menu-destinations";
import { useOwnPages, type OwnPageChoice } from "~/admin/components/own-pages";
import type { Translate } from "~/i18n/translate";
import { isolated } from "~/lib/bidi";
import { languageList } from "~/i18n/languages";
import { EmailAddress } from "~/admin/components/EmailAddress";

type Kind = ListCell | "date";
/**
 * A list column per listed field. A translated field is one column whose
 * cell holds its three languages one under the other: three columns per
 * field made a list of descriptions wider than any screen.
 */
export type ListColumn = {
  key: string;
  kind: Kind;
  translated: boolean;
  /** What an empty value means (the field's `whenEmpty`), said instead of a dash. */
  whenEmpty?: TextKey;
  /** An address's fixed start (`/`, `/news/`): the cell shows the whole path. */
  prefix?: string;
};

/** The list's columns, from the content type's description. */
export function listColumns(type: ContentType): ListColumn[] {
  return type.listFields.map((name): ListColumn => {
    if (name === "date") return { key: "date", kind: "date", translated: false };
    const field = type.fields[name as string]!;
    const kind = kindOf(field).listCell(field);
    return {
      key: name as string,
      kind,
      translated: columnNames(name as string, field).length > 1,
      ...(field.whenEmpty ? { whenEmpty: field.whenEmpty } : {}),
      ...(kind === "address" && "prefix" in field ? { prefix: field.prefix } : {}),
    };
  });
}

/**
 * The name a record goes by in its list's buttons ("Move … up") and the choices that name it (a menu's
 * "After …"): its label (the English title, as every list names its rows), else what the list shows
 * for it: a menu link without a name of its own by where it leads (a built-in page by its name in the
 * back office's language, one of the office's pages by its title), else its id.
 */
export function recordNamer(
  type: ContentType,
  t: Translate,
  ownPages: readonly OwnPageChoice[],
): (id: string, values: Record<string, unknown>) => string {
  const fields: Fields = type.fields;
  const labelColumn = columnNames(type.labelField, fields[type.labelField]!)[0]!;
  const destinations = listColumns(type).filter((column) => column.kind === "destination");
  return (id, values) => {
    const label = values[labelColumn];
    if (typeof label === "string" && label !== "") return label;
    for (const { key } of destinations) {
      const value = values[key];
      if (isMenuDestination(value)) return t(`admin.menus.destinations.${value}`);
      const page = ownPages.find((own) => `${OWN_PAGE}${own.id}` === value);
      if (page) return page.title;
    }
    return recordLabel(type, values) ?? id;
  };
}

/** One cell of a record's row. */
export function RecordCell({ column, values }: { column: ListColumn; values: Record<string, string> }) {
  const { t } = useTranslation();
  const ownPages = useOwnPages();
  if (column.translated) {
    return (
      <div className="language-stack">
        {languageList.map((language) => {
          const text = values[`${column.key}${language.suffix}`] ?? "";
          return (
            <p key={language.code}>
              <span className="language-stack__tag">{t(`admin.languages.${language.code}`)}</span>{" "}
              {text ? (
                <span
                  lang={language.htmlLang}
                  dir={language.dir}
                  className={column.kind === "longText" ? "long-text" : undefined}
                >
                  {text}
                </span>
              ) : (
                <span className="muted">{column.whenEmpty ? t(column.whenEmpty) : "—"}</span>
              )}
            </p>
          );
        })}
      </div>
    );
  }
  const value = values[column.key] ?? "";
  if (column.kind === "image") {
    return value ? (
      <img src={imageUrl(value)} alt="" width="150" className="admin-thumb" loading="lazy" />
    ) : (
      <span className="muted">{t("admin.list.noImage")}</span>
    );
  }
  // Staff call or write back from the list: a visitor's phone and email are links.
  if (column.kind === "phone" && value) {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} dir="ltr">
        {value}
      </a>
    );
  }
  if (column.kind === "email" && value) {
    return (
      <a href={`mailto:${value}`}>
        <EmailAddress address={value} />
      </a>
    );
  }
  // An address as the path visitors type, left to right in every language.
  if (column.prefix !== undefined && value)
    return (
      <span dir="ltr">
        {column.prefix}
        {value}
      </span>
    );
  // A menu link's destination by its name in the back office's language (one the site no longer has: as stored).
  if (column.kind === "destination" && isMenuDestination(value)) {
    return <span>{t(`admin.menus.destinations.${value}`)}</span>;
  }
  // One of the office's own pages, by its title (one since deleted: as stored).
  const page =
    column.kind === "destination" ? ownPages.find((own) => `${OWN_PAGE}${own.id}` === value) : undefined;
  if (page)
    return (
      <span>
        {t("admin.menus.ownPage", { title: isolated(page.title) })} <span dir="ltr">{page.path}</span>
      </span>
    );
  return (
    <span dir="auto" className={column.kind === "longText" ? "long-text" : undefined}>
      {value}
    </span>
  );
}
