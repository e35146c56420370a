/**
 * Rows per page in every admin list unless staff choose another size (the record lists, the inbox, the
 * trash, the activity log): a screenful to scan on a desktop. The specification's three made a list of
 * thirty services ten pages long (docs/decisions/010-inbox-and-mail.md).
 */
export const ADMIN_PAGE_SIZE = 20;

export type Page = {
  page: number;
  pages: number;
  limit: number;
  offset: number;
  /** The row number shown for the first row: numbering continues across pages. */
  firstRowNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The list was counted only so far (paginateCountedSoFar): there are more pages than `pages`. */
  morePages: boolean;
};

/** Reads `?page=N`; anything that is not a whole number means page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Clamps the requested page into 1..pages (an empty list has one, empty, page). */
export function paginate(total: number, requested: number, size = ADMIN_PAGE_SIZE): Page {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const offset = (page - 1) * size;
  return {
    page,
    pages,
    limit: size,
    offset,
    firstRowNumber: offset + 1,
    hasPrevious: page > 1,
    hasNext: page < pages,
    morePages: false,
  };
}

/**
 * For a list counted only up to `counted` rows, a whole number of pages, when there are more: the page
 * asked for among those, with a next page after the last of them ("page 3 of more than 333").
 */
export function paginateCountedSoFar(counted: number, requested: number, size = ADMIN_PAGE_SIZE): Page {
  const page = paginate(counted, requested, size);
  return { ...page, hasNext: true, morePages: true };
}
