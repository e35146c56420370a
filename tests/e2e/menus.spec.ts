import type { Language } from "../../app/i18n/languages";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { languageCodes } from "../support/languages";
import { expect, test, waitForSiteScript, withOwnSite, type Page } from "./fixtures";

/**
 * A header menu as full as staff can make it (nine links, one with a long name of the office's), on a
 * phone and on a desktop, left to right and right to left: every link can be reached and followed.
 */
withOwnSite("menus");

const texts = { en, ku, ar } satisfies Record<Language, typeof en>;
/** The office's name for its eighth link: longer than any usual one. */
const training = {
  en: "Training courses for schools",
  ku: "خولەکانی ڕاهێنان بۆ قوتابخانەکان",
  ar: "دورات تدريبية للمدارس",
};

/** The nine links' names as a page in `lng` shows them, in order. */
function nineLinks(lng: Language): string[] {
  const { nav } = texts[lng];
  return [
    nav.home,
    nav.about,
    nav.services,
    nav.products,
    nav.clients,
    nav.contact,
    nav.solutions,
    training[lng],
    nav.privacy,
  ];
}

test.beforeAll(({ site }) => {
  // Today's six, then three more: the solutions page, the team page under the office's name, privacy.
  const add = (id: string, destination: string, label: Record<Language, string>, order: number) =>
    site.execute(
      "insert into header_menu (id, destination, labelEn, labelKu, labelAr, displayOrder, date) values (?, ?, ?, ?, ?, ?, ?)",
      id,
      destination,
      label.en,
      label.ku,
      label.ar,
      order,
      Date.now(),
    );
  add("menuTestLink0001", "solutions", { en: "", ku: "", ar: "" }, 10);
  add("menuTestLink0002", "team", training, 11);
  add("menuTestLink0003", "privacy", { en: "", ku: "", ar: "" }, 12);
});

/** The page has no content wider than the screen: nothing to scroll sideways to, nothing cut off. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 375, height: 667, name: "a phone" },
  { width: 667, height: 375, name: "a phone held sideways" },
]) {
  test(`on ${viewport.name}, the menu opens and each of nine links can be reached and followed, right to left too`, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport });
    for (const lng of languageCodes) {
      await page.goto(`/?lng=${lng}`);
      await waitForSiteScript(page);
      await expectNoSidewaysScroll(page);
      const panel = page.locator(".mobile-menu__panel");
      await page.locator(".mobile-menu summary").click();
      const links = panel.locator("ul").first().getByRole("link");
      await expect(links).toHaveText(nineLinks(lng));
      const dir = lng === "en" ? "ltr" : "rtl";
      for (const [index, name] of nineLinks(lng).entries()) {
        const link = links.nth(index);
        await link.scrollIntoViewIfNeeded();
        await expect(link, `${lng} ${name}`).toBeInViewport();
        // Its words at the start of the line: the left on an English page, the right on a Kurdish or Arabic one.
        const words = await link.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { left, right } = range.getBoundingClientRect();
          const panel = element.closest(".mobile-menu__panel")!.getBoundingClientRect();
          return { fromLeft: left - panel.left, fromRight: panel.right - right };
        });
        expect(dir === "ltr" ? words.fromLeft : words.fromRight, `${lng} ${name}`).toBeLessThan(40);
      }
      // The last one is followed: its page opens with the menu closed.
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`/privacy\\?lng=${lng}$`));
      await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
    }
  });
}

test("without JavaScript, on a phone, the ninth link is reached and followed", async ({ newPage }) => {
  const page = await newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  await page.goto("/about?lng=ar");
  await page.locator(".mobile-menu summary").click();
  const link = page.locator(".mobile-menu__panel").getByRole("link", { name: ar.nav.privacy });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/\/privacy\?lng=ar$/);
});

for (const width of [1024, 1280]) {
  test(`at ${width} px the bar shows all nine links, none cut off or over the languages, in every direction`, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width, height: 800 } });
    for (const lng of languageCodes) {
      await page.goto(`/about?lng=${lng}`);
      await expectNoSidewaysScroll(page);
      const links = page.locator(".navbar__links a");
      await expect(links).toHaveText(nineLinks(lng));
      const languages = (await page.locator(".navbar__languages").boundingBox())!;
      for (const link of await links.all()) {
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = (await link.boundingBox())!;
        // Below the languages' row, or beside it: never on top of it.
        const apart =
          box.y >= languages.y + languages.height ||
          box.x + box.width <= languages.x ||
          box.x >= languages.x + languages.width;
        expect(apart, `${lng} ${await link.textContent()}`).toBe(true);
      }
      // The bar's height is what the page below it makes room for: the heading is not under the bar.
      const bar = (await page.locator(".navbar").boundingBox())!;
      const heading = (await page.locator("#main h1").boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    }
  });
}
