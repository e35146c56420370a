import { readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { addPath, editPath } from "../../app/admin/paths";
import { contentTypes } from "../../app/content/content-types";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm } from "../support/http";
import { pngImage } from "../support/images";
import { signInCookie } from "../support/staff";
import { expect, failedResponse, test, waitForHydration, type Page, withOwnSite } from "./fixtures";

/**
 * The back office's forms in the browser: the translated image picker with
 * its preview, with and without JavaScript, the question before leaving
 * unsaved changes, and a save the uploads folder refuses.
 */
withOwnSite("admin-forms");
const texts = { en, ku, ar } as const;

test("the image picker speaks the page's language, names and previews the chosen file, and the save keeps it", async ({
  newPage,
  staff,
  site,
}) => {
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to load/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${addPath(contentTypes.clients)}?lng=ku`);
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
  await page.locator("form.admin-form button[type=submit]:not([value=stay])").click();
  await page.waitForURL(/\/admin\/list-clients/);
  const [saved] = site.query<{ id: string; image: string }>(
    "select id, image from clients where titleEn = 'Chosen with the picker'",
  );
  expect(saved!.image).toMatch(/^\/uploads\//);

  // The edit form shows the image the record has now.
  await page.goto(`${editPath(contentTypes.clients, saved!.id)}?lng=ar`);
  await expect(page.locator(".current-image img")).toHaveAttribute("src", new RegExp(saved!.image));
  await expect(page.locator(".current-image figcaption")).toHaveText(ar.admin.form.currentImage);
});

for (const lng of ["ku", "ar"] as const) {
  test(`without JavaScript the file input's button speaks ${lng} too, it is not required, and it uploads`, async ({
    newPage,
    staff,
    site,
  }) => {
    const page = await newPage({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
      signedInAs: staff,
    });
    await page.goto(`${addPath(contentTypes.clients)}?lng=${lng}`);
    const input = page.locator("#field-image");
    // An image is optional: screen readers must not hear "required".
    await expect(input).not.toHaveAttribute("required");
    // The native input's own button ("Choose File") is replaced by the translated one; only the input
    // can say which file is chosen without JavaScript, in the browser's words, beside it.
    await expect(page.locator(".image-picker__button")).toHaveText(texts[lng].admin.form.chooseImage);
    await expect(page.locator(".image-picker__button")).toBeVisible();
    expect(
      await input.evaluate((element) => getComputedStyle(element, "::file-selector-button").display),
    ).toBe("none");
    await expect(page.locator(".image-picker__name")).toBeHidden();
    await input.focus();
    await expect(input).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`picker-${lng}-empty.png`) });

    // The translated label opens the browser's file chooser.
    const chooser = page.waitForEvent("filechooser");
    await page.locator(".image-picker__button").click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(20, 20) });
    // The browser now writes the file's name (only the input can), without its own button.
    await expect(input).toBeVisible();
    expect((await input.boundingBox())!.width).toBeGreaterThan(100);
    await page.screenshot({ path: test.info().outputPath(`picker-${lng}-chosen.png`) });

    const title = `Chosen without JavaScript (${lng})`;
    await page.locator("#field-titleEn").fill(title);
    await page.locator("form.admin-form button[type=submit]:not([value=stay])").click();
    await page.waitForURL(/\/admin\/list-clients/);
    expect(
      site.query<{ image: string }>("select image from clients where titleEn = ?", title)[0]!.image,
    ).toMatch(/^\/uploads\//);
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
  newPage,
  staff,
  site,
  expectBrowserErrors,
}) => {
  const cookie = await signInCookie(site.base, staff);
  const added = await postForm(
    site.base,
    "/admin/add-jumbotron",
    { titleEn: "A banner to leave unsaved", titleKu: "", titleAr: "لافتة بنصوص طويلة", descEn: "" },
    { cookie, multipart: true },
  );
  expect(added.status).toBe(302);
  const [{ id: bannerId }] = site.query<{ id: string }>(
    "select id from jumbotrons where titleEn = 'A banner to leave unsaved' order by date desc limit 1",
  ) as [{ id: string }];
  const page = await newPage({ viewport: { width: 1280, height: 800 }, signedInAs: staff });
  const asked: { type: string; message: string }[] = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const edit = `${editPath(contentTypes.jumbotrons, bannerId)}?lng=ar`;
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
  await page.locator("form.admin-form button[type=submit]:not([value=stay])").click();
  await leftTheForm(page, /\/admin\/list-jumbotrons/);
  expect(asked).toHaveLength(2);

  // The company details page stays after a save: what was saved is no longer "unsaved".
  await page.goto(`/admin/settings?lng=en`);
  await waitForHydration(page);
  await page.locator('[name="taglineEn"]').fill("Software and networks, made in Erbil");
  // The company details ask for the password again once (the session was signed in elsewhere).
  await page.locator("#confirm-password").fill(staff.password);
  await page.locator("form.settings-form button[type=submit]").click();
  await expect(page.getByText(en.admin.settings.saved)).toBeVisible();
  await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
  await leftTheForm(page, /\/admin\/activity/);
  expect(asked).toHaveLength(2);

  // A save that changes nothing (a text typed again as it was, "Save" to be sure) leaves nothing unsaved.
  await page.goto(`/admin/settings?lng=en`);
  await waitForHydration(page);
  await page.locator('[name="taglineEn"]').fill("Software and networks, made in Erbil");
  await page.locator("form.settings-form button[type=submit]").click();
  await expect(page.getByText(en.admin.settings.saved)).toBeVisible();
  await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
  await leftTheForm(page, /\/admin\/activity/);
  expect(asked).toHaveLength(2);

  // A refused save keeps the changes unsaved: leaving asks.
  expectBrowserErrors(failedResponse(400));
  await page.goto(`/admin/settings?lng=en`);
  await waitForHydration(page);
  await page.locator('[name="nameEn"]').fill("");
  await page.locator("form.settings-form button[type=submit]").click();
  await expect(page.getByText(en.admin.form.fixErrors)).toBeVisible();
  answer = false;
  await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
  await expect.poll(() => asked.length).toBe(3);
  await expect(page).toHaveURL(/\/admin\/settings/);
  answer = true;
  await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
  await leftTheForm(page, /\/admin\/activity/);
  expect(asked).toHaveLength(4);

  // Closing the tab with changes gets the browser's own question.
  await page.goto(edit);
  await waitForHydration(page);
  // Typed key by key: the browser asks only on a page the person has interacted with.
  await page.locator("#field-titleAr").click();
  await page.keyboard.type(" تغيير");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.at(-1)?.type).toBe("beforeunload");
});

test("an uploads folder that refuses writes: the form comes back with what was typed and a clear message", async ({
  signedIn: page,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(503)); // the save the server could not store
  await page.setViewportSize({ width: 375, height: 667 });
  const away = `${site.uploadsDir}.away`;
  renameSync(site.uploadsDir, away);
  writeFileSync(site.uploadsDir, "not a folder"); // even root cannot write into a file
  try {
    const before = site.query("select id from products");
    await page.goto("/admin/add-product");
    await page.locator("#field-titleEn").fill("Kept title");
    await page.locator("#field-descEn").fill("Kept description");
    await page
      .locator("#field-image")
      .setInputFiles({ name: "p.png", mimeType: "image/png", buffer: pngImage() });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
    expect((await response).status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText(en.admin.upload.saveFailed);
    // On a phone the message is brought into view, not left above the screen.
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.locator("#field-titleEn")).toHaveValue("Kept title");
    await expect(page.locator("#field-descEn")).toHaveValue("Kept description");
    expect(site.query("select id from products")).toEqual(before);
  } finally {
    rmSync(site.uploadsDir, { force: true });
    renameSync(away, site.uploadsDir);
  }
  expect(readdirSync(site.uploadsDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});

test("a service's description previews as its page shows it: each line a paragraph, a list's items together", async ({
  newPage,
  staff,
  site,
}) => {
  const page = await newPage({ viewport: { width: 375, height: 800 }, signedInAs: staff });
  await page.goto(`${editPath(contentTypes.services, site.firstId("services"))}?lng=ar`);
  await waitForHydration(page);
  await page.locator("#field-descAr").fill("نصمّم **مواقع سريعة**.\n- استضافة\n- تدريب\nاطلب عرض سعر.");
  const field = page.locator("#field-descAr").locator("xpath=ancestor::*[contains(@class,'field')][1]");
  await field.getByRole("button", { name: ar.admin.form.preview }).click();
  const preview = field.locator(".rich-preview__body");
  await expect(preview).toHaveAttribute("dir", "rtl");
  await expect(preview.locator("p")).toHaveText(["نصمّم مواقع سريعة.", "اطلب عرض سعر."]);
  await expect(preview.locator("strong")).toHaveText("مواقع سريعة");
  await expect(preview.locator("ul > li")).toHaveText(["استضافة", "تدريب"]);
});

test("with JavaScript, a refused save's banner links lead to each wrong field and keep what was typed and the errors", async ({
  newPage,
  staff,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the refused save
  const page = await newPage({ viewport: { width: 375, height: 700 }, signedInAs: staff });
  await page.goto(`${addPath(contentTypes.services)}?lng=ar`);
  await waitForHydration(page);
  await page.locator("#field-titleAr").fill("خدمة بلا عنوان إنجليزي");
  await page.locator("#field-descAr").fill("[رابط](javascript:alert(1))");
  await page.locator("form.admin-form button[type=submit]:not([value=stay])").click();
  const banner = page.getByRole("alert");
  await expect(banner.getByRole("link")).toHaveText([
    ar.admin.form.inLanguage
      .replace("{{field}}", ar.admin.fields.title)
      .replace("{{language}}", ar.admin.languages.en),
    ar.admin.form.inLanguage
      .replace("{{field}}", ar.admin.fields.desc)
      .replace("{{language}}", ar.admin.languages.ar),
  ]);
  await banner.getByRole("link").nth(1).click();
  await expect(page.locator("#field-descAr")).toBeFocused();
  await expect(page.locator("#field-descAr")).toBeInViewport();
  // Still the refused save's page: its errors, and what was typed.
  await expect(page.locator("#field-titleEn-error")).toHaveText(ar.admin.form.required);
  await expect(page.locator("#field-titleAr")).toHaveValue("خدمة بلا عنوان إنجليزي");
  await banner.getByRole("link").first().click();
  await expect(page.locator("#field-titleEn")).toBeFocused();
});
