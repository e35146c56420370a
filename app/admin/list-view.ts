/**
 * What an admin list shows, as its address says it (`?q=…&sort=title&dir=asc&size=25&missing=ku&page=2`,
 * and the image library's `unused=1`):
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
  /** The image library's items nothing uses (`?unused=1`): the library's list only. */
  unused: boolean;
};

export const DEFAULT_VIEW: ListView = {
  missing: null,
  q: "",
  sort: null,
  dir: "asc",
  size: ADMIN_PAGE_SIZE,
  page: 1,
  unused: false,
};

/**
 * A list's view when its address asks for nothing: the same for every list, the image library's grid
 * too (20 pictures: its rows of two on a phone and of four or five on a computer fill out). Asked of
 * the type, so a type may have its own one day.
 */
export function defaultView(_type: ContentType): ListView {
  return DEFAULT_VIEW;
}

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
  const size = params.get("size") ? Number(params.get("size")) : defaultView(type).size;
  if (missing === "invalid") return "invalid";
  if (sort !== null && !sortableColumns(type).includes(sort)) return "invalid";
  if (dir !== "asc" && dir !== "desc") return "invalid";
  if (!(PAGE_SIZES as readonly number[]).includes(size)) return "invalid";
  const unused = params.get("unused") || null;
  if (unused !== null && (unused !== "1" || !type.library)) return "invalid";
  return {
    missing,
    q: Array.from((params.get("q") ?? "").trim())
      .slice(0, LIST_SEARCH_MAX)
      .join(""),
    sort,
    dir,
    size,
    page: parsePageParam(params.get("page")),
    unused: unused !== null,
  };
}

/** The address's query for a view (defaults left out), e.g. for the pager: `viewQuery({ ...view, page: 2 }, type)`. */
export function viewQuery(view: ListView, type: ContentType): string {
  const query = new URLSearchParams();
  if (view.q) query.set("q", view.q);
  if (view.missing) query.set("missing", view.missing);
  if (view.unused) query.set("unused", "1");
  if (view.sort) {
    query.set("sort", view.sort);
    query.set("dir", view.dir);
  }
  if (view.size !== defaultView(type).size) query.set("size", String(view.size));
  if (view.page > 1) query.set("page", String(view.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** Narrowed by a search or a filter, or sorted otherwise than by the list's own order. */
export const isNarrowed = (view: ListView) => view.q !== "" || view.missing !== null || view.unused;
export const isReordered = (view: ListView) => view.sort !== null;
