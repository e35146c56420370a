import { expect, test, type Locator, type Page } from "@playwright/test";
import { en } from "../../app/i18n/resources/en";
import {
  languagesUnderTest,
  queryDatabase,
  startOwnServer,
  createAdmin,
  visitorAddress,
  waitForHydration,
} from "./support";

/** Issue 8, part 5: the defects seen on phones and in right-to-left, each with its test. */

const phone = { width: 375, height: 667 };
const westernDigit = /[0-9]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

test.describe("contact confirmation on a phone with JavaScript", () => {
  test.use({ viewport: phone, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });

  async function fill(page: Page, values: Record<string, string>) {
    // Hydrated: the form now sends through JavaScript (a busy machine may still be loading it).
    await page.locator('#contact-us input[name="_enhanced"]').waitFor({ state: "attached" });
    for (const [name, value] of Object.entries(values))
      await page.locator(`#contact-us [name="${name}"]`).fill(value);
  }

  test("after sending, focus moves to the announced thank-you, in view", async ({ page }) => {
    await page.goto("/?lng=en");
    await fill(page, {
      name: "Dilan",
      email: `focus-${Date.now()}@example.com`,
      phone: "+964 750 555 1234",
      subject: "Focus",
      message: "Where does my focus go?",
    });
    await page.locator("#contact-us button[type=submit]").click();
    const thanks = page.locator("#contact-us").getByRole("status");
    await expect(thanks).toHaveText(en.contact.sent);
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport({ ratio: 1 });
  });

  test("a refused message moves focus to the first wrong field, in view, and alerts", async ({ page }) => {
    await page.goto("/?lng=ar");
    await fill(page, { name: "Dilan", email: "not an address" });
    await page.locator("#contact-us button[type=submit]").click();
    await expect(page.locator("#contact-us").getByRole("alert")).toBeVisible();
    const email = page.locator('#contact-us [name="email"]');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });
});

test("without JavaScript on a phone, the answer page opens on the thank-you or the errors", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  try {
    await page.goto("/?lng=ku");
    const form = page.locator("#contact-us form");
    await form.locator('[name="name"]').fill("Dilan");
    await form.locator('[name="email"]').fill("not an address");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("#contact-status [role=alert]")).toBeInViewport({ ratio: 1 });
    for (const [name, value] of Object.entries({
      email: "dilan@example.com",
      phone: "0750 123 4567",
      subject: "Hello",
      message: "A message without JavaScript.",
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/contact=sent/);
    await expect(page.locator("#contact-status [role=status]")).toBeInViewport({ ratio: 1 });
  } finally {
    await context.close();
  }
});

for (const { code: lng } of languagesUnderTest) {
  test(`the hero's buttons stay put while the text types, at 375 px in ${lng}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`/?lng=${lng}`);
    const second = page.locator(".hero__actions .button").nth(1);
    const typed = page.locator(".hero__desc .hero__typed");
    const initial = await typed.textContent();
    await expect(typed).not.toHaveText(initial ?? "", { timeout: 5000 }); // typing has begun
    const tops = new Set<number>();
    for (let i = 0; i < 40; i++) {
      tops.add(Math.round((await second.boundingBox())!.y));
      await page.waitForTimeout(150);
    }
    expect([...tops], "the second button's top over 6 s of typing").toHaveLength(1);
    await expect(second).toBeInViewport({ ratio: 1 }); // not pushed below the fold
    await context.close();
  });
}

test.describe("records without an image or a translation", () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let service: { id: string; titleEn: string; descEn: string };
  let tile: { id: string; titleEn: string };
  let member: { id: string; nameEn: string };
  test.beforeAll(async () => {
    server = await startOwnServer();
    service = server.query<typeof service>("select * from services order by date desc limit 1")[0]!;
    tile = server.query<typeof tile>("select * from info_areas order by date desc limit 1")[0]!;
    // Empty Kurdish and Arabic texts fall back to English; an empty image to the company logo.
    server.execute(
      "update services set image = '', titleKu = '', descKu = '', titleAr = '', descAr = '' where id = ?",
      service.id,
    );
    server.execute("update info_areas set titleKu = '', descKu = '' where id = ?", tile.id);
    member = server.query<typeof member>("select * from team_members order by date desc limit 1")[0]!;
    server.execute("update team_members set image = '' where id = ?", member.id);
    await createAdmin(server.databasePath, "staff@example.com", "a long enough password");
  });
  test.afterAll(() => server.stop());

  for (const width of [375, 768, 1280, 1920]) {
    test(`the default logo is shown whole, centred, on every page that shows records, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const places = [
        { path: "/", image: page.locator(".service-card", { hasText: service.titleEn }).locator("img") },
        {
          path: "/solutions",
          image: page.locator(".solution-card", { hasText: service.titleEn }).locator("img"),
        },
        { path: `/solution-details/${service.id}`, image: page.locator(".solution-detail img") },
        { path: "/team", image: page.locator(".team-card", { hasText: member.nameEn }).locator("img") },
      ];
      for (const { path, image } of places) {
        await page.goto(`${server.base}${path}?lng=en`);
        await expect(image, path).toHaveAttribute("src", /\/logo[-\w]*\.svg$/);
        await expect(image, path).toHaveCSS("object-fit", "contain");
        await expect(image, path).toHaveCSS("object-position", "50% 50%");
      }
    });
  }

  test("English fallbacks on a Kurdish page and typed texts take their own direction", async ({ page }) => {
    await page.goto(`${server.base}/?lng=ku`);
    const isolated = (locator: Locator) =>
      locator.evaluate((el) => el.closest('[dir="auto"], bdi') !== null || el.querySelector("bdi") !== null);
    const title = page.locator(".service-card h3", { hasText: service.titleEn });
    await expect(title).toBeVisible();
    expect(await isolated(title)).toBe(true);
    expect(
      await isolated(
        page
          .locator(".service-card p")
          .filter({ hasText: /[A-Za-z]/ })
          .first(),
      ),
    ).toBe(true);
    expect(await isolated(page.locator(".info-tile__title", { hasText: tile.titleEn }))).toBe(true);
    expect(await isolated(page.locator(`#info-${tile.id} h3`))).toBe(true);
    for (const name of ["name", "subject", "message"])
      await expect(page.locator(`#contact-us [name="${name}"]`)).toHaveAttribute("dir", "auto");

    // The service's own page: its English title as the heading, and inside a Kurdish sentence.
    await page.goto(`${server.base}/solution-details/${service.id}?lng=ku`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(service.titleEn);
    expect(await isolated(heading)).toBe(true);
    // …and still lines up with the right-to-left page: its text ends at the heading's right edge.
    const edges = await heading.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { text: range.getBoundingClientRect().right, box: el.getBoundingClientRect().right };
    });
    expect(Math.abs(edges.box - edges.text), "English title aligned right on a Kurdish page").toBeLessThan(2);
    expect(await page.locator("#solution-cta-heading").textContent()).toContain(
      `\u2068${service.titleEn}\u2069`,
    );
  });

  const sendMessage = () =>
    fetch(`${server.base}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Dilan",
        email: "dilan@example.com",
        phone: "0750 555 1234",
        subject: "Hello.",
        message: "A message in English.",
      }),
      redirect: "manual",
    });

  test("the back office isolates the signed-in address and visitors' texts", async ({ page }) => {
    await sendMessage();
    await page.goto(`${server.base}/admin?lng=ar`);
    await page.locator("#sign-in-email").fill("staff@example.com");
    await page.locator("#sign-in-password").fill("a long enough password");
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator(".admin-header__bar .admin-header__email bdi")).toHaveText("staff@example.com");
    await page.goto(`${server.base}/admin/list-contactus`);
    for (const text of ["Dilan", "Hello.", "A message in English."])
      await expect(
        page.locator('.inbox__item :is(bdi, [dir="auto"])', { hasText: text }).first(),
      ).toBeVisible();
  });

  test("Kurdish and Arabic back-office pages write dates, counts and numbers in Eastern Arabic digits", async ({
    page,
  }) => {
    await sendMessage();
    await page.goto(`${server.base}/admin?lng=ar`);
    await page.locator("#sign-in-email").fill("staff@example.com");
    await page.locator("#sign-in-password").fill("a long enough password");
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const lng of ["ar", "ku"]) {
      await page.goto(`${server.base}/dashboard?lng=${lng}`);
      const totals = await page.locator(".dashboard-card__total").allInnerTexts();
      expect(totals.join(" ")).toMatch(easternDigit);
      expect(totals.join(" ")).not.toMatch(westernDigit);
      await page.goto(`${server.base}/admin/list-contactus?lng=${lng}`);
      const numbers = [
        ...(await page.locator(".inbox__date").allInnerTexts()),
        await page.locator(".pager__status").innerText(),
      ].join(" ");
      expect(numbers).toMatch(easternDigit);
      expect(numbers, lng).not.toMatch(westernDigit);
    }
    await page.goto(`${server.base}/admin/list-contactus?lng=en`);
    expect(await page.locator(".inbox__date").first().innerText()).toMatch(westernDigit);
  });
});

test("info tiles show a short excerpt of their description, cut at a word", async ({ page }) => {
  const tiles = queryDatabase<{ id: string; descEn: string }>("select * from info_areas");
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

test.describe("keyboard", () => {
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
        { message: "a visible focus ring", timeout: 2000 },
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

  test("Escape closes the mobile menu and gives focus back to its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/?lng=ku");
    await waitForHydration(page); // the handlers below come with JavaScript
    const toggle = page.locator(".mobile-menu summary");
    await toggle.press("Enter");
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await page.locator(".mobile-menu__panel a").nth(1).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();
  });

  test("clicking a modal's backdrop closes it", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page); // the handlers below come with JavaScript
    const tile = page.locator("a.info-tile[aria-haspopup]").first();
    const id = (await tile.getAttribute("href"))!.slice(1);
    await tile.click();
    const dialog = page.locator(`dialog#${id}`);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("a click inside the modal keeps it open", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page); // the handlers below come with JavaScript
    const tile = page.locator("a.info-tile[aria-haspopup]").first();
    const id = (await tile.getAttribute("href"))!.slice(1);
    await tile.click();
    const dialog = page.locator(`dialog#${id}`);
    await dialog.locator("p").click();
    await expect(dialog).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`1920 px: four products leave no gap on one side (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/?lng=ar");
    const carousel = page.locator("#our-products .carousel");
    await carousel.scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await expect(carousel).toHaveClass(/swiper-initialized/);
    const slides = carousel.locator(".swiper-slide");
    expect(await slides.count()).toBe(4);
    await page.waitForTimeout(500);
    const box = (await carousel.boundingBox())!;
    const boxes = await slides.evaluateAll((all) =>
      all.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
    );
    const left = Math.min(...boxes.map((b) => b.left)) - box.x;
    const right = box.x + box.width - Math.max(...boxes.map((b) => b.right));
    // Centred (equal space on both sides) or filled (no space, or the row overflows and scrolls).
    const filled = Math.max(left, right) <= 2;
    expect(filled || Math.abs(left - right) <= 2, `space left ${left}, right ${right}`).toBe(true);
    await context.close();
  });
}

/** Every kind of public page, a service's and the 404 included. */
const everyPublicPage = () => [
  "/",
  "/about",
  "/team",
  "/solutions",
  `/solution-details/${queryDatabase<{ id: string }>("select id from services limit 1")[0]!.id}`,
  "/privacy",
  "/no-such-page",
];

test.describe("digits", () => {
  for (const lng of ["ku", "ar"]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${lng} pages use Eastern Arabic digits only (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        for (const path of everyPublicPage()) {
          await page.goto(`${path}?lng=${lng}`);
          const text = await page.locator("body").innerText();
          expect(text.match(/.{0,20}[0-9].{0,20}/)?.[0] ?? null, `${path}: a Western digit`).toBeNull();
          expect(text).toMatch(easternDigit);
        }
        await context.close();
      });
    }
  }
  test("English pages use Western digits only", async ({ page }) => {
    for (const path of everyPublicPage()) {
      await page.goto(`${path}?lng=en`);
      const text = await page.locator("body").innerText();
      expect(text).toMatch(westernDigit);
      expect(text.match(/.{0,20}[\u0660-\u0669\u06F0-\u06F9].{0,20}/)?.[0] ?? null).toBeNull();
    }
  });
});

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

  test("without JavaScript the navigation stays white and readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/?lng=en");
    await expect(page.locator(".navbar")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await context.close();
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

  test("no nav animation for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/?lng=en");
    expect(await delays(page.locator(".navbar__links > li"))).toEqual([null, null, null, null, null, null]);
    await expect(page.locator(".navbar__links a").first()).toHaveCSS("opacity", "1");
    await context.close();
  });
});

test.describe("the language cookie", () => {
  test("holds the plain language code", async ({ request }) => {
    const response = await request.get("/about?lng=ku", { maxRedirects: 0 });
    const setCookie = response.headers()["set-cookie"] ?? "";
    expect(setCookie).toMatch(/^lng=ku;/);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  test("chooses the page's language", async ({ request }) => {
    const html = await (await request.get("/about", { headers: { Cookie: "lng=ar" } })).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
  });

  test("an old encoded cookie is rewritten plain once the language is chosen again", async ({ request }) => {
    const rewritten = await request.get("/about?lng=ku", { headers: { Cookie: "lng=Imt1Ig%3D%3D" } });
    expect(rewritten.headers()["set-cookie"] ?? "").toMatch(/^lng=ku;/);
    const kept = await request.get("/about?lng=ku", { headers: { Cookie: "lng=ku" } });
    expect(kept.headers()["set-cookie"]).toBeUndefined();
  });

  test("an old signed/encoded cookie is still understood", async ({ request }) => {
    // What createCookie wrote before: base64 of the JSON string "ku", URL-encoded.
    const response = await request.get("/about", { headers: { Cookie: "lng=Imt1Ig%3D%3D" } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="ckb" dir="rtl"');
  });

  for (const bad of ["lng=fr", "lng=%E0%A4%A", "lng=eyJhIjoxfQ%3D%3D", "lng=Imt1Ig%3D%3D.bad-signature"]) {
    test(`a cookie it does not know (${bad}) is ignored, never an error`, async ({ request }) => {
      const response = await request.get("/about", { headers: { Cookie: bad, "Accept-Language": "ar" } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<html lang="ar" dir="rtl"');
    });
  }
});
