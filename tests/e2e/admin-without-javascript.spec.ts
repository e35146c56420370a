import { existsSync } from "node:fs";
import path from "node:path";
import { ku } from "../../app/i18n/resources/ku";
import { visitorAddress } from "../support/http";
import { jpegImage, pngImage } from "../support/images";
import { expect, failedResponse, test, withOwnSite } from "./fixtures";

/**
 * The core back-office flow with JavaScript disabled: plain forms, posts and
 * redirects, the sign-in form included. It adds and deletes: a site of its own.
 */
withOwnSite("admin-without-javascript");
test.use({ javaScriptEnabled: false });

test("sign in, add a service with an image, edit it, delete it and sign out, in Kurdish", async ({
  page,
  staff,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(401)); // the wrong password
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/dashboard?lng=ku");
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard/);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill("not the password");
  await page.getByRole("button", { name: ku.admin.signIn.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(ku.admin.signIn.failed);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.getByRole("button", { name: ku.admin.signIn.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\?lng=ku$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await page.locator('a[href="/admin/add-service"]').click();
  await page.locator("#field-titleEn").fill("Cloud backup");
  await page.locator("#field-titleKu").fill("باکئەپی هەوری");
  await page.locator("#field-titleAr").fill("النسخ الاحتياطي السحابي");
  await page.locator("#field-descKu").fill("پاراستنی زانیارییەکانت لە هەور.");
  await page
    .locator("#field-image")
    .setInputFiles({ name: "cloud.png", mimeType: "image/png", buffer: pngImage(10, 10) });
  await page.getByRole("button", { name: ku.admin.form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-services$/);
  await expect(page.getByRole("status")).toHaveText(ku.admin.notices.created);
  await expect(page.locator(".admin-table tbody tr").first()).toContainText("باکئەپی هەوری");
  const [created] = site.query<{ id: string; image: string }>(
    "select * from services where titleEn = 'Cloud backup'",
  );
  const firstFile = path.join(site.uploadsDir, path.basename(created!.image));
  expect(existsSync(firstFile)).toBe(true);

  await page
    .getByRole("link", { name: ku.admin.list.editRecord.replace("{{title}}", "Cloud backup") })
    .click();
  await page.locator("#field-titleEn").fill("Cloud backup service");
  await page
    .locator("#field-image")
    .setInputFiles({ name: "cloud.jpg", mimeType: "image/jpeg", buffer: jpegImage });
  await page.getByRole("button", { name: ku.admin.form.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(ku.admin.notices.updated);
  const [edited] = site.query<{ image: string }>("select * from services where id = ?", created!.id);
  // The replaced image stays while the version before this save names it ("Restore this version").
  expect(existsSync(firstFile)).toBe(true);
  expect(existsSync(path.join(site.uploadsDir, path.basename(edited!.image)))).toBe(true);

  // Without JavaScript there is no confirmation dialog: the form post moves it to the trash.
  await page
    .getByRole("button", { name: ku.admin.list.deleteRecord.replace("{{title}}", "Cloud backup service") })
    .click();
  await expect(page.getByRole("status")).toHaveText(ku.admin.notices.deleted);
  expect(site.query("select * from services where id = ?", created!.id)).toHaveLength(0);
  expect(site.query("select record_id from trash where record_id = ?", created!.id)).toHaveLength(1);

  // Enough services for a second page of ten.
  for (const n of [1, 2, 3])
    site.execute(
      "insert into services (id, titleEn, displayOrder, date) values (?, ?, ?, ?)",
      `pagingService000${n}`,
      `Paging service ${n}`,
      1000 + n,
      Date.now(),
    );
  await page.reload();
  // Ten a page, chosen with the list's own form; Kurdish pages write Eastern Arabic digits
  // (docs/decisions/008-digits.md), the second page's rows numbered on from the first's.
  await page.locator("#list-size").selectOption("10");
  await page.locator(".list-search button[type=submit]").click();
  await expect(page).toHaveURL(/size=10/);
  await page.getByRole("link", { name: ku.admin.list.next }).click();
  await expect(page).toHaveURL(/\?size=10&page=2$/);
  await expect(page.locator(".admin-table tbody tr td:first-child").first()).toHaveText("١١");

  await page.getByRole("button", { name: ku.admin.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/list-services`);
  await expect(page).toHaveURL(/\/admin\?redirectTo=/);
});
