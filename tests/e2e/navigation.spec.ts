import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { expect, test, waitForSiteScript, type Locator } from "./fixtures";

/** The site's navigation: the sticky bar and its animation, and the phone's menu. */
test.describe("sticky navigation", () => {
  for (const width of [375, 1280]) {
    test(`transparent at the top, white with a shadow after 100 px, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/?lng=ar");
      const navbar = page.locator(".navbar");
      await expect(navbar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await expect(navbar).toHaveCSS("box-shadow", "none");
      await page.evaluate(() => window.scrollTo(0, 60));
      await page.waitForTimeout(300);
      await expect(navbar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await page.evaluate(() => window.scrollTo(0, 150));
      await expect(navbar).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(navbar).not.toHaveCSS("box-shadow", "none");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(navbar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    });
  }

  test("without JavaScript the navigation stays white and readable", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/?lng=en");
    await expect(page.locator(".navbar")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  const delays = (locator: Locator) =>
    locator.evaluateAll((all) =>
      all.map((el) => {
        const css = getComputedStyle(el);
        return css.animationName === "none" ? null : parseFloat(css.animationDelay) * 1000;
      }),
    );

  test("desktop links come in 200 ms apart", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/?lng=en");
    const shown = await delays(page.locator(".navbar__links > li"));
    expect(shown).toEqual([200, 400, 600, 800, 1000, 1200]); // all six links of the sample content
  });

  test("mobile menu links come in from 400 to 1400 ms", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/?lng=ku");
    await page.locator(".mobile-menu summary").click();
    const shown = await delays(page.locator(".mobile-menu__panel ul:first-child > li"));
    expect(shown[0]).toBe(400);
    expect(shown.at(-1)).toBe(1400);
    expect(shown).toEqual([...shown].sort((a, b) => a! - b!));
  });

  test("no nav animation for visitors who prefer reduced motion", async ({ newPage }) => {
    const page = await newPage({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });
    await page.goto("/?lng=en");
    expect(await delays(page.locator(".navbar__links > li"))).toEqual([null, null, null, null, null, null]);
    await expect(page.locator(".navbar__links a").first()).toHaveCSS("opacity", "1");
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens without JavaScript", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    await page.goto("/?lng=ku");
    const menuLink = page.locator(".mobile-menu__panel").getByRole("link", { name: ku.nav.about });
    await expect(menuLink).toBeHidden();
    await page.locator(".mobile-menu summary").click();
    await menuLink.click();
    await expect(page).toHaveURL(/\/about\?lng=ku$/);
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
    // Exactly at 100 px it is solid, at 99 not; back at the top, transparent again.
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(navbar).not.toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(navbar).toHaveAttribute("data-scrolled", "true");
    await page.mouse.wheel(0, -600);
    await expect(navbar).not.toHaveAttribute("data-scrolled", "true");
    // A page reloaded halfway down (its place restored) starts solid.
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.reload();
    await waitForSiteScript(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(100);
    await expect(navbar).toHaveAttribute("data-scrolled", "true");
  });

  test("opened before the script has run, it stays open when it starts", async ({ page }) => {
    // A slow phone: the script arrives late, and the visitor opens the menu meanwhile.
    await page.route("**/assets/**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/?lng=en", { waitUntil: "domcontentloaded" });
    await page.locator(".mobile-menu summary").click();
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
  });

  test("a link to a section of the same page closes it over the section", async ({ page }) => {
    await page.goto("/?lng=ku");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const menu = page.locator(".mobile-menu");
    await page.locator(".mobile-menu summary").click();
    await page.locator(".mobile-menu__panel").getByRole("link", { name: ku.nav.contact }).click();
    await expect(page).toHaveURL(/\/\?lng=ku#contact-us$/);
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(page.locator("#contact-us h2").first()).toBeInViewport();
  });

  test("when the site's script cannot load, the bar stays white and readable, as without JavaScript", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(/Failed to load resource/);
    await page.route("**/assets/enhance/site-*.js", (route) => route.fulfill({ status: 404 }));
    await page.goto("/?lng=ku");
    await expect(page.locator("html")).not.toHaveAttribute("data-js");
    await page.mouse.wheel(0, 600);
    await expect(page.locator(".navbar")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(page.locator("#our-clients .swiper-wrapper")).toHaveCSS("overflow-x", "auto");
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

/**
 * With JavaScript, a page whose URL names its language remembers it in the `lng` cookie, as the
 * specification's local storage did (the server never sets it on a page: its bytes are the same for
 * everyone). Without JavaScript the switcher's `/set-language` step does, shown over HTTP in
 * tests/server/language-cookie.test.ts.
 */
test.describe("the language a URL names, remembered by the page", () => {
  const languageCookie = async (page: import("@playwright/test").Page) => {
    const cookie = (await page.context().cookies()).find((one) => one.name === "lng");
    return cookie ? `${cookie.value}${cookie.httpOnly ? " HttpOnly" : ""}` : null;
  };

  test("a visitor who arrives on /about?lng=ar finds / in Arabic next time", async ({ page }) => {
    const serverSteps: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/set-language") serverSteps.push(request.url());
    });
    await page.goto("/about?lng=ar");
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    await expect.poll(() => languageCookie(page)).toBe("ar");
    // The page wrote it itself: the server's step is only for a cookie a script may not touch.
    expect(serverSteps).toEqual([]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("an old HttpOnly cookie, which a script may not overwrite, is rewritten by the server's step", async ({
    page,
    site,
  }) => {
    await page
      .context()
      .addCookies([{ name: "lng", value: "en", url: site.base, httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/team?lng=ku");
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    await expect.poll(() => languageCookie(page)).toBe("ku");
    await page.goto("/team");
    await expect(page.locator("html")).toHaveAttribute("lang", "ckb");
  });
});
