import { confirmIdentity } from "../support/back-office-states";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { translatedPattern } from "../support/languages";
import { createStaff, dashboardStatus, signInCookie } from "../support/staff";
import {
  expect,
  failedResponse,
  test,
  waitForHydration,
  type Page,
  type Staff,
  type TestSite,
  withOwnSite,
} from "./fixtures";

/**
 * Staff accounts at /admin/staff: added, removed and signed out here, on a
 * site of their own. (The last account, one's own: tests/server/staff-accounts.test.ts.)
 */
withOwnSite("staff-accounts");

/** A new account of a test's own, for what must not touch the worker's `staff`. */
async function newAccount(site: TestSite, name: string): Promise<Staff> {
  const account = { email: `${name}-${Date.now()}@zagros.test`, password: "first password 123" };
  await createStaff(site.databasePath, account);
  return account;
}

/** Whether the browser's session still opens a back-office page. */
async function stillSignedIn(page: Page): Promise<boolean> {
  await page.goto("/dashboard");
  return !/\/admin\?redirectTo=/.test(page.url());
}

const accountId = (site: TestSite, email: string) =>
  site.query<{ id: string }>("select id from staff_accounts where email = ?", email)[0]?.id;
/** Session rows of an account, by id (the account's row may be gone). */
const sessionsOfId = (site: TestSite, staffId: string) =>
  site.query<{ id: string }>("select id from sessions where staff_id = ?", staffId).length;

const removeButton = (page: Page, email: string) =>
  page.getByRole("button", { name: en.admin.staff.removeAccount.replace("{{email}}", email) });

test("an account added on the staff page can sign in; the rules are create-admin's", async ({
  signedIn: page,
  site,
  staff,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400), failedResponse(409)); // a weak password, an address in use
  const SECOND: Staff = { email: "second@zagros.test", password: "second password 456" };
  const owner = { page };
  await page.goto("/dashboard");
  await owner.page.getByRole("link", { name: en.admin.staff.navLabel }).click();
  await expect(owner.page).toHaveURL(/\/admin\/staff$/);
  await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText(en.admin.staff.heading);

  await owner.page.locator("#staff-email").fill(SECOND.email);
  // The session was signed in elsewhere (over HTTP): adding an account asks for the password again.
  await owner.page.locator("#add-confirm-password").fill(staff.password);
  await owner.page.locator("#staff-password").fill("too short");
  // The browser's own minlength check is bypassed: the server's rule is what is tested.
  await owner.page.locator("#staff-password").evaluate((input) => input.removeAttribute("minlength"));
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.locator("#staff-password-error")).toHaveText(
    en.admin.staff.errors.weakPassword_other.replace("{{min}}", "10"),
  );
  expect(accountId(site, SECOND.email)).toBeUndefined();

  await owner.page.locator("#staff-password").fill(SECOND.password);
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.getByRole("status")).toHaveText(en.admin.staff.added);
  await expect(owner.page.locator(".staff-list")).toContainText(SECOND.email);
  await expect(owner.page.locator(".staff-list")).toContainText(en.admin.staff.neverSignedIn);

  // The same address again: refused, nothing reset.
  await owner.page.locator("#staff-email").fill(SECOND.email.toUpperCase());
  await owner.page.locator("#staff-password").fill("another password 789");
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.locator("#staff-email-error")).toHaveText(en.admin.staff.errors.exists);

  // It signs in (the sign-in form itself: sign-in.spec.ts).
  await signInCookie(site.base, SECOND);
  await owner.page.reload();
  await expect(owner.page.locator(".staff-list li", { hasText: SECOND.email })).toContainText(
    translatedPattern(en.admin.staff.lastSignIn, { whole: false }),
  );
});

test("removing an account ends its live session on its next request", async ({
  signedIn: owner,
  newPage,
  site,
  staff,
}) => {
  const leaving = await newAccount(site, "leaving");
  const second = await newPage({ signedInAs: leaving });
  expect(await stillSignedIn(second)).toBe(true);
  const leavingId = accountId(site, leaving.email)!;
  expect(sessionsOfId(site, leavingId)).toBeGreaterThan(0);

  await owner.goto("/admin/staff");
  await waitForHydration(owner);
  await confirmIdentity(owner, staff.password);
  owner.on("dialog", (dialog) => void dialog.accept());
  await removeButton(owner, leaving.email).click();
  await expect(owner.getByRole("status")).toHaveText(en.admin.staff.removed);
  await expect(owner.locator(".staff-list")).not.toContainText(leaving.email);

  // The session rows are gone, not merely useless.
  expect(sessionsOfId(site, leavingId)).toBe(0);
  expect(await stillSignedIn(second)).toBe(false);
});

test("changing one's password needs the current one and ends the other sessions, not this one", async ({
  newPage,
  signIn,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the wrong current password
  // An account of this test's own: its password changes.
  const account = await newAccount(site, "changing");
  const laptop = { page: await newPage({ signedInAs: account }) };
  const phone = { page: await newPage({ signedInAs: account }) };

  await laptop.page.goto("/admin/staff?lng=ku");
  await expect(laptop.page.locator("html")).toHaveAttribute("dir", "rtl");
  await laptop.page.locator("#current-password").fill("not the password");
  await laptop.page.locator("#new-password").fill("brand new password 1");
  await laptop.page.locator("#repeat-password").fill("brand new password 1");
  await laptop.page.getByRole("button", { name: ku.admin.staff.changePassword }).click();
  await expect(laptop.page.locator("#password-error")).toHaveText(ku.admin.staff.errors.wrongPassword);
  expect(await stillSignedIn(phone.page)).toBe(true);

  await laptop.page.goto("/admin/staff");
  await laptop.page.locator("#current-password").fill(account.password);
  await laptop.page.locator("#new-password").fill("brand new password 1");
  await laptop.page.locator("#repeat-password").fill("brand new password 1");
  await laptop.page.getByRole("button", { name: ku.admin.staff.changePassword }).click();
  await expect(laptop.page.getByRole("status")).toHaveText(ku.admin.staff.passwordChanged);

  expect(await stillSignedIn(laptop.page)).toBe(true);
  expect(await stillSignedIn(phone.page)).toBe(false);
  await signIn(phone.page, { ...account, password: "brand new password 1" });
  expect(await stillSignedIn(phone.page)).toBe(true);
});

test("signing out everywhere ends every session of the account, this one too", async ({ newPage, site }) => {
  // An account of this test's own: all its sessions end.
  const account = await newAccount(site, "everywhere");
  const laptop = { page: await newPage({ signedInAs: account }) };
  const phone = { page: await newPage({ signedInAs: account }) };
  await laptop.page.goto("/admin/staff");
  await waitForHydration(laptop.page);
  laptop.page.on("dialog", (dialog) => void dialog.accept());
  await laptop.page.getByRole("button", { name: en.admin.staff.signOutEverywhere }).click();
  await expect(laptop.page).toHaveURL(/\/admin$/);
  expect(sessionsOfId(site, accountId(site, account.email)!)).toBe(0);
  expect(await stillSignedIn(laptop.page)).toBe(false);
  expect(await stillSignedIn(phone.page)).toBe(false);
});

test("one's signed-in browsers are listed by family, and signing out another keeps this one (Arabic, 375 px)", async ({
  newPage,
  site,
}) => {
  const account = await newAccount(site, "browsers");
  const laptop = await newPage({ signedInAs: account, viewport: { width: 375, height: 800 } });
  const phone = await signInCookie(site.base, account, {
    headers: { "User-Agent": "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0" },
  });
  await laptop.goto("/admin/staff?lng=ar");
  await waitForHydration(laptop);
  const browsers = laptop.locator("section[aria-labelledby=browsers-heading] li");
  await expect(browsers).toHaveCount(2);
  await expect(browsers.filter({ hasText: ar.admin.browsers.thisBrowser })).toHaveCount(1);
  const firefox = ar.admin.browsers.family.replace("{{browser}}", "Firefox").replace("{{system}}", "Android");
  await browsers.filter({ hasText: firefox }).getByRole("button").click();
  await expect(laptop.getByRole("status")).toHaveText(ar.admin.browsers.ended);
  await expect(browsers).toHaveCount(1);
  expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await dashboardStatus(site.base, phone)).toBe(302);
  expect(await stillSignedIn(laptop)).toBe(true);
});
