import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { localizeDigits } from "../../app/i18n/digits";
import { axeViolations, expect, test, waitForHydration, withOwnSite, type Page } from "./fixtures";

/**
 * The home page's sections in the back office, where only a browser tells (the rest, and everything
 * without JavaScript, over HTTP: tests/server/home-sections.test.ts): with JavaScript a move keeps the
 * focus on the button pressed and the page where it was; Enter in a text box saves rather than moves a
 * section; an unticked section says it is hidden; the list fits a phone in Arabic, right to left,
 * with no accessibility fault. It saves: a site of its own.
 */
withOwnSite("home-sections");

/** The keys of the form's section list, in order. */
const order = (page: Page) =>
  page
    .locator('.section-order input[type="hidden"][name="sections"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The home page's sections as a visitor's browser shows them. */
const publicSections = (page: Page) =>
  page.locator("main > section[id]").evaluateAll((sections) => sections.map((section) => section.id));

test("in Arabic on a phone: a move keeps the focus on its button, Enter saves, an unticked section says it is hidden", async ({
  signedIn: page,
  site,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/page-home?lng=ar");
  await waitForHydration(page);
  const list = page.locator(".section-order");
  await expect(list).toBeVisible();
  expect(await axeViolations(page, "the home page's form")).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  // Right to left: a row's place number is at its right, its buttons at its left.
  const row = list.locator("li").first();
  const place = (await row.locator(".section-order__place").boundingBox())!;
  const moves = (await row.locator(".section-order__moves").boundingBox())!;
  expect(place.x).toBeGreaterThan(moves.x);

  // "Down": the row that moves is the one pressed in (React moves its element), which loses the focus
  // unless it is given back.
  const clients = ar.admin.pages.groups.clients;
  const down = page.getByRole("button", {
    name: ar.admin.list.moveDownRecord.replace("{{title}}", clients),
  });
  await down.click();
  await expect(page.getByRole("status")).toContainText(
    ar.admin.pages.sectionMoved
      .replace("{{section}}", clients)
      .replace("{{position}}", localizeDigits("7", "ar"))
      .replace("{{total}}", localizeDigits("8", "ar"))
      .replace("{{save}}", ar.admin.settings.save),
  );
  await expect(down).toBeFocused();
  const moved = ["tiles", "services", "process", "technology", "products", "news", "clients", "contact"];
  expect(await order(page)).toEqual(moved);
  // Nothing saved yet.
  expect(site.query<{ sections: string }>("select sections from home_page")[0]!.sections).toBe(
    "tiles,services,process,technology,products,clients,news,contact",
  );

  // Unticked: the row says the section is hidden (the stylesheet shows it, no script needed).
  const process = page.getByRole("checkbox", { name: ar.admin.pages.groups.process });
  const hidden = list.locator("li", { has: process }).locator(".section-order__hidden");
  await expect(hidden).toBeHidden();
  await process.uncheck();
  await expect(hidden).toBeVisible();
  await expect(hidden).toHaveText(ar.admin.pages.sectionHidden);

  // Enter in a text box saves the form (the first submit button is the save, not a section's "up").
  await page.locator("#field-tilesHeadingAr").press("Enter");
  await expect(page.getByRole("status")).toHaveText(ar.admin.settings.saved);
  expect(site.query<{ sections: string }>("select sections from home_page")[0]!.sections).toBe(
    "tiles,services,-process,technology,products,news,clients,contact",
  );

  await page.goto("/?lng=en");
  expect(await publicSections(page)).toEqual([
    "info-tiles",
    "our-solutions",
    "technology",
    "our-products",
    "latest-news",
    "our-clients",
    "contact-us",
  ]);
  // "Down" on the last section, and "up" on the first, are not offered.
  await page.goto("/admin/page-home?lng=en");
  await expect(
    page.getByRole("button", {
      name: en.admin.list.moveDownRecord.replace("{{title}}", en.admin.pages.groups.contact),
    }),
  ).toBeDisabled();
  await expect(
    page.getByRole("button", {
      name: en.admin.list.moveUpRecord.replace("{{title}}", en.admin.pages.groups.tiles),
    }),
  ).toBeDisabled();
});
