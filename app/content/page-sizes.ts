/**
 * How many records a public list page shows at once. Longer lists go on to
 * `?page=2`, read from SQL page by page: a page's size never grows with the
 * number of records staff add (see home-limits.ts for the home page).
 */
export const PUBLIC_PAGE_SIZES = {
  solutions: 12,
  team: 24,
  news: 10,
} as const;

/** Characters of a service's description shown on /solutions. */
export const SOLUTION_INTRO_LENGTH = 280;
