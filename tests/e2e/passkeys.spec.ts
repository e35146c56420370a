import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { visitorAddress } from "../support/http";
import { createStaff } from "../support/staff";
import { expect, test, type Page, type Staff, withOwnSite } from "./fixtures";

/**
 * Passkeys in Chromium, with its virtual authenticator (the DevTools protocol's WebAuthn domain):
 * one registered on the set-up page, then a sign-in with the password and the passkey, in Arabic.
 * The refusals (forged, replayed, another account's): tests/server/passkeys.test.ts.
 *
 * WebAuthn needs a secure context and a relying party that is a domain: the site is opened on
 * `localhost` (its SITE_URL-less origin, http://localhost:<port>), not on 127.0.0.1.
 */
withOwnSite("passkeys");

async function givePassword(page: Page, base: string, staff: Staff, lng: string) {
  await page.goto(`${base}/admin?lng=${lng}`);
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
}

/** A platform authenticator that holds passkeys and checks its person (as a phone or a laptop does). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a passkey added on the set-up page signs in at the second step, and without JavaScript the page says it needs it", async ({
  page,
  site,
  newPage,
}) => {
  const base = site.base.replace("//127.0.0.1:", "//localhost:");
  const address = visitorAddress();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const staff = { email: "passkey-browser@zagros.test", password: "a long enough password" };
  await createStaff(site.databasePath, staff);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await givePassword(page, base, staff, "en");
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${base}/admin/staff/second-factor?lng=en`);
  await expect(page.getByRole("heading", { name: en.admin.secondFactor.passkeys.heading })).toBeVisible();
  await expect(page.getByText(en.admin.secondFactor.passkeys.none)).toBeVisible();
  await page.locator("#passkey-name").fill("Office laptop");
  await page.locator("#passkey-password").fill(staff.password);
  await page.getByRole("button", { name: en.admin.secondFactor.passkeys.add }).click();
  // The account's first second factor: ten recovery codes come with it, shown once.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.secondFactor.codesHeading);
  const codes = await page.locator(".recovery-codes li").allInnerTexts();
  expect(codes).toHaveLength(10);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  const [stored] = site.query<{ id: string; name: string; last_used_at: number | null }>(
    "select id, name, last_used_at from passkeys",
  );
  expect(stored).toMatchObject({ name: "Office laptop", last_used_at: null });
  expect(Buffer.from(stored!.id, "base64url")).toEqual(Buffer.from(credentials[0]!.credentialId, "base64"));
  await page.goto(`${base}/admin/staff/second-factor?lng=en`);
  await expect(page.locator(".passkey-list")).toContainText("Office laptop");
  await expect(page.locator(".passkey-list")).toContainText(en.admin.secondFactor.passkeys.neverUsed);
  await page.getByRole("button", { name: en.admin.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The password, then the passkey, in Arabic.
  await givePassword(page, base, staff, "ar");
  await expect(page).toHaveURL(/\/admin\/sign-in\/code\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.admin.secondFactor.signIn.heading);
  await expect(page.getByText(ar.admin.secondFactor.signIn.passkeyIntro)).toBeVisible();
  // Passkeys only: the form beside the button asks for a recovery code, and offers no app code.
  await expect(page.getByLabel(ar.admin.secondFactor.recoveryCode)).toBeVisible();
  await expect(page.getByRole("link", { name: ar.admin.secondFactor.signIn.useApp })).toHaveCount(0);
  await page.getByRole("button", { name: ar.admin.secondFactor.signIn.usePasskey }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const [used] = site.query<{ counter: number; last_used_at: number | null }>(
    "select counter, last_used_at from passkeys",
  );
  expect(used!.last_used_at).not.toBeNull();
  expect(used!.counter).toBeGreaterThan(0);

  // Without JavaScript: no passkey, a line that says why, and a recovery code still signs in.
  const plain = await newPage({ javaScriptEnabled: false, baseURL: base });
  await plain.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await givePassword(plain, base, staff, "en");
  await expect(plain).toHaveURL(/\/admin\/sign-in\/code\?/);
  await expect(plain.getByText(en.admin.secondFactor.signIn.passkeyNeedsJavaScript)).toBeVisible();
  await expect(plain.getByRole("button", { name: en.admin.secondFactor.signIn.usePasskey })).toHaveCount(0);
  await plain.getByLabel(en.admin.secondFactor.recoveryCode).fill(codes[0]!);
  await plain.getByRole("button", { name: en.admin.secondFactor.signIn.submit }).click();
  await plain.waitForURL(/\/dashboard/);
  await plain.goto(`${base}/admin/staff/second-factor?lng=en`);
  await expect(plain.getByText(en.admin.secondFactor.passkeys.needsJavaScript)).toBeVisible();
  await expect(plain.getByRole("button", { name: en.admin.secondFactor.passkeys.add })).toHaveCount(0);
});
