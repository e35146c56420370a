/** How far the page scrolls before the navigation bar takes its solid, sticky look (app.css). */
export const STICKY_AFTER_PX = 100;

/**
 * Marks the navigation bar `data-scrolled` while the page is scrolled past STICKY_AFTER_PX, by watching
 * the page's first pixels leave the screen: the browser reports it after its own layout. Reading
 * `window.scrollY` while the site's script ran made it lay out the whole page there and then, in the
 * script's task (the longest task of a public page's load), and a scroll listener ran on every scroll.
 */
export function markScrolledNavbar() {
  const navbar = document.querySelector<HTMLElement>(".site-header .navbar");
  if (!navbar) return;
  const top = document.createElement("div");
  top.className = "scroll-sentinel";
  top.setAttribute("aria-hidden", "true");
  // Visible down to STICKY_AFTER_PX - 1: scrolled exactly STICKY_AFTER_PX, it touches the edge only.
  top.style.blockSize = `${STICKY_AFTER_PX - 1}px`;
  document.body.prepend(top);
  new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) delete navbar.dataset.scrolled;
    else navbar.dataset.scrolled = "true";
  }).observe(top);
}
