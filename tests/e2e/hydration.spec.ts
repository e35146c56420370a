import { expect, test } from "./fixtures";

/**
 * A tap between the moment React takes the page over (hydrateRoot) and its first render makes React
 * hydrate at once, and React 18 cannot suspend that render. RemixBrowser used to suspend there while it
 * read the page's loader data, and threw "Root did not complete" (error 345): seen when a test clicked
 * on a busy machine. entry.client now reads the data first (docs/decisions/029-hydrate-after-loader-data.md).
 * Only the back office hydrates (docs/decisions/038-public-pages-without-react.md).
 */
test("a tap the moment React takes a back-office page over follows the link and throws nothing", async ({
  page,
}) => {
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
      queueMicrotask(() =>
        document.querySelector<HTMLAnchorElement>('main a[href^="/admin/forgot-password"]')!.click(),
      );
    };
  });
  await page.goto("/admin?lng=en");
  await expect(page).toHaveURL(/\/admin\/forgot-password/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});

test("a public page never hydrates: no React, no Remix runtime, a tap during load is a plain link", async ({
  page,
}) => {
  // The site's script held back: the page is the server's HTML, and works as it is.
  await page.route("**/assets/enhance/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto("/?lng=en", { waitUntil: "domcontentloaded" });
  await page.locator('header a[href^="/about"]').first().click();
  await expect(page).toHaveURL(/\/about\?lng=en$/);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  expect(
    await page.evaluate(() =>
      ["__remixContext", "__remixRouter", "__reactRouterVersion"].filter((name) => name in window),
    ),
  ).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});
