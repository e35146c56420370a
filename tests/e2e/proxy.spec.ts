import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { en } from "../../app/i18n/resources/en";
import { createAdmin, startOwnServer } from "./support";

/**
 * The site behind a real proxy hop: a small forwarding proxy (node:http)
 * that appends the client's address to X-Forwarded-For and, when it stands
 * for TLS termination, says X-Forwarded-Proto: https. Visitors connect to it
 * from different loopback addresses (127.0.0.2, 127.0.0.3, …).
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "proxy@zagros.test";
const PASSWORD = "proxied password 1";

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

const signInBody = (password: string) => new URLSearchParams({ email: EMAIL, password }).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

test("TRUST_PROXY=1 behind one proxy: every visitor has a bucket of their own", async () => {
  const server = await startOwnServer({ env: { TRUST_PROXY: "1" } });
  const proxy = await startProxy(server.base);
  try {
    await createAdmin(server.databasePath, EMAIL, PASSWORD);
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
    await server.stop();
  }
});

test("over HTTPS (per the trusted proxy) the session cookie is Secure and HSTS is sent; over HTTP neither", async () => {
  const server = await startOwnServer({ env: { TRUST_PROXY: "loopback" } });
  const tls = await startProxy(server.base, { https: true });
  try {
    await createAdmin(server.databasePath, EMAIL, PASSWORD);
    const overHttps = await viaProxy(tls.port, "127.0.0.4", {
      method: "POST",
      path: "/admin",
      headers: formHeaders,
      body: signInBody(PASSWORD),
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
      body: signInBody(PASSWORD),
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))).not.toMatch(
      /Secure/,
    );
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  } finally {
    await tls.close();
    await server.stop();
  }
});

test("signing in over HTTP while SITE_URL says HTTPS explains itself instead of looping", async ({
  page,
}) => {
  const server = await startOwnServer({ env: { SITE_URL: "https://zagros.example" } });
  try {
    await createAdmin(server.databasePath, EMAIL, PASSWORD);
    const message = en.admin.signIn.insecure
      .replace("{{https}}", "HTTPS")
      .replace("{{http}}", "HTTP")
      .replace("{{url}}", "\u2068https://zagros.example/admin\u2069")
      .replace("{{setting}}", "TRUST_PROXY");
    await page.goto(`${server.base}/admin`);
    await expect(page.getByRole("alert")).toHaveText(message);
    await page.locator("#sign-in-email").fill(EMAIL);
    await page.locator("#sign-in-password").fill(PASSWORD);
    await page.locator("form button[type=submit]").click();
    await expect(page.getByRole("alert")).toHaveText(message);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();
  } finally {
    await server.stop();
  }
});

test("absolute URLs come from SITE_URL, never from the Host header", async () => {
  const server = await startOwnServer({ env: { SITE_URL: "https://zagros.example" } });
  try {
    const html = await viaProxy(Number(new URL(server.base).port), "127.0.0.5", {
      path: "/about?lng=ku",
      headers: { Host: "evil.example" },
    }).then((response) => response.body);
    expect(html).not.toContain("evil.example");
    expect(html).toContain('hrefLang="ckb" href="https://zagros.example/about?lng=ku"');
  } finally {
    await server.stop();
  }
});

test("TRUST_PROXY=true starts (with a warning); a value that is not a hop count or address list stops with a message", async () => {
  const trusting = await startOwnServer({ env: { TRUST_PROXY: "true" } });
  expect(trusting.output()).toContain("TRUST_PROXY=true trusts every X-Forwarded-For");
  await trusting.stop();
  await expect(startOwnServer({ env: { TRUST_PROXY: "everyone" } })).rejects.toThrow(
    /TRUST_PROXY must be a number of proxy hops.*got "everyone"/,
  );
});
