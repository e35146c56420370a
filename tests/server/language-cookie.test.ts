import { expect, test } from "./fixtures";

/**
 * The language cookie over HTTP: what it holds, who sets it (the switcher's `/set-language` step, never
 * a public page), what it chooses, and old or unknown values.
 */
const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: "manual" });

test("the switcher's step remembers the choice and sends the visitor to the page in that language", async ({
  site,
}) => {
  const step = await get(site.base, `/set-language?lng=ku&to=${encodeURIComponent("/solutions?page=2")}`);
  expect(step.status).toBe(303);
  expect(step.headers.get("location")).toBe("/solutions?page=2&lng=ku");
  expect(step.headers.get("cache-control")).toBe("no-store");
  const setCookie = step.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^lng=ku;/);
  // Nothing secret: a page's script may write the same cookie (remember-language.ts).
  expect(setCookie).not.toMatch(/HttpOnly/i);
  // The page it leads to then opens in Kurdish without the query too.
  const later = await get(site.base, "/about", { Cookie: "lng=ku" });
  expect(await later.text()).toContain('<html lang="ckb" dir="rtl"');

  // Without `to` (a page's script rewriting an old cookie it may not overwrite): the cookie, and no page.
  const rewrite = await get(site.base, "/set-language?lng=ar");
  expect(rewrite.status).toBe(204);
  expect(rewrite.headers.get("set-cookie") ?? "").toMatch(/^lng=ar;/);
});

test("without JavaScript, a page's switcher links go through the step to the same page", async ({ site }) => {
  const html = await (await get(site.base, "/solutions?lng=en&utm_source=x")).text();
  const links = [...html.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/gi)].map(([, href, hreflang]) => ({
    href: href!.replaceAll("&amp;", "&"),
    hreflang,
  }));
  const arabic = links.find((link) => link.hreflang === "ar")!;
  expect(arabic.href).toBe("/set-language?lng=ar&to=%2Fsolutions");
  const step = await get(site.base, arabic.href);
  expect(step.status).toBe(303);
  expect(step.headers.get("location")).toBe("/solutions?lng=ar");
  expect(step.headers.get("set-cookie") ?? "").toMatch(/^lng=ar;/);
  const page = await get(site.base, step.headers.get("location")!, { Cookie: "lng=ar" });
  expect(await page.text()).toContain('<html lang="ar" dir="rtl"');
});

test("the step never leaves the site and ignores a language it does not know", async ({ site }) => {
  for (const to of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
    const step = await get(site.base, `/set-language?lng=ar&to=${encodeURIComponent(to)}`);
    expect(step.status, to).toBe(303);
    expect(step.headers.get("location"), to).toBe("/?lng=ar");
  }
  const unknown = await get(site.base, `/set-language?lng=fr&to=${encodeURIComponent("/about")}`);
  expect(unknown.status).toBe(303);
  expect(unknown.headers.get("location")).toBe("/about");
  expect(unknown.headers.get("set-cookie")).toBeNull();
});

test("a public page whose URL names its language never sets the cookie, whatever the visitor sends", async ({
  site,
}) => {
  for (const cookie of ["", "lng=en", "lng=Imt1Ig%3D%3D", "lng=fr; theme=dark"]) {
    const response = await get(site.base, "/about?lng=ku", cookie ? { Cookie: cookie } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie"), cookie).toBeNull();
  }
});

test("the back office remembers a ?lng= over HTTP (its links do not name the language)", async ({
  site,
  cookie: staff,
}) => {
  const dashboard = await get(site.base, "/dashboard?lng=ar", { Cookie: staff });
  expect(dashboard.status).toBe(200);
  expect(dashboard.headers.getSetCookie().join("\n")).toMatch(/^lng=ar;/m);
  const again = await get(site.base, "/dashboard?lng=ar", { Cookie: `${staff}; lng=ar` });
  expect(again.headers.getSetCookie().join("\n")).not.toMatch(/^lng=/m);
});

test("chooses the page's language", async ({ site }) => {
  const html = await (await get(site.base, "/about", { Cookie: "lng=ar" })).text();
  expect(html).toContain('<html lang="ar" dir="rtl"');
});

test("an old encoded cookie is rewritten plain when the language is chosen again", async ({ site }) => {
  const rewritten = await get(site.base, `/set-language?lng=ku&to=%2Fabout`, { Cookie: "lng=Imt1Ig%3D%3D" });
  expect(rewritten.headers.get("set-cookie") ?? "").toMatch(/^lng=ku;/);
});

test("an old signed/encoded cookie is still understood", async ({ site }) => {
  // What createCookie wrote before: base64 of the JSON string "ku", URL-encoded.
  const response = await get(site.base, "/about", { Cookie: "lng=Imt1Ig%3D%3D" });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<html lang="ckb" dir="rtl"');
});

for (const bad of ["lng=fr", "lng=%E0%A4%A", "lng=eyJhIjoxfQ%3D%3D", "lng=Imt1Ig%3D%3D.bad-signature"]) {
  test(`a cookie it does not know (${bad}) is ignored, never an error`, async ({ site }) => {
    const response = await get(site.base, "/about", { Cookie: bad, "Accept-Language": "ar" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="ar" dir="rtl"');
  });
}
