import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/i18n/resources/en";
import { pngImage } from "../unit/images";
import { createAdmin, signInCookie, startOwnServer, visitorAddress, waitForHydration } from "./support";

/**
 * The headers every kind of response carries, and a Content-Security-Policy
 * that the whole site keeps to: every public page and the back office are
 * loaded with JavaScript on, and any violation the browser reports fails.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "headers@zagros.test";
const PASSWORD = "headers password 1";
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cookie: string;
const UPLOADED = "HeAdErStEsT00001-0123456789ab.png";

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  cookie = await signInCookie(server.base, EMAIL, PASSWORD);
  writeFileSync(path.join(server.uploadsDir, UPLOADED), pngImage());
});
test.afterAll(() => server.stop());

const everywhere = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectPolicy(csp: string | null) {
  // A nonce when the page was rendered for this request; the inline scripts'
  // hashes when it comes from the page cache (page-cache.spec.ts).
  expect(csp).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]{20,}'|( 'sha256-[A-Za-z0-9+/=]{44}')+)(;|$)/);
  for (const directive of [
    "default-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
}

test("every kind of response carries the security headers; admin responses are never stored", async () => {
  const cases: { name: string; path: string; status: number; admin?: boolean; method?: string }[] = [
    { name: "public page", path: "/?lng=ar", status: 200 },
    { name: "sign-in page, signed in: a redirect", path: "/admin", status: 302, admin: true },
    { name: "admin page", path: "/dashboard", status: 200, admin: true },
    { name: "admin data request", path: "/admin/list-clients.data", status: 200, admin: true },
    // Remix matches paths decoded and in any case: so does no-store.
    { name: "admin page, other case", path: "/Dashboard", status: 200, admin: true },
    { name: "admin page, percent-encoded", path: "/%64ashboard", status: 200, admin: true },
    { name: "admin data, other case", path: "/DASHBOARD.data", status: 200, admin: true },
    { name: "uploaded image", path: `/uploads/${UPLOADED}`, status: 200 },
    { name: "built asset", path: "/favicon.svg", status: 200 },
    { name: "error page", path: "/no-such-page", status: 404 },
    { name: "refused request", path: "/", status: 405, method: "PUT" },
  ];
  for (const entry of cases) {
    const response = await fetch(`${server.base}${entry.path}`, {
      method: entry.method ?? "GET",
      headers: { Cookie: cookie, "X-Forwarded-For": visitorAddress() },
      redirect: "manual",
    });
    expect(response.status, entry.name).toBe(entry.status);
    for (const [header, value] of Object.entries(everywhere)) {
      expect(response.headers.get(header), `${entry.name}: ${header}`).toBe(value);
    }
    expect(response.headers.get("permissions-policy"), entry.name).toContain("camera=()");
    expectPolicy(response.headers.get("content-security-policy"));
    // Only back-office pages show blob: images (the preview of a chosen upload).
    const images = /img-src [^;]*/.exec(response.headers.get("content-security-policy") ?? "")?.[0];
    expect(images, entry.name).toBe(entry.admin ? "img-src 'self' blob:" : "img-src 'self'");
    // Plain HTTP: no HSTS (proxy.spec.ts checks it over HTTPS).
    expect(response.headers.get("strict-transport-security"), entry.name).toBeNull();
    if (entry.admin) expect(response.headers.get("cache-control"), entry.name).toBe("no-store");
  }
});

test("other sites may show the sharing images, and nothing else of ours", async () => {
  const shared = await fetch(`${server.base}/og-image/ku.png`);
  expect(shared.status).toBe(200);
  expect(shared.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  // A page from the page cache (its fast lane answers before Express) carries the same-origin rule too.
  for (let i = 0; i < 2; i++) {
    const page = await fetch(`${server.base}/about?lng=ku`);
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  }
});

test("the nonce is new for every page and carried by every inline script, and only by them", async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    // Rendered for this visitor (the contact form's confirmation): never from the page cache.
    const response = await fetch(`${server.base}/?lng=en&contact=sent`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;
    nonces.add(nonce);
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
});

/** Fails the test on any Content-Security-Policy violation the page reports. */
function watchForViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test("every public page and the back office run under the policy with JavaScript, without a violation", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations = watchForViolations(page);
  const [service] = server.query<{ id: string }>("select id from services limit 1");
  for (const lng of ["en", "ku", "ar"]) {
    for (const pathname of [
      "/",
      "/about",
      "/team",
      "/solutions",
      `/solution-details/${service!.id}`,
      "/nope",
    ]) {
      await page.goto(`${server.base}${pathname}?lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("data-js", "");
      await page.waitForLoadState("networkidle");
    }
  }

  // Home: the typing hero, the carousels, a tile's modal and the contact form without a reload.
  await page.goto(`${server.base}/?lng=en`);
  // Swiper starts when a carousel comes near the screen.
  await page.locator("#our-clients .carousel").scrollIntoViewIfNeeded();
  await expect(page.locator(".swiper-initialized").first()).toBeVisible();
  const typed = page.locator(".hero__title .hero__typed");
  const firstTitle = await typed.textContent();
  await expect(typed).not.toHaveText(firstTitle ?? "", { timeout: 15_000 });
  const [area] = server.query<{ titleEn: string }>("select titleEn from info_areas order by date desc");
  await page.locator(".info-tile", { hasText: area!.titleEn }).click();
  await expect(page.getByRole("dialog", { name: area!.titleEn })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.locator("#contact-name").fill("Policy Tester");
  await page.locator("#contact-email").fill("csp@example.com");
  await page.locator("#contact-phone").fill("0750 000 0000");
  await page.locator("#contact-subject").fill("CSP");
  await page.locator("#contact-message").fill("Sent under a strict policy.");
  await page.locator(".contact-form button[type=submit]").click();
  await expect(page.getByRole("status").filter({ hasText: en.contact.sent })).toBeVisible();
  expect(server.query("select id from messages where email = 'csp@example.com'")).toHaveLength(1);

  // The back office: sign in, dashboard, a list, a form, with client-side navigation.
  await context.clearCookies();
  await page.goto(`${server.base}/admin`);
  await page.locator("#sign-in-email").fill(EMAIL);
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page); // else the link loads a new document instead of navigating in the page
  await page.locator('a[href="/admin/list-clients"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.clients.list);
  await page.goto(`${server.base}/admin/add-product`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.products.add);

  expect(violations).toEqual([]);
});
