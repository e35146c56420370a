import { pageText } from "../support/page-texts";
import { en } from "../../app/i18n/resources/en";
import { languagesUnderTest } from "../support/languages";
import { scaled } from "../support/timeouts";
import { expect, test, waitForSiteScript, type TestSite } from "./fixtures";

/** The home page's moving parts: the typing hero, the info tiles and their modals, the carousels. */
type Banner = { titleEn: string; titleKu: string; descEn: string };
const banners = (site: TestSite) => site.query<Banner>("select * from jumbotrons order by date desc");
const phone = { width: 375, height: 667 };

test.describe("hero", () => {
  test("has the first banner in the server HTML and types through all of them", async ({ page, site }) => {
    const all = banners(site);
    await page.goto("/?lng=en");
    const typed = page.locator(".hero__title .hero__typed");
    // Typing starts from the first title, then moves on to the second one.
    await expect(typed).toHaveText(all[1]!.titleEn, { timeout: scaled(15_000) });
  });

  test("does not animate for visitors who prefer reduced motion", async ({ newPage, site }) => {
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto("/?lng=en");
    // Typing would have begun 2 s after the page (the first banner's reading time).
    await page.waitForTimeout(4000);
    await expect(page.locator(".hero__title .hero__typed")).toHaveText(banners(site)[0]!.titleEn);
  });

  // Watches 6 s of typing after the first banner's 2 s: long on a busy two-core machine, hence a budget of
  // its own.
  test("the hero's buttons stay put while the text types, at 375 px, in every language", async ({
    newPage,
  }) => {
    test.setTimeout(scaled(60_000));
    // The three languages side by side: each watches 6 s of typing, and the test waits once.
    await Promise.all(
      languagesUnderTest.map(async ({ code: lng }) => {
        const page = await newPage({ viewport: phone, isMobile: true, hasTouch: true });
        await page.goto(`/?lng=${lng}`);
        const second = page.locator(".hero__actions .button").nth(1);
        const typed = page.locator(".hero__desc .hero__typed");
        const initial = await typed.textContent();
        await expect(typed, lng).not.toHaveText(initial ?? "", { timeout: scaled(5000) }); // typing has begun
        const tops = new Set<number>();
        for (let i = 0; i < 40; i++) {
          tops.add(Math.round((await second.boundingBox())!.y));
          await page.waitForTimeout(150);
        }
        expect([...tops], `${lng}: the second button's top over 6 s of typing`).toHaveLength(1);
        await expect(second, lng).toBeInViewport({ ratio: 1 }); // not pushed below the fold
      }),
    );
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

  test("a tile opens its modal with JavaScript and Escape closes it", async ({ page, site }) => {
    const [area] = site.query<{ titleAr: string; descAr: string }>(
      "select * from info_areas order by date desc",
    );
    await page.goto("/?lng=ar");
    await waitForSiteScript(page); // before it, the tile opens the modal through :target, which Escape cannot close
    await page.locator(".info-tile", { hasText: area!.titleAr }).click();
    const dialog = page.getByRole("dialog", { name: area!.titleAr });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(area!.descAr);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a tile still opens its modal, and its close link closes it", async ({ page, site }) => {
      const [area] = site.query<{ titleEn: string; descEn: string }>(
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

  test("show a short excerpt of their description, cut at a word", async ({ page, site }) => {
    const tiles = site.query<{ id: string; descEn: string }>("select * from info_areas");
    await page.goto("/?lng=en");
    let checked = 0;
    let cut = 0;
    for (const { id, descEn } of tiles) {
      const tile = page.locator(`a.info-tile[href="#info-${id}"]`);
      if ((await tile.count()) === 0) continue;
      checked++;
      await expect(tile.locator(".info-tile__text")).toBeVisible();
      const excerpt = (await tile.locator(".info-tile__text").innerText()).trim();
      expect(excerpt.length).toBeGreaterThan(10);
      if (excerpt === descEn.trim()) continue;
      expect(excerpt.endsWith("…")).toBe(true);
      const kept = excerpt.slice(0, -1);
      expect(descEn.startsWith(kept)).toBe(true);
      expect(descEn.charAt(kept.length), "cut where a word ends").toMatch(/[\s.,;:!?]/);
      cut++;
    }
    // The sample tiles are on the page, and their longer descriptions were cut.
    expect(checked).toBeGreaterThan(2);
    expect(cut).toBeGreaterThan(0);
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
    await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/, { timeout: scaled(6000) });
    // Its labels, written by Swiper, in the page's digits ("Go to slide ٢").
    await expect(bullets.nth(1)).toHaveAttribute("aria-label", /٢/);
    await expect(clients.locator(".swiper-slide").nth(1)).toHaveAttribute("aria-label", /^٢ \/ /);
    // Pagination is clickable.
    await bullets.first().click();
    await expect(bullets.first()).toHaveClass(/swiper-pagination-bullet-active/);
    const products = page.locator("#our-products .carousel");
    await products.scrollIntoViewIfNeeded();
    await expect(products).toHaveClass(/swiper-initialized/);
    expect(pageText("homePage", "clientsHeading", "ar").length).toBeGreaterThan(0);
  });

  test("never move on their own for a visitor who prefers reduced motion", async ({ newPage }) => {
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto("/?lng=ku");
    const clients = page.locator("#our-clients .carousel");
    await clients.scrollIntoViewIfNeeded();
    await expect(clients).toHaveClass(/swiper-initialized/);
    const bullets = clients.locator(".swiper-pagination-bullet");
    await page.waitForTimeout(3000); // longer than autoplay's 2.5 s
    await expect(bullets.first()).toHaveClass(/swiper-pagination-bullet-active/);
  });

  test("when the carousel's module cannot load, the lists still scroll sideways", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(/Failed to fetch dynamically imported module|Failed to load resource/);
    await page.route("**/assets/enhance/carousel-*.js", (route) => route.fulfill({ status: 404 }));
    await page.goto("/?lng=ar");
    const clients = page.locator("#our-clients .carousel");
    await clients.scrollIntoViewIfNeeded();
    await expect(clients).toHaveAttribute("data-enhance-failed", "");
    await expect(clients.locator(".swiper-wrapper")).toHaveCSS("overflow-x", "auto");
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
