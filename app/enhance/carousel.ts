/**
 * The carousels (loaded by site.ts when one comes near the viewport): Swiper takes over the server's
 * list as it stands (it reads dir="rtl" from the page and runs mirrored). Until then, and without
 * JavaScript, the list scrolls sideways.
 */
import "swiper/css";
import "swiper/css/pagination";
import Swiper from "swiper";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import { localizeDigits } from "~/i18n/digits";
import { isLanguage } from "~/i18n/languages";
import { carouselBreakpoints, CLIENTS_AUTOPLAY_MS, isCarouselKind } from "./carousel-options";

export function enhance(carousels: HTMLElement[]) {
  for (const element of carousels) {
    const kind = element.dataset.carousel;
    const pagination = element.querySelector<HTMLElement>(".carousel__pagination");
    if (!isCarouselKind(kind) || !pagination) continue;
    // Swiper's slides take the keyboard from here: the list no longer needs focus to scroll.
    element.querySelector(".swiper-wrapper")?.removeAttribute("tabindex");
    writeLabelsInPageDigits(element);
    new Swiper(element, {
      modules: [A11y, Autoplay, Pagination],
      breakpointsBase: "window",
      breakpoints: carouselBreakpoints[kind],
      slidesPerView: kind === "clients" ? 5 : 1,
      // Fewer slides than places (4 products, 5 per view at 1920 px): centred, no gap on one side.
      centerInsufficientSlides: true,
      pagination: { el: pagination, clickable: true, bulletElement: "button" },
      // Never moving on its own for a visitor who asked for less motion; held while the pointer is over it.
      autoplay:
        "autoplay" in element.dataset && !window.matchMedia("(prefers-reduced-motion: reduce)").matches
          ? { delay: CLIENTS_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false,
      a11y: {
        // Slides stay list items: the markup is a list with or without swiper.
        slideRole: "listitem",
        // The page's words, written by the server: "Go to slide {{index}}".
        paginationBulletMessage: element.dataset.bulletLabel,
      },
    });
  }
}

/**
 * Swiper numbers its slides and bullets ("Go to slide 3", "3 / 5") in Western digits; a Kurdish or
 * Arabic page writes its numbers in Eastern Arabic digits (docs/decisions/008-digits.md), so do its labels,
 * whenever Swiper writes them.
 */
function writeLabelsInPageDigits(carousel: HTMLElement) {
  const lang = document.documentElement.dataset.lng;
  if (!isLanguage(lang)) return;
  const localize = (element: Element) => {
    const label = element.getAttribute("aria-label");
    const localized = label && localizeDigits(label, lang);
    if (localized && localized !== label) element.setAttribute("aria-label", localized);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "attributes") localize(change.target as Element);
      for (const added of change.addedNodes)
        if (added instanceof Element) [added, ...added.querySelectorAll("[aria-label]")].forEach(localize);
    }
  }).observe(carousel, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
}
