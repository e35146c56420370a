import { expect, test } from "./fixtures";

/** The language cookie over HTTP: what it holds, what it chooses, and old or unknown values. */
const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: "manual" });

test("holds the plain language code", async ({ site }) => {
  const setCookie = (await get(site.base, "/about?lng=ku")).headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^lng=ku;/);
  expect(setCookie).toMatch(/HttpOnly/i);
});

test("chooses the page's language", async ({ site }) => {
  const html = await (await get(site.base, "/about", { Cookie: "lng=ar" })).text();
  expect(html).toContain('<html lang="ar" dir="rtl"');
});

test("an old encoded cookie is rewritten plain once the language is chosen again", async ({ site }) => {
  const rewritten = await get(site.base, "/about?lng=ku", { Cookie: "lng=Imt1Ig%3D%3D" });
  expect(rewritten.headers.get("set-cookie") ?? "").toMatch(/^lng=ku;/);
  const kept = await get(site.base, "/about?lng=ku", { Cookie: "lng=ku" });
  expect(kept.headers.get("set-cookie")).toBeNull();
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
