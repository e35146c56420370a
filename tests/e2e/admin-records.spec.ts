import { existsSync } from "node:fs";
import path from "node:path";
import { IMAGE_FORMAT_NAMES } from "../../app/content/image-limits";
import { filesOfImage } from "../../app/content/stored-image";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { jpegImage, pngImage } from "../support/images";
import {
  axeViolations,
  expect,
  failedResponse,
  test,
  waitForHydration,
  type TestSite,
  withOwnSite,
} from "./fixtures";

/**
 * Staff add, see, change and delete records of every type, with JavaScript:
 * the forms, their errors, the confirmations and the lists' pages. These
 * change data: a site of their own.
 */
withOwnSite("admin-records");

const uploadedFile = (site: TestSite, url: string) =>
  path.join(site.uploadsDir, url.replace(/^\/uploads\//, ""));

type Flow = {
  name: "clients" | "products" | "jumbotrons" | "infoAreas" | "services";
  slug: string;
  plural: string;
  table: string;
  withImage: boolean;
  withDesc: boolean;
  phone?: boolean;
  /** Where the record shows on the home page. */
  publicSelector: string;
};

const flows: Flow[] = [
  {
    name: "clients",
    slug: "client",
    plural: "clients",
    table: "clients",
    withImage: true,
    withDesc: false,
    phone: true,
    publicSelector: "#our-clients",
  },
  {
    name: "products",
    slug: "product",
    plural: "products",
    table: "products",
    withImage: true,
    withDesc: true,
    publicSelector: "#our-products",
  },
  {
    name: "jumbotrons",
    slug: "jumbotron",
    plural: "jumbotrons",
    table: "jumbotrons",
    withImage: false,
    withDesc: true,
    publicSelector: ".hero",
  },
  {
    name: "infoAreas",
    slug: "info-area",
    plural: "info-areas",
    table: "info_areas",
    withImage: false,
    withDesc: true,
    publicSelector: "#info-tiles",
  },
  {
    name: "services",
    slug: "service",
    plural: "services",
    table: "services",
    withImage: true,
    withDesc: true,
    publicSelector: "#our-solutions",
  },
];

for (const flow of flows) {
  test(`${flow.name}: add, see everywhere in three languages, edit, replace the image, delete`, async ({
    signedIn: page,
    site,
  }) => {
    const titles = {
      En: `New ${flow.slug} ${Date.now()}`,
      Ku: `${flow.slug === "client" ? "کڕیار" : "بابەت"}ی نوێ ${Date.now()}`,
      Ar: `عنصر جديد ${Date.now()}`,
    };
    await page.goto("/dashboard");
    await page.locator(`a[href="/admin/add-${flow.slug}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types[flow.name].add);
    await expect(page.locator("#field-titleKu")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("#field-titleAr")).toHaveAttribute("dir", "rtl");
    for (const [lang, title] of Object.entries(titles)) await page.locator(`#field-title${lang}`).fill(title);
    if (flow.withDesc) {
      await page.locator("#field-descEn").fill("A description in English.");
      await page.locator("#field-descKu").fill("وەسفێک بە کوردی.");
      await page.locator("#field-descAr").fill("وصف باللغة العربية.");
    }
    if (flow.phone) await page.locator("#field-phone").fill("+964 750 999 8877");
    if (flow.withImage) {
      await page
        .locator("#field-image")
        .setInputFiles({ name: "first.png", mimeType: "image/png", buffer: pngImage(8, 6) });
    }
    await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();

    // Back on the list, newest first, with a confirmation.
    await expect(page).toHaveURL(new RegExp(`/admin/list-${flow.plural}$`));
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
    const firstRow = page.locator(".admin-table tbody tr").first();
    await expect(firstRow).toContainText(titles.En);
    await expect(firstRow).toContainText(titles.Ku);
    const [stored] = site.query<{ id: string; image?: string; date: number; phone?: string }>(
      `select * from ${flow.table} where titleEn = ?`,
      titles.En,
    );
    expect(stored!.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    if (flow.phone) expect(stored!.phone).toBe("+964 750 999 8877");
    let firstImage = "";
    if (flow.withImage) {
      firstImage = stored!.image!;
      // Named after its image library item, which the upload made (decision 043).
      const [item] = site.query<{ id: string }>("select id from media where image = ?", firstImage);
      expect(firstImage).toMatch(new RegExp(`^/uploads/${item!.id}-[0-9a-f]{12}-8x6\\.png$`));
      // The original and its one WebP copy (8 px wide).
      expect(filesOfImage(firstImage)).toHaveLength(2);
      for (const name of filesOfImage(firstImage))
        expect(existsSync(uploadedFile(site, `/uploads/${name}`))).toBe(true);
      await expect(firstRow.locator("img")).toHaveAttribute("src", firstImage);
      const served = await page.request.get(firstImage);
      expect(served.headers()["content-type"]).toBe("image/png");
      expect(served.headers()["x-content-type-options"]).toBe("nosniff");
      expect(served.headers()["cache-control"]).toContain("immutable");
    }

    // On the public site, in each language.
    for (const [lng, lang] of [
      ["en", "En"],
      ["ku", "Ku"],
      ["ar", "Ar"],
    ] as const) {
      const html = await (await page.request.get(`/?lng=${lng}`)).text();
      expect(html, lng).toContain(titles[lang]);
    }
    await page.goto(`/?lng=ku`);
    if (flow.name === "clients")
      await expect(page.locator(`#our-clients img[alt="${titles.Ku}"]`)).toHaveCount(1);
    else await expect(page.locator(flow.publicSelector)).toContainText(titles.Ku);

    // Edit: the same record, its date kept; a new image replaces the old one (whose file stays for the
    // version before this save: "Restore this version").
    await page.goto(`/admin/list-${flow.plural}?lng=en`);
    await page.getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", titles.En) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types[flow.name].edit);
    await expect(page.locator("#field-titleEn")).toHaveValue(titles.En);
    const edited = `${titles.En} (edited)`;
    await page.locator("#field-titleEn").fill(edited);
    if (flow.withImage) {
      await page
        .locator("#field-image")
        .setInputFiles({ name: "second.jpg", mimeType: "image/jpeg", buffer: jpegImage });
    }
    await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(edited);
    const [after] = site.query<{ id: string; image?: string; date: number }>(
      `select * from ${flow.table} where id = ?`,
      stored!.id,
    );
    expect(after!.date).toBe(stored!.date);
    if (flow.withImage) {
      expect(after!.image).toMatch(/\.jpg$/);
      expect(existsSync(uploadedFile(site, after!.image!))).toBe(true);
      for (const name of filesOfImage(firstImage))
        expect(existsSync(uploadedFile(site, `/uploads/${name}`))).toBe(true);
    }

    // Delete, after a confirmation (asked by React: hydrated first, or the click posts at once).
    await waitForHydration(page);
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: en.admin.list.deleteRecord.replace("{{title}}", edited) }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
    expect(asked).toBe(en.admin.list.confirmDelete);
    await expect(page.locator(".admin-table")).not.toContainText(edited);
    expect(site.query(`select * from ${flow.table} where id = ?`, stored!.id)).toHaveLength(0);
    // In the trash, its image kept with it (tests/server/trash.test.ts deletes for ever and restores).
    expect(site.query("select record_id from trash where record_id = ?", stored!.id)).toHaveLength(1);
    if (flow.withImage) {
      expect(filesOfImage(after!.image!)).toHaveLength(2);
      for (const name of filesOfImage(after!.image!))
        expect(existsSync(uploadedFile(site, `/uploads/${name}`))).toBe(true);
    }
  });
}

test("cancelling the delete confirmation keeps the record", async ({ signedIn: page, site }) => {
  await page.goto("/admin/list-services");
  // The question is React's: before hydration the click would post the delete at once.
  await waitForHydration(page);
  const count = site.query("select id from services").length;
  let asked = false;
  page.once("dialog", (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.locator(".admin-table tbody tr").first().locator("button.button--danger").click();
  await page.waitForTimeout(300);
  expect(asked).toBe(true);
  expect(site.query("select id from services")).toHaveLength(count);
});

test("bad input is refused with translated errors by the fields, keeping what was typed", async ({
  signedIn: page,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the refused saves
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/admin/add-product?lng=ar");
  await page.locator("#field-titleKu").fill("بەرهەمێک");
  // The input's maxlength stops people; the server must stop everyone else too.
  await page.locator("#field-titleAr").evaluate((input) => input.removeAttribute("maxlength"));
  await page.locator("#field-titleAr").fill("x".repeat(201));
  await page
    .locator("#field-image")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await page.getByRole("button", { name: ar.admin.form.save, exact: true }).click();
  await expect(page.locator("#field-titleEn-error")).toHaveText(ar.admin.form.required);
  await expect(page.locator("#field-titleAr-error")).toHaveText(
    ar.admin.form.tooLong.replace("{{max}}", "٢٠٠"), // Arabic pages write Eastern Arabic digits
  );
  await expect(page.locator("#field-image-error")).toHaveText(
    ar.admin.upload.badType.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: keyof typeof IMAGE_FORMAT_NAMES) => IMAGE_FORMAT_NAMES[name],
    ),
  );
  await expect(page.locator("#field-titleKu")).toHaveValue("بەرهەمێک");
  // The first wrong field has the focus and is on screen, even on a phone.
  await expect(page.locator("#field-titleEn")).toBeFocused();
  await expect(page.locator("#field-titleEn")).toBeInViewport();

  await page.locator("#field-titleEn").fill("Big picture");
  await page.locator("#field-titleAr").fill("صورة كبيرة");
  const big = Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
  await page.locator("#field-image").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: ar.admin.form.save, exact: true }).click();
  await expect(page.locator("#field-image-error")).toHaveText(ar.admin.upload.tooLarge);
  await expect(page.locator("#field-titleEn")).toHaveValue("Big picture");
  expect(site.query("select * from products where titleEn = 'Big picture'")).toHaveLength(0);
});

test("editing a record that does not exist leads back to the list with a notice", async ({
  signedIn: page,
}) => {
  await page.goto("/admin/edit-jumbotron/doesNotExist1234?lng=ku");
  await expect(page).toHaveURL(/\/admin\/list-jumbotrons(\?lng=ku)?$/);
  await expect(page.getByRole("status")).toHaveText(ku.admin.notices.notFound);
});

test("empty lists say No Data Available", async ({ signedIn: page, site }) => {
  // No visitor has written to this file's site.
  expect(site.query("select id from messages")).toEqual([]);
  await page.goto("/admin/list-contactus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.messages.list);
  await expect(page.getByText(en.common.noData)).toBeVisible();
});

test("pagination: 21 records on pages of 20, or of 10 when chosen, numbered across pages, clamped", async ({
  signedIn: page,
  site,
}) => {
  // The sample has 3 banners: as many are written behind the app's back, at the end, as make 20, and
  // one more is added through the form, at the top.
  const toWrite = 20 - site.query("select id from jumbotrons").length;
  expect(toWrite).toBeGreaterThan(0);
  for (let i = 1; i <= toWrite; i++)
    site.execute(
      "insert into jumbotrons (id, titleEn, displayOrder, date) values (?, ?, ?, ?)",
      `pagingBanner${String(i).padStart(4, "0")}`,
      `Paging banner ${i}`,
      1000 + i,
      Date.now(),
    );
  await page.goto("/admin/add-jumbotron");
  await page.locator("#field-titleEn").fill("Paging banner from the form");
  await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
  const numbers = page.locator(".admin-table tbody tr td:first-child");
  const pager = page.locator(".pager");
  const upTo = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

  // Twenty a page.
  await page.goto("/admin/list-jumbotrons");
  await expect(numbers).toHaveText(upTo(1, 20));
  await expect(page.locator(".admin-table tbody tr").first()).toContainText("Paging banner from the form");
  await pager.getByRole("link", { name: en.admin.list.next }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(numbers).toHaveText(["21"]);
  await expect(pager).toContainText("Page 2 of 2");

  // Ten a page: three pages, the last with one row.
  await page.goto("/admin/list-jumbotrons?size=10");
  await expect(numbers).toHaveText(upTo(1, 10));
  await expect(pager.locator('[aria-disabled="true"]')).toHaveText(en.admin.list.previous);
  await pager.getByRole("link", { name: en.admin.list.next }).click();
  await expect(page).toHaveURL(/\?size=10&page=2$/);
  await expect(numbers).toHaveText(upTo(11, 20));
  await pager.getByRole("link", { name: en.admin.list.next }).click();
  await expect(numbers).toHaveText(["21"]);
  await expect(pager.locator('[aria-disabled="true"]')).toHaveText(en.admin.list.next);
  await expect(pager).toContainText("Page 3 of 3");
  await page.goto("/admin/list-jumbotrons?size=10&page=99");
  await expect(numbers).toHaveText(["21"]);

  // Deleting the only row of the last page goes back to the (new) last page.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.locator(".admin-table tbody tr").first().locator("button.button--danger").click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
  await expect(page).toHaveURL(/\?size=10&page=2$/);
  await expect(numbers).toHaveText(upTo(11, 20));
});

for (const lng of ["en", "ar"]) {
  test(`the dashboard, a list and a form have no axe violations in ${lng}`, async ({ signedIn: page }) => {
    for (const pathname of [
      "/dashboard",
      "/admin/list-products",
      "/admin/add-service",
      "/admin/list-contactus",
      "/admin",
    ]) {
      await page.goto(`${pathname}?lng=${lng}`);
      expect(await axeViolations(page, pathname)).toEqual([]);
    }
  });
}
