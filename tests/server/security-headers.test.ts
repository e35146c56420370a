import { writeFileSync } from "node:fs";
import path from "node:path";
import { visitorAddress } from "../support/http";
import { pngImage } from "../support/images";
import { expect, test } from "./fixtures";

/**
 * The headers every kind of response carries. (The policy as the browser
 * applies it, on every page with JavaScript: tests/e2e/content-security-policy.spec.ts.)
 */
const UPLOADED = "HeAdErStEsT00001-0123456789ab.png";

const everywhere = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectPolicy(csp: string | null) {
  // A nonce when the page was rendered for this request; the inline scripts'
  // hashes when it comes from the page cache (page-cache.test.ts).
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

test("every kind of response carries the security headers; admin responses are never stored", async ({
  site,
  cookie,
}) => {
  writeFileSync(path.join(site.uploadsDir, UPLOADED), pngImage());
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
    const response = await fetch(`${site.base}${entry.path}`, {
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
    // Plain HTTP: no HSTS (proxy.test.ts checks it over HTTPS).
    expect(response.headers.get("strict-transport-security"), entry.name).toBeNull();
    if (entry.admin) expect(response.headers.get("cache-control"), entry.name).toBe("no-store");
  }
});

test("other sites may show the sharing images, and nothing else of ours", async ({ site }) => {
  const shared = await fetch(`${site.base}/og-image/ku.png`);
  expect(shared.status).toBe(200);
  expect(shared.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  // A page from the page cache (its fast lane answers before Express) carries the same-origin rule too.
  for (let i = 0; i < 2; i++) {
    const page = await fetch(`${site.base}/about?lng=ku`);
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  }
});

test("the nonce is new for every page and carried by every inline script, and only by them", async ({
  site,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    // Rendered for this visitor (the contact form's confirmation): never from the page cache.
    const response = await fetch(`${site.base}/?lng=en&contact=sent`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;
    nonces.add(nonce);
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
});
