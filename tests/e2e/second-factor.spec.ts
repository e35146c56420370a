import { Secret, TOTP } from "otpauth";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { visitorAddress } from "../support/http";
import { createStaff } from "../support/staff";
import { expect, failedResponse, test, type Page, type Staff, withOwnSite } from "./fixtures";

/**
 * Two-step sign-in in a browser with JavaScript on: app codes set up from the key the page shows
 * (computed here as an authenticator app would), then a sign-in with the password and an app code.
 * Everything else (recovery codes, limits, resets, the requirement): tests/server/second-factor.test.ts.
 */
withOwnSite("second-factor");

const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function givePassword(page: Page, staff: Staff, lng: string) {
  await page.goto(`/admin?lng=${lng}`);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
}

test("app codes set up from the page's key, then a sign-in with the password and an app code", async ({
  page,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(401)); // the wrong code
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  const staff = { email: "two-step-browser@zagros.test", password: "a long enough password" };
  await createStaff(site.databasePath, staff);

  await givePassword(page, staff, "en");
  await page.waitForURL(/\/dashboard/);
  await page.goto("/admin/staff?lng=en");
  await page.getByRole("link", { name: en.admin.secondFactor.manage }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.secondFactor.heading);
  await expect(
    page.getByRole("img", { name: en.admin.secondFactor.qrLabel.replace("{{qr}}", "QR") }),
  ).toBeVisible();
  const secret = (await page.locator(".second-factor__key").innerText()).replace(/\s/g, "");
  await page.locator("#enable-password").fill(staff.password);
  await page.locator("#enable-code").fill(appCode(secret));
  await page.getByRole("button", { name: en.admin.secondFactor.turnOn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.secondFactor.codesHeading);
  await expect(page.locator(".recovery-codes li")).toHaveCount(10);
  await page.getByRole("link", { name: en.admin.secondFactor.saved }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.getByRole("button", { name: en.admin.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The password, then the second step, in Arabic: a wrong code refused, the right one signs in.
  await givePassword(page, staff, "ar");
  await expect(page).toHaveURL(/\/admin\/sign-in\/code\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.admin.secondFactor.signIn.heading);
  await page.locator("#sign-in-code").fill(String((Number(appCode(secret, 1)) + 1) % 1e6).padStart(6, "0"));
  await page.getByRole("button", { name: ar.admin.secondFactor.signIn.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(ar.admin.secondFactor.signIn.wrong);
  await page.locator("#sign-in-code").fill(appCode(secret, 1));
  await page.getByRole("button", { name: ar.admin.secondFactor.signIn.submit }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
