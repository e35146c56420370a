import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addPath, editPath, listPath } from "../../app/admin/paths";
import { contentTypes, type ContentType } from "../../app/content/content-types";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { pngImage } from "../unit/images";
import { createAdmin, signInCookie, startOwnServer, waitForHydration } from "./support";

/**
 * The back office on a phone and at a desk: lists as cards at 375 px and
 * long Kurdish and Arabic texts wrapped at 1280 px, the translated image
 * picker with its preview, and the question before leaving unsaved changes.
 */
const EMAIL = "phone@zagros.test";
const PASSWORD = "a long enough password";
const texts = { en, ku, ar } as const;
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cookie: string;
let longRecordId: string;

// Long texts as staff write them: many words, and one long unbroken address.
const LONG_KU = "ئەم دەقە درێژە بۆ تاقیکردنەوەی پیشاندانی وەسفی کوردییە لە لیستەکەدا ".repeat(8);
const LONG_AR = "هذا نص طويل لاختبار عرض الوصف العربي في القائمة دون أن يُقطع ".repeat(8);
const LONG_EN = `See https://example.com/${"a-very-long-path-segment-".repeat(6)} for the details. `.repeat(
  2,
);

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  cookie = await signInCookie(server.base, EMAIL, PASSWORD);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    titleEn: "A banner with long texts",
    titleKu: "بانەرێک بە دەقی درێژ",
    titleAr: "لافتة بنصوص طويلة",
    descEn: LONG_EN,
    descKu: LONG_KU,
    descAr: LONG_AR,
  }))
    form.set(key, value);
  const saved = await fetch(`${server.base}/admin/add-jumbotron`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(saved.status).toBe(302);
  longRecordId = server.query<{ id: string }>(
    "select id from jumbotrons where titleEn = 'A banner with long texts'",
  )[0]!.id;
});
test.afterAll(() => server.stop());

/** A signed-in browser of its own at the given width. */
async function staffPage(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.base };
    }),
  );
  return { context, page: await context.newPage() };
}

/** How far the page, and each list's box, can be scrolled sideways (0 when nothing is cut off). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const boxes = [document.documentElement, ...document.querySelectorAll<HTMLElement>(".table-scroll")];
    return Math.max(...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });

const lists = Object.values(contentTypes).filter((type: ContentType) => !("inbox" in type && type.inbox));

test("at 375 px every list is a column of cards: nothing scrolls sideways, Edit and Delete are in view", async ({
  browser,
}) => {
  const { context, page } = await staffPage(browser, 375);
  for (const lng of ["en", "ar"] as const) {
    for (const type of lists) {
      await page.goto(`${server.base}${listPath(type)}?lng=${lng}`);
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
    for (const lng of ["en", "ku", "ar"]) {
      await page.goto(`${server.base}${path}?lng=${lng}`);
      expect(await sidewaysOverflow(page), `${path} in ${lng}`).toBeLessThanOrEqual(0);
    }
  }
  for (const type of lists.filter((type) => type.adminCanCreate)) {
    await page.goto(`${server.base}${addPath(type)}?lng=ku`);
    expect(await sidewaysOverflow(page), addPath(type)).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("at 1280 px long Kurdish and Arabic descriptions wrap in the list, none cut off", async ({
  browser,
}) => {
  const { context, page } = await staffPage(browser, 1280);
  for (const lng of ["en", "ku", "ar"] as const) {
    await page.goto(`${server.base}${listPath(contentTypes.jumbotrons)}?lng=${lng}`);
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
  await context.close();
});

test("the image picker speaks the page's language, names and previews the chosen file, and the save keeps it", async ({
  browser,
}) => {
  const { context, page } = await staffPage(browser, 375);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to load/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server.base}${addPath(contentTypes.clients)}?lng=ku`);
  await waitForHydration(page);
  const picker = page.locator(".image-picker");
  await expect(picker.locator(".image-picker__button")).toHaveText(ku.admin.form.chooseImage);
  await expect(picker.locator(".image-picker__name")).toHaveText(ku.admin.form.noImageChosen);
  // The native input (with the browser's own English words) is out of sight, but still takes the focus.
  expect((await page.locator("#field-image").boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.locator("#field-image").focus();
  await expect(page.locator("#field-image")).toBeFocused();

  await page.locator("#field-image").setInputFiles({
    name: "logo-blue.png",
    mimeType: "image/png",
    buffer: pngImage(40, 30),
  });
  await expect(picker.locator(".image-picker__name")).toHaveText(
    ku.admin.form.chosenImage.replace("{{name}}", "logo-blue.png"),
  );
  const preview = picker.locator("img.image-picker__preview");
  await expect(preview).toHaveAttribute("alt", ku.admin.form.chosenPreview);
  await expect(preview).toHaveAttribute("src", /^blob:/);
  // Drawn, so the policy let it through.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
  expect(violations).toEqual([]);
  // The preview stays in view on a phone, under the button.
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(375);

  await page.locator("#field-titleEn").fill("Chosen with the picker");
  await page.locator("form.admin-form button[type=submit]").click();
  await page.waitForURL(/\/admin\/list-clients/);
  const [saved] = server.query<{ id: string; image: string }>(
    "select id, image from clients where titleEn = 'Chosen with the picker'",
  );
  expect(saved!.image).toMatch(/^\/uploads\//);

  // The edit form shows the image the record has now.
  await page.goto(`${server.base}${editPath(contentTypes.clients, saved!.id)}?lng=ar`);
  await expect(page.locator(".current-image img")).toHaveAttribute("src", new RegExp(saved!.image));
  await expect(page.locator(".current-image figcaption")).toHaveText(ar.admin.form.currentImage);
  await context.close();
});

for (const lng of ["ku", "ar"] as const) {
  test(`without JavaScript the file input speaks ${lng} too (none of the browser's English words) and uploads`, async ({
    browser,
  }) => {
    const { context, page } = await staffPage(browser, 375, false);
    await page.goto(`${server.base}${addPath(contentTypes.clients)}?lng=${lng}`);
    const input = page.locator("#field-image");
    // The native input ("Choose File", "No file chosen") is out of sight, but still takes the focus.
    expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
    await input.focus();
    await expect(input).toBeFocused();
    await expect(page.locator(".image-picker__button")).toHaveText(texts[lng].admin.form.chooseImage);
    await expect(page.locator(".image-picker__button")).toBeVisible();
    await expect(page.locator(".image-picker__name")).toHaveText(texts[lng].admin.form.noImageChosen);
    await page.screenshot({ path: test.info().outputPath(`picker-${lng}-empty.png`) });

    // The translated label opens the browser's file chooser.
    const chooser = page.waitForEvent("filechooser");
    await page.locator(".image-picker__button").click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(20, 20) });
    // The browser now writes the file's name (only the input can), without its English button.
    await expect(input).toBeVisible();
    expect((await input.boundingBox())!.width).toBeGreaterThan(100);
    expect(
      await input.evaluate((element) => getComputedStyle(element, "::file-selector-button").display),
    ).toBe("none");
    await expect(page.locator(".image-picker__name")).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`picker-${lng}-chosen.png`) });

    const title = `Chosen without JavaScript (${lng})`;
    await page.locator("#field-titleEn").fill(title);
    await page.locator("form.admin-form button[type=submit]").click();
    await page.waitForURL(/\/admin\/list-clients/);
    expect(
      server.query<{ image: string }>("select image from clients where titleEn = ?", title)[0]!.image,
    ).toMatch(/^\/uploads\//);
    await context.close();
  });
}

/**
 * After a navigation in the page: the address changes before React has
 * swapped the page, so wait until the form is gone too (a full navigation
 * made before that would still meet its unsaved-changes question).
 */
async function leftTheForm(page: Page, url: RegExp) {
  await page.waitForURL(url);
  await expect(page.locator("form.admin-form")).toHaveCount(0);
}

test("with JavaScript, leaving a form with unsaved changes asks first, in the page's language; saving never asks", async ({
  browser,
}) => {
  const { context, page } = await staffPage(browser, 1280);
  const asked: { type: string; message: string }[] = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const edit = `${server.base}${editPath(contentTypes.jumbotrons, longRecordId)}?lng=ar`;
  const back = page.getByRole("link", { name: ar.admin.form.backToDashboard });

  // Nothing changed: leaving does not ask.
  await page.goto(edit);
  await waitForHydration(page);
  await back.click();
  await leftTheForm(page, /\/dashboard/);
  expect(asked).toEqual([]);

  // Changed: leaving asks; "stay" keeps the page and what was typed.
  await page.goto(edit);
  await waitForHydration(page);
  await page.locator("#field-titleAr").fill("عنوان لم يُحفظ");
  await back.click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toEqual({ type: "confirm", message: ar.admin.form.unsavedChanges });
  await expect(page).toHaveURL(/\/admin\/edit-jumbotron\//);
  await expect(page.locator("#field-titleAr")).toHaveValue("عنوان لم يُحفظ");
  // "Leave" goes.
  answer = true;
  await back.click();
  await leftTheForm(page, /\/dashboard/);
  expect(asked).toHaveLength(2);

  // Saving does not ask, nor does leaving the list it comes back to.
  await page.goto(edit);
  await waitForHydration(page);
  await page.locator("#field-titleAr").fill("لافتة بنصوص طويلة جدًا");
  await page.locator("form.admin-form button[type=submit]").click();
  await leftTheForm(page, /\/admin\/list-jumbotrons/);
  expect(asked).toHaveLength(2);

  // The company details page stays after a save: what was saved is no longer "unsaved".
  await page.goto(`${server.base}/admin/settings?lng=en`);
  await waitForHydration(page);
  await page.locator('[name="taglineEn"]').fill("Software and networks, made in Erbil");
  await page.locator("form.settings-form button[type=submit]").click();
  await expect(page.getByText(en.admin.settings.saved)).toBeVisible();
  await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
  await leftTheForm(page, /\/admin\/activity/);
  expect(asked).toHaveLength(2);

  // Closing the tab with changes gets the browser's own question.
  await page.goto(edit);
  await waitForHydration(page);
  // Typed key by key: the browser asks only on a page the person has interacted with.
  await page.locator("#field-titleAr").click();
  await page.keyboard.type(" تغيير");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.at(-1)?.type).toBe("beforeunload");
  await context.close();
});

test("the list as cards and the form with a chosen image pass axe at 375 px, in English and Arabic", async ({
  browser,
}) => {
  const { context, page } = await staffPage(browser, 375);
  const violations = async (what: string) =>
    (
      await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze()
    ).violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  for (const lng of ["en", "ar"]) {
    await page.goto(`${server.base}${listPath(contentTypes.jumbotrons)}?lng=${lng}`);
    expect(await violations(`list in ${lng}`)).toEqual([]);
    await page.goto(`${server.base}${addPath(contentTypes.services)}?lng=${lng}`);
    await waitForHydration(page);
    await page.locator("#field-image").setInputFiles({
      name: "service.png",
      mimeType: "image/png",
      buffer: pngImage(30, 20),
    });
    await expect(page.locator("img.image-picker__preview")).toBeVisible();
    expect(await violations(`form in ${lng}`)).toEqual([]);
  }
  await context.close();
});

/** Every place the back office's bar leads to, by its visible name, and where it goes. */
const destinations = (lng: keyof typeof texts) => {
  const { admin } = texts[lng];
  return [
    [admin.dashboard.heading, "/dashboard"],
    [admin.inbox.navLabel, "/admin/list-contactus"],
    [admin.settings.navLabel, "/admin/settings"],
    [admin.staff.navLabel, "/admin/staff"],
    [admin.activity.navLabel, "/admin/activity"],
    [admin.viewSite, "/"],
  ] as const;
};

for (const lng of ["en", "ku", "ar"] as const) {
  test(`at 375 px in ${lng} the bar is one row and the page's title is in view; the menu (no JavaScript) reaches every destination`, async ({
    browser,
  }) => {
    const { context, page } = await staffPage(browser, 375, false);
    await page.goto(`${server.base}/dashboard?lng=${lng}`);
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
    for (const other of ["en", "ku", "ar"] as const)
      await expect(panel.locator(`.language-switcher a[href*="lng=${other}"]`)).toBeInViewport();
    await expect(panel.getByRole("button", { name: texts[lng].admin.signOut })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`menu-${lng}-375.png`) });

    // A destination opens from the menu, without JavaScript.
    await panel.getByRole("link", { name: texts[lng].admin.staff.navLabel, exact: true }).click();
    await page.waitForURL(/\/admin\/staff/);
    await expect(page.locator("h1")).toHaveText(texts[lng].admin.staff.heading);
    await context.close();
  });
}

test("with JavaScript the phone's open menu passes axe and closes after a link is followed; at 1280 px there is no menu, the bar shows everything", async ({
  browser,
}) => {
  const phone = await staffPage(browser, 375);
  await phone.page.goto(`${server.base}/dashboard?lng=ar`);
  await waitForHydration(phone.page);
  await phone.page.locator(".admin-header__menu summary").click();
  // The open menu passes axe (it needs JavaScript to run).
  const axe = await new AxeBuilder({ page: phone.page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
  await phone.page
    .locator(".admin-header__menu-panel")
    .getByRole("link", { name: ar.admin.activity.navLabel, exact: true })
    .click();
  await expect(phone.page.locator("h1")).toHaveText(ar.admin.activity.heading);
  await expect(phone.page.locator(".admin-header__menu")).not.toHaveAttribute("open");
  await phone.context.close();

  const desk = await staffPage(browser, 1280);
  await desk.page.goto(`${server.base}/dashboard?lng=ku`);
  await expect(desk.page.locator(".admin-header__menu")).toBeHidden();
  const bar = desk.page.locator(".admin-header__bar");
  for (const [name, href] of destinations("ku"))
    await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await expect(bar.getByRole("button", { name: ku.admin.signOut })).toBeVisible();
  await desk.context.close();
});
