import { readFileSync, existsSync } from "node:fs";
import { en } from "../../app/i18n/resources/en";
import { createStaff, signInCookie } from "../support/staff";
import { expect, serverTest, STAFF } from "./fixtures";

/**
 * Visitor statistics over HTTP (issue 34, item 4; docs/decisions/049-visitor-statistics.md): a view is
 * counted by the page's beacon (JavaScript) or its <noscript> picture, never for bots, signed-in staff or
 * browsers that ask not to be tracked; unique visitors by a daily secret kept in memory; nothing about
 * the visitor in the database; written in batches, an answer only for a written view, the last batch on
 * shutdown; the statistics page and its CSV.
 */
const test = serverTest({ env: { VISIT_FLUSH_MS: "20" } });

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

type Totals = { dimension: string; value: string; views: number; visitors: number }[];

function totals(site: { query: <T>(sql: string, ...params: unknown[]) => T[] }): Totals {
  return site.query(
    "select dimension, value, sum(views) as views, sum(visitors) as visitors from visit_totals group by dimension, value",
  );
}
function total(rows: Totals, dimension: string, value = "") {
  const row = rows.find((candidate) => candidate.dimension === dimension && candidate.value === value);
  return { views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
}

function count(
  base: string,
  query: string,
  {
    method = "POST",
    agent = BROWSER,
    address = "10.1.1.1",
    headers = {},
  }: {
    method?: string;
    agent?: string;
    address?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return fetch(`${base}/count?${query}`, {
    method,
    headers: { "User-Agent": agent, "X-Forwarded-For": address, ...headers },
  });
}

test("the beacon and the picture count a view each; the visitor is counted once a day", async ({
  startSite,
}) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "20" } });
  const beacon = await count(site.base, "p=%2Fabout&l=ar&r=l.facebook.com&us=facebook&uc=autumn");
  expect(beacon.status).toBe(204);
  expect(beacon.headers.get("cache-control")).toBe("no-store");
  expect(beacon.headers.get("set-cookie")).toBeNull();
  // Without JavaScript: the picture's address says the page and language, its Referer the campaign.
  const pixel = await count(site.base, "p=%2F&l=ar", {
    method: "GET",
    headers: { Referer: `${site.base}/?lng=ar&utm_source=newsletter&utm_medium=email&utm_campaign=winter` },
  });
  expect(pixel.status).toBe(200);
  expect(pixel.headers.get("content-type")).toBe("image/gif");
  expect(pixel.headers.get("cache-control")).toBe("no-store");
  // The same browser again, and on a phone from another address.
  await count(site.base, "p=%2Fabout&l=ar");
  await count(site.base, "p=%2Fteam&l=ku", { agent: PHONE, address: "10.2.2.2" });

  const rows = totals(site);
  expect(total(rows, "all")).toEqual({ views: 4, visitors: 2 });
  expect(total(rows, "page", "/about")).toEqual({ views: 2, visitors: 1 });
  expect(total(rows, "page", "/")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "language", "ar")).toEqual({ views: 3, visitors: 1 });
  expect(total(rows, "referrer", "l.facebook.com")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "campaign", "autumn")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "campaign", "winter")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "medium", "email")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "device", "phone")).toEqual({ views: 1, visitors: 1 });
  expect(total(rows, "device", "computer")).toEqual({ views: 3, visitors: 1 });
  expect(site.query("select count(*) as n from visits")).toEqual([{ n: 4 }]);
});

test("bots, signed-in staff, Sec-GPC and DNT are not counted", async ({ startSite }) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "20" } });
  await createStaff(site.databasePath, STAFF);
  const cookie = await signInCookie(site.base, STAFF);
  const refused = [
    count(site.base, "p=%2F&l=en", {
      agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    }),
    count(site.base, "p=%2F&l=en", { agent: "" }),
    count(site.base, "p=%2F&l=en", { headers: { "Sec-GPC": "1" } }),
    count(site.base, "p=%2F&l=en", { headers: { DNT: "1" } }),
    count(site.base, "p=%2F&l=en", { method: "GET", headers: { Cookie: cookie } }),
  ];
  for (const answer of await Promise.all(refused)) expect(answer.status).toBeLessThan(300);
  await count(site.base, "p=%2F&l=en");
  expect(total(totals(site), "all")).toEqual({ views: 1, visitors: 1 });
});

test("every copy of a page is the same: the counting is the page's own address, nothing per visitor", async ({
  site,
}) => {
  const first = await fetch(`${site.base}/about?lng=ar&utm_source=x`, { headers: { "User-Agent": BROWSER } });
  const second = await fetch(`${site.base}/about?lng=ar`, { headers: { "User-Agent": PHONE, DNT: "1" } });
  const html = await first.text();
  expect(await second.text()).toBe(html);
  expect(first.headers.get("etag")).toBe(second.headers.get("etag"));
  expect(first.headers.get("set-cookie")).toBeNull();
  expect(html).toContain(
    '<noscript data-count="/count?p=%2Fabout&amp;l=ar"><img src="/count?p=%2Fabout&amp;l=ar"',
  );
});

test("a burst is written in batches and every answered view is in the database", async ({ startSite }) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "200" } });
  const answers = await Promise.all(
    Array.from({ length: 400 }, (_, index) =>
      count(site.base, `p=%2Fpage-${index % 7}&l=en`, { address: `10.9.${index % 50}.1` }),
    ),
  );
  const acknowledged = answers.filter((answer) => answer.status === 204).length;
  expect(acknowledged).toBe(400);
  expect(total(totals(site), "all")).toEqual({ views: 400, visitors: 50 });
  expect(site.query("select count(*) as n from visits")).toEqual([{ n: 400 }]);
});

test("one address's views past its day's share are answered and not kept: a script cannot fill the disk", async ({
  startSite,
}) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "20", VISIT_MAX_PER_ADDRESS: "10" } });
  const flood = await Promise.all(
    Array.from({ length: 15 }, (_, index) =>
      count(site.base, `p=%2Fforged-${index}&l=en`, { address: "10.66.6.6" }),
    ),
  );
  // Answered as any view is: nothing tells the script its views stopped counting.
  expect(flood.map((answer) => answer.status)).toEqual(Array<number>(15).fill(204));
  expect((await count(site.base, "p=%2Fabout&l=en", { address: "10.66.6.7" })).status).toBe(204);
  expect(site.query("select count(*) as n from visits")).toEqual([{ n: 11 }]);
  expect(total(totals(site), "all")).toEqual({ views: 11, visitors: 2 });
});

test("a view waiting to be written when the server stops is written, then answered", async ({
  startSite,
}) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "60000" } });
  const waiting = count(site.base, "p=%2Fnews&l=ku");
  await new Promise((resolve) => setTimeout(resolve, 300));
  const restarted = site.restart();
  expect((await waiting).status).toBe(204);
  await restarted;
  expect(total(totals(site), "page", "/news")).toEqual({ views: 1, visitors: 1 });
});

test("the statistics page and its CSV show the totals; the database holds no address or browser string", async ({
  site,
  cookie,
}) => {
  const agent = `${BROWSER} Marker/${Date.now()}`;
  const address = "10.77.66.55";
  for (const page of ["%2F", "%2Fabout", "%2Fabout"])
    await count(site.base, `p=${page}&l=en&r=news.example.org`, { agent, address });

  const html = await (
    await fetch(`${site.base}/admin/statistics?period=week`, { headers: { Cookie: cookie } })
  ).text();
  expect(html).toContain(en.admin.stats.heading);
  expect(html).toMatch(/<svg[^>]*class="stats-chart"/);
  expect(html).toContain("news.example.org");
  expect(html).toContain("/about");
  const csv = await (
    await fetch(`${site.base}/admin/statistics.csv?period=week`, { headers: { Cookie: cookie } })
  ).text();
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n\\d{4}-\\d{2}-\\d{2},${en.admin.stats.dimensions.referrer},news\\.example\\.org,3,1\\r\\n`,
    ),
  );

  const stranger = await fetch(`${site.base}/admin/statistics`, { redirect: "manual" });
  expect(stranger.status).toBe(302);

  const files = [site.databasePath, `${site.databasePath}-wal`].filter((file) => existsSync(file));
  const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
  // The search reads what was written (the referring site is), and finds no visitor in it.
  expect(bytes.includes(Buffer.from("news.example.org"))).toBe(true);
  for (const secret of ["Marker/", address, "Chrome/131", "X11; Linux"])
    expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
});

test("the privacy notice says what is counted and for how long, in each language", async ({ site }) => {
  const { privacyPageFirstTexts } = await import("../../app/content/types/privacy-page");
  const days = { en: "30", ku: "٣٠", ar: "٣٠" } as const;
  for (const lng of ["en", "ku", "ar"] as const) {
    const html = await (await fetch(`${site.base}/privacy?lng=${lng}`)).text();
    expect(html, lng).toContain(privacyPageFirstTexts.visitsHeading[lng]);
    const first = privacyPageFirstTexts.visitsText[lng].split("{{days}}")[0]!.split("\n\n")[1]!.slice(0, 40);
    expect(html, lng).toContain(first);
    expect(html, lng).toContain(`${days[lng]} `);
    expect(html, lng).not.toContain("{{days}}");
  }
});
