import { expect, test } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { queryDatabase, waitForHydration } from "./support";

type Banner = { titleEn: string; titleKu: string; descEn: string };
const banners = () => queryDatabase<Banner>("select * from jumbotrons order by date desc");

test.describe("hero", () => {
  test("has the first banner in the server HTML and types through all of them", async ({ page }) => {
    const all = banners();
    await page.goto("/?lng=en");
    const typed = page.locator(".hero__title .hero__typed");
    // Typing starts from the first title, then moves on to the second one.
    await expect(typed).toHaveText(all[1]!.titleEn, { timeout: 15_000 });
  });

  test("the first title and description are in the HTML the server sends", async ({ request }) => {
    const first = banners()[0]!;
    const html = await (await request.get("/?lng=ku")).text();
    expect(html).toContain(first.titleKu);
  });

  test("does not animate for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/?lng=en");
    // Typing would have begun 2 s after the page (the first banner's reading time).
    await page.waitForTimeout(4000);
    await expect(page.locator(".hero__title .hero__typed")).toHaveText(banners()[0]!.titleEn);
    await context.close();
  });
});

test.describe("info tiles", () => {
  test("the About us tile leads to /about", async ({ page }) => {
    await page.goto("/?lng=en");
    await page
      .locator("#info-tiles")
      .getByRole("link", { name: new RegExp(en.common.aboutUs) })
      .click();
    await expect(page).toHaveURL(/\/about\?lng=en$/);
  });

  test("a tile opens its modal with JavaScript and Escape closes it", async ({ page }) => {
    const [area] = queryDatabase<{ titleAr: string; descAr: string }>(
      "select * from info_areas order by date desc",
    );
    await page.goto("/?lng=ar");
    await waitForHydration(page); // before it, the tile opens the modal through :target, which Escape cannot close
    await page.locator(".info-tile", { hasText: area!.titleAr }).click();
    const dialog = page.getByRole("dialog", { name: area!.titleAr });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(area!.descAr);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a tile still opens its modal, and its close link closes it", async ({ page }) => {
      const [area] = queryDatabase<{ titleEn: string; descEn: string }>(
        "select * from info_areas order by date desc",
      );
      await page.goto("/?lng=en");
      await page.locator(".info-tile", { hasText: area!.titleEn }).click();
      const modal = page.locator("dialog.modal:target");
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(area!.descEn);
      await modal.getByRole("link", { name: en.common.close }).click();
      await expect(page.locator("dialog.modal:target")).toHaveCount(0);
    });
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/?lng=ku");
    const menuLink = page.locator(".mobile-menu__panel").getByRole("link", { name: ku.nav.about });
    await expect(menuLink).toBeHidden();
    await page.locator(".mobile-menu summary").click();
    await menuLink.click();
    await expect(page).toHaveURL(/\/about\?lng=ku$/);
    await context.close();
  });

  test("sticks with a white background once scrolled 100px", async ({ page }) => {
    await page.goto("/?lng=en");
    const navbar = page.locator(".navbar");
    await expect(navbar).not.toHaveAttribute("data-scrolled", "true");
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveAttribute("data-scrolled", "true");
    const box = await navbar.boundingBox();
    expect(box?.y).toBe(0);
    await expect(navbar).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("opened before the scripts have run, it stays open when they start", async ({ page }) => {
    // A slow phone: the scripts arrive late, and the visitor opens the menu meanwhile.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/?lng=en", { waitUntil: "domcontentloaded" });
    await page.locator(".mobile-menu summary").click();
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await page.waitForFunction(() => "__remixRouter" in window);
    // Hydrated, effects run: the carousels have dropped their no-JavaScript tabindex.
    await expect(page.locator(".carousel .swiper-wrapper").first()).not.toHaveAttribute("tabindex", "0");
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
  });

  test("closes after following a link and the new page starts at the top", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.mouse.wheel(0, 1500);
    await page.locator(".mobile-menu summary").click();
    await page.locator(".mobile-menu__panel").getByRole("link", { name: en.nav.about }).click();
    await expect(page).toHaveURL(/\/about\?lng=en$/);
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("carousels", () => {
  test("start swiper with JavaScript, mirrored in Arabic, and autoplay the clients", async ({ page }) => {
    await page.goto("/?lng=ar");
    const clients = page.locator("#our-clients .carousel");
    await clients.scrollIntoViewIfNeeded();
    await expect(clients).toHaveClass(/swiper-initialized/);
    await expect(clients).toHaveClass(/swiper-rtl/);
    const bullets = clients.locator(".swiper-pagination-bullet");
    expect(await bullets.count()).toBeGreaterThan(1);
    await expect(bullets.first()).toHaveClass(/swiper-pagination-bullet-active/);
    // Autoplay moves on every 2.5 s.
    await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/, { timeout: 6000 });
    // Pagination is clickable.
    await bullets.first().click();
    await expect(bullets.first()).toHaveClass(/swiper-pagination-bullet-active/);
    const products = page.locator("#our-products .carousel");
    await products.scrollIntoViewIfNeeded();
    await expect(products).toHaveClass(/swiper-initialized/);
    expect(ar.clients.heading.length).toBeGreaterThan(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("are plain lists that scroll sideways", async ({ page }) => {
      await page.goto("/?lng=en");
      const list = page.locator("#our-clients .swiper-wrapper");
      await expect(list).toHaveCSS("overflow-x", "auto");
      const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await expect(page.locator("#our-clients img").first()).toBeVisible();
    });
  });
});
