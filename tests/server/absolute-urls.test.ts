import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../support/pages";
import { Site } from "../support/site";
import { createStaff, signInCookie } from "../support/staff";
import { languageCodes } from "../support/languages";

/**
 * Every absolute URL a page carries (canonical, hreflang, og:url, JSON-LD, share links, the sitemap,
 * robots.txt, redirects) comes from SITE_URL, or http://localhost:PORT without it: never from the
 * request's Host or X-Forwarded-Host, whether the page is rendered for this request or served from
 * the page cache (which a poisoned first request would fill). The real built server, over HTTP.
 */
const EVIL = "evil.example";
const STAFF = { email: "hosts@zagros.test", password: "long enough password" };

/** One request with headers fetch will not send as given (Host). */
function get(base: string, path: string, headers: Record<string, string>) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path, headers, setHost: false },
        (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on("error", reject);
    },
  );
}

const hostile = {
  Host: EVIL,
  "X-Forwarded-Host": EVIL,
  "X-Forwarded-Proto": "https",
  "Accept-Encoding": "identity",
};

describe.each([
  { label: "with SITE_URL", env: { SITE_URL: "https://zagros.example" } },
  { label: "without SITE_URL", env: {} as Record<string, string> },
])("absolute URLs $label", ({ env }) => {
  let server: Site;
  let cookie = "";
  let paths: string[] = [];

  beforeAll(async () => {
    // Forwarded headers trusted (TRUST_PROXY=loopback, as every test server): the worst case, a
    // proxy that passes a client's Host on.
    server = await Site.start({ env });
    await createStaff(server.databasePath, STAFF);
    // As a browser reaches it through the proxy: over HTTPS (with SITE_URL on https, a sign-in over
    // plain HTTP is refused).
    cookie = await signInCookie(server.base, STAFF, { headers: { "X-Forwarded-Proto": "https" } });
    const pages = publicPages(server.firstId("services"));
    paths = [
      ...pages.flatMap((page) => languageCodes.map((lng) => `${page}?lng=${lng}`)),
      ...pages,
      "/?utm_source=share",
      "/sitemap.xml",
      "/robots.txt",
      "/site.webmanifest",
      "/admin?lng=ar",
    ];
  });
  afterAll(() => server?.stop());

  it("never name the request's host, on a page's first render (which fills the cache) or from the cache", async () => {
    for (const round of ["first render", "from the cache"]) {
      for (const path of paths) {
        const answer = await get(server.base, path, hostile);
        expect(answer.status, `${round} ${path}`).toBeLessThan(500);
        expect(answer.body, `${round} ${path}`).not.toContain(EVIL);
        expect(JSON.stringify(answer.headers), `${round} ${path}`).not.toContain(EVIL);
      }
    }
  });

  it("never name it on pages rendered for one person: signed-in staff, a form's answer, a redirect", async () => {
    // Signed in indeed: the back office opens.
    expect((await get(server.base, "/dashboard", { ...hostile, Cookie: cookie })).status).toBe(200);
    for (const path of [...paths, "/dashboard", "/admin/list-services?lng=ku", "/?lng=en&contact=sent"]) {
      const answer = await get(server.base, path, { ...hostile, Cookie: cookie });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body, path).not.toContain(EVIL);
      expect(JSON.stringify(answer.headers), path).not.toContain(EVIL);
    }
    // Signed out, the back office redirects to sign-in: a relative or SITE_URL address, never the Host.
    const redirected = await get(server.base, "/dashboard", hostile);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location ?? "").not.toContain(EVIL);
  });
});
