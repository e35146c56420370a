import sharp from "sharp";
import { rawRequest } from "../support/http";
import type { Site } from "../support/site";
import { expect, serverTest } from "./fixtures";

/**
 * Search engines and sharing: robots.txt, the icons and the manifest, on a
 * site whose SITE_URL is not the origin requests reach (the sitemap and the
 * pages' tags, read with the browser's parsers: tests/e2e/seo.spec.ts).
 */
const SITE = "https://zagros.example";
const test = serverTest({ env: { SITE_URL: SITE } });

/** A request as a client that names another site in its Host header. */
const get = (site: Site, path: string, host = "evil.example") =>
  rawRequest(site.base, { path, headers: { Host: host } });

test("robots.txt allows the public site, keeps crawlers out of the back office and names the sitemap", async ({
  site,
}) => {
  const response = await get(site, "/robots.txt");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  const lines = response.body
    .toString("utf8")
    .split("\n")
    .map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /dashboard");
  // The language switcher's step: a redirect to an address the sitemap lists already.
  expect(lines).toContain("Disallow: /set-language");
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("favicon.ico, the Apple touch icon and the web app manifest are served and valid", async ({ site }) => {
  const ico = await get(site, "/favicon.ico");
  expect(ico.status).toBe(200);
  expect(ico.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image pointing at a PNG of that size.
  const body = ico.body;
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  const count = body.readUInt16LE(4);
  const sizes: number[] = [];
  for (let index = 0; index < count; index++) {
    const entry = 6 + 16 * index;
    const width = body.readUInt8(entry) || 256;
    const length = body.readUInt32LE(entry + 8);
    const offset = body.readUInt32LE(entry + 12);
    const image = await sharp(body.subarray(offset, offset + length)).metadata();
    expect([image.format, image.width, image.height]).toEqual(["png", width, width]);
    sizes.push(width);
  }
  expect(sizes).toContain(32);

  const touch = await get(site, "/apple-touch-icon.png");
  expect(touch.status).toBe(200);
  expect(touch.headers["content-type"]).toBe("image/png");
  const touchSize = await sharp(touch.body).metadata();
  expect([touchSize.width, touchSize.height]).toEqual([180, 180]);

  const manifestResponse = await get(site, "/site.webmanifest");
  expect(manifestResponse.status).toBe(200);
  expect(manifestResponse.headers["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(manifestResponse.body.toString("utf8")) as {
    name: string;
    short_name: string;
    theme_color: string;
    background_color: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  // The brand colour: the same as the pages' theme-color.
  const home = (await get(site, "/?lng=en")).body.toString("utf8");
  expect(manifest.theme_color).toBe(/<meta name="theme-color" content="([^"]*)"/.exec(home)?.[1]);
  expect(manifest.theme_color).toBe("#0c3f94");
  expect(manifest).toMatchObject({ name: "Zagros Tech", start_url: "/", display: "browser" });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons) {
    const answer = await get(site, icon.src);
    expect(answer.status, icon.src).toBe(200);
    const metadata = await sharp(answer.body).metadata();
    expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
  }

  // Linked from every page's head.
  const html = (await get(site, "/about?lng=ku")).body.toString("utf8");
  expect(html).toContain('rel="manifest" href="/site.webmanifest"');
  expect(html).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
  expect(html).toContain('href="/favicon.ico"');
});

test("the sitemap is cached as the pages are and validated by the content version: a 304 until something visitors see changes", async ({
  site,
}) => {
  const sitemap = (headers: Record<string, string> = {}) => fetch(`${site.base}/sitemap.xml`, { headers });
  const first = await sitemap();
  expect(first.status).toBe(200);
  expect(await first.text()).toContain(`<loc>${SITE}/about?lng=ku</loc>`);
  // What a page explicit about its language says to shared caches and browsers.
  const page = await fetch(`${site.base}/about?lng=ku`);
  expect(first.headers.get("cache-control")).toBe(page.headers.get("cache-control"));
  expect(first.headers.get("cache-control")).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate/,
  );
  // One sitemap for every language, cookie and Accept-Language.
  expect(first.headers.get("vary")).toBe("Accept-Encoding");
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"sitemap-\d+"$/);

  for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const again = await sitemap({ "If-None-Match": asked });
    expect(again.status, asked).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  }

  // A change visitors see: a new validator and the sitemap with it.
  const [service] = site.query<{ id: string }>("select id from services where visible = 1 limit 1");
  site.execute("update services set visible = 0 where id = ?", service!.id);
  const changed = await sitemap({ "If-None-Match": etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(await changed.text()).not.toContain(service!.id);
  site.execute("update services set visible = 1 where id = ?", service!.id);
});
