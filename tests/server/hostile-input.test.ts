import { readFileSync } from "node:fs";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { rawRequest, visitorAddress } from "../support/http";
import { scaled } from "../support/timeouts";
import { expect, serverTest } from "./fixtures";

/**
 * A corpus of hostile and broken requests against every form action, public
 * and admin, on a real server: each gets its 4xx (never a 500), a small
 * answer (nothing echoed in bulk), and the stored data stays as it was.
 */
const test = serverTest();
const MB = 1024 * 1024;
const form = "application/x-www-form-urlencoded";
const multipart = (boundary = "XyZ") => `multipart/form-data; boundary=${boundary}`;
const part = (name: string, value: string, boundary = "XyZ") =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

type Case = {
  name: string;
  method?: string;
  /** The request target, given the id of a real client. */
  path: (clientId: string) => string;
  headers?: Record<string, string>;
  body?: string | { repeat: string; bytes: number };
  chunked?: boolean;
  admin?: boolean;
  status: number;
};

const formActions: { name: string; path: (clientId: string) => string; admin: boolean }[] = [
  { name: "contact", path: () => "/?index", admin: false },
  { name: "sign-in", path: () => "/admin", admin: false },
  { name: "add client", path: () => "/admin/add-client", admin: true },
  { name: "edit client", path: (clientId) => `/admin/edit-client/${clientId}`, admin: true },
  { name: "delete client", path: () => "/admin/list-clients", admin: true },
  { name: "add client (single fetch)", path: () => "/admin/add-client.data", admin: true },
  { name: "sign-out", path: () => "/admin/sign-out", admin: true },
];

const corpus: Case[] = [
  ...formActions.flatMap(({ name, path, admin }): Case[] => [
    {
      name: `${name}: 50 MB urlencoded body`,
      path,
      admin,
      headers: { "Content-Type": form },
      body: { repeat: "email=aaaaaaaa", bytes: 50 * MB },
      status: 413,
    },
    {
      name: `${name}: 50 MB chunked body (no length)`,
      path,
      admin,
      headers: { "Content-Type": form },
      body: { repeat: "message=aaaaaaa", bytes: 50 * MB },
      chunked: true,
      status: 413,
    },
    {
      name: `${name}: JSON`,
      path,
      admin,
      headers: { "Content-Type": "application/json" },
      body: '{"email":"x"}',
      status: 415,
    },
    {
      name: `${name}: text/plain form`,
      path,
      admin,
      headers: { "Content-Type": "text/plain" },
      body: "email=x",
      status: 415,
    },
    { name: `${name}: empty body, no type`, path, admin, status: 415 },
    {
      name: `${name}: malformed multipart`,
      path,
      admin,
      headers: { "Content-Type": multipart() },
      body: "not multipart at all",
      status: 400,
    },
    {
      name: `${name}: multipart without boundary`,
      path,
      admin,
      headers: { "Content-Type": "multipart/form-data" },
      body: part("a", "b"),
      status: 400,
    },
    {
      name: `${name}: from another site`,
      path,
      admin,
      headers: { "Content-Type": form, Origin: "https://evil.example" },
      body: "email=a",
      status: 403,
    },
    {
      name: `${name}: Origin null`,
      path,
      admin,
      headers: { "Content-Type": form, Origin: "null" },
      body: "email=a",
      status: 403,
    },
    {
      name: `${name}: Origin null from another site`,
      path,
      admin,
      headers: { "Content-Type": form, Origin: "null", "Sec-Fetch-Site": "cross-site" },
      body: "email=a",
      status: 403,
    },
    {
      name: `${name}: Origin null from a sibling site`,
      path,
      admin,
      headers: { "Content-Type": form, Origin: "null", "Sec-Fetch-Site": "same-site" },
      body: "email=a",
      status: 403,
    },
    {
      name: `${name}: Sec-Fetch-Site cross-site`,
      path,
      admin,
      headers: { "Content-Type": form, "Sec-Fetch-Site": "cross-site" },
      body: "email=a",
      status: 403,
    },
    {
      name: `${name}: PUT`,
      method: "PUT",
      path,
      admin,
      headers: { "Content-Type": form },
      body: "a=b",
      status: 405,
    },
    { name: `${name}: DELETE`, method: "DELETE", path, admin, status: 405 },
  ]),
  // Only the add and edit pages take multipart bodies beyond 64 KB: their parts are counted.
  ...formActions
    .filter(({ name }) => name.startsWith("add") || name.startsWith("edit"))
    .flatMap(({ name, path, admin }): Case[] => [
      {
        name: `${name}: two images in one form`,
        path,
        admin,
        headers: { "Content-Type": multipart() },
        body: `${part("titleEn", "t")}--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA\r\n--XyZ\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\nBBBB\r\n--XyZ--\r\n`,
        status: 400,
      },
      {
        name: `${name}: 60 tiny fields`,
        path,
        admin,
        headers: { "Content-Type": multipart() },
        body: `${Array.from({ length: 60 }, (_, i) => part(`f${i}`, "x")).join("")}--XyZ--\r\n`,
        status: 413,
      },
    ]),
  { name: "TRACE /", method: "TRACE", path: () => "/", status: 405 },
  // Paths and queries Remix would choke on (quadratic route matching, decoding errors, old data requests).
  { name: "a path of 7000 segments", method: "GET", path: () => `/${"a/".repeat(7000)}`, status: 414 },
  {
    name: "the route manifest asked about a 3000-segment path",
    method: "GET",
    path: () => `/__manifest?version=x&p=/${"a/".repeat(3000)}`,
    status: 414,
  },
  { name: "a path that is not valid percent-encoding", method: "GET", path: () => "/%E0%A4%A", status: 400 },
  { name: "a lone percent sign", method: "GET", path: () => "/admin%", status: 400 },
  { name: "a backslash that makes another host", method: "GET", path: () => "/\\x/dashboard", status: 400 },
  { name: "an encoded backslash", method: "GET", path: () => "/%5Cx/dashboard", status: 400 },
  { name: "an old-style data request", method: "GET", path: () => "/?_data=root", status: 400 },
  {
    name: "an old-style data post to the contact form",
    path: () => "/?index&_data=routes/_site._index",
    headers: { "Content-Type": form },
    body: "name=x",
    status: 400,
  },
  { name: "OPTIONS /admin", method: "OPTIONS", path: () => "/admin", status: 405 },
  { name: "Host with a bad port", path: () => "/", headers: { Host: "evil.example:abc" }, status: 400 },
  { name: "Host with a space", path: () => "/", headers: { Host: "evil example" }, status: 400 },
  { name: "Host with a path", path: () => "/", headers: { Host: "evil.example/x" }, status: 400 },
  // Targets Express would read with Node's legacy url.parse(), which warns on standard error: refused
  // before it (a warning would fail this test, tests/support/stray-errors.ts).
  { name: "absolute-form request target", method: "GET", path: () => "http://evil.example/", status: 400 },
  { name: "absolute-form request target, posted", path: () => "http://evil.example/", status: 400 },
  { name: "a fragment in the request target", method: "GET", path: () => "/contact#form", status: 400 },
  {
    name: "a no-break space in the request target",
    method: "GET",
    path: () => "/contact\u00a0",
    status: 400,
  },
  {
    name: "Content-Length that is not a number",
    path: () => "/?index",
    headers: { "Content-Type": form, "Content-Length": "12abc" },
    body: "name=x",
    status: 400,
  },
  // Bodies under the limit that are still wrong.
  {
    name: "contact: empty form",
    path: () => "/?index",
    headers: { "Content-Type": form },
    body: "",
    status: 400,
  },
  {
    name: "contact: a 60 KB message (over its 5000 characters)",
    path: () => "/?index",
    headers: { "Content-Type": form },
    body: `name=A&email=a%40b.co&phone=1&subject=s&message=${"x".repeat(60_000)}`,
    status: 400,
  },
  {
    name: "contact: text that is not UTF-8",
    path: () => "/?index",
    headers: { "Content-Type": form },
    body: "name=%FF%FE%FD&email=a%40b.co&phone=1&subject=s&message=m",
    status: 400,
  },
  {
    name: "add client: a 70 KB text part in an upload form",
    path: () => "/admin/add-client",
    admin: true,
    headers: { "Content-Type": multipart() },
    body: `${part("titleEn", "y".repeat(70 * 1024))}--XyZ--\r\n`,
    status: 413,
  },
  {
    name: "contact: multipart over the form limit",
    path: () => "/?index",
    headers: { "Content-Type": multipart() },
    body: `${part("message", "z".repeat(70 * 1024))}--XyZ--\r\n`,
    status: 413,
  },
  {
    name: "delete client: no id",
    path: () => "/admin/list-clients",
    admin: true,
    headers: { "Content-Type": form },
    body: "",
    status: 400,
  },
  {
    name: "add client: empty form",
    path: () => "/admin/add-client",
    admin: true,
    headers: { "Content-Type": form },
    body: "",
    status: 400,
  },
];

// About 60 requests, 25 of them 50 MB bodies refused as they come: long on a busy two-core machine, hence a
// budget of its own.
test(
  "every hostile request gets its 4xx, a small answer, and changes nothing stored",
  { timeout: scaled(60_000) },
  async ({ site, cookie }) => {
    /** Everything a request could change (sessions and rate-limit counters aside). */
    const snapshot = () =>
      JSON.stringify(
        [...contentTypeNames.map((name) => contentTypes[name].key), "staff_accounts"].map((table) =>
          site.query(`select * from ${table} order by id`),
        ),
      );
    const before = snapshot();
    const failures: string[] = [];
    for (const entry of corpus) {
      const response = await rawRequest(site.base, {
        method: entry.method ?? "POST",
        path: entry.path(site.firstId("clients")),
        headers: {
          "X-Forwarded-For": visitorAddress(),
          ...(entry.admin ? { Cookie: cookie } : {}),
          ...entry.headers,
        },
        body: entry.body,
        chunked: entry.chunked,
      });
      if (response.status !== entry.status)
        failures.push(`${entry.name}: ${response.status}, expected ${entry.status}`);
      // The largest legitimate answer is a whole page with a 5000-character message typed back.
      if (response.body.length > 150_000)
        failures.push(`${entry.name}: answered ${response.body.length} bytes`);
    }
    expect(failures).toEqual([]);
    expect(snapshot()).toBe(before);
    // A 5xx in the access log ("POST /path 500 …"), not a duration such as "14.500 ms".
    expect(site.output()).not.toMatch(/^[A-Z]+ \S+ 5\d\d |TypeError|Unexpected Server Error/m);
  },
);

test("a 50 MB body is refused at once: small reply, the server's memory stays small", async ({ site }) => {
  const rss = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  const before = rss();
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      rawRequest(site.base, {
        method: "POST",
        path: "/?index",
        headers: { "Content-Type": form, "X-Forwarded-For": visitorAddress() },
        body: { repeat: "name=aaaaaaaaaa", bytes: 50 * MB },
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(answer.body.length).toBeLessThan(2_000);
  }
  // Four refused 50 MB bodies: the process grew by far less than one of them.
  expect(rss() - before).toBeLessThan(30 * MB);
  const health = await fetch(`${site.base}/healthz`);
  expect(health.status).toBe(200);
});

test("the refusal page is in the visitor's language", async ({ site, cookie }) => {
  for (const [lng, texts, dir] of [
    ["en", en, "ltr"],
    ["ku", ku, "rtl"],
    ["ar", ar, "rtl"],
  ] as const) {
    const answer = await rawRequest(site.base, {
      method: "POST",
      path: `/?index&lng=${lng}`,
      headers: { "Content-Type": form, "X-Forwarded-For": visitorAddress() },
      body: { repeat: "name=aaaaaaaaaa", bytes: 1 * MB },
    });
    expect(answer.status).toBe(413);
    const html = answer.body.toString("utf8");
    expect(html).toContain(`dir="${dir}"`);
    expect(html).toContain(texts.error.tooLarge);
  }
  // Through Remix too: a text part over its limit, shown inside the layout.
  const response = await rawRequest(site.base, {
    method: "POST",
    path: "/admin/add-client?lng=ar",
    headers: { "Content-Type": multipart(), Cookie: cookie },
    body: `${part("titleEn", "y".repeat(70 * 1024))}--XyZ--\r\n`,
  });
  expect(response.status).toBe(413);
  expect(response.body.toString("utf8")).toContain(ar.error.tooLarge);
});

test("NUL bytes are dropped and the rest is stored; an over-long field is echoed cut to its maximum", async ({
  site,
}) => {
  const response = await rawRequest(site.base, {
    method: "POST",
    path: "/?index",
    headers: { "Content-Type": form, "X-Forwarded-For": visitorAddress() },
    body: "name=Ra%00zan&email=nul%40example.com&phone=0750&subject=Hi%00&message=Hello%0D%0Athere%00",
  });
  expect(response.status).toBe(302);
  const [row] = site.query<{ name: string; subject: string; message: string }>(
    "select name, subject, message from messages where email = 'nul@example.com'",
  );
  expect(row).toEqual({ name: "Razan", subject: "Hi", message: "Hello\nthere" });

  const tooLong = await rawRequest(site.base, {
    method: "POST",
    path: "/?index",
    headers: { "Content-Type": form, "X-Forwarded-For": visitorAddress() },
    body: `name=${"N".repeat(30_000)}&email=a%40b.co&phone=1&subject=s&message=m`,
  });
  expect(tooLong.status).toBe(400);
  const html = tooLong.body.toString("utf8");
  expect(html).toContain(`value="${"N".repeat(100)}"`);
  expect(html).not.toContain("N".repeat(101));
});

test("an upload after the session ended is sent to sign-in, and the connection stays usable", async ({
  site,
}) => {
  const big = new FormData();
  big.set("titleEn", "after the session ended");
  big.set("image", new Blob([new Uint8Array(3 * MB)], { type: "image/png" }), "big.png");
  for (let i = 0; i < 3; i++) {
    // fetch keeps the connection alive: an undrained body would break the next request on it.
    const response = await fetch(`${site.base}/admin/add-client`, {
      method: "POST",
      body: big,
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, site.base).pathname).toBe("/admin");
    expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
  }
});

// 300 pages at once (rendered, or refused by load shedding): long on a busy two-core machine, hence a budget
// of its own.
test(
  "a burst of 300 page requests is served or told to come back (503), never a 500",
  { timeout: scaled(60_000) },
  async ({ site }) => {
    const statuses = await Promise.all(
      Array.from({ length: 300 }, () => fetch(`${site.base}/?lng=ku`).then((response) => response.status)),
    );
    const tally = statuses.reduce<Record<number, number>>(
      (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
      {},
    );
    expect(
      Object.keys(tally)
        .map(Number)
        .every((status) => status === 200 || status === 503),
      JSON.stringify(tally),
    ).toBe(true);
    expect(tally[200] ?? 0).toBeGreaterThan(0);
  },
);
