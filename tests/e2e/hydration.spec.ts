import { expect, test } from "./fixtures";

/**
 * A tap between the moment React takes the page over (hydrateRoot) and its first render makes React
 * hydrate at once, and React 18 cannot suspend that render. RemixBrowser used to suspend there while it
 * read the page's loader data, and threw "Root did not complete" (error 345): seen when a test clicked
 * on a busy machine. entry.client now reads the data first (docs/decisions/029-hydrate-after-loader-data.md).
 */
test("a tap the moment React takes the page over follows the link and throws nothing", async ({ page }) => {
  // React listens on the document from hydrateRoot on; the click comes in the same task, before any render.
  await page.addInitScript(() => {
    const addEventListener = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      addEventListener.call(this, type, listener, options);
      const capture = options === true || (typeof options === "object" && options.capture);
      if (this !== document || type !== "click" || !capture) return;
      EventTarget.prototype.addEventListener = addEventListener;
      queueMicrotask(() => document.querySelector<HTMLAnchorElement>('header a[href^="/about"]')!.click());
    };
  });
  await page.goto("/?lng=en");
  await expect(page).toHaveURL(/\/about\?lng=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});
