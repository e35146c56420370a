import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { PUBLIC_PAGE_SIZES } from "../../app/content/page-sizes";
import { languagesUnderTest, rawRequest, startOwnServer } from "./support";

/**
 * Search engines and sharing (issue 8, part 2): the sitemap, robots.txt, the
 * canonical and Open Graph tags, the home page's JSON-LD, the icons and the
 * manifest. One server of this file's own, with SITE_URL set to an origin
 * that is not the one requests reach: every absolute URL must use it, even
 * when a request names another Host.
 */
const SITE = "https://zagros.example";
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startOwnServer({ env: { SITE_URL: SITE } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A request as a client that names another site in its Host header. */
const get = (path: string, host = "evil.example") =>
  rawRequest(server.base, { path, headers: { Host: host } });
/** One of our absolute URLs, requested from the test server instead. */
const local = (url: string) => {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  return url.slice(SITE.length);
};

type Sitemap = {
  parseError: string | null;
  urls: { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] }[];
};

/** Parses the sitemap with the browser's XML parser (it reports any well-formedness error). */
async function parseSitemap(page: Page, xml: string): Promise<Sitemap> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    const error = document.getElementsByTagName("parsererror")[0];
    const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const xhtmlNs = "http://www.w3.org/1999/xhtml";
    return {
      parseError: error ? (error.textContent ?? "parse error") : null,
      urls: [...document.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagNameNS(sitemapNs, "lastmod")[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => ({
          hreflang: link.getAttribute("hreflang") ?? "",
          href: link.getAttribute("href") ?? "",
        })),
      })),
    };
  }, xml);
}

test("the sitemap is well-formed XML listing every public page in each language, with symmetric alternates", async ({
  page,
}) => {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers["cache-control"]).toBe("public, max-age=600");
  const sitemap = await parseSitemap(page, response.body.toString("utf8"));
  expect(sitemap.parseError).toBeNull();

  const services = server.query<{ id: string; date: number }>("select id, date from services");
  const members = server.query<{ date: number }>("select date from team_members order by date desc limit 1");
  const paths = [
    "/",
    "/about",
    "/solutions",
    "/team",
    "/privacy",
    ...services.map((service) => `/solution-details/${service.id}`),
  ];
  const expected = paths.flatMap((path) =>
    languagesUnderTest.map((language) => `${SITE}${path}?lng=${language.code}`),
  );
  const locs = sitemap.urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  expect([...locs].sort()).toEqual([...expected].sort());
  console.log(`sitemap.xml: ${locs.length} URLs (${paths.length} pages × 3 languages)`);

  const allLocs = new Set(locs);
  for (const url of sitemap.urls) {
    // Each language once, plus x-default (English), all of them listed as <loc> too.
    expect(url.alternates.map((link) => link.hreflang).sort(), url.loc).toEqual(
      ["ar", "ckb", "en", "x-default"].sort(),
    );
    const hrefs = url.alternates.map((link) => link.href);
    for (const href of hrefs) expect(allLocs.has(href), href).toBe(true);
    expect(hrefs, url.loc).toContain(url.loc);
    const xDefault = url.alternates.find((link) => link.hreflang === "x-default")!.href;
    expect(xDefault).toBe(url.alternates.find((link) => link.hreflang === "en")!.href);
    // Symmetric: every alternate lists exactly the same set.
    for (const href of hrefs) {
      const other = sitemap.urls.find((candidate) => candidate.loc === href)!;
      expect(other.alternates.map((link) => `${link.hreflang} ${link.href}`).sort(), href).toEqual(
        url.alternates.map((link) => `${link.hreflang} ${link.href}`).sort(),
      );
    }
  }

  // lastmod from the content: a detail page has its record's date; /team the newest member's; none invented.
  for (const service of services) {
    const url = sitemap.urls.find(
      (candidate) => candidate.loc === `${SITE}/solution-details/${service.id}?lng=ar`,
    );
    expect(url?.lastmod).toBe(new Date(service.date).toISOString());
  }
  const team = sitemap.urls.find((url) => url.loc === `${SITE}/team?lng=en`);
  expect(team?.lastmod).toBe(members[0] ? new Date(members[0].date).toISOString() : null);
  expect(sitemap.urls.find((url) => url.loc === `${SITE}/about?lng=ku`)?.lastmod).toBeNull();

  // Every address answers 200 (on the test server: the addresses are SITE_URL's).
  for (const loc of locs) {
    const answer = await get(local(loc));
    expect(answer.status, loc).toBe(200);
  }
});

test("robots.txt allows the public site, keeps crawlers out of the back office and names the sitemap", async () => {
  const response = await get("/robots.txt");
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
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

type HeadTags = {
  canonical: string[];
  alternates: string[];
  properties: Record<string, string[]>;
  names: Record<string, string[]>;
  jsonLd: { text: string; nonce: string | null }[];
};

/** The head's sharing tags and JSON-LD blocks of an HTML page, read with the browser's parser. */
async function headTags(page: Page, html: string): Promise<HeadTags> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "text/html");
    const group = (attribute: string) => {
      const result: Record<string, string[]> = {};
      for (const meta of document.querySelectorAll(`meta[${attribute}]`)) {
        const key = meta.getAttribute(attribute)!;
        (result[key] ??= []).push(meta.getAttribute("content") ?? "");
      }
      return result;
    };
    return {
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
      ),
      properties: group("property"),
      names: group("name"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
        text: script.textContent ?? "",
        nonce: script.getAttribute("nonce"),
      })),
    };
  }, html);
}

const ogLocale = { en: "en_US", ku: "ckb_IQ", ar: "ar_IQ" } as const;

/** Enough team members (older than the sample ones) for /team to have a second page. */
function fillTeamToTwoPages() {
  const [count] = server.query<{ total: number }>("select count(*) as total from team_members");
  const [model] = server.query<Record<string, unknown>>("select * from team_members order by date limit 1");
  for (let i = count!.total; i <= PUBLIC_PAGE_SIZES.team; i++) {
    const row = {
      ...model!,
      id: `seo-member-${String(i).padStart(5, "0")}`,
      date: Number(model!.date) - i * 1000,
    };
    const columns = Object.keys(row);
    server.execute(
      `insert into team_members (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ...Object.values(row),
    );
  }
}

for (const language of languagesUnderTest) {
  test(`every public page has its canonical URL and sharing tags on SITE_URL in ${language.code}`, async ({
    page,
  }) => {
    let sharingImage = "";
    const [service] = server.query<{ id: string }>("select id from services order by date desc limit 1");
    fillTeamToTwoPages();
    const paths = [
      "/",
      "/about",
      "/solutions",
      "/team",
      "/team?page=2",
      // Past the end: the list shows its last page, and its addresses name that page, not 99.
      { asked: "/team?page=99", shown: "/team?page=2" },
      // A page that is not a list has one address, whatever page number it is asked with.
      { asked: "/about?page=2", shown: "/about" },
      "/privacy",
      `/solution-details/${service!.id}`,
    ];
    for (const entry of paths) {
      const { asked, shown } = typeof entry === "string" ? { asked: entry, shown: entry } : entry;
      const path = asked;
      const [pathname, query] = shown.split("?");
      const inLanguage = (code: string) => `${SITE}${pathname}?${query ? `${query}&` : ""}lng=${code}`;
      const [askedPathname, askedQuery] = asked.split("?");
      const askedUrl = `${SITE}${askedPathname}?${askedQuery ? `${askedQuery}&` : ""}lng=${language.code}`;
      const url = inLanguage(language.code);
      // Twice: rendered, then (the same request) from the page cache.
      for (const round of [1, 2]) {
        const response = await get(askedUrl.slice(SITE.length));
        expect(response.status, `${path} ${round}`).toBe(200);
        const html = response.body.toString("utf8");
        expect(html).not.toContain("evil.example");
        const tags = await headTags(page, html);
        expect(tags.canonical, path).toEqual([url]);
        // The hreflang alternates name the same addresses as the canonical links (a page number too).
        expect(tags.alternates.sort(), path).toEqual(
          [
            `en ${inLanguage("en")}`,
            `ckb ${inLanguage("ku")}`,
            `ar ${inLanguage("ar")}`,
            `x-default ${inLanguage("en")}`,
          ].sort(),
        );
        expect(tags.properties["og:url"], path).toEqual([url]);
        expect(tags.properties["og:title"]?.[0]?.length, path).toBeGreaterThan(2);
        expect(tags.properties["og:description"]?.[0]?.length, path).toBeGreaterThan(10);
        expect(tags.properties["og:image"], path).toEqual([
          expect.stringMatching(new RegExp(`^${SITE}/og-image/${language.code}\\.png\\?v=\\w+$`)),
        ]);
        sharingImage = tags.properties["og:image"]![0]!.slice(SITE.length);
        expect(tags.properties["og:image:width"]).toEqual(["1200"]);
        expect(tags.properties["og:image:height"]).toEqual(["630"]);
        expect(tags.properties["og:locale"], path).toEqual([ogLocale[language.code]]);
        expect(tags.properties["og:locale:alternate"]?.sort(), path).toEqual(
          Object.entries(ogLocale)
            .filter(([code]) => code !== language.code)
            .map(([, locale]) => locale)
            .sort(),
        );
        expect(tags.names["twitter:card"], path).toEqual(["summary_large_image"]);
      }
    }
    // The sharing image itself: ours, 1200×630 PNG.
    const image = await get(sharingImage);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const size = await sharp(image.body).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 1200, 630]);
  });

  test(`the home page describes the company as JSON-LD in ${language.code}`, async ({ page }) => {
    // A page rendered for this request (a query beyond lng keeps it out of the page cache):
    // the block carries this response's nonce, so the policy stays clean. (A cached page has no
    // nonce; its inline blocks are named by hash.)
    const response = await get(`/?lng=${language.code}&ref=test`);
    const tags = await headTags(page, response.body.toString("utf8"));
    expect(tags.jsonLd).toHaveLength(1);
    const nonce = tags.jsonLd[0]!.nonce;
    expect(nonce).toBeTruthy();
    expect(response.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    const data = JSON.parse(tags.jsonLd[0]!.text) as Record<string, unknown> & {
      address: Record<string, string>;
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    const names = { en: "Zagros Tech", ku: "زاگرۆس تێک", ar: "زاغروس تك" };
    const streets = {
      en: "Gulan Street, Erbil, Kurdistan Region, Iraq",
      ku: "شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق",
      ar: "شارع گولان، أربيل، إقليم كوردستان، العراق",
    };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(names[language.code]);
    expect(data.url).toBe(`${SITE}/?lng=${language.code}`);
    expect(data.logo).toBe(`${SITE}/icon-512.png`);
    expect(data.telephone).toBe("+9647501234567");
    expect(data.email).toBe("info@zagrostech.iq");
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: streets[language.code],
      addressCountry: "IQ",
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "09:00",
        closes: "17:00",
      },
    ]);
    expect(data.sameAs).toEqual([
      "https://www.facebook.com/zagrostech",
      "https://www.instagram.com/zagrostech",
      "https://www.linkedin.com/company/zagrostech",
      "https://www.youtube.com/@zagrostech",
    ]);
    // The logo it names is there.
    expect((await get(local(data.logo as string))).status).toBe(200);
  });
}

test("favicon.ico, the Apple touch icon and the web app manifest are served and valid", async ({ page }) => {
  const ico = await get("/favicon.ico");
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

  const touch = await get("/apple-touch-icon.png");
  expect(touch.status).toBe(200);
  expect(touch.headers["content-type"]).toBe("image/png");
  const touchSize = await sharp(touch.body).metadata();
  expect([touchSize.width, touchSize.height]).toEqual([180, 180]);

  const manifestResponse = await get("/site.webmanifest");
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
  const home = await headTags(page, (await get("/?lng=en")).body.toString("utf8"));
  expect(manifest.theme_color).toBe(home.names["theme-color"]?.[0]);
  expect(manifest.theme_color).toBe("#0c3f94");
  expect(manifest).toMatchObject({ name: "Zagros Tech", start_url: "/", display: "browser" });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons) {
    const answer = await get(icon.src);
    expect(answer.status, icon.src).toBe(200);
    const metadata = await sharp(answer.body).metadata();
    expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
  }

  // Linked from every page's head.
  const html = (await get("/about?lng=ku")).body.toString("utf8");
  expect(html).toContain('rel="manifest" href="/site.webmanifest"');
  expect(html).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
  expect(html).toContain('href="/favicon.ico"');
});
