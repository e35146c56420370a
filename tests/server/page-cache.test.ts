import zlib from "node:zlib";
import { fillRecords } from "../../scripts/lib/fill-records.mjs";
import { postForm, rawRequest, visitorAddress } from "../support/http";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

/**
 * The rendered-page cache: public pages are rendered once per (path,
 * language, content version) and then served from memory, never stale,
 * never in the wrong language, never shared when they belong to one person.
 */
const htmlLang = { en: "en", ku: "ckb", ar: "ar" } as const;
type Lang = keyof typeof htmlLang;
const langs = Object.keys(htmlLang) as Lang[];

/** A page as a new visitor gets it (an address of their own). */
async function get(site: Site, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.base}${path}`, {
    headers: { "X-Forwarded-For": visitorAddress(), ...headers },
    redirect: "manual",
  });
  return { response, html: await response.text() };
}

const heroTitle = (html: string) => /<span[^>]*class="hero__typed"[^>]*>([^<]*)</.exec(html)?.[1];
const documentLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

test("a page is rendered once, then served with the same validator; If-None-Match gets a 304", async ({
  site,
}) => {
  const first = await get(site, "/?lng=ku");
  const second = await get(site, "/?lng=ku");
  expect(first.response.status).toBe(200);
  const etag = second.response.headers.get("etag");
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.response.headers.get("etag")).toBe(etag);
  expect(second.html).toBe(first.html);

  const revalidated = await get(site, "/?lng=ku", { "If-None-Match": etag! });
  expect(revalidated.response.status).toBe(304);
  expect(revalidated.html).toBe("");
  expect(revalidated.response.headers.get("etag")).toBe(etag);
  // A validator of another language or page never matches.
  expect((await get(site, "/?lng=ar", { "If-None-Match": etag! })).response.status).toBe(200);
  expect((await get(site, "/about?lng=ku", { "If-None-Match": etag! })).response.status).toBe(200);
});

test("an edit in the back office shows on the very next request, in all three languages", async ({
  site,
  cookie,
}) => {
  const [banner] = site.query<{ id: string }>(
    "select id from jumbotrons order by date desc, id desc limit 1",
  );
  const before = new Map<Lang, { etag: string | null; title?: string }>();
  for (const lang of langs) {
    await get(site, `/?lng=${lang}`); // fills the cache
    const { response, html } = await get(site, `/?lng=${lang}`);
    before.set(lang, { etag: response.headers.get("etag"), title: heroTitle(html) });
  }
  const edited = { en: "Cache test banner", ku: "بانەری تاقیکردنەوە", ar: "لافتة الاختبار" };
  const saved = await postForm(
    site.base,
    `/admin/edit-jumbotron/${banner!.id}`,
    { titleEn: edited.en, titleKu: edited.ku, titleAr: edited.ar, descEn: "Edited", descKu: "", descAr: "" },
    { cookie, headers: { Origin: site.base } },
  );
  expect(saved.status).toBe(302);
  for (const lang of langs) {
    const { response, html } = await get(site, `/?lng=${lang}`);
    expect(heroTitle(html), lang).toBe(edited[lang]);
    const old = before.get(lang)!;
    expect(heroTitle(html)).not.toBe(old.title);
    expect(response.headers.get("etag")).not.toBe(old.etag);
    // The old validator is now stale: a browser revalidating gets the new page.
    expect((await get(site, `/?lng=${lang}`, { "If-None-Match": old.etag! })).response.status).toBe(200);
  }
});

test("a write by another process on the box (straight into SQLite) shows on the next request too", async ({
  site,
}) => {
  await get(site, "/?lng=en");
  const cached = heroTitle((await get(site, "/?lng=en")).html);
  site.execute(
    "update jumbotrons set titleEn = 'Written by another process' where id = (select id from jumbotrons order by date desc, id desc limit 1)",
  );
  const fresh = heroTitle((await get(site, "/?lng=en")).html);
  expect(fresh).toBe("Written by another process");
  expect(fresh).not.toBe(cached);
});

test("the three languages never mix, whatever chose them", async ({ site }) => {
  const cookies = { en: "lng=en", ku: "lng=ku", ar: "lng=ar" };
  // Interleaved, so that any mix-up between cache entries would show.
  for (let round = 0; round < 2; round++) {
    for (const lang of langs) {
      expect(documentLang((await get(site, `/about?lng=${lang}`)).html), `explicit ${lang}`).toBe(
        htmlLang[lang],
      );
      expect(
        documentLang((await get(site, "/about", { Cookie: cookies[lang] })).html),
        `cookie ${lang}`,
      ).toBe(htmlLang[lang]);
      const negotiated = lang === "ku" ? "ckb-IQ,en;q=0.5" : `${lang};q=0.9`;
      expect(
        documentLang((await get(site, "/about", { "Accept-Language": negotiated })).html),
        `Accept-Language ${lang}`,
      ).toBe(htmlLang[lang]);
      // The URL's language wins over the cookie's.
      const other = lang === "ar" ? "en" : "ar";
      expect(documentLang((await get(site, `/about?lng=${lang}`, { Cookie: cookies[other] })).html)).toBe(
        htmlLang[lang],
      );
    }
  }
});

test("headers say who may keep a page: anyone for an explicit language, only the browser otherwise", async ({
  site,
}) => {
  const shared = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";
  // Whoever asks for a URL that names its language, with any cookie or none, gets an answer any cache may keep.
  for (const cookie of ["lng=ar", "", "lng=en", "theme=dark"]) {
    const explicit = (await get(site, "/?lng=ar", cookie ? { Cookie: cookie } : {})).response;
    expect(explicit.headers.get("cache-control"), cookie).toBe(shared);
    expect(explicit.headers.get("vary")).toBe("Accept-Encoding");
    expect(explicit.headers.get("etag")).toMatch(/^"/);
    expect(explicit.headers.getSetCookie(), cookie).toEqual([]);
  }

  const choices: Record<string, string>[] = [{}, { Cookie: "lng=ar" }, { "Accept-Language": "ar" }];
  for (const headers of choices) {
    const negotiated = (await get(site, "/", headers)).response;
    expect(negotiated.headers.get("cache-control")).toBe("private, no-cache");
    expect(negotiated.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(negotiated.headers.get("etag")).toMatch(/^"/);
  }
});

test("a URL that names its language is the same bytes for everyone who asks without a session", async ({
  site,
}) => {
  const visitors: Record<string, string>[] = [
    {},
    { Cookie: "lng=ku" },
    { Cookie: "lng=en" },
    { Cookie: "lng=Imt1Ig%3D%3D; theme=dark" },
    { "Accept-Language": "ar" },
  ];
  for (const path of ["/about?lng=ku", "/solutions?lng=ar", "/?lng=en"]) {
    const tracked = `${path}&utm_source=newsletter&fbclid=IwAR0abc`;
    const seen = new Set<string>();
    // Twice each: the first may fill the store through Express, the rest come from memory before it.
    for (let round = 0; round < 2; round++) {
      for (const headers of visitors) {
        for (const url of [path, tracked]) {
          const answer = await rawRequest(site.base, {
            path: url,
            headers: { "Accept-Encoding": "identity", ...headers },
          });
          expect(answer.status, url).toBe(200);
          expect(answer.headers["set-cookie"], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
          const { etag, "cache-control": cacheControl, vary } = answer.headers;
          seen.add(JSON.stringify({ etag, cacheControl, vary, body: answer.body.toString("base64") }));
        }
      }
    }
    expect(seen.size, path).toBe(1);
  }
});

test("pages for one person are rendered for them and never shared", async ({ site, cookie: staff }) => {
  // After a contact message without JavaScript: the confirmation is in the page.
  const sent = await get(site, "/?lng=en&contact=sent");
  expect(sent.response.headers.get("etag")).toBeNull();
  expect(sent.response.headers.get("cache-control")).toBe("private, no-cache");
  // A signed-in member of staff looking at the public site.
  const signedIn = await get(site, "/?lng=en", { Cookie: staff });
  expect(signedIn.response.headers.get("etag")).toBeNull();
  expect(signedIn.response.headers.get("cache-control")).toBe("private, no-cache");
  // Any other query (a typo, a parameter no page reads) is rendered, not cached under a new key.
  const unknown = await get(site, "/?lng=en&ref=x");
  expect(unknown.response.headers.get("etag")).toBeNull();
  // The back office is never cached or stored.
  const dashboard = await get(site, "/dashboard?lng=en", { Cookie: staff });
  expect(dashboard.response.headers.get("cache-control")).toBe("no-store");
  expect(dashboard.response.headers.get("etag")).toBeNull();
  // Errors are not stored either.
  const missing = await get(site, "/no-such-page?lng=en");
  expect(missing.response.status).toBe(404);
  expect(missing.response.headers.get("cache-control")).toBe("no-store");
});

test("a link with tracking parameters gets the cached page, and a list's further pages are cached too", async ({
  site,
}) => {
  const clean = await get(site, "/?lng=en");
  const tracked = await get(site, "/?lng=en&utm_source=newsletter&utm_campaign=spring&fbclid=IwAR0abc");
  expect(tracked.response.status).toBe(200);
  expect(tracked.response.headers.get("etag")).toBe(clean.response.headers.get("etag"));
  expect(tracked.html).toBe(clean.html); // the switcher's links and all: nothing of the tracking id
  expect(tracked.html).not.toContain("IwAR0abc");
  expect(tracked.response.headers.get("cache-control")).toBe(clean.response.headers.get("cache-control"));

  // A list's further page is cached apart from its first, whatever order its query was written in.
  fillRecords(site.databasePath, 20, ["services"]); // 29 services: three pages of /solutions
  const second = await get(site, "/solutions?page=2&lng=ku");
  expect(second.response.status).toBe(200);
  const secondTag = second.response.headers.get("etag");
  expect(secondTag).toMatch(/^"/);
  expect(secondTag).not.toBe((await get(site, "/solutions?lng=ku")).response.headers.get("etag"));
  const reordered = await get(site, "/solutions?lng=ku&gclid=abc&page=2");
  expect(reordered.response.headers.get("etag")).toBe(secondTag);
  expect(reordered.html).toBe(second.html);
  // Rendered for the request, never stored under a key of its own: a page past the end (it shows the
  // last page), a page number on a page that is not a list, a number past what is kept apart.
  for (const path of ["/solutions?page=9&lng=ku", "/about?page=2&lng=ku", "/solutions?page=1000&lng=ku"])
    expect((await get(site, path)).response.headers.get("etag"), path).toBeNull();
});

test("a language hidden past the first 1000 parameters never passes for a negotiated one", async ({
  site,
}) => {
  // Express's parser stops reading after 1000 parameters; the pages read them all.
  const hidden = `/?${"_ga&".repeat(1000)}lng=ar`;
  const headers = { "Accept-Language": "en-US,en;q=0.9" };
  const attack = await get(site, hidden, headers);
  expect(attack.response.headers.get("etag")).toBeNull(); // not a cacheable query
  // A visitor with the same headers still gets English, from the cache or not.
  for (let i = 0; i < 2; i++) expect(documentLang((await get(site, "/", headers)).html)).toBe("en");
});

test("cached pages come precompressed (brotli, gzip) or plain, all the same page", async ({ site }) => {
  const variants = await Promise.all(
    ["br", "gzip", "identity"].map((encoding) =>
      rawRequest(site.base, { path: "/about?lng=ar", headers: { "Accept-Encoding": encoding } }),
    ),
  );
  const [br, gzip, identity] = variants;
  expect(br!.headers["content-encoding"]).toBe("br");
  expect(gzip!.headers["content-encoding"]).toBe("gzip");
  expect(identity!.headers["content-encoding"]).toBeUndefined();
  const plain = identity!.body.toString("utf8");
  expect(zlib.brotliDecompressSync(br!.body).toString("utf8")).toBe(plain);
  expect(zlib.gunzipSync(gzip!.body).toString("utf8")).toBe(plain);
  expect(br!.body.length).toBeLessThan(gzip!.body.length);
  // One page, three byte sequences: each gets its own strong validator.
  expect(new Set(variants.map((v) => v.headers.etag)).size).toBe(3);
  // What browsers send, no weights: the smallest form, not the first one named.
  for (const browser of ["gzip, deflate, br, zstd", "gzip, deflate, br"]) {
    const answer = await rawRequest(site.base, {
      path: "/about?lng=ar",
      headers: { "Accept-Encoding": browser },
    });
    expect(answer.headers["content-encoding"], browser).toBe("br");
    expect(answer.body.equals(br!.body), browser).toBe(true);
  }
  const head = await rawRequest(site.base, { method: "HEAD", path: "/about?lng=ar" });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
});

test("a page rendered for one visitor is compressed in one piece, not 2 KB at a time", async ({ site }) => {
  // A query the cache does not know skips it: rendered and gzipped for this request.
  const path = "/?lng=ku&ref=test";
  const [gzip, identity] = await Promise.all(
    ["gzip", "identity"].map((encoding) =>
      rawRequest(site.base, { path, headers: { "Accept-Encoding": encoding } }),
    ),
  );
  expect(gzip!.headers["content-encoding"]).toBe("gzip");
  // Rendered for this request: its policy carries a nonce (a cached page's lists hashes).
  expect(gzip!.headers["content-security-policy"]).toContain("'nonce-");
  const html = zlib.gunzipSync(gzip!.body).toString("utf8");
  expect(html).toContain('<html lang="ckb"');
  // The same page gzipped in one pass (the two renders differ only in their nonce). Flushed after
  // each of React's chunks, it was much larger (docs/decisions/007-page-cache-and-languages.md).
  const onePass = zlib.gzipSync(identity!.body).length;
  expect(gzip!.body.length, `${gzip!.body.length} bytes vs ${onePass} in one pass`).toBeLessThan(
    onePass * 1.05,
  );
});

test("a page rendered per request comes in the encoding the browser prefers, brotli included", async ({
  site,
}) => {
  const path = "/about?lng=ar&ref=test";
  const encodingFor = async (acceptEncoding: string) => {
    const answer = await rawRequest(site.base, { path, headers: { "Accept-Encoding": acceptEncoding } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
    const encoding = answer.headers["content-encoding"];
    const html = (
      encoding === "br"
        ? zlib.brotliDecompressSync(answer.body)
        : encoding === "gzip"
          ? zlib.gunzipSync(answer.body)
          : answer.body
    ).toString("utf8");
    expect(html, acceptEncoding).toContain('<html lang="ar"');
    return encoding ?? "none";
  };
  expect(await encodingFor("gzip, deflate, br, zstd")).toBe("br"); // Chromium, Firefox
  expect(await encodingFor("br")).toBe("br"); // it came uncompressed
  expect(await encodingFor("gzip;q=1, br;q=0.5")).toBe("gzip");
  expect(await encodingFor("gzip")).toBe("gzip");
  expect(await encodingFor("identity")).toBe("none");
});

test("a forged Host header never reaches a cached page", async ({ site }) => {
  const forged = await rawRequest(site.base, {
    path: "/solutions?lng=en",
    headers: { Host: "evil.example", "Accept-Encoding": "identity" },
  });
  const later = await get(site, "/solutions?lng=en");
  for (const html of [forged.body.toString("utf8"), later.html]) expect(html).not.toContain("evil.example");
});

test("a page answered from memory before Express carries exactly the headers Express gives it, and is logged", async ({
  site,
}) => {
  // Language headers the server has not seen go through Express (which learns
  // them); the same request again is answered by the fast lane. An explicit
  // language is answered from memory whatever the cookie: after a write (the
  // stored page is no longer current) Express renders and answers it once.
  const cases: { path: string; method?: string; headers: Record<string, string> }[] = [
    { path: "/?lng=ar", headers: { "Accept-Encoding": "br, gzip", Cookie: "lng=ar" } },
    { path: "/about", headers: { "Accept-Encoding": "gzip", Cookie: "theme=dark" } },
    {
      path: "/team?lng=en",
      method: "HEAD",
      headers: { "Accept-Encoding": "identity", Cookie: "a=b; lng=en" },
    },
    { path: "/", headers: { "X-Forwarded-Proto": "https", "Accept-Encoding": "br" } },
    // No cookie (a CDN's or a search engine's request), tracking parameters: answered from memory too.
    { path: "/solutions?lng=ku&utm_source=x&fbclid=y", headers: { "Accept-Encoding": "br" } },
  ];
  const comparable = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !["date", "keep-alive"].includes(name)));
  for (const [index, { path, method = "GET", headers }] of cases.entries()) {
    await get(site, path); // the page is in the cache
    if (path.includes("lng=")) site.execute("update jumbotrons set titleEn = titleEn");
    const acceptLanguage = `ku;q=0.${index + 1}, ar;q=0.05`;
    const request = () =>
      fetch(`${site.base}${path}`, {
        method,
        headers: { "X-Forwarded-For": visitorAddress(), "Accept-Language": acceptLanguage, ...headers },
      });
    const throughExpress = await request();
    const fromMemory = await request();
    expect(fromMemory.status, path).toBe(200);
    expect(comparable(fromMemory), path).toEqual(comparable(throughExpress));
    expect(Buffer.from(await fromMemory.arrayBuffer())).toEqual(
      Buffer.from(await throughExpress.arrayBuffer()),
    );

    const etag = fromMemory.headers.get("etag")!;
    const revalidate = () =>
      fetch(`${site.base}${path}`, {
        method,
        headers: {
          "Accept-Language": `${acceptLanguage}, en;q=0.01`,
          "If-None-Match": etag,
          ...headers,
        },
      });
    const notModifiedByExpress = await revalidate();
    const notModifiedFromMemory = await revalidate();
    expect(notModifiedFromMemory.status, path).toBe(304);
    expect(comparable(notModifiedFromMemory), path).toEqual(comparable(notModifiedByExpress));
  }
  // Every answer is in the access log, the fast lane's too.
  const logged = site.output().match(/^HEAD \/team\?lng=en (200|304) /gm) ?? [];
  expect(logged).toHaveLength(4);
});
