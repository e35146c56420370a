import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { localizeDigits } from "../../app/i18n/digits";
import { pngImage } from "../support/images";
import {
  axeViolations,
  expect,
  test,
  waitForHydration,
  withOwnSite,
  type Locator,
  type Page,
  type TestSite,
} from "./fixtures";

/**
 * The image library's screens in a browser, at a phone's width, right to left: the grid, the upload of
 * several files without JavaScript, a picture's page; axe with JavaScript (it runs in the page). (What
 * the server answers: tests/server/image-library.test.ts.)
 */
withOwnSite("image-library");

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("without JavaScript, in Arabic at 375 px: several files uploaded at once, the refused one named, each added one's page", async ({
  newPage,
  staff,
}) => {
  const page = await newPage({
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: false,
    signedInAs: staff,
  });
  await page.goto("/admin/list-images?lng=ar");
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: ar.admin.library.addSeveral }).click();
  await expect(page.locator("h1")).toHaveText(ar.admin.library.addSeveralTitle);
  await page.locator("#library-files").setInputFiles([
    { name: "مكتب-أربيل.png", mimeType: "image/png", buffer: pngImage(64, 48, [200, 90, 20]) },
    { name: "readme.txt", mimeType: "text/plain", buffer: Buffer.from("plain words") },
    { name: "team.png", mimeType: "image/png", buffer: pngImage(48, 64, [20, 90, 200]) },
  ]);
  await page.getByRole("button", { name: ar.admin.library.upload, exact: true }).click();
  await expect(page.locator("#upload-added")).toHaveText(ar.admin.library.added_two!);
  await expect(page.locator("#upload-refused")).toHaveText(ar.admin.library.refused_one);
  await expect(page.locator(".library-refusals li")).toContainText("readme.txt");
  await expect(page.locator(".library-upload-results .library-card")).toHaveCount(2);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // Each added picture links to its page: its code, its facts, nothing using it yet.
  await page.locator(".library-upload-results .library-card a", { hasText: "مكتب-أربيل" }).click();
  await expect(page.locator("h1")).toHaveText(ar.admin.types.media.edit);
  const code = page.locator("#library-code");
  await expect(code).toHaveValue(/^!\[\]\(image:[\w-]+\)$/);
  await expect(code).toHaveAttribute("dir", "ltr");
  await expect(code).toHaveAttribute("readonly", "");
  await expect(page.getByText(ar.admin.library.noUses)).toBeVisible();
  await expect(
    page.getByText(
      ar.admin.library.pixels
        .replace("{{width}}", localizeDigits("64", "ar"))
        .replace("{{height}}", localizeDigits("48", "ar")),
    ),
  ).toBeVisible();
  // The code's box is whole on a phone, and nothing scrolls sideways.
  const box = (await code.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // "Unused only" lists it; the search finds it by its name.
  await page.goto("/admin/list-images?lng=ar");
  await page.getByRole("link", { name: ar.admin.library.unusedOnly }).click();
  await expect(page).toHaveURL(/unused=1/);
  await expect(page.locator(".library-card", { hasText: "مكتب-أربيل" })).toBeVisible();
  await page.locator("#list-q").fill("مكتب");
  await page.getByRole("button", { name: ar.admin.activity.apply }).click();
  await expect(page).toHaveURL(/unused=1/);
  await expect(page.locator(".library-card")).toHaveCount(1);

  // No dialog without JavaScript: an image field's code box is the way to the library.
  await page.goto("/admin/add-client?lng=ar");
  await expect(page.locator("#field-image-library")).toBeVisible();
  await expect(page.getByRole("button", { name: ar.admin.library.pickerChoose })).toHaveCount(0);
  await expect(page.locator("dialog")).toHaveCount(0);
});

test("with JavaScript, files larger than one upload takes together are refused before they are sent", async ({
  newPage,
  staff,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 }, signedInAs: staff });
  await page.goto("/admin/add-images?lng=ku");
  await waitForHydration(page);
  const big = (name: string) => ({ name, mimeType: "image/png", buffer: Buffer.alloc(4.5 * 1024 * 1024, 1) });
  await page.locator("#library-files").setInputFiles(["a.png", "b.png", "c.png", "d.png", "e.png"].map(big));
  await expect(page.locator(".image-picker__name")).toContainText(
    ku.admin.library.chosen_other.replace("{{count}}", localizeDigits("5", "ku")),
  );
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: ku.admin.library.upload, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    ku.admin.library.togetherTooLarge
      .replace("{{together}}", localizeDigits("20", "ku"))
      .replace("{{each}}", localizeDigits("5", "ku")),
  );
  expect(posted).toBe(false);
});

for (const lng of ["en", "ar"] as const) {
  test(`the library's grid and its pages pass axe at 375 px in ${lng}`, async ({ newPage, staff, site }) => {
    const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
    const [first] = site.query<{ id: string }>("select id from media order by date limit 1");
    for (const path of [
      "/admin/list-images",
      "/admin/add-images",
      "/admin/add-image",
      `/admin/edit-image/${first!.id}`,
    ]) {
      await page.goto(`${path}?lng=${lng}`);
      await waitForHydration(page);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, path)).toEqual([]);
    }
    // What an upload did (with JavaScript: the answer comes into the page).
    await page.goto(`/admin/add-images?lng=${lng}`);
    await waitForHydration(page);
    await page.locator("#library-files").setInputFiles([
      { name: `good-${lng}.png`, mimeType: "image/png", buffer: pngImage(20, 20) },
      { name: `bad-${lng}.gif`, mimeType: "image/gif", buffer: Buffer.from("GIF89a broken") },
    ]);
    await page
      .getByRole("button", { name: (lng === "en" ? en : ar).admin.library.upload, exact: true })
      .click();
    await expect(page.locator(".library-refusals li")).toContainText(`bad-${lng}.gif`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, "an upload's results")).toEqual([]);
    // The grid's cards: two a row, Delete in view.
    await page.goto(`/admin/list-images?lng=${lng}`);
    const cards = page.locator(".library-grid .library-card");
    const [one, two] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(one.y - two.y)).toBeLessThan(2);
    const remove = cards.first().locator("button.button--danger");
    await expect(remove).toHaveText(lng === "en" ? en.admin.list.delete : ar.admin.list.delete);
    const button = (await remove.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(375);
  });
}

/** Opens the library's dialog with `button`, searches for `name` and chooses the one picture found. */
async function pickInDialog(page: Page, texts: typeof en, button: Locator, name: string) {
  await button.click();
  const dialog = page.getByRole("dialog", { name: texts.admin.library.pickerTitle });
  await dialog.getByRole("searchbox", { name: texts.admin.library.pickerSearch }).fill(name);
  await expect(dialog.locator(".library-picker__item")).toHaveCount(1);
  await dialog.locator(".library-picker__item").click();
  await expect(dialog).toBeHidden();
}

/** A picture of the sample library, found by its name: what the dialog's search is given. */
function samplePicture(site: TestSite) {
  const [picture] = site.query<{ id: string; name: string; image: string }>(
    "select id, name, image from media where name = 'Hosting'",
  );
  expect(picture, "the sample library has a picture named Hosting").toBeDefined();
  return picture!;
}

test("with JavaScript, in Arabic at 375 px: the library's dialog fills a client's image field from a search, and the client shows that picture", async ({
  newPage,
  staff,
  site,
}) => {
  const picture = samplePicture(site);
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  await page.goto("/admin/add-client?lng=ar");
  await waitForHydration(page);
  const open = page.getByRole("button", { name: ar.admin.library.pickerChoose });
  const dialog = page.getByRole("dialog", { name: ar.admin.library.pickerTitle });
  const search = dialog.getByRole("searchbox", { name: ar.admin.library.pickerSearch });

  // Escape closes it, and the focus is back on the button.
  await open.click();
  await expect(dialog).toBeVisible();
  await expect(search).toBeFocused();
  await expect(dialog.locator(".library-picker__item").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // What is typed in the dialog is not the form's: leaving the page asks nothing.
  await open.click();
  await search.fill("nothing of the form's");
  await dialog.getByRole("button", { name: ar.common.close }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  let asked = 0;
  page.on("dialog", (question) => {
    asked += 1;
    void question.dismiss();
  });
  await page.getByRole("link", { name: ar.admin.form.backToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(asked).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/add-client/);

  // On a phone it fills the screen; right to left, its close button is on the left.
  await open.click();
  // A page of the list at a time, "More" for the next; the focus goes to the first picture it brought.
  const count = site.query<{ count: number }>("select count(*) as count from media")[0]!.count;
  expect(count).toBeGreaterThan(20);
  const items = dialog.locator(".library-picker__item");
  await expect(items).toHaveCount(20);
  await dialog.getByRole("button", { name: ar.admin.library.pickerMore }).click();
  await expect(items).toHaveCount(Math.min(count, 40));
  await expect(items.nth(20)).toBeFocused();
  const box = (await dialog.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 800]);
  const close = (await dialog.getByRole("button", { name: ar.common.close }).boundingBox())!;
  expect(close.x + close.width).toBeLessThan(375 / 2);
  expect(await axeViolations(page, "the library's dialog")).toEqual([]);

  // The search is the list's (names and descriptions): one picture, chosen with the keyboard.
  await search.fill(picture.name);
  const found = dialog.locator(".library-picker__item");
  await expect(found).toHaveCount(1);
  await expect(found).toHaveText(picture.name);
  await found.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.locator("#field-image-library")).toHaveValue(`![](image:${picture.id})`);
  await expect(page.locator(".field__library .current-image img")).toHaveAttribute("src", picture.image);

  await page.locator("#field-titleEn").fill("Client from the library");
  await page.getByRole("button", { name: ar.admin.form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-clients/);
  await expect(
    page.locator(".admin-table tbody tr", { hasText: "Client from the library" }).locator("img"),
  ).toHaveAttribute("src", picture.image);
  const [client] = site.query<{ image: string }>(
    "select image from clients where titleEn = 'Client from the library'",
  );
  expect(client?.image).toBe(picture.image);
});

test("with JavaScript, in Kurdish: a file and a library picture for one image field, the last one chosen is the one kept", async ({
  newPage,
  staff,
  site,
}) => {
  const picture = samplePicture(site);
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  await page.goto("/admin/add-client?lng=ku");
  await waitForHydration(page);
  const file = page.locator("#field-image");
  const code = page.locator("#field-image-library");
  const chooseFromLibrary = () =>
    pickInDialog(page, ku, page.getByRole("button", { name: ku.admin.library.pickerChoose }), picture.name);

  // A file, then a library picture: the file is let go, and the picker says so.
  await file.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: pngImage(40, 30, [10, 120, 200]),
  });
  await expect(page.locator(".image-picker__name")).toContainText("logo.png");
  await chooseFromLibrary();
  await expect(code).toHaveValue(`![](image:${picture.id})`);
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(page.locator(".image-picker__name")).toHaveText(ku.admin.form.noImageChosen);
  await expect(page.locator(".image-picker__preview")).toHaveCount(0);

  // Then a file again: the library's code and its picture go.
  await file.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: pngImage(40, 30, [10, 120, 200]),
  });
  await expect(code).toHaveValue("");
  await expect(page.locator(".field__library .current-image")).toHaveCount(0);

  // Saved, the client has the file chosen last, not the library's picture.
  await page.locator("#field-titleEn").fill("Client with its own file");
  await page.getByRole("button", { name: ku.admin.form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-clients/);
  const [client] = site.query<{ image: string }>(
    "select image from clients where titleEn = 'Client with its own file'",
  );
  expect(client?.image).toBeTruthy();
  expect(client?.image).not.toBe(picture.image);
});

test("with JavaScript: the library's dialog puts a picture into a page's text where the cursor was, and the page shows it", async ({
  newPage,
  staff,
  site,
}) => {
  const picture = samplePicture(site);
  const page = await newPage({ viewport: { width: 1280, height: 800 }, signedInAs: staff });
  await page.goto("/admin/add-page?lng=en");
  await waitForHydration(page);
  const body = page.locator("#field-bodyEn");
  // A text in the box (set, not typed: nothing in the form is unsaved yet), the cursor after its first line.
  await body.evaluate((box: HTMLTextAreaElement) => {
    box.value = "Before the picture.\nAfter the picture.";
    box.focus();
    box.setSelectionRange(19, 19);
  });
  // One button under each language's box: the English one.
  await pickInDialog(
    page,
    en,
    page.getByRole("button", { name: en.admin.library.pickerInsert }).first(),
    picture.name,
  );
  const snippet = `![](image:${picture.id})`;
  await expect(body).toHaveValue(`Before the picture.\n\n${snippet}\n\nAfter the picture.`);
  await expect(body).toBeFocused();
  // The form heard it: leaving now asks first (and stays, the question dismissed).
  let asked = false;
  page.once("dialog", (question) => {
    asked = true;
    void question.dismiss();
  });
  await page.getByRole("link", { name: en.admin.form.backToDashboard }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(/\/admin\/add-page/);
  await page.locator("#field-titleEn").fill("Our office in pictures");

  await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-pages/);
  const [stored] = site.query<{ address: string; bodyEn: string }>(
    "select address, bodyEn from pages where titleEn = 'Our office in pictures'",
  );
  expect(stored?.bodyEn.replace(/\r\n/g, "\n")).toContain(`\n\n${snippet}\n\n`);
  await page.goto(`/${stored!.address}?lng=en`);
  // The sample picture is one of the site's own files, served at its built (hashed) address.
  const stem = picture.image
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "");
  const shown = page.locator("main article img");
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("src", new RegExp(`/${stem}[^/]*$`));
});
