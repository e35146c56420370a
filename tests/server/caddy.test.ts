import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, headerValues, startCaddy, viaCaddy, type Caddy } from "../support/caddy";
import { Site } from "../support/site";
import { createStaff } from "../support/staff";

/**
 * The site behind a real Caddy (Debian's) running the shipped deploy/caddy/Caddyfile as it is, with
 * certificates from Caddy's internal CA for the name zagros.test; the site started as the
 * Caddyfile says: SITE_URL on that name, TRUST_PROXY=1. Visitors connect by name over HTTPS (or
 * HTTP), each from a loopback address of its own, and may send any X-Forwarded-* header they like.
 */
const DOMAIN = "zagros.test";
const STAFF = { email: "caddy@zagros.test", password: "a password over https" };
const form = { "Content-Type": "application/x-www-form-urlencoded" };

let caddy: Caddy;
let site: Site;
let origin: string;

beforeAll(async () => {
  const [httpPort, httpsPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  origin = `https://${DOMAIN}:${httpsPort}`;
  // A fixed port, so that a restart comes back where Caddy looks for the site.
  site = await Site.start({ env: { SITE_URL: origin, TRUST_PROXY: "1", PORT: String(sitePort) } });
  await createStaff(site.databasePath, STAFF);
  caddy = await startCaddy({ domain: DOMAIN, upstream: `127.0.0.1:${sitePort}`, httpPort, httpsPort });
});
afterAll(async () => {
  await caddy?.stop();
  await site?.stop();
});

const get = (path: string, headers: Record<string, string> = {}, from?: string) =>
  viaCaddy(caddy, DOMAIN, { path, headers, from });

function signIn(password: string, { from = "127.0.0.9", headers = {} as Record<string, string> } = {}) {
  return viaCaddy(caddy, DOMAIN, {
    method: "POST",
    path: "/admin",
    from,
    // A browser says where its form comes from.
    headers: { ...form, Origin: origin, ...headers },
    body: new URLSearchParams({ email: STAFF.email, password, redirectTo: "/dashboard" }).toString(),
  });
}

const sessionCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith("__session="));

it("sends plain HTTP to HTTPS, path and query kept, before the site sees it", async () => {
  for (const [method, path] of [
    ["GET", "/about?lng=ku&utm_source=over-http"],
    ["POST", "/admin?lng=ar&utm_source=over-http"],
  ] as const) {
    const answer = await viaCaddy(caddy, DOMAIN, {
      scheme: "http",
      method,
      path,
      ...(method === "POST"
        ? {
            headers: form,
            body: new URLSearchParams({ email: STAFF.email, password: "typed over http" }).toString(),
          }
        : {}),
    });
    expect([301, 308], `${method} ${path}`).toContain(answer.status);
    // Debian's Caddy 2.6 leaves a non-standard HTTPS port out of the address; 443 needs none.
    expect(answer.headers.location).toMatch(
      new RegExp(`^https://${DOMAIN.replace(".", "\\.")}(:${caddy.httpsPort})?${path.replace("?", "\\?")}$`),
    );
  }
  // Neither reached the site (its access log names every page it answers), the password least of all.
  expect(site.output()).toContain("GET /healthz");
  expect(site.output()).not.toContain("over-http");
});

it("puts HSTS on every HTTPS answer, once, whatever the site sends", async () => {
  for (const path of ["/?lng=en", "/about", "/no-such-page", "/healthz", "/robots.txt", "/admin"]) {
    const answer = await get(path);
    expect(headerValues(answer, "strict-transport-security"), path).toEqual(["max-age=31536000"]);
  }
});

describe("a site that cannot tell HTTPS (TRUST_PROXY unset)", () => {
  let plainSite: Site;
  let plainCaddy: Caddy;
  beforeAll(async () => {
    const httpsPort = await freePort();
    plainSite = await Site.start({ env: { SITE_URL: `https://${DOMAIN}:${httpsPort}`, TRUST_PROXY: "" } });
    plainCaddy = await startCaddy({
      domain: DOMAIN,
      upstream: new URL(plainSite.base).host,
      httpsPort,
    });
  });
  afterAll(async () => {
    await plainCaddy?.stop();
    await plainSite?.stop();
  });

  it("still gets HSTS from Caddy, but no Secure session: TRUST_PROXY=1 is needed", async () => {
    await createStaff(plainSite.databasePath, STAFF);
    const page = await viaCaddy(plainCaddy, DOMAIN, { path: "/?lng=en" });
    expect(headerValues(page, "strict-transport-security")).toEqual(["max-age=31536000"]);
    // The site believes it is reached over plain HTTP: with SITE_URL on https it will not open a
    // session there (the browser would drop the Secure cookie) and says so.
    const signedIn = await viaCaddy(plainCaddy, DOMAIN, {
      method: "POST",
      path: "/admin",
      headers: { ...form, Origin: `https://${DOMAIN}:${plainCaddy.httpsPort}` },
      body: new URLSearchParams({ email: STAFF.email, password: STAFF.password }).toString(),
    });
    expect(signedIn.status).toBe(400);
    expect(sessionCookie(signedIn.cookies)).toBeUndefined();
    expect(signedIn.body).toContain("TRUST_PROXY");
  });
});

it("a real sign-in over HTTPS gets a Secure, HttpOnly, SameSite=Lax session that opens the back office", async () => {
  const signedIn = await signIn(STAFF.password);
  expect(signedIn.status).toBe(302);
  const cookie = sessionCookie(signedIn.cookies);
  expect(cookie).toMatch(/; Secure(;|$)/);
  expect(cookie).toMatch(/; HttpOnly(;|$)/);
  expect(cookie).toMatch(/; SameSite=Lax(;|$)/i);
  const dashboard = await get("/dashboard?lng=en", { Cookie: cookie!.split(";")[0]! });
  expect(dashboard.status).toBe(200);
  expect(dashboard.headers["cache-control"]).toBe("no-store");
});

describe("forwarded headers are trusted exactly one hop: a visitor's own never pass for the truth", () => {
  const lies = {
    "X-Forwarded-For": "203.0.113.9",
    "X-Forwarded-Proto": "http",
    "X-Forwarded-Host": "evil.example",
  };

  it("the rate limits count the address Caddy saw, whatever X-Forwarded-For says", async () => {
    for (let i = 1; i <= 5; i++) {
      const guess = await signIn("wrong password", {
        from: "127.0.0.2",
        headers: { "X-Forwarded-For": `203.0.113.${i}` },
      });
      expect(guess.status).toBe(401);
    }
    // A sixth address in the header does not make a sixth visitor.
    const sixth = await signIn("wrong password", {
      from: "127.0.0.2",
      headers: { "X-Forwarded-For": "198.51.100.6" },
    });
    expect(sixth.status).toBe(429);
    // Another visitor is not affected.
    expect((await signIn("wrong password", { from: "127.0.0.3" })).status).toBe(401);
    const keys = site
      .query<{ key: string }>("select distinct key from rate_limit_events where key like 'sign-in-address:%'")
      .map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(["sign-in-address:127.0.0.2", "sign-in-address:127.0.0.3"]));
    expect(keys.join()).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it("HTTPS is Caddy's word: a visitor's X-Forwarded-Proto: http changes nothing", async () => {
    const signedIn = await signIn(STAFF.password, { from: "127.0.0.4", headers: lies });
    expect(signedIn.status).toBe(302);
    expect(sessionCookie(signedIn.cookies)).toMatch(/; Secure(;|$)/);
    // The page was rendered for HTTPS: its policy upgrades any http:// address.
    const page = await get("/about?lng=ku", lies, "127.0.0.4");
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("addresses come from SITE_URL, and a visitor's X-Forwarded-Host opens no door", async () => {
    for (const path of ["/about?lng=ku", "/about?lng=ku&utm_source=x", "/sitemap.xml"]) {
      const page = await get(path, lies, "127.0.0.5");
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain("evil.example");
      expect(page.body, path).toContain(`${origin}/about?lng=ku`);
    }
    // The forms accept posts from the site's own origin only: the forwarded host is Caddy's, not the visitor's.
    const crossSite = await signIn(STAFF.password, {
      from: "127.0.0.5",
      headers: { ...lies, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("caching: Caddy keeps nothing and passes on what caches read", () => {
  it("public pages keep the site's validators, encodings and Cache-Control; 304s come from the site", async () => {
    // A visitor who chose Arabic before (the switcher's step sets the cookie; pages never do).
    const chosen = (await get("/set-language?lng=ar")).cookies[0]!.split(";")[0]!;
    const shared = await get("/about?lng=ar", { "Accept-Encoding": "br", Cookie: chosen });
    expect(shared.status).toBe(200);
    expect(shared.headers["content-encoding"]).toBe("br");
    expect(shared.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    const etag = shared.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await get("/about?lng=ar", {
      "Accept-Encoding": "br",
      Cookie: chosen,
      "If-None-Match": etag,
    });
    expect(again.status).toBe(304);

    const negotiated = await get("/about", { "Accept-Language": "ar" });
    expect(negotiated.headers["cache-control"]).toBe("private, no-cache");
    expect(negotiated.headers.vary).toMatch(/Accept-Language/);
  });

  it("an edit shows on the very next request through Caddy", async () => {
    const cookie = sessionCookie((await signIn(STAFF.password, { from: "127.0.0.6" })).cookies)!.split(
      ";",
    )[0]!;
    const before = await get("/?lng=en");
    expect(before.status).toBe(200);
    const [banner] = site.query<{ id: string }>(
      "select id from jumbotrons order by date desc, id desc limit 1",
    );
    const saved = await viaCaddy(caddy, DOMAIN, {
      method: "POST",
      path: `/admin/edit-jumbotron/${banner!.id}`,
      from: "127.0.0.6",
      headers: { ...form, Origin: origin, Cookie: cookie },
      body: new URLSearchParams({
        titleEn: "Seen through Caddy",
        titleKu: "",
        titleAr: "",
        descEn: "",
      }).toString(),
    });
    expect(saved.status).toBe(302);
    expect((await get("/?lng=en")).body).toContain("Seen through Caddy");
  });

  it("holds a visitor's request while the site restarts, instead of an error", async () => {
    const stopped = site.exited;
    const restarting = site.restart();
    await stopped;
    // Nothing listens on the site's port now: Caddy keeps trying (lb_try_duration).
    const during = get("/?lng=ku");
    await restarting;
    expect((await during).status).toBe(200);
  });
});
