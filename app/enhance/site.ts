/**
 * The one script a public page loads (docs/decisions/038-public-pages-without-react.md). Every page
 * works without it; it adds what the specification asks of JavaScript to the server's HTML where it
 * stands: the header's rules, the info dialogs, the language memory, and, only on a page that holds
 * their element, the modules of the typing hero, the carousels and the contact form.
 */
import { ENHANCE_ATTRIBUTE, type Enhancement } from "./attributes";
import { enhanceDialogLinks } from "./dialog-links";
import { enhanceMenu } from "./menu";
import { rememberPageLanguage } from "./page-language";
import { markScrolledNavbar } from "./scrolled-navbar";
import { READING_TIME_MS } from "./typing-times";
import { rememberVisit } from "./visit";
import { countView } from "./count";

/** A module that enhances the elements that ask for it: what site.ts imports on demand. */
export type EnhancementModule = { enhance(elements: HTMLElement[]): void };

type Loader = {
  load: () => Promise<EnhancementModule>;
  /** When to fetch it: `start` is called at most once. */
  when: (elements: HTMLElement[], start: () => void) => void;
};

/**
 * Within a screen's height of the viewport: the carousels and the contact form are below the
 * full-height hero, and the page's own text, font and images come first. (A form sent before its
 * module arrives is posted as without JavaScript: nothing is lost.)
 */
const nearby: Loader["when"] = (elements, start) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: "100% 0px" },
  );
  for (const element of elements) observer.observe(element);
};

/** Once the first banner, which the page shows from its HTML, has been read; never with reduced motion. */
const afterReading: Loader["when"] = (_elements, start) => {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  setTimeout(start, READING_TIME_MS);
};

const loaders: Record<Enhancement, Loader> = {
  typing: { load: () => import("./typing"), when: afterReading },
  carousel: { load: () => import("./carousel"), when: nearby },
  contact: { load: () => import("./contact"), when: nearby },
};

function loadEnhancements() {
  for (const [name, { load, when }] of Object.entries(loaders)) {
    const elements = [...document.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}="${name}"]`)];
    if (elements.length === 0) continue;
    when(elements, () => {
      load()
        .then((module) => module.enhance(elements))
        .catch((error: unknown) => {
          // A module that cannot load leaves its elements as they work without JavaScript (app.css).
          for (const element of elements) element.dataset.enhanceFailed = "";
          console.error(error);
        });
    });
  }
}

rememberPageLanguage();
rememberVisit();
countView(document.querySelector<HTMLElement>("noscript[data-count]"));
markScrolledNavbar();
enhanceMenu();
enhanceDialogLinks();
loadEnhancements();
// Tests wait for this before they use what the script adds.
document.documentElement.dataset.enhanced = "";
