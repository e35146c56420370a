/**
 * How many records each home-page section shows at most: the first ones in the order staff gave them.
 * The page stays the same size however many records staff add (the full
 * lists belong to pages that page through them in SQL).
 */
export const HOME_SECTION_LIMITS = {
  /** Hero banners the typing animation loops through. */
  banners: 8,
  tiles: 6,
  services: 12,
  products: 24,
  clients: 24,
  /** The latest news posts. */
  news: 3,
} as const;
