import { describe, expect, it } from "vitest";
import { pageHeaders, storedPageRequest } from "~/server/page-policy.server";

/** The one header policy of pages (app/server/page-policy.server.ts), called as every path calls it. */
const noFiles = () => false;
const request = (url: string, cookie?: string, method = "GET") => {
  const at = url.indexOf("?");
  return storedPageRequest(
    { method, path: at === -1 ? url : url.slice(0, at), search: at === -1 ? "" : url.slice(at), cookie },
    noFiles,
  );
};

describe("which requests a stored page answers", () => {
  it("an explicit language with or without a cookie, tracking parameters left out, in one order", () => {
    const plain = { address: "/about", query: "?lng=ar", lng: "ar", page: null };
    expect(request("/about?lng=ar")).toEqual(plain);
    expect(request("/about?lng=ar", "lng=en; theme=dark")).toEqual(plain);
    expect(request("/about?utm_source=x&lng=ar&fbclid=IwAR0&gclid=1")).toEqual(plain);
    expect(request("/solutions?lng=ku&utm_medium=email&page=2")).toEqual({
      address: "/solutions?page=2",
      query: "?page=2&lng=ku",
      lng: "ku",
      page: "2",
    });
    expect(request("/team")).toEqual({ address: "/team", query: "", lng: null, page: null });
  });

  it("never a session, the back office, another method, a query no page reads, a name twice", () => {
    for (const url of [
      "/admin?lng=en",
      "/Dashboard",
      "/about?lng=ar&contact=sent",
      "/about?lng=ar&lng=en",
      "/about?lng=fr",
      "/set-language?lng=ar",
      "/solutions?page=1000&lng=ku",
      `/?${"utm_x=1&".repeat(21)}lng=en`,
    ])
      expect(request(url), url).toBeNull();
    expect(request("/about?lng=ar", "lng=ar; __session=abc")).toBeNull();
    expect(request("/about?lng=ar", undefined, "POST")).toBeNull();
  });
});

describe("what an answer says", () => {
  const stored = {
    kind: "stored",
    lang: "ar",
    tag: "build.v1.ar.path",
    encoding: "br",
    scriptSources: ["'sha256-abc'"],
    sharedSeconds: 60,
  } as const;

  it("an explicit-language page: shared by any cache, a validator, no cookie, its scripts by hash", () => {
    const { headers, cookies, languageCookie } = pageHeaders({ ...stored, explicit: true }, { secure: true });
    expect(headers["Cache-Control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(headers.Vary).toBe("Accept-Encoding");
    expect(headers.ETag).toBe('"build.v1.ar.path-br"');
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-abc'");
    expect(cookies).toBe(false);
    expect(languageCookie).toBeUndefined();
  });

  it("a negotiated page: only the browser keeps it, varying on what chose its language", () => {
    const { headers, cookies } = pageHeaders({ ...stored, explicit: false }, { secure: false });
    expect(headers["Cache-Control"]).toBe("private, no-cache");
    expect(headers.Vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(cookies).toBe(false);
  });

  it("pages rendered per request: private, errors and the back office never stored, the route's own cache rules kept", () => {
    const rendered = { kind: "rendered", path: "/about", scriptSources: ["'nonce-n'"] } as const;
    expect(pageHeaders({ ...rendered, status: 200 }, { secure: false }).headers["Cache-Control"]).toBe(
      "private, no-cache",
    );
    expect(pageHeaders({ ...rendered, status: 404 }, { secure: false }).headers["Cache-Control"]).toBe(
      "no-store",
    );
    const sitemap = { cacheControl: "public, max-age=600", vary: null };
    expect(
      pageHeaders({ ...rendered, status: 200, route: sitemap }, { secure: false }).headers["Cache-Control"],
    ).toBe("public, max-age=600");
    const backOffice = pageHeaders(
      { ...rendered, path: "/admin/list-services", status: 200, route: sitemap },
      { secure: false },
    );
    expect(backOffice.headers["Cache-Control"]).toBe("no-store");
    expect(backOffice.headers["Content-Security-Policy"]).toContain("img-src 'self' blob:");
    expect(backOffice.cookies).toBe(true);
  });

  it("only the back office remembers a ?lng= over HTTP, and only when the cookie does not say it yet", () => {
    const rendered = { kind: "rendered", status: 200, scriptSources: [] } as const;
    const admin = (search: string, cookie?: string) =>
      pageHeaders({ ...rendered, path: "/dashboard", search, cookie }, { secure: false }).languageCookie;
    expect(admin("?lng=ku")).toMatch(/^lng=ku; /);
    expect(admin("?lng=ku", "lng=ku")).toBeUndefined();
    expect(admin("?lng=fr")).toBeUndefined();
    expect(
      pageHeaders({ ...rendered, path: "/about", search: "?lng=ku&contact=sent" }, { secure: false })
        .languageCookie,
    ).toBeUndefined();
  });
});
