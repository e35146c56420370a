/**
 * What an admin list shows, as its address says it (`?q=…&sort=title&dir=asc&size=25&missing=ku&page=2`):
 * read here, written back by every link and form of the list (the pager, the headers, the row buttons,
 * which come back to the same view). Defaults are left out of the address.
 */
import { kindOf, type ContentType, type TranslationLanguage } from "~/content/content-types";
import { ADMIN_PAGE_SIZE, parsePageParam } from "~/content/pagination";
import { parseMissingParam } from "./missing-filter";

/** Rows a page staff may choose; ADMIN_PAGE_SIZE is the default. */
export const PAGE_SIZES = [10, ADMIN_PAGE_SIZE, 50, 100] as const;
/** Longer searches are cut: a title is at most 200 characters. */
export const LIST_SEARCH_MAX = 200;

export type SortDirection = "asc" | "desc";
export type ListView = {
  missing: TranslationLanguage | null;
  /** Words in a listed text, in any language. */
  q: string;
  /** A listed column, or null for the list's own order (display order, then newest first). */
  sort: string | null;
  dir: SortDirection;
  size: number;
  page: number;
};

export const DEFAULT_VIEW: ListView = {
  missing: null,
  q: "",
  sort: null,
  dir: "asc",
  size: ADMIN_PAGE_SIZE,
  page: 1,
};

/** The columns a list can be sorted by: its listed texts and the date (not images). */
export function sortableColumns(type: ContentType): string[] {
  return type.listFields.filter((name) => {
    if (name === "date") return true;
    const kind = kindOf(type.fields[name as string]!);
    return !kind.upload && !kind.unsortable;
  }) as string[];
}

/** The view an address asks for; "invalid" for a value no link of the list makes (a 400). */
export function parseListView(params: URLSearchParams, type: ContentType): ListView | "invalid" {
  const missing = parseMissingParam(params.get("missing"));
  const sort = params.get("sort") || null;
  const dir = params.get("dir") || DEFAULT_VIEW.dir;
  const size = params.get("size") ? Number(params.get("size")) : DEFAULT_VIEW.size;
  if (missing === "invalid") return "invalid";
  if (sort !== null && !sortableColumns(type).includes(sort)) return "invalid";
  if (dir !== "asc" && dir !== "desc") return "invalid";
  if (!(PAGE_SIZES as readonly number[]).includes(size)) return "invalid";
  return {
    missing,
    q: Array.from((params.get("q") ?? "").trim())
      .slice(0, LIST_SEARCH_MAX)
      .join(""),
    sort,
    dir,
    size,
    page: parsePageParam(params.get("page")),
  };
}

/** The address's query for a view (defaults left out), e.g. for the pager: `viewQuery({ ...view, page: 2 })`. */
export function viewQuery(view: ListView): string {
  const query = new URLSearchParams();
  if (view.q) query.set("q", view.q);
  if (view.missing) query.set("missing", view.missing);
  if (view.sort) {
    query.set("sort", view.sort);
    query.set("dir", view.dir);
  }
  if (view.size !== DEFAULT_VIEW.size) query.set("size", String(view.size));
  if (view.page > 1) query.set("page", String(view.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** Narrowed by a search or a filter, or sorted otherwise than by the list's own order. */
export const isNarrowed = (view: ListView) => view.q !== "" || view.missing !== null;
export const isReordered = (view: ListView) => view.sort !== null;
