import http from "node:http";
import type { AddressInfo } from "node:net";
import { Site } from "../support/site";
import { createStaff, type Staff } from "../support/staff";
import { expectServerError } from "../support/stray-errors";
import { expect, test } from "./fixtures";

/**
 * The site behind a real proxy hop: a small forwarding proxy (node:http)
 * that appends the client's address to X-Forwarded-For and, when it stands
 * for TLS termination, says X-Forwarded-Proto: https. Visitors connect to it
 * from different loopback addresses (127.0.0.2, 127.0.0.3, …).
 */
const STAFF: Staff = { email: "proxy@zagros.test", password: "proxied password 1" };

async function startProxy(target: string, { https = false } = {}) {
  const upstream = new URL(target);
  const proxy = http.createServer((request, response) => {
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          "x-forwarded-for": forwardedFor,
          ...(https ? { "x-forwarded-proto": "https" } : {}),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on("error", () => response.destroy());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

/** A request to the proxy from a given loopback address, as a distinct visitor. */
function viaProxy(
  proxyPort: number,
  from: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress: from,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const signInBody = (password: string) => new URLSearchParams({ email: STAFF.email, password }).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

test("TRUST_PROXY=1 behind one proxy: every visitor has a bucket of their own", async ({ startSite }) => {
  const server = await startSite({ env: { TRUST_PROXY: "1" } });
  const proxy = await startProxy(server.base);
  try {
    await createStaff(server.databasePath, STAFF);
    const attempt = (from: string, headers: Record<string, string> = {}) =>
      viaProxy(proxy.port, from, {
        method: "POST",
        path: "/admin",
        headers: { ...formHeaders, ...headers },
        body: signInBody("wrong password"),
      }).then((response) => response.status);

    for (let i = 0; i < 5; i++) expect(await attempt("127.0.0.2")).toBe(401);
    expect(await attempt("127.0.0.2")).toBe(429);
    // A visitor lying in X-Forwarded-For is still counted by the address the proxy saw.
    expect(await attempt("127.0.0.2", { "X-Forwarded-For": "203.0.113.9" })).toBe(429);
    // Another visitor behind the same proxy is not affected.
    expect(await attempt("127.0.0.3")).toBe(401);
    const keys = server.query<{ key: string }>("select distinct key from rate_limit_events order by key");
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining(["sign-in-address:127.0.0.2", "sign-in-address:127.0.0.3"]),
    );
  } finally {
    await proxy.close();
  }
});

test("over HTTPS (per the trusted proxy) the session cookie is Secure and HSTS is sent; over HTTP neither", async ({
  startSite,
}) => {
  const server = await startSite({ env: { TRUST_PROXY: "loopback" } });
  const tls = await startProxy(server.base, { https: true });
  try {
    await createStaff(server.databasePath, STAFF);
    const overHttps = await viaProxy(tls.port, "127.0.0.4", {
      method: "POST",
      path: "/admin",
      headers: formHeaders,
      body: signInBody(STAFF.password),
    });
    expect(overHttps.status).toBe(302);
    const secureCookies = [overHttps.headers["set-cookie"]].flat().filter(Boolean) as string[];
    expect(secureCookies.find((cookie) => cookie.startsWith("__session="))).toMatch(/; Secure/);
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");

    // Plain HTTP on a LAN address (no proxy, no SITE_URL): a cookie the browser will keep.
    const plain = await fetch(`${server.base}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: formHeaders,
      body: signInBody(STAFF.password),
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))).not.toMatch(
      /Secure/,
    );
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  } finally {
    await tls.close();
  }
});

test("absolute URLs come from SITE_URL, never from the Host header", async ({ startSite }) => {
  const server = await startSite({ env: { SITE_URL: "https://zagros.example" } });
  const html = await viaProxy(Number(new URL(server.base).port), "127.0.0.5", {
    path: "/about?lng=ku",
    headers: { Host: "evil.example" },
  }).then((response) => response.body);
  expect(html).not.toContain("evil.example");
  expect(html).toContain('hrefLang="ckb" href="https://zagros.example/about?lng=ku"');
});

test("TRUST_PROXY=true starts (with a warning); a value that is not a hop count or address list stops with a message", async ({
  startSite,
}) => {
  expectServerError(/^TRUST_PROXY=true trusts every X-Forwarded-For/);
  const trusting = await startSite({ env: { TRUST_PROXY: "true" } });
  expect(trusting.output()).toContain("TRUST_PROXY=true trusts every X-Forwarded-For");
  await expect(Site.start({ env: { TRUST_PROXY: "everyone" } })).rejects.toThrow(
    /TRUST_PROXY must be a number of proxy hops.*got "everyone"/,
  );
});
