import { visitorAddress } from "../support/http";
import { expectServerError } from "../support/stray-errors";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

/**
 * The pseudo-language over HTTP (docs/decisions/034-pseudo-language.md): a production server renders it
 * only when PSEUDO_LANGUAGE=1 says so, and a page in it is never stored, by the site's page store or by
 * any cache; the pages after it are the real ones.
 */
async function get(site: Site, path: string, cookie?: string) {
  const response = await fetch(`${site.base}${path}`, {
    headers: { "X-Forwarded-For": visitorAddress(), ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  return { response, html: await response.text() };
}
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";
const MARKER = "⟦";

test("a production server without PSEUDO_LANGUAGE answers the real page, whatever the address or cookie says", async ({
  startSite,
}) => {
  const site = await startSite();
  for (const [path, cookie] of [
    ["/about?lng=en&pseudo=accented", undefined],
    ["/about?lng=en&pseudo=rtl", undefined],
    ["/about?lng=en", "pseudo=accented"],
    ["/admin?lng=en&pseudo=accented", undefined],
  ] as const) {
    const { response, html } = await get(site, path, cookie);
    expect(response.status, path).toBe(200);
    expect(htmlTag(html), path).toBe('<html lang="en" dir="ltr" data-lng="en">');
    expect(html, path).not.toContain(MARKER);
  }
  expect((await get(site, "/about?lng=en&pseudo=accented")).html).toContain("Skip to main content");
  expect(site.output()).not.toContain("PSEUDO_LANGUAGE");
});

test("with PSEUDO_LANGUAGE=1, ?pseudo= and its cookie render the pseudo-language, never stored or shared", async ({
  startSite,
}) => {
  // The server warns, on its standard error, that the switch is on: expected here.
  expectServerError(/PSEUDO_LANGUAGE=1 renders \?pseudo= pages/);
  const site = await startSite({ env: { PSEUDO_LANGUAGE: "1" } });
  expect(site.output()).toContain("PSEUDO_LANGUAGE=1 renders ?pseudo= pages");

  const accented = await get(site, "/about?lng=en&pseudo=accented");
  expect(htmlTag(accented.html)).toBe('<html lang="en" dir="ltr" data-lng="en" data-pseudo="accented">');
  expect(accented.html).toContain("⟦Šķîþ ţö ɱåîñ çöñţéñţ");
  expect(accented.response.headers.get("cache-control")).toBe("no-store");
  expect(accented.response.headers.get("etag")).toBeNull();

  const rtl = await get(site, "/about?lng=en&pseudo=rtl");
  expect(htmlTag(rtl.html)).toBe('<html lang="en" dir="rtl" data-lng="en" data-pseudo="rtl">');
  expect(rtl.html).toContain("\u202EŠķîþ\u202C");

  // The same address without it: the real page, stored and shareable as before.
  for (let visit = 0; visit < 2; visit++) {
    const real = await get(site, "/about?lng=en");
    expect(htmlTag(real.html)).toBe('<html lang="en" dir="ltr" data-lng="en">');
    expect(real.html).not.toContain(MARKER);
    expect(real.response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=/);
    expect(real.response.headers.get("etag")).not.toBeNull();
  }

  // The cookie keeps the mode on the next pages (the store is passed by), and the data of a navigation
  // (the footer's hours, written by the root loader) is in it too; `?pseudo=off` ends it.
  const remembered = await get(site, "/about?lng=en", "pseudo=rtl");
  expect(htmlTag(remembered.html)).toContain('dir="rtl"');
  expect(remembered.response.headers.get("cache-control")).toBe("no-store");
  expect((await get(site, "/about.data?lng=en", "pseudo=accented")).html).toContain(MARKER);
  expect((await get(site, "/about.data?lng=en")).html).not.toContain(MARKER);
  const ended = await get(site, "/about?lng=en&pseudo=off", "pseudo=rtl");
  expect(htmlTag(ended.html)).toBe('<html lang="en" dir="ltr" data-lng="en">');
  expect(ended.html).not.toContain(MARKER);

  // The back office, and a page in Kurdish: marked and lengthened (no Latin letters to accent).
  expect((await get(site, "/admin?lng=en&pseudo=accented")).html).toContain(MARKER);
  const kurdish = await get(site, "/about?lng=ku&pseudo=accented");
  expect(htmlTag(kurdish.html)).toBe('<html lang="ckb" dir="rtl" data-lng="ku" data-pseudo="accented">');
  expect(kurdish.html).toContain(MARKER);
});
