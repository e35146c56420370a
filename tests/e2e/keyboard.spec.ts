import { scaled } from "../support/timeouts";
import { expect, test, waitForSiteScript, type Locator, type Page } from "./fixtures";

/** What a keyboard (and a pointer outside a modal) does: focus rings, Escape, and modals that close as expected. */
/** The element shows a focus ring: an outline of at least 2 px, or the site's ring shadow. */
async function expectFocusRing(locator: Locator) {
  await locator.page().keyboard.press("Shift"); // keyboard modality: programmatic focus is :focus-visible
  await locator.focus();
  expect(await locator.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  // Polled: a tile's shadow has a short transition.
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          const css = getComputedStyle(el);
          const outline = css.outlineStyle !== "none" && parseFloat(css.outlineWidth) >= 2;
          return outline || css.boxShadow.includes("0px 0px 0px 6px");
        }),
      { message: "a visible focus ring", timeout: scaled(2000) },
    )
    .toBe(true);
}

test("info tiles show a focus ring", async ({ page }) => {
  await page.goto("/?lng=en");
  await expectFocusRing(page.locator("a.info-tile[aria-haspopup]").first());
  await expectFocusRing(page.locator("a.info-tile--about"));
});

test("carousel dots show a focus ring", async ({ page }) => {
  await page.goto("/?lng=ar");
  const clients = page.locator("#our-clients .carousel");
  await clients.scrollIntoViewIfNeeded();
  await expect(clients).toHaveClass(/swiper-initialized/);
  await expectFocusRing(clients.locator(".swiper-pagination-bullet").nth(1));
});

test("tabbing out of the mobile menu closes it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/?lng=ar");
  await waitForSiteScript(page);
  await page.locator(".mobile-menu summary").press("Enter");
  await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
  await page.locator(".mobile-menu__panel .language-switcher a").last().focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
});

test("Escape closes the mobile menu and gives focus back to its toggle", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/?lng=ku");
  await waitForSiteScript(page); // the handlers below come with JavaScript
  const toggle = page.locator(".mobile-menu summary");
  await toggle.press("Enter");
  await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
  await page.locator(".mobile-menu__panel a").nth(1).focus();
  await page.keyboard.press("Escape");
  await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
  await expect(toggle).toBeFocused();
});

/** Opens the first info tile's modal, once the site's script handles the clicks. */
async function openFirstTile(page: Page) {
  await page.goto("/?lng=en");
  await waitForSiteScript(page); // the handlers below come with JavaScript
  const tile = page.locator("a.info-tile[aria-haspopup]").first();
  const id = (await tile.getAttribute("href"))!.slice(1);
  await tile.click();
  return page.locator(`dialog#${id}`);
}

test("a dialog the address points at opens as a modal one, and Escape closes it", async ({ page }) => {
  await page.goto("/?lng=en");
  const id = (await page.locator("a.info-tile[aria-haspopup]").first().getAttribute("href"))!.slice(1);
  await page.goto("/about?lng=en");
  await page.goto(`/?lng=en#${id}`); // a new document that opens on the dialog
  await waitForSiteScript(page);
  const dialog = page.locator(`dialog#${id}`);
  await expect(dialog).toHaveAttribute("open", "");
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("selecting a modal's text past its edge keeps it open", async ({ page }) => {
  const dialog = await openFirstTile(page);
  const text = (await dialog.locator("p").first().boundingBox())!;
  await page.mouse.move(text.x + 5, text.y + 5);
  await page.mouse.down();
  await page.mouse.move(5, 5);
  await page.mouse.up();
  await expect(dialog).toBeVisible();
});

test("clicking a modal's backdrop closes it", async ({ page }) => {
  const dialog = await openFirstTile(page);
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("a click inside the modal keeps it open", async ({ page }) => {
  const dialog = await openFirstTile(page);
  await dialog.locator("p").click();
  await expect(dialog).toBeVisible();
});
