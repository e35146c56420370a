/**
 * The phone's menu is a <details>: it opens and closes without JavaScript. With it, following one of
 * its links closes it (a link to a section of the same page keeps the page, and the menu would stay
 * over it), moving focus out of it closes it, and Escape closes it, as it closes any popup, with focus
 * back on its toggle.
 */
export function enhanceMenu() {
  const menu = document.querySelector<HTMLDetailsElement>(".site-header details.mobile-menu");
  if (!menu) return;
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest(".mobile-menu__panel a")) menu.open = false;
  });
  // Tabbing out of the open menu closes it: what gets focus next is under its panel.
  menu.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
}
