import { pageText } from "../support/page-texts";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { formatInteger } from "../../app/i18n/digits";
import { ku } from "../../app/i18n/resources/ku";
import { languagesUnderTest, languageCodes } from "../support/languages";
import { expect, expectDocumentLanguage, failedResponse, test, type TestSite } from "./fixtures";

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

type Service = { id: string; titleEn: string; titleKu: string; titleAr: string } & Record<string, string>;
/** The sample services, newest first, as the shared server stores them. */
const services = (site: TestSite) =>
  site.query<Service>("select * from services order by date desc, id desc");
const column = { en: "En", ku: "Ku", ar: "Ar" } as const;

const pages = [
  { path: "/", heading: null },
  { path: "/about", heading: "aboutPage" },
  { path: "/team", heading: "teamPage" },
  { path: "/solutions", heading: "solutionsPage" },
  { path: "/privacy", heading: "privacyPage" },
  { path: "/solution-details/:first-service", heading: null },
] as const;
/** A page's path with the id of a real service. */
const realPath = (site: TestSite, path: string) => path.replace(":first-service", services(site)[0]!.id);

for (const language of languagesUnderTest) {
  const t = texts[language.code];

  test.describe(`${language.code}`, () => {
    for (const { path, heading } of pages) {
      test(`${path} renders in ${language.code}`, async ({ page, site }) => {
        const response = await page.goto(`${realPath(site, path)}?lng=${language.code}`);
        expect(response?.status()).toBe(200);
        await expectDocumentLanguage(page, language.htmlLang, language.dir);
        if (heading)
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            pageText(heading, "heading", language.code),
          );
        await expect(page.locator("footer")).toContainText(t.footer.hoursHeading);
        await expect(page).toHaveTitle(/\S+ \| \S+/);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThan(10);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="ckb"]')).toHaveAttribute(
          "href",
          new RegExp(`${realPath(site, path)}\\?lng=ku$`),
        );
      });
    }

    test(`the footer gives the specified opening hours in ${language.code}`, async ({ page }) => {
      await page.goto(`/about?lng=${language.code}`);
      await expect(page.locator(".site-footer__hours li")).toHaveText(specifiedHours[language.code]);
    });

    test(`unknown paths show the translated not-found page with 404 in ${language.code}`, async ({
      page,
      expectBrowserErrors,
    }) => {
      expectBrowserErrors(failedResponse(404));
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

    const own = (record: Record<string, string>, field: string) =>
      record[`${field}${column[language.code]}`]?.trim() || record[`${field}En`]!;

    test(`/solutions lists every service, each leading to its own page, in ${language.code}`, async ({
      page,
      site,
    }) => {
      const all = services(site);
      await page.goto(`/solutions?lng=${language.code}`);
      const cards = page.locator(".solution-card");
      await expect(cards).toHaveCount(all.length);
      await expect(cards.locator("h2")).toHaveText(all.map((service) => own(service, "title")));
      for (const [index, service] of all.entries()) {
        const card = cards.nth(index);
        await expect(card.locator("img")).toHaveAttribute("src", /\S/);
        // The beginning of the full description, cut between words.
        const intro = (await card.locator("p").innerText()).replace(/…$/, "");
        expect(intro.length, service.id).toBeGreaterThan(20);
        expect(own(service, "desc").startsWith(intro), service.id).toBe(true);
        await expect(card.getByRole("link")).toHaveAttribute(
          "href",
          `/solution-details/${service.id}?lng=${language.code}`,
        );
      }
      await expect(page.getByText(t.common.noData)).toHaveCount(0);

      const first = all[0]!;
      await cards.first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/solution-details/${first.id}\\?lng=${language.code}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(own(first, "title"));
      await expect(page).toHaveTitle(new RegExp(`^${own(first, "title")} \\|`));
      await expect(page.locator(".solution-detail img").first()).toBeVisible();
      await expect(page.locator(".solution-detail .prose")).toHaveText(own(first, "desc").trim());
      // The call to action leads to the contact form, in the page's language.
      await expect(
        page.locator(".solution-cta").getByRole("link", { name: t.solutionDetails.ctaButton }),
      ).toHaveAttribute("href", `/?lng=${language.code}#contact-us`);
      // Share links: plain links carrying this page's explicit-language address; no script from elsewhere.
      const shareHrefs = await page
        .locator(".detail-aside ul")
        .first()
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(shareHrefs.length).toBeGreaterThanOrEqual(4);
      for (const href of shareHrefs) {
        expect(href).toMatch(/^(https:\/\/|mailto:)/);
        expect(decodeURIComponent(href)).toContain(`/solution-details/${first.id}?lng=${language.code}`);
      }
      const scriptOrigins = await page
        .locator("script[src]")
        .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).origin));
      expect(new Set(scriptOrigins)).toEqual(
        new Set(scriptOrigins.length ? [new URL(page.url()).origin] : []),
      );
      await expect(page.locator("iframe")).toHaveCount(0);
    });

    test(`an unknown or malformed solution id is a 404 inside the layout in ${language.code}`, async ({
      page,
      expectBrowserErrors,
    }) => {
      expectBrowserErrors(failedResponse(404));
      for (const id of ["doesNotExist1234", "%3Cscript%3E", "x".repeat(300), "a.b", "%20"]) {
        const response = await page.goto(`/solution-details/${id}?lng=${language.code}`);
        expect(response?.status(), id).toBe(404);
        await expectDocumentLanguage(page, language.htmlLang, language.dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
        await expect(page.locator("footer")).toContainText(t.footer.hoursHeading);
      }
      // Bytes that are not a URL at all: a translated 4xx, never a 5xx.
      const broken = await page.request.get(`/solution-details/%E0%A4%A?lng=${language.code}`);
      expect(broken.status()).toBeGreaterThanOrEqual(400);
      expect(broken.status()).toBeLessThan(500);
    });

    test(`the home page's service cards lead to their page, with an excerpt cut between words, in ${language.code}`, async ({
      page,
      site,
    }) => {
      await page.goto(`/?lng=${language.code}`);
      const cards = page.locator("#our-solutions .service-card");
      const shown = services(site).slice(0, await cards.count());
      expect(shown.length).toBeGreaterThan(0);
      let cut = 0;
      for (const [index, service] of shown.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link")).toHaveAttribute(
          "href",
          `/solution-details/${service.id}?lng=${language.code}`,
        );
        const full = own(service, "desc").trim();
        const excerpt = await card.locator("p").innerText();
        if (Array.from(full).length <= 120) {
          expect(excerpt).toBe(full);
          continue;
        }
        cut++;
        expect(excerpt.endsWith("…"), excerpt).toBe(true);
        const kept = excerpt.slice(0, -1);
        expect(full.startsWith(kept), excerpt).toBe(true);
        // What follows the cut is a space or punctuation, never the rest of a word.
        expect(full.slice(kept.length), excerpt).toMatch(/^[\s.,;:!?،؛]/);
        // The text is on the card itself, not in a hover tooltip phones never show.
        await expect(card.locator("[title]")).toHaveCount(0);
      }
      expect(cut).toBeGreaterThan(0);
    });

    test(`/team shows the team members in display order in ${language.code}`, async ({ page, site }) => {
      const members = site.query<Record<string, string>>(
        "select * from team_members where visible = 1 order by displayOrder, date desc, id desc",
      );
      expect(members.length).toBeGreaterThan(0);
      await page.goto(`/team?lng=${language.code}`);
      await expect(page.locator(".team-card h3")).toHaveText(members.map((member) => own(member, "name")));
      await expect(page.locator(".team-card__role")).toHaveText(members.map((member) => own(member, "role")));
      await expect(page.locator(".team-card__bio")).toHaveText(members.map((member) => own(member, "bio")));
      await expect(page.locator(".team-card img")).toHaveCount(members.length);
      await expect(page.getByText(t.common.noData)).toHaveCount(0);
    });

    test(`/privacy, linked from the footer and the contact form, says what is kept, how long and how to have it deleted, in ${language.code}`, async ({
      page,
    }) => {
      await page.goto(`/about?lng=${language.code}`);
      await page.locator(".site-footer").getByRole("link", { name: t.nav.privacy }).click();
      await expect(page).toHaveURL(new RegExp(`/privacy\\?lng=${language.code}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("privacyPage", "heading", language.code),
      );
      const notice = (field: string) => pageText("privacyPage", field, language.code);
      await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
        notice("storedHeading"),
        notice("keptHeading"),
        // Where visitors come from and what the visit statistics keep (decision 049).
        notice("visitsHeading"),
        notice("cookiesHeading"),
        notice("deletionHeading"),
      ]);
      await expect(page.locator("#privacy-storedText")).toHaveText(notice("storedText"));
      // The default retention, as the server applies it.
      await expect(page.locator("#privacy-keptText")).toHaveText(
        notice("keptText").replace("{{months}}", formatInteger(24, language.code)),
      );
      await expect(page.locator("#privacy-deletionText")).toHaveText(notice("deletionText"));
      await expect(page.locator('.privacy a[href^="mailto:"]')).toHaveCount(1);
      await expect(page.locator('.privacy a[href^="tel:"]')).toHaveCount(1);

      await page.goto(`/?lng=${language.code}`);
      const form = page.locator("#contact-us form");
      const link = form.getByRole("link", { name: t.contact.privacyLink });
      await expect(link).toHaveAttribute("href", `/privacy?lng=${language.code}`);
      const button = (await form.locator('button[type="submit"]').boundingBox())!;
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
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
        "latest-news",
        "contact-us",
      ]);
      await expect(page.locator("main > section.hero")).toBeVisible();
      await expect(page.locator(".hero")).toHaveCSS("min-height", /\d+px/);
      await expect(page.locator("#our-solutions .service-card")).toHaveCount(9);
      await expect(page.locator("#our-products .swiper-slide")).toHaveCount(4);
      await expect(page.locator("#our-clients .swiper-slide")).toHaveCount(8);
      await expect(page.locator("#process .process__step h3")).toHaveText([
        pageText("homePage", "step1Title", language.code),
        pageText("homePage", "step2Title", language.code),
        pageText("homePage", "step3Title", language.code),
        pageText("homePage", "step4Title", language.code),
      ]);
    });
  });
}

test("the language switcher keeps the visitor on the same page", async ({ page }) => {
  await page.goto("/about?lng=en");
  await page.locator(".site-footer .language-switcher").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/about\?lng=ar$/);
  await expectDocumentLanguage(page, "ar", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("aboutPage", "heading", "ar"));
  // The cookie now remembers the choice without the query parameter.
  await page.goto("/team");
  await expectDocumentLanguage(page, "ar", "rtl");
  await page.locator(".site-footer .language-switcher").getByRole("link", { name: "کوردی" }).click();
  await expect(page).toHaveURL(/\/team\?lng=ku$/);
  await expectDocumentLanguage(page, "ckb", "rtl");
});

test("the browser's Accept-Language picks Kurdish for ckb", async ({ newPage }) => {
  const page = await newPage({ locale: "ckb-IQ" });
  await page.goto("/solutions");
  await expectDocumentLanguage(page, "ckb", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pageText("solutionsPage", "heading", "ku"),
  );
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const lng of languageCodes) {
    test(`no page scrolls sideways at 320px in ${lng}`, async ({ page, site, expectBrowserErrors }) => {
      expectBrowserErrors(failedResponse(404)); // "/missing" is one of them
      for (const path of [
        "/",
        "/about",
        "/team",
        "/solutions",
        realPath(site, "/solution-details/:first-service"),
        "/privacy",
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
