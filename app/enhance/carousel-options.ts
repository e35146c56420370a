/**
 * Swiper's breakpoints from the specification, keyed by the window's
 * width/height ratio. Clients show 2/2/3/5 slides; products 1 at the smallest.
 */
export const carouselBreakpoints = {
  clients: {
    "@0.00": { slidesPerView: 2, spaceBetween: 10 },
    "@0.75": { slidesPerView: 2, spaceBetween: 20 },
    "@1.00": { slidesPerView: 3, spaceBetween: 40 },
    "@1.50": { slidesPerView: 5, spaceBetween: 50 },
  },
  products: {
    "@0.00": { slidesPerView: 1, spaceBetween: 10 },
    "@0.75": { slidesPerView: 2, spaceBetween: 20 },
    "@1.00": { slidesPerView: 3, spaceBetween: 40 },
    "@1.50": { slidesPerView: 5, spaceBetween: 50 },
  },
} as const;

export type CarouselKind = keyof typeof carouselBreakpoints;

export const isCarouselKind = (value: unknown): value is CarouselKind =>
  typeof value === "string" && Object.hasOwn(carouselBreakpoints, value);

export const CLIENTS_AUTOPLAY_MS = 2500;
