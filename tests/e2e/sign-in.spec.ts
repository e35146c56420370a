import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { visitorAddress } from "../support/http";
import { translatedPattern } from "../support/languages";
import { createStaff } from "../support/staff";
import { expect, failedResponse, test, type Page, type Staff, withOwnSite } from "./fixtures";

/**
 * Signing in through the sign-in page, as staff do (every other browser test
 * gets its session over HTTP). A site of its own: these count failures and
 * end sessions. (Throttling under attack, sessions' lifetime: tests/server.)
 */
withOwnSite("sign-in");

/** Signs in through the form and waits until the dashboard has loaded. */
async function signInThroughForm(page: Page, staff: Staff, lng = "en") {
  await page.goto(`/admin?lng=${lng}`);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/dashboard(\?|$)/);
}

test("a wrong password or unknown email gives the same translated error and keeps the email", async ({
  page,
  staff,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(401)); // the refused attempts
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/admin?lng=ar");
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill("wrong password!");
  await page.locator("form button[type=submit]").click();
  await expect(page.getByRole("alert")).toHaveText(ar.admin.signIn.failed);
  await expect(page.locator("#sign-in-email")).toHaveValue(staff.email);

  await page.locator("#sign-in-email").fill("nobody@zagros.test");
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
  await expect(page.getByRole("alert")).toHaveText(ar.admin.signIn.failed);
  await expect(page).toHaveURL(/\/admin/);
});

test("five failures in a minute throttle the account with a translated 429", async ({
  page,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(401), failedResponse(429)); // five refused attempts, then the sixth
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/admin?lng=ku");
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.locator("#sign-in-email").fill("target@zagros.test");
    await page.locator("#sign-in-password").fill(`guess number ${attempt}`);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("form button[type=submit]").click();
    expect((await response).status()).toBe(attempt <= 5 ? 401 : 429);
  }
  await expect(page.getByRole("alert")).toHaveText(translatedPattern(ku.admin.signIn.throttledSeconds_other));
});

test("after sign-in the person lands where they were going; never on another site", async ({
  page,
  staff,
  site,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/admin/list-products?page=2");
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fadmin%2Flist-products%3Fpage%3D2/);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/list-products\?page=2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.products.list);
  // Signed in: the sign-in page sends on to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: en.admin.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(`${site.base}/dashboard`);
});

test("sign-in rotates the session id and sign-out ends the session on the server", async ({
  page,
  context,
  staff,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await signInThroughForm(page, staff);
  const first = (await context.cookies()).find((c) => c.name === "__session")!;
  expect(first.httpOnly).toBe(true);
  expect(first.sameSite).toBe("Lax");
  // Plain HTTP and no SITE_URL: a Secure cookie would be dropped (HTTPS: proxy.spec.ts).
  expect(first.secure).toBe(false);
  const lifetimeDays = (first.expires - Date.now() / 1000) / (24 * 3600);
  expect(lifetimeDays).toBeGreaterThan(6.99);
  expect(lifetimeDays).toBeLessThanOrEqual(7);

  // Signing in again, while signed in, gives a new id and the old one stops working.
  const again = await page.request.post("/admin", {
    form: { email: staff.email, password: staff.password, redirectTo: "/dashboard" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  const second = (await context.cookies()).find((c) => c.name === "__session")!;
  expect(second.value).not.toBe(first.value);
  const replay = await page.request.get("/dashboard", {
    headers: { Cookie: `__session=${first.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: en.admin.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const afterSignOut = await page.request.get("/dashboard", {
    headers: { Cookie: `__session=${second.value}` },
    maxRedirects: 0,
  });
  expect(afterSignOut.status()).toBe(302);
});
test("signing in over HTTP while SITE_URL says HTTPS explains itself instead of looping", async ({
  page,
  staff,
  startSite,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the sign-in refused over HTTP
  const server = await startSite({ env: { SITE_URL: "https://zagros.example" } });
  {
    await createStaff(server.databasePath, staff);
    const message = en.admin.signIn.insecure
      .replace("{{https}}", "HTTPS")
      .replace("{{http}}", "HTTP")
      .replace("{{url}}", "\u2068https://zagros.example/admin\u2069")
      .replace("{{setting}}", "TRUST_PROXY");
    await page.goto(`${server.base}/admin`);
    await expect(page.getByRole("alert")).toHaveText(message);
    await page.locator("#sign-in-email").fill(staff.email);
    await page.locator("#sign-in-password").fill(staff.password);
    await page.locator("form button[type=submit]").click();
    await expect(page.getByRole("alert")).toHaveText(message);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();
  }
});
