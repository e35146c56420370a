import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
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
 * Lists and the dashboard show which texts lack a Kurdish or Arabic
 * translation, and the form shows the English text beside an empty one.
 * These change data: a site of their own.
 */
withOwnSite("admin-translations");

/**
 * Behind the app's back: the first three products (in display order) lose their Kurdish title,
 * the first its Arabic description too, the second every description (an optional text left
 * empty in English is missing nowhere); the first four services lose their Kurdish description.
 * The same each time: tests may run in any order. Returns the products in display order.
 */
function withMissingTranslations(site: TestSite) {
  const products = site.query<{ id: string; titleEn: string }>(
    "select id, titleEn from products order by displayOrder, date desc, id desc",
  );
  expect(products.length).toBeGreaterThanOrEqual(4);
  for (const product of products.slice(0, 3))
    site.execute("update products set titleKu = '' where id = ?", product.id);
  site.execute(
    "update products set descAr = '', descEn = 'An English description' where id = ?",
    products[0]!.id,
  );
  site.execute("update products set descEn = '', descKu = '', descAr = '' where id = ?", products[1]!.id);
  const services = site.query<{ id: string }>(
    "select id from services order by displayOrder, date desc, id desc limit 4",
  );
  for (const service of services) site.execute("update services set descKu = '' where id = ?", service.id);
  return products;
}

test("?missing=ku lists only records lacking a Kurdish text, with badges, paged; the dashboard counts link to it", async ({
  signedIn: page,
  site,
  expectBrowserErrors,
}) => {
  const products = withMissingTranslations(site);
  await page.goto("/dashboard");
  const card = page.locator(".dashboard-card", { hasText: en.admin.types.products.name });
  const kurdish = card.getByRole("link", { name: en.admin.dashboard.missing.ku.replace("{{count}}", "3") });
  await expect(kurdish).toBeVisible();
  await expect(
    card.getByRole("link", { name: en.admin.dashboard.missing.ar.replace("{{count}}", "1") }),
  ).toHaveAttribute("href", "/admin/list-products?missing=ar");
  await kurdish.click();
  await expect(page).toHaveURL(/\/admin\/list-products\?missing=ku$/);
  const rows = page.locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(en.admin.list.missing.ku);
  await expect(rows.first()).toContainText(en.admin.list.missing.ar);
  await expect(rows.nth(1)).not.toContainText(en.admin.list.missing.ar);
  // The fourth product has its Kurdish title: not listed.
  await expect(page.locator(".admin-table")).not.toContainText(products[3]!.titleEn);
  await expect(page.getByRole("link", { name: en.admin.list.filterMissing.ku })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The pager keeps the filter and the page size: eleven services lack a Kurdish description (the first
  // four of the sample's, and seven more written in English only), ten a page.
  for (let n = 1; n <= 7; n++)
    site.execute(
      "insert or ignore into services (id, titleEn, descEn, displayOrder, date) values (?, ?, 'In English only', ?, ?)",
      `englishOnly000${n}`,
      `English only ${n}`,
      1000 + n,
      Date.now(),
    );
  await page.goto("/admin/list-services?missing=ku&size=10");
  await page
    .getByRole("navigation", { name: en.admin.list.pagination })
    .getByRole("link", { name: en.admin.list.next })
    .click();
  await expect(page).toHaveURL(/\/admin\/list-services\?missing=ku&size=10&page=2$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(en.admin.list.missing.ku);
  site.execute("delete from services where id like 'englishOnly%'");
  // The filter keeps other parameters.
  await page.goto(`/admin/list-products?lng=en&page=2`);
  await expect(page.getByRole("link", { name: en.admin.list.filterMissing.ar })).toHaveAttribute(
    "href",
    "/admin/list-products?lng=en&missing=ar",
  );

  // In Arabic: translated badges and filter; the order buttons wait for the whole list.
  await page.goto(`/admin/list-products?missing=ku&lng=ar`);
  await expect(rows.first()).toContainText(ar.admin.list.missing.ku);
  await expect(page.getByText(ar.admin.list.orderNeedsAll)).toBeVisible();

  // Anything else is a translated 400, not a 500.
  expectBrowserErrors(failedResponse(400));
  const refused = await page.goto("/admin/list-products?missing=fr&lng=ku");
  expect(refused!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ku.error.badRequest);
});

test("an empty Kurdish or Arabic field shows the English text beside it", async ({
  signedIn: page,
  site,
}) => {
  withMissingTranslations(site);
  const [product] = site.query<{ id: string; titleEn: string; titleAr: string }>(
    "select id, titleEn, titleAr from products where titleKu = '' order by displayOrder limit 1",
  );
  await page.goto(`/admin/edit-product/${product!.id}?lng=ku`);
  const hint = page.locator("#field-titleKu-english");
  await expect(hint).toContainText(ku.admin.form.englishHint);
  await expect(hint.locator('[lang="en"]')).toHaveText(product!.titleEn);
  await expect(page.locator("#field-titleKu")).toHaveAttribute("aria-describedby", /field-titleKu-english/);
  await expect(page.locator("#field-titleAr-english")).toHaveCount(0);
  await expect(page.locator("#field-descAr-english")).toContainText("An English description");
});

for (const lng of ["en", "ar"]) {
  test(`the list with badges, hidden rows and drag handles, and a form with English hints, have no axe violations in ${lng}`, async ({
    signedIn: page,
    site,
  }) => {
    withMissingTranslations(site);
    const [product] = site.query<{ id: string }>("select id from products where titleKu = '' limit 1");
    const [hidden] = site.query<{ id: string }>("select id from products order by displayOrder limit 1");
    site.execute("update products set visible = 0 where id = ?", hidden!.id);
    for (const pathname of [
      "/admin/list-products",
      "/admin/list-products?missing=ku",
      `/admin/edit-product/${product!.id}`,
      "/dashboard",
    ]) {
      await page.goto(`${pathname}${pathname.includes("?") ? "&" : "?"}lng=${lng}`);
      await waitForHydration(page);
      expect(await axeViolations(page, pathname)).toEqual([]);
    }
    site.execute("update products set visible = 1 where id = ?", hidden!.id);
  });
}
