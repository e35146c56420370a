// Loaded on demand: only visitors with JavaScript download swiper.
import "swiper/css";
import "swiper/css/pagination";
import Swiper from "swiper";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y, Autoplay, Pagination], ...options });
}
