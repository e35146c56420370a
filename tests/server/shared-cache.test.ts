import { startNginx } from "../support/nginx";
import { postForm } from "../support/http";
import { scaled } from "../support/timeouts";
import { expect, serverTest } from "./fixtures";

/**
 * The site behind a real caching reverse proxy (Debian's nginx with
 * proxy_cache and the project's own rules, deploy/nginx/zagros-proxy.conf):
 * the proxy obeys only the site's headers, and still never mixes languages,
 * never keeps a back-office page, and shows an edit within SHARED_CACHE_SECONDS.
 */
const SHARED_SECONDS = 2;
const test = serverTest({ env: { SHARED_CACHE_SECONDS: String(SHARED_SECONDS) } });
let nginx: Awaited<ReturnType<typeof startNginx>>;
/** The language cookie a visitor gets on choosing each language. */
const cookies = {} as Record<Lang, string>;

test.beforeAll(async ({ site }) => {
  nginx = await startNginx(site.base);
  for (const lang of langs) {
    const response = await fetch(`${site.base}/?lng=${lang}`);
    cookies[lang] = response.headers.getSetCookie()[0]!.split(";")[0]!;
  }
});
test.afterAll(() => nginx?.stop());

const htmlLang = { en: "en", ku: "ckb", ar: "ar" } as const;
type Lang = keyof typeof htmlLang;
const langs = Object.keys(htmlLang) as Lang[];

async function viaProxy(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.base}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    html,
    setCookie: response.headers.getSetCookie(),
  };
}

test("pages whose URL names the language are shared, and the three never mix", async () => {
  const seen: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const lang of langs) {
      for (const path of [`/?lng=${lang}`, `/about?lng=${lang}`]) {
        // Visitors with any cookie, or none: the URL alone decides.
        for (const cookie of [cookies[lang], cookies[lang === "en" ? "ar" : "en"], ""]) {
          const answer = await viaProxy(path, cookie ? { Cookie: cookie } : {});
          expect(answer.status, path).toBe(200);
          expect(answer.lang, `${path} with "${cookie}"`).toBe(htmlLang[lang]);
          seen.push(answer.cache ?? "none");
        }
      }
    }
  }
  // The proxy really served from its cache (nginx's own X-Cache-Status).
  expect(seen.filter((status) => status === "HIT").length).toBeGreaterThan(seen.length / 2);
});

test("a page served from the shared cache keeps the visitor in its language on the next click", async () => {
  await viaProxy("/about?lng=ku", { Cookie: cookies.ku });
  const stranger = await viaProxy("/about?lng=ku", { "Accept-Language": "en" });
  expect(stranger.cache).toBe("HIT");
  expect(stranger.lang).toBe("ckb");
  // No cookie came with the cached copy, but every internal link names the language.
  // (The language switcher's links, marked with hreflang, lead to the other languages.)
  const links = [...stranger.html.matchAll(/<a ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/hreflang=/i.test(attributes))
    .map((attributes) => /href="(\/[^"#]*)/.exec(attributes)?.[1])
    .filter((href): href is string => href !== undefined);
  const internal = links.filter((href) => !href.startsWith("/uploads/") && !href.startsWith("/images/"));
  expect(internal.length).toBeGreaterThan(5);
  for (const href of internal) expect(href, href).toMatch(/[?&]lng=ku(&|$)/);
});

test("pages whose language is negotiated are never shared", async () => {
  for (let round = 0; round < 2; round++) {
    for (const lang of langs) {
      const byCookie = await viaProxy("/about", { Cookie: cookies[lang] });
      expect(byCookie.lang).toBe(htmlLang[lang]);
      expect(byCookie.cache).not.toBe("HIT");
      const byHeader = await viaProxy("/about", { "Accept-Language": lang === "ku" ? "ckb" : lang });
      expect(byHeader.lang).toBe(htmlLang[lang]);
      expect(byHeader.cache).not.toBe("HIT");
    }
  }
  // A first choice of language sets the cookie: that answer is not kept either.
  const choosing = await viaProxy("/team?lng=ar");
  expect(choosing.setCookie.join()).toMatch(/^lng=/);
  expect((await viaProxy("/team?lng=ar")).setCookie.join()).toMatch(/^lng=/);
});

test("the back office is never kept by the proxy", async ({ cookie: staff }) => {
  for (const path of ["/dashboard?lng=en", "/admin/list-clients?lng=ar", "/admin?lng=ku"]) {
    for (let i = 0; i < 2; i++) {
      const signedIn = await viaProxy(path, { Cookie: staff });
      expect(signedIn.cache, path).not.toBe("HIT");
      const stranger = await viaProxy(path);
      expect(stranger.cache, path).not.toBe("HIT");
      // A stranger never gets the signed-in page: the dashboard sends them to sign in.
      if (path !== "/admin?lng=ku") expect(stranger.status, path).toBe(302);
    }
  }
});

test(`an edit shows through the proxy within SHARED_CACHE_SECONDS (${SHARED_SECONDS} s)`, async ({
  site,
  cookie,
}) => {
  const title = () => /class="hero__typed"[^>]*>([^<]*)</.exec(lastHtml)?.[1];
  let lastHtml = (await viaProxy("/?lng=en", { Cookie: cookies.en })).html;
  expect((await viaProxy("/?lng=en", { Cookie: cookies.en })).cache).toBe("HIT");
  const [banner] = site.query<{ id: string }>(
    "select id from jumbotrons order by date desc, id desc limit 1",
  );
  const saved = await postForm(
    site.base,
    `/admin/edit-jumbotron/${banner!.id}`,
    { titleEn: "Seen through the proxy", titleKu: "", titleAr: "", descEn: "" },
    { cookie, headers: { Origin: site.base } },
  );
  expect(saved.status).toBe(302);
  // The shared max age, then one stale answer while nginx refreshes the page.
  const within = { timeout: scaled((SHARED_SECONDS + 4) * 1000), interval: 250 };
  await expect
    .poll(async () => {
      lastHtml = (await viaProxy("/?lng=en", { Cookie: cookies.en })).html;
      return title();
    }, within)
    .toBe("Seen through the proxy");
  // The other languages fall back to the English title, as on the site itself.
  await expect
    .poll(
      async () =>
        (await viaProxy("/?lng=ar", { Cookie: cookies.ar })).html.includes("Seen through the proxy"),
      within,
    )
    .toBe(true);
});
