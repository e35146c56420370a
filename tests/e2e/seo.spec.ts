import sharp from "sharp";
import { contentTypes } from "../../app/content/content-types";
import { rawRequest } from "../support/http";
import { languagesUnderTest } from "../support/languages";
import { expect, test, type Page, type TestSite, withOwnSite } from "./fixtures";

/**
 * Search engines and sharing: the sitemap, the canonical and Open Graph tags
 * and the home page's JSON-LD, read with the browser's own XML and HTML
 * parsers (the page is only a parser here). A site of its own, with SITE_URL
 * set to an origin that is not the one requests reach: every absolute URL
 * must use it, even when a request names another Host. (robots.txt, the
 * icons and the manifest: tests/server/seo.test.ts.)
 */
const SITE = "https://zagros.example";
withOwnSite("seo", { SITE_URL: SITE });

/** A request as a client that names another site in its Host header. */
const get = (site: TestSite, path: string, host = "evil.example") =>
  rawRequest(site.base, { path, headers: { Host: host } });
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
  site,
}) => {
  const response = await get(site, "/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  // Cached as the pages it lists, validated by the content version (tests/server/seo.test.ts).
  expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, /);
  expect(response.headers.etag).toMatch(/^"sitemap-\d+"$/);
  const sitemap = await parseSitemap(page, response.body.toString("utf8"));
  expect(sitemap.parseError).toBeNull();

  const services = site.query<{ id: string; date: number }>("select id, date from services");
  const posts = site.query<{ address: string }>("select address from news");
  const ownPages = site.query<{ address: string }>("select address from pages");
  const members = site.query<{ date: number }>("select date from team_members order by date desc limit 1");
  const paths = [
    "/",
    "/about",
    "/solutions",
    "/team",
    "/privacy",
    "/news",
    ...services.map((service) => `/solution-details/${service.id}`),
    ...posts.map((post) => `/news/${post.address}`),
    ...ownPages.map((own) => `/${own.address}`),
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
    const answer = await get(site, local(loc));
    expect(answer.status, loc).toBe(200);
  }
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
function fillTeamToTwoPages(site: TestSite) {
  const [count] = site.query<{ total: number }>("select count(*) as total from team_members");
  const [model] = site.query<Record<string, unknown>>("select * from team_members order by date limit 1");
  for (let i = count!.total; i <= contentTypes.teamMembers.publicList!.pageSize; i++) {
    const row = {
      ...model!,
      id: `seo-member-${String(i).padStart(5, "0")}`,
      date: Number(model!.date) - i * 1000,
    };
    const columns = Object.keys(row);
    site.execute(
      `insert into team_members (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ...Object.values(row),
    );
  }
}

for (const language of languagesUnderTest) {
  test(`every public page has its canonical URL and sharing tags on SITE_URL in ${language.code}`, async ({
    page,
    site,
  }) => {
    let sharingImage = "";
    const [service] = site.query<{ id: string }>("select id from services order by date desc limit 1");
    fillTeamToTwoPages(site);
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
        const response = await get(site, askedUrl.slice(SITE.length));
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
    const image = await get(site, sharingImage);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const size = await sharp(image.body).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 1200, 630]);
  });

  test(`the home page describes the company as JSON-LD in ${language.code}`, async ({ page, site }) => {
    // A page rendered for this request (a query beyond lng keeps it out of the page cache):
    // the block carries this response's nonce, so the policy stays clean. (A cached page has no
    // nonce; its inline blocks are named by hash.)
    const response = await get(site, `/?lng=${language.code}&ref=test`);
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
    expect((await get(site, local(data.logo as string))).status).toBe(200);
  });
}
