import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translation";
import type { SwiperOptions } from "swiper/types";
import { useHydrated } from "~/lib/use-hydrated";

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
} satisfies Record<string, SwiperOptions["breakpoints"]>;

export const CLIENTS_AUTOPLAY_MS = 2500;

type CarouselProps = {
  kind: keyof typeof carouselBreakpoints;
  autoplay?: boolean;
  children: React.ReactNode[];
};

/**
 * Without JavaScript a horizontally scrollable list; with it, swiper takes
 * over the same markup (it reads dir="rtl" from the page and runs mirrored).
 */
export function Carousel({ kind, autoplay = false, children }: CarouselProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || !pagination.current || children.length === 0) return;
    let destroyed = false;
    let swiper: { destroy(): void } | undefined;
    const paginationElement = pagination.current;
    const start = () =>
      void import("./swiper.client").then(({ createSwiper }) => {
        if (destroyed) return;
        swiper = createSwiper(element, {
          breakpointsBase: "window",
          breakpoints: carouselBreakpoints[kind],
          slidesPerView: kind === "clients" ? 5 : 1,
          // Fewer slides than places (4 products, 5 per view at 1920 px): centred, no gap on one side.
          centerInsufficientSlides: true,
          pagination: { el: paginationElement, clickable: true, bulletElement: "button" },
          autoplay: autoplay ? { delay: CLIENTS_AUTOPLAY_MS, disableOnInteraction: false } : false,
          a11y: {
            // Slides stay list items: the markup is a list with or without swiper.
            slideRole: "listitem",
            prevSlideMessage: t("carousel.previous"),
            nextSlideMessage: t("carousel.next"),
            paginationBulletMessage: t("carousel.goToSlide", { number: "{{index}}" }),
          },
        });
      });
    // Swiper is fetched when the carousel comes within a screen of the viewport, not with the first
    // load: the carousels are below the full-height hero (its weight: docs/decisions/005-first-load.md).
    const nearby = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearby.disconnect();
        start();
      },
      { rootMargin: "100% 0px" },
    );
    nearby.observe(element);
    return () => {
      destroyed = true;
      nearby.disconnect();
      swiper?.destroy();
    };
  }, [kind, autoplay, children.length, t]);

  return (
    <div className={`carousel carousel--${kind} swiper`} ref={root}>
      {/* Without JavaScript the list scrolls: keyboard users can focus it to scroll. */}
      <ul className="swiper-wrapper" tabIndex={hydrated ? undefined : 0}>
        {children.map((child, index) => (
          <li className="swiper-slide" key={index}>
            {child}
          </li>
        ))}
      </ul>
      <div className="carousel__pagination" ref={pagination} />
    </div>
  );
}
