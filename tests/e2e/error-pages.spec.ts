import Database from "better-sqlite3";
import { ar } from "../../app/i18n/resources/ar";
import { expect, failedResponse, test, withOwnSite } from "./fixtures";

/**
 * A page whose data cannot be read shows the translated error inside the
 * layout. A site of its own: the test breaks its database on purpose. (A
 * server that cannot start: tests/server/command-errors.test.ts.)
 */
withOwnSite("error-pages");

test("a failing page shows the translated error inside the layout, with status 500", async ({
  page,
  site,
  expectBrowserErrors,
}) => {
  // The broken page, on purpose: its status, and the error the browser's script reports.
  expectBrowserErrors(failedResponse(500), /Unexpected Server Error/);
  const sqlite = new Database(site.databasePath);
  sqlite.exec("ALTER TABLE services RENAME TO services_hidden");
  try {
    const response = await page.goto("/?lng=ar");
    expect(response?.status()).toBe(500);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.common.errorTryAgain);
    await expect(page).toHaveTitle(new RegExp(ar.error.metaTitle));
    await expect(page.locator("header .navbar")).toBeVisible();
    await expect(page.locator("footer")).toContainText(ar.footer.hoursHeading);
    // The rest of the site still works.
    expect((await page.goto("/about?lng=ar"))?.status()).toBe(200);
  } finally {
    sqlite.exec("ALTER TABLE services_hidden RENAME TO services");
    sqlite.close();
  }
  expect((await page.goto("/?lng=ar"))?.status()).toBe(200);
});
