import { columnHeadingKey } from "~/content/content-types";
import { Form, Link } from "@remix-run/react";
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconFilter } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { TextKey } from "~/i18n/text-keys";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { LIST_SEARCH_MAX, PAGE_SIZES, type ListView, type SortDirection } from "~/admin/list-view";

/**
 * What a list shows: a search in its titles and names (any language), a sort by one of its columns
 * (the headers sort too, but a phone shows no headers), and how many rows a page shows. A GET form:
 * it works without JavaScript and the address says what is shown. The translation filter is kept;
 * what is chosen starts at page 1.
 */
export function ListSearch({
  view,
  sortable,
  clearTo,
  help = "admin.list.searchHelp",
  ownOrder = "admin.list.sortOwn",
}: {
  view: ListView;
  /** What the search looks in, said under it (the type's `searchFields`). */
  help?: TextKey;
  /** The list's own order, as the sort's first choice names it. */
  ownOrder?: TextKey;
  /** The columns the list can be sorted by (sortableColumns). */
  sortable: readonly string[];
  /** Back to the whole list in its own order, when something is chosen. */
  clearTo: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Form method="get" className="list-search admin-card" role="search">
      <div className="list-search__field">
        <label htmlFor="list-q">{t("admin.list.search")}</label>
        <input
          id="list-q"
          type="search"
          name="q"
          defaultValue={view.q}
          maxLength={LIST_SEARCH_MAX}
          dir="auto"
          aria-describedby="list-q-help"
        />
        <p id="list-q-help" className="field-help">
          {t(help)}
        </p>
      </div>
      <div className="list-search__choice">
        <label htmlFor="list-sort">{t("admin.list.sortBy")}</label>
        <select id="list-sort" name="sort" defaultValue={view.sort ?? ""}>
          <option value="">{t(ownOrder)}</option>
          {sortable.map((key) => (
            <option key={key} value={key}>
              {t(columnHeadingKey(key))}
            </option>
          ))}
        </select>
      </div>
      <div className="list-search__choice">
        <label htmlFor="list-dir">{t("admin.list.direction")}</label>
        <select id="list-dir" name="dir" defaultValue={view.dir}>
          <option value="asc">{t("admin.list.ascending")}</option>
          <option value="desc">{t("admin.list.descending")}</option>
        </select>
      </div>
      <div className="list-search__choice">
        <label htmlFor="list-size">{t("admin.list.pageSize")}</label>
        <select id="list-size" name="size" defaultValue={String(view.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatInteger(size, lang)}
            </option>
          ))}
        </select>
      </div>
      {view.missing && <input type="hidden" name="missing" value={view.missing} />}
      {view.unused && <input type="hidden" name="unused" value="1" />}
      <div className="list-search__buttons">
        <button type="submit" className="button button--small">
          <IconFilter size={16} aria-hidden="true" /> {t("admin.activity.apply")}
        </button>
        {clearTo ? (
          <Link to={clearTo} className="inbox-search__clear">
            {t("admin.list.clearView")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The sort a column header shows: up, down, or (not sorted by it) both. */
export function SortArrow({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === "asc" ? IconArrowUp : direction === "desc" ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden="true" className={direction ? "sort-arrow is-active" : "sort-arrow"} />;
}
