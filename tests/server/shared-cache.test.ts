import { execFileSync } from "node:child_process";
import { en } from "../../app/i18n/resources/en";
import { burst } from "../support/burst";
import { postForm } from "../support/http";
import { startNginx } from "../support/nginx";
import type { Site } from "../support/site";
import { createStaff, signInCookie } from "../support/staff";
import { scaled } from "../support/timeouts";
import { expect, serverTest } from "./fixtures";

/**
 * The site behind a real caching reverse proxy (Debian's nginx with the project's own rules,
 * deploy/nginx/zagros-proxy.conf): after one request, an explicit-language page is answered from
 * nginx's cache for everyone (no cookie comes back to stop it), whatever tracking parameters a link
 * carries; languages never mix; the back office and signed-in staff are never served from it; a burst
 * on a page it does not store goes straight through; stale pages stay up while the site restarts; an
 * edit shows within SHARED_CACHE_SECONDS; a trashed record stays on its copies until the purge.
 */
const test = serverTest();
let nginx: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async ({ site }) => {
  nginx = await startNginx(site.base);
});
test.afterAll(() => nginx?.stop());

const htmlLang = { en: "en", ku: "ckb", ar: "ar" } as const;
type Lang = keyof typeof htmlLang;
const langs = Object.keys(htmlLang) as Lang[];

async function viaProxy(path: string, headers: Record<string, string> = {}, base = nginx.base) {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    html,
    setCookie: response.headers.getSetCookie(),
  };
}

test("after one request, an explicit-language page is a HIT for everyone, sets no cookie, and tracking parameters share it", async () => {
  for (const lang of langs) {
    for (const path of [`/team?lng=${lang}`, `/solutions?lng=${lang}`]) {
      // The first visitor of all: no cookie, no language of their own (a CDN's or a crawler's request).
      const first = await viaProxy(path);
      expect(first.status, path).toBe(200);
      expect(first.setCookie, path).toEqual([]);
      const tracked = path.replace("?", "?utm_source=newsletter&fbclid=IwAR0abc&");
      for (const [url, headers] of [
        [path, {}],
        [`${path}&utm_campaign=spring`, {}],
        [tracked, {}],
        [`${path}&gclid=x&utm_medium=email`, { Cookie: `lng=${lang === "en" ? "ar" : "en"}` }],
        [path, { "Accept-Language": "ku" }],
      ] as const) {
        const answer = await viaProxy(url, headers);
        expect(answer.cache, `${url} ${JSON.stringify(headers)}`).toBe("HIT");
        expect(answer.setCookie, url).toEqual([]);
        expect(answer.lang, url).toBe(htmlLang[lang]);
        expect(answer.html, url).toBe(first.html);
      }
    }
  }
});

test("a query a page reads is never answered with the page without it", async () => {
  await viaProxy("/?lng=en");
  expect((await viaProxy("/?lng=en")).cache).toBe("HIT");
  // The contact form's confirmation is rendered for the visitor, and nginx keys it apart.
  for (let i = 0; i < 2; i++) {
    const sent = await viaProxy("/?lng=en&contact=sent");
    expect(sent.cache).not.toBe("HIT");
    expect(sent.html).toContain(en.contact.sent);
  }
  // A name twice is not the page with one of them.
  expect((await viaProxy("/?lng=en&lng=ar")).cache).not.toBe("HIT");
  // A list's further page is its own page.
  const second = await viaProxy("/solutions?page=2&lng=ar");
  expect(second.cache).not.toBe("HIT");
});

test("pages whose URL names the language never mix, whoever asks", async () => {
  const seen: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const lang of langs) {
      for (const path of [`/?lng=${lang}`, `/about?lng=${lang}`]) {
        // Visitors with any cookie, or none: the URL alone decides.
        for (const cookie of [`lng=${lang}`, `lng=${lang === "en" ? "ar" : "en"}`, ""]) {
          const answer = await viaProxy(path, cookie ? { Cookie: cookie } : {});
          expect(answer.status, path).toBe(200);
          expect(answer.lang, `${path} with "${cookie}"`).toBe(htmlLang[lang]);
          if (round > 0) seen.push(answer.cache ?? "none");
        }
      }
    }
  }
  expect(
    seen.every((status) => status === "HIT"),
    seen.join(),
  ).toBe(true);
});

test("a page served from the shared cache keeps the visitor in its language on the next click", async () => {
  await viaProxy("/about?lng=ku");
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
      const byCookie = await viaProxy("/about", { Cookie: `lng=${lang}` });
      expect(byCookie.lang).toBe(htmlLang[lang]);
      expect(byCookie.cache).not.toBe("HIT");
      const byHeader = await viaProxy("/about", { "Accept-Language": lang === "ku" ? "ckb" : lang });
      expect(byHeader.lang).toBe(htmlLang[lang]);
      expect(byHeader.cache).not.toBe("HIT");
    }
  }
  // The switcher's step sets the cookie for one visitor: never kept either.
  for (let i = 0; i < 2; i++) {
    const step = await viaProxy("/set-language?lng=ar&to=%2Fteam");
    expect(step.status).toBe(303);
    expect(step.cache).not.toBe("HIT");
    expect(step.setCookie.join()).toMatch(/^lng=ar;/);
  }
});

test("the back office and signed-in staff are never answered from the proxy's cache", async ({
  cookie: staff,
}) => {
  for (const path of ["/dashboard?lng=en", "/admin/list-clients?lng=ar", "/admin?lng=ku", "/Admin?lng=en"]) {
    for (let i = 0; i < 2; i++) {
      const signedIn = await viaProxy(path, { Cookie: staff });
      expect(signedIn.cache, path).toBe("BYPASS");
      const stranger = await viaProxy(path);
      expect(stranger.cache, path).toBe("BYPASS");
      // A stranger never gets the signed-in page: the dashboard sends them to sign in.
      if (path.startsWith("/dashboard") || path.startsWith("/admin/"))
        expect(stranger.status, path).toBe(302);
    }
  }
  // A public page, for a signed-in member of staff: rendered for them by the site, not the shared copy.
  await viaProxy("/privacy?lng=en");
  expect((await viaProxy("/privacy?lng=en")).cache).toBe("HIT");
  expect((await viaProxy("/privacy?lng=en", { Cookie: staff })).cache).toBe("BYPASS");
});

test("the shipped access log writes a reset link's address without its token", async ({ site }) => {
  const proxy = await startNginx(site.base, { accessLog: true });
  try {
    const token = "the-secret-token-of-a-reset-link-0123456789";
    await fetch(`${proxy.base}/admin/reset-password?token=${token}&lng=ar`);
    await fetch(`${proxy.base}/about?lng=ar`);
    // nginx writes a line as each answer ends.
    await expect.poll(() => proxy.accessLog().split("\n").filter(Boolean).length).toBe(2);
    expect(proxy.accessLog()).toContain('"GET /admin/reset-password?token=hidden HTTP/1.1" 410');
    expect(proxy.accessLog()).toContain('"GET /about?lng=ar HTTP/1.1" 200');
    expect(proxy.accessLog()).not.toContain(token);
  } finally {
    await proxy.stop();
  }
});

test("a burst of 50 connections on pages nginx does not store: no timeouts, no errors", async () => {
  // `/`, whose language comes from Accept-Language: private, so nginx never keeps it, and the site answers
  // it from memory. nginx must not make the requests wait in line for a copy it will never have (with
  // proxy_cache_lock, 99 of these 200 timed out).
  const negotiated = await burst(`${nginx.base}/`, {
    connections: 50,
    requests: 4,
    headers: { "Accept-Language": "ar,en;q=0.5" },
  });
  expect(negotiated.errors).toEqual([]);
  expect(negotiated.timeouts).toBe(0);
  expect(negotiated.statuses).toEqual({ 200: 200 });
  expect(negotiated.cacheStatuses.HIT ?? 0).toBe(0);
  // And an explicit page nginx has not seen yet, under the same burst: the first 50 requests go to the
  // site together (which renders it once for all of them), every later one is answered from the cache.
  const explicit = await burst(`${nginx.base}/team?lng=ar&fbclid=burst`, { connections: 50, requests: 4 });
  expect(explicit.timeouts).toBe(0);
  expect(explicit.errors).toEqual([]);
  expect(explicit.statuses).toEqual({ 200: 200 });
  expect(explicit.cacheStatuses.HIT).toBeGreaterThanOrEqual(150);
});

/** A site of the test's own, with nginx in front. */
async function proxiedSite(startSite: (options?: object) => Promise<Site>, env: Record<string, string>) {
  const site = await startSite({ env });
  const proxy = await startNginx(site.base);
  return { site, proxy };
}

test("while the site restarts, nginx keeps serving the pages it has, stale", async ({ startSite }) => {
  const { site, proxy } = await proxiedSite(startSite, { SHARED_CACHE_SECONDS: "1" });
  try {
    const page = await viaProxy("/about?lng=ar", {}, proxy.base);
    expect(page.status).toBe(200);
    const port = new URL(site.base).port;
    await site.kill();
    // Down, and the copy past its shared age: still the page, marked stale by nginx.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const answer = await viaProxy("/about?lng=ar", {}, proxy.base);
          expect(answer.status).toBe(200);
          expect(answer.html).toBe(page.html);
          seen.add(answer.cache ?? "none");
          return answer.cache;
        },
        { timeout: scaled(10_000), interval: 250 },
      )
      .toMatch(/^(STALE|UPDATING)$/);
    // A page nginx never had is the site's to answer: a gateway error, not a stale page.
    expect((await viaProxy("/team?lng=ar", {}, proxy.base)).status).toBe(502);
    await site.restart({ env: { PORT: port } });
    await expect
      .poll(async () => (await viaProxy("/team?lng=ar", {}, proxy.base)).status, {
        timeout: scaled(10_000),
        interval: 250,
      })
      .toBe(200);
  } finally {
    await proxy.stop();
  }
});

test("an edit shows through the proxy within SHARED_CACHE_SECONDS (2 s)", async ({ startSite }) => {
  const { site, proxy } = await proxiedSite(startSite, { SHARED_CACHE_SECONDS: "2" });
  try {
    const staff = { email: "proxy@zagros.test", password: "a long enough password" };
    await createStaff(site.databasePath, staff);
    const cookie = await signInCookie(site.base, staff);
    const title = (html: string) => /class="hero__typed"[^>]*>([^<]*)</.exec(html)?.[1];
    await viaProxy("/?lng=en", {}, proxy.base);
    expect((await viaProxy("/?lng=en", {}, proxy.base)).cache).toBe("HIT");
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
    const within = { timeout: scaled((2 + 4) * 1000), interval: 250 };
    await expect
      .poll(async () => title((await viaProxy("/?lng=en", {}, proxy.base)).html), within)
      .toBe("Seen through the proxy");
    // The other languages fall back to the English title, as on the site itself.
    await expect
      .poll(
        async () => (await viaProxy("/?lng=ar", {}, proxy.base)).html.includes("Seen through the proxy"),
        within,
      )
      .toBe(true);
  } finally {
    await proxy.stop();
  }
});

test("a trashed record stays in nginx's copies until they age, and the purge (deleting the cache's files) ends that at once", async ({
  startSite,
}) => {
  // An hour: the copies cannot age during the test, only the purge can end them.
  const { site, proxy } = await proxiedSite(startSite, { SHARED_CACHE_SECONDS: "3600" });
  try {
    const staff = { email: "purge@zagros.test", password: "a long enough password" };
    await createStaff(site.databasePath, staff);
    const cookie = await signInCookie(site.base, staff);
    const [service] = site.query<{ id: string }>(
      "select id from services where visible = 1 order by displayOrder limit 1",
    );
    // Every page that shows the service links to its own page.
    const shows = (html: string) => html.includes(`/solution-details/${service!.id}?`);
    const pages = [`/solution-details/${service!.id}?lng=ar`, "/solutions?lng=ar", "/?lng=ar"];
    for (const path of pages) {
      expect((await viaProxy(path, {}, proxy.base)).status, path).toBe(200);
      const cached = await viaProxy(path, {}, proxy.base);
      expect(cached.cache, path).toBe("HIT");
      expect(shows(cached.html), path).toBe(true);
    }

    const trashed = await postForm(
      site.base,
      "/admin/list-services?lng=ar",
      { id: service!.id, intent: "delete", page: "1" },
      { cookie, headers: { Origin: site.base } },
    );
    expect(trashed.status).toBe(302);
    // The site stops showing it at once; nginx's copies still do (what 025 tells the operator).
    expect((await fetch(`${site.base}${pages[0]}`)).status).toBe(404);
    for (const path of pages) {
      const stale = await viaProxy(path, {}, proxy.base);
      expect(stale.cache, path).toBe("HIT");
      expect(shows(stale.html), path).toBe(true);
    }

    // The purge, as deploy/nginx/zagros-site.conf and docs/operations/deploy.md give it.
    execFileSync("find", [proxy.cacheFolder, "-type", "f", "-delete"]);
    expect((await viaProxy(pages[0]!, {}, proxy.base)).status).toBe(404);
    for (const path of pages.slice(1)) {
      const fresh = await viaProxy(path, {}, proxy.base);
      expect(fresh.cache, path).toBe("MISS");
      expect(fresh.status, path).toBe(200);
      expect(shows(fresh.html), path).toBe(false);
    }
  } finally {
    await proxy.stop();
  }
});
