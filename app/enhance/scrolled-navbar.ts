/** How far the page scrolls before the navigation bar takes its solid, sticky look (app.css). */
export const STICKY_AFTER_PX = 100;

/** Marks the navigation bar `data-scrolled` while the page is scrolled past STICKY_AFTER_PX. */
export function markScrolledNavbar() {
  const navbar = document.querySelector<HTMLElement>(".site-header .navbar");
  if (!navbar) return;
  const update = () => {
    if (window.scrollY >= STICKY_AFTER_PX) navbar.dataset.scrolled = "true";
    else delete navbar.dataset.scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
