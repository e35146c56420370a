import { useTranslation } from "~/i18n/translation";
import { enhance } from "~/enhance/attributes";
import type { CarouselKind } from "~/enhance/carousel-options";

type CarouselProps = {
  kind: CarouselKind;
  autoplay?: boolean;
  children: React.ReactNode[];
};

/**
 * Without JavaScript a horizontally scrollable list; with it, swiper takes
 * over the same markup (app/enhance/carousel.ts).
 */
export function Carousel({ kind, autoplay = false, children }: CarouselProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`carousel carousel--${kind} swiper`}
      {...(children.length > 0 ? enhance("carousel") : {})}
      data-carousel={kind}
      data-autoplay={autoplay ? "" : undefined}
      data-bullet-label={t("carousel.goToSlide", { number: "{{index}}" })}
    >
      {/* Until swiper takes it over, the list scrolls: keyboard users can focus it to scroll. */}
      <ul className="swiper-wrapper" tabIndex={0}>
        {children.map((child, index) => (
          <li className="swiper-slide" key={index}>
            {child}
          </li>
        ))}
      </ul>
      <div className="carousel__pagination" />
    </div>
  );
}
