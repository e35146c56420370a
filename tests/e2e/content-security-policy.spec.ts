import { en } from "../../app/i18n/resources/en";
import { visitorAddress } from "../support/http";
import { publicPages } from "../support/pages";
import { scaled } from "../support/timeouts";
import { expect, failedResponse, test, waitForHydration, type Page } from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * The Content-Security-Policy as Chromium applies it: every public page and
 * the back office are loaded with JavaScript on, and any violation the browser
 * reports fails. (The headers themselves: tests/server/security-headers.test.ts.)
 */
/** Fails the test on any Content-Security-Policy violation the page reports. */
function watchForViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

// 21 pages loaded until the network is quiet, the home page's scripts at work, the back office:
// long on a busy two-core machine, hence a budget of its own.
test("every public page and the back office run under the policy with JavaScript, without a violation", async ({
  page,
  context,
  site,
  staff,
  expectBrowserErrors,
}) => {
  test.setTimeout(scaled(90_000));
  expectBrowserErrors(failedResponse(404)); // the not-found page, on purpose
  const violations = watchForViolations(page);
  const service = site.firstId("services");
  for (const lng of languageCodes) {
    for (const pathname of publicPages(service)) {
      await page.goto(`${pathname}?lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("data-js", "");
      await page.waitForLoadState("networkidle");
    }
  }

  // Home: the typing hero, the carousels, a tile's modal and the contact form without a reload.
  await page.goto("/?lng=en");
  // Swiper starts when a carousel comes near the screen.
  await page.locator("#our-clients .carousel").scrollIntoViewIfNeeded();
  await expect(page.locator(".swiper-initialized").first()).toBeVisible();
  const typed = page.locator(".hero__title .hero__typed");
  const firstTitle = await typed.textContent();
  await expect(typed).not.toHaveText(firstTitle ?? "", { timeout: scaled(15_000) });
  const [area] = site.query<{ titleEn: string }>("select titleEn from info_areas order by date desc");
  await page.locator(".info-tile", { hasText: area!.titleEn }).click();
  await expect(page.getByRole("dialog", { name: area!.titleEn })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.locator("#contact-name").fill("Policy Tester");
  const email = `csp-${Date.now()}@example.com`;
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-phone").fill("0750 000 0000");
  await page.locator("#contact-subject").fill("CSP");
  await page.locator("#contact-message").fill("Sent under a strict policy.");
  await page.locator(".contact-form button[type=submit]").click();
  await expect(page.getByRole("status").filter({ hasText: en.contact.sent })).toBeVisible();
  expect(site.query("select id from messages where email = ?", email)).toHaveLength(1);

  // The back office: the sign-in form (its post too is under the policy), the dashboard, a list, a
  // form, with client-side navigation.
  await context.clearCookies();
  await page.goto("/admin");
  await page.locator("#sign-in-email").fill(staff.email);
  await page.locator("#sign-in-password").fill(staff.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page); // else the link loads a new document instead of navigating in the page
  await page.locator('a[href="/admin/list-clients"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.clients.list);
  await page.goto("/admin/add-product");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.products.add);

  expect(violations).toEqual([]);
});

test("inline scripts of a cached page are allowed by their hashes, not by a nonce anyone could read", async ({
  page,
}) => {
  const violations = watchForViolations(page);
  const [first] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/?lng=en")),
    page.goto("/?lng=en"),
  ]);
  await page.reload();
  const csp = (await first.allHeaders())["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("nonce-");
  // Every script ran: the site's script marks the page, and the carousel's module (with its stylesheet,
  // loaded as a carousel comes near) takes the list over, which loses its no-JavaScript tabindex.
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await page.locator(".carousel").first().scrollIntoViewIfNeeded();
  await expect(page.locator(".carousel.swiper-initialized").first()).toBeVisible();
  await expect(page.locator(".carousel .swiper-wrapper").first()).not.toHaveAttribute("tabindex", "0");
  expect(violations).toEqual([]);
});
