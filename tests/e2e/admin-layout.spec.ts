import { addPath, listPath } from "../../app/admin/paths";
import { contentTypes, type ContentType } from "../../app/content/content-types";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm } from "../support/http";
import { pngImage } from "../support/images";
import { signInCookie } from "../support/staff";
import {
  axeViolations,
  expect,
  test,
  waitForHydration,
  type Page,
  type Staff,
  type TestSite,
  withOwnSite,
} from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * The back office's layout on a phone and at a desk: the dashboard, lists as
 * cards at 375 px, long Kurdish and Arabic texts wrapped at 1280 px, and the
 * bar with its menu.
 */
withOwnSite("admin-layout");
const texts = { en, ku, ar } as const;

// Long texts as staff write them: many words, and one long unbroken address.
const LONG_KU = "ئەم دەقە درێژە بۆ تاقیکردنەوەی پیشاندانی وەسفی کوردییە لە لیستەکەدا ".repeat(8);
const LONG_AR = "هذا نص طويل لاختبار عرض الوصف العربي في القائمة دون أن يُقطع ".repeat(8);
const LONG_EN = `See https://example.com/${"a-very-long-path-segment-".repeat(6)} for the details. `.repeat(
  2,
);

/** A banner with long texts in all three languages (a new one each time). */
async function addLongBanner(site: TestSite, staff: Staff) {
  const saved = await postForm(
    site.base,
    "/admin/add-jumbotron",
    {
      titleEn: "A banner with long texts",
      titleKu: "بانەرێک بە دەقی درێژ",
      titleAr: "لافتة بنصوص طويلة",
      descEn: LONG_EN,
      descKu: LONG_KU,
      descAr: LONG_AR,
    },
    { cookie: await signInCookie(site.base, staff), multipart: true },
  );
  expect(saved.status).toBe(302);
}

/** How far the page, and each list's box, can be scrolled sideways (0 when nothing is cut off). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const boxes = [document.documentElement, ...document.querySelectorAll<HTMLElement>(".table-scroll")];
    return Math.max(...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });

/** Every list shown as a table: all but the inbox and the image library's grid (tests/e2e/image-library.spec.ts). */
const lists = Object.values(contentTypes).filter(
  (type: ContentType) => !("inbox" in type && type.inbox) && !type.library,
);

test("the dashboard has the page texts, then a section per list with counts, Add and List links", async ({
  signedIn: page,
  site,
}) => {
  const count = (table: string) => String(site.query(`select id from ${table}`).length);
  await page.goto("/dashboard");
  const cards = page.locator(".dashboard-card");
  await expect(cards).toHaveCount(13);
  await expect(cards.locator("h2")).toHaveText([
    en.admin.pages.heading,
    en.admin.types.clients.name,
    en.admin.types.products.name,
    en.admin.types.jumbotrons.name,
    en.admin.types.services.name,
    en.admin.types.infoAreas.name,
    en.admin.types.teamMembers.name,
    en.admin.inbox.navLabel, // as the navigation calls it
    en.admin.types.news.name,
    en.admin.types.pages.name,
    en.admin.types.headerMenu.name,
    en.admin.types.footerMenu.name,
    en.admin.types.media.name,
  ]);
  // The sample content: 8 clients, 4 team members.
  expect([count("clients"), count("team_members")]).toEqual(["8", "4"]);
  await expect(cards.nth(1)).toContainText(en.admin.dashboard.total.replace("{{count}}", count("clients")));
  await expect(cards.nth(6)).toContainText(
    en.admin.dashboard.total.replace("{{count}}", count("team_members")),
  );
  await expect(cards.nth(6).getByRole("link", { name: en.admin.dashboard.add })).toHaveAttribute(
    "href",
    "/admin/add-team-member",
  );
  await expect(cards.nth(7).getByRole("link", { name: en.admin.dashboard.add })).toHaveCount(0);
  await expect(cards.nth(7).getByRole("link", { name: en.admin.dashboard.list })).toHaveAttribute(
    "href",
    "/admin/list-contactus",
  );
});

test("at 375 px every list is a column of cards: nothing scrolls sideways, Edit and Delete are in view", async ({
  newPage,
  staff,
}) => {
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  for (const lng of ["en", "ar"] as const) {
    for (const type of lists) {
      await page.goto(`${listPath(type)}?lng=${lng}`);
      expect(await sidewaysOverflow(page), `${type.pluralSlug} in ${lng}`).toBeLessThanOrEqual(0);
      const row = page.locator(".admin-table tbody tr").first();
      // Each value says what it is: the column's heading comes with it.
      const firstCell = row.locator("td").first();
      expect(
        await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content),
        `${type.pluralSlug} in ${lng}`,
      ).toBe(JSON.stringify(texts[lng].admin.fields.rowNumber));
      for (const button of [
        row.locator(".admin-table__actions a"),
        row.locator(".admin-table__actions button"),
      ]) {
        const box = (await button.first().boundingBox())!;
        expect(box.x, `${type.pluralSlug} in ${lng}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${type.pluralSlug} in ${lng}`).toBeLessThanOrEqual(375);
      }
    }
  }
  // The other back-office pages fit a phone too.
  for (const path of [
    "/dashboard",
    "/admin/list-contactus",
    "/admin/settings",
    "/admin/staff",
    "/admin/activity",
  ]) {
    for (const lng of languageCodes) {
      await page.goto(`${path}?lng=${lng}`);
      expect(await sidewaysOverflow(page), `${path} in ${lng}`).toBeLessThanOrEqual(0);
    }
  }
  for (const type of lists.filter((type) => type.adminCanCreate)) {
    await page.goto(`${addPath(type)}?lng=ku`);
    expect(await sidewaysOverflow(page), addPath(type)).toBeLessThanOrEqual(0);
  }
});

test("at 1280 px long Kurdish and Arabic descriptions wrap in the list, none cut off", async ({
  newPage,
  staff,
  site,
}) => {
  await addLongBanner(site, staff);
  const page = await newPage({ viewport: { width: 1280, height: 800 }, signedInAs: staff });
  for (const lng of languageCodes) {
    await page.goto(`${listPath(contentTypes.jumbotrons)}?lng=${lng}`);
    expect(await sidewaysOverflow(page), lng).toBeLessThanOrEqual(0);
    const row = page.locator(".admin-table tbody tr", { hasText: "A banner with long texts" });
    const list = (await page.locator(".table-scroll").boundingBox())!;
    // A description's three languages share one cell, each in its own language.
    for (const htmlLang of ["ckb", "ar"]) {
      const column = htmlLang;
      const text = row.locator(
        `td[data-label="${texts[lng].admin.fields.desc}"] .long-text[lang="${htmlLang}"]`,
      );
      const box = (await text.boundingBox())!;
      expect(box.x, `${column} in ${lng}`).toBeGreaterThanOrEqual(list.x);
      expect(box.x + box.width, `${column} in ${lng}`).toBeLessThanOrEqual(list.x + list.width);
      // Wrapped onto several lines, and all of it there.
      expect(box.height, `${column} in ${lng}`).toBeGreaterThan(60);
      expect(await text.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
        0,
      );
    }
  }
});

test("the list as cards and the form with a chosen image pass axe at 375 px, in English and Arabic", async ({
  newPage,
  staff,
}) => {
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  const violations = (what: string) => axeViolations(page, what);
  for (const lng of ["en", "ar"]) {
    await page.goto(`${listPath(contentTypes.jumbotrons)}?lng=${lng}`);
    expect(await violations(`list in ${lng}`)).toEqual([]);
    await page.goto(`${addPath(contentTypes.services)}?lng=${lng}`);
    await waitForHydration(page);
    await page.locator("#field-image").setInputFiles({
      name: "service.png",
      mimeType: "image/png",
      buffer: pngImage(30, 20),
    });
    await expect(page.locator("img.image-picker__preview")).toBeVisible();
    expect(await violations(`form in ${lng}`)).toEqual([]);
  }
});

/** Every place the back office's bar leads to, by its visible name, and where it goes. */
const destinations = (lng: keyof typeof texts) => {
  const { admin } = texts[lng];
  return [
    [admin.dashboard.heading, "/dashboard"],
    [admin.inbox.navLabel, "/admin/list-contactus"],
    [admin.types.media.name, "/admin/list-images"],
    [admin.settings.navLabel, "/admin/settings"],
    [admin.staff.navLabel, "/admin/staff"],
    [admin.activity.navLabel, "/admin/activity"],
    [admin.trash.navLabel, "/admin/trash"],
    [admin.viewSite, "/"],
  ] as const;
};

for (const lng of languageCodes) {
  test(`at 375 px in ${lng} the bar is one row and the page's title is in view; the menu (no JavaScript) reaches every destination`, async ({
    newPage,
    staff,
  }) => {
    const page = await newPage({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
      signedInAs: staff,
    });
    await page.goto(`/dashboard?lng=${lng}`);
    // The title once came 245 px down, under a bar of links, languages and sign-out.
    const bar = (await page.locator(".admin-header").boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(72);
    expect((await page.locator("h1").boundingBox())!.y).toBeLessThan(110);
    await page.screenshot({ path: test.info().outputPath(`bar-${lng}-375.png`) });

    // The menu's toggle sits at the bar's end: the right in English, the left in Kurdish and Arabic.
    const toggle = page.locator(".admin-header__menu summary");
    const brand = (await page.locator(".admin-header .brand").boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    if (lng === "en") expect(toggleBox.x).toBeGreaterThan(brand.x + brand.width);
    else expect(toggleBox.x + toggleBox.width).toBeLessThan(brand.x);
    await expect(toggle).toHaveAccessibleName(texts[lng].common.openMenu);

    await toggle.click();
    const panel = page.locator(".admin-header__menu-panel");
    for (const [name, href] of destinations(lng)) {
      await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expect(panel.getByRole("link", { name, exact: true })).toBeInViewport();
    }
    for (const other of languageCodes)
      await expect(panel.locator(`.language-switcher a[href*="lng=${other}"]`)).toBeInViewport();
    await expect(panel.getByRole("button", { name: texts[lng].admin.signOut })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`menu-${lng}-375.png`) });

    // A destination opens from the menu, without JavaScript.
    await panel.getByRole("link", { name: texts[lng].admin.staff.navLabel, exact: true }).click();
    await page.waitForURL(/\/admin\/staff/);
    await expect(page.locator("h1")).toHaveText(texts[lng].admin.staff.heading);
  });
}

test("with JavaScript the phone's open menu passes axe and closes after a link is followed; at 1280 px there is no menu, the bar shows everything", async ({
  newPage,
  staff,
}) => {
  const phone = { page: await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff }) };
  await phone.page.goto("/dashboard?lng=ar");
  await waitForHydration(phone.page);
  await phone.page.locator(".admin-header__menu summary").click();
  // The open menu passes axe (it needs JavaScript to run).
  expect(await axeViolations(phone.page)).toEqual([]);
  await phone.page
    .locator(".admin-header__menu-panel")
    .getByRole("link", { name: ar.admin.activity.navLabel, exact: true })
    .click();
  await expect(phone.page.locator("h1")).toHaveText(ar.admin.activity.heading);
  await expect(phone.page.locator(".admin-header__menu")).not.toHaveAttribute("open");

  const desk = { page: await newPage({ viewport: { width: 1280, height: 800 }, signedInAs: staff }) };
  await desk.page.goto("/dashboard?lng=ku");
  await expect(desk.page.locator(".admin-header__menu")).toBeHidden();
  const bar = desk.page.locator(".admin-header__bar");
  for (const [name, href] of destinations("ku"))
    await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await expect(bar.getByRole("button", { name: ku.admin.signOut })).toBeVisible();
});
