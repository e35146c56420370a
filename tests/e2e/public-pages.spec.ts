import { expect, test } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { expectDocumentLanguage, languagesUnderTest } from "./support";

// Runs twice: with JavaScript (project "js") and without (project "no-js").
const texts = { en, ku, ar };

/**
 * The specification's opening hours, written out here (not read from the
 * company facts), so that a changed time or day fails a test.
 */
const specifiedHours = {
  en: ["Saturday to Thursday: 9am to 5pm", "Friday: holiday"],
  ku: ["شەممە تا پێنجشەممە: ٩ی بەیانی تا ٥ی ئێوارە", "هەینی: پشوو"],
  ar: ["من السبت إلى الخميس: ٩ صباحًا حتى ٥ مساءً", "الجمعة: عطلة"],
};

const pages = [
  { path: "/", heading: null },
  { path: "/about", heading: (t: typeof en) => t.about.heading },
  { path: "/team", heading: (t: typeof en) => t.team.heading },
  { path: "/solutions", heading: (t: typeof en) => t.solutions.heading },
  { path: "/solution-details/42", heading: (t: typeof en) => t.solutionDetails.heading },
] as const;

for (const language of languagesUnderTest) {
  const t = texts[language.code];

  test.describe(`${language.code}`, () => {
    for (const { path, heading } of pages) {
      test(`${path} renders in ${language.code}`, async ({ page }) => {
        const response = await page.goto(`${path}?lng=${language.code}`);
        expect(response?.status()).toBe(200);
        await expectDocumentLanguage(page, language.htmlLang, language.dir);
        if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(t));
        await expect(page.locator("footer")).toContainText(t.footer.hoursHeading);
        await expect(page).toHaveTitle(/\S+ \| \S+/);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThan(10);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="ckb"]')).toHaveAttribute(
          "href",
          new RegExp(`${path}\\?lng=ku$`),
        );
      });
    }

    test(`the footer gives the specified opening hours in ${language.code}`, async ({ page }) => {
      await page.goto(`/about?lng=${language.code}`);
      await expect(page.locator(".site-footer__hours li")).toHaveText(specifiedHours[language.code]);
    });

    test(`unknown paths show the translated not-found page with 404 in ${language.code}`, async ({
      page,
    }) => {
      const response = await page.goto(`/no/such/page?lng=${language.code}`);
      expect(response?.status()).toBe(404);
      await expectDocumentLanguage(page, language.htmlLang, language.dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
      await expect(page.getByText(t.notFound.text)).toBeVisible();
      await page.getByRole("link", { name: t.notFound.back }).click();
      // Internal links name the page's language (shareable by any cache).
      await expect(page).toHaveURL(new RegExp(`/\\?lng=${language.code}$`));
      await expectDocumentLanguage(page, language.htmlLang, language.dir);
    });

    test(`the home page shows its sections in order in ${language.code}`, async ({ page }) => {
      await page.goto(`/?lng=${language.code}`);
      const ids = await page
        .locator("main > section[id]")
        .evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual([
        "info-tiles",
        "our-solutions",
        "process",
        "technology",
        "our-products",
        "our-clients",
        "contact-us",
      ]);
      await expect(page.locator("main > section.hero")).toBeVisible();
      await expect(page.locator(".hero")).toHaveCSS("min-height", /\d+px/);
      await expect(page.locator("#our-solutions .service-card")).toHaveCount(9);
      await expect(page.locator("#our-products .swiper-slide")).toHaveCount(4);
      await expect(page.locator("#our-clients .swiper-slide")).toHaveCount(8);
      await expect(page.locator("#process .process__step h3")).toHaveText([
        t.process.research.title,
        t.process.testing.title,
        t.process.development.title,
        t.process.handover.title,
      ]);
    });
  });
}

test("the language switcher keeps the visitor on the same page", async ({ page }) => {
  await page.goto("/about?lng=en");
  await page.locator(".site-footer .language-switcher").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/about\?lng=ar$/);
  await expectDocumentLanguage(page, "ar", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.about.heading);
  // The cookie now remembers the choice without the query parameter.
  await page.goto("/team");
  await expectDocumentLanguage(page, "ar", "rtl");
  await page.locator(".site-footer .language-switcher").getByRole("link", { name: "کوردی" }).click();
  await expect(page).toHaveURL(/\/team\?lng=ku$/);
  await expectDocumentLanguage(page, "ckb", "rtl");
});

test("the browser's Accept-Language picks Kurdish for ckb", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ckb-IQ" });
  const page = await context.newPage();
  await page.goto("/solutions");
  await expectDocumentLanguage(page, "ckb", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ku.solutions.heading);
  await context.close();
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const lng of ["en", "ku", "ar"]) {
    test(`no page scrolls sideways at 320px in ${lng}`, async ({ page }) => {
      for (const path of [
        "/",
        "/about",
        "/team",
        "/solutions",
        "/solution-details/1",
        "/missing",
        "/admin",
      ]) {
        await page.goto(`${path}?lng=${lng}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
