import { existsSync, readFileSync } from "node:fs";
import { startNginx } from "../support/nginx";
import { createStaff, signInCookie } from "../support/staff";
import { expect, STAFF, test } from "./fixtures";

/**
 * Issue 34's "done when" for the statistics: twenty views from five browsers through the shipped nginx
 * with a warm cache (the pages come from nginx's cache, the counting requests reach the site), two of
 * them with Sec-GPC: 1 and one a bot, show as the right totals on the statistics page; the database
 * holds no address or browser string.
 */
const CHROME = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0 Safari/537.36`;

const browsers: { agent: string; address: string; script: boolean; headers: Record<string, string> }[] = [
  { agent: CHROME(1), address: "10.34.0.1", script: true, headers: {} },
  { agent: CHROME(2), address: "10.34.0.2", script: false, headers: {} },
  { agent: CHROME(3), address: "10.34.0.3", script: true, headers: { "Sec-GPC": "1" } },
  { agent: CHROME(4), address: "10.34.0.4", script: false, headers: { "Sec-GPC": "1" } },
  {
    agent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    address: "10.34.0.5",
    script: false,
    headers: {},
  },
];
const pages = [
  "/about?lng=ar",
  "/team?lng=ar",
  "/?lng=ar",
  "/about?lng=ar&utm_source=facebook&utm_campaign=autumn",
];

test("twenty views from five browsers through nginx with a warm cache: the right totals", async ({
  startSite,
}) => {
  const site = await startSite({ env: { VISIT_FLUSH_MS: "20" } });
  const nginx = await startNginx(site.base);
  try {
    // Warm: nginx holds every page, so no view below reaches the site but its counting request.
    for (const page of pages) await (await fetch(`${nginx.base}${page}`)).arrayBuffer();
    for (const browser of browsers) {
      for (const page of pages) {
        const headers = {
          "User-Agent": browser.agent,
          "X-Forwarded-For": browser.address,
          ...browser.headers,
        };
        const answer = await fetch(`${nginx.base}${page}`, { headers });
        const html = await answer.text();
        expect(answer.headers.get("x-cache-status"), page).toBe("HIT");
        // What the page asks: the beacon's address (with JavaScript) or the picture's (without).
        const address = /<noscript data-count="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
        const url = new URL(page, nginx.base);
        const counted = browser.script
          ? fetch(
              `${nginx.base}${address}${url.searchParams.has("utm_source") ? "&us=facebook&uc=autumn" : ""}`,
              {
                method: "POST",
                headers: { ...headers, Referer: url.href },
              },
            )
          : fetch(`${nginx.base}${address}`, { headers: { ...headers, Referer: url.href } });
        const answered = await counted;
        expect(answered.status).toBeLessThan(300);
        expect(answered.headers.get("x-cache-status")).not.toBe("HIT");
      }
    }

    await createStaff(site.databasePath, STAFF);
    const cookie = await signInCookie(site.base, STAFF);
    const html = await (
      await fetch(`${site.base}/admin/statistics?period=week`, { headers: { Cookie: cookie } })
    ).text();
    const summary = [...html.matchAll(/<dd>([^<]*)<\/dd>/g)].map((match) => match[1]);
    // Two browsers counted (the one with JavaScript, the one without), four views each.
    expect(summary.slice(0, 3)).toEqual(["8", "2", "0"]);
    const rows = site.query<{ dimension: string; value: string; views: number; visitors: number }>(
      "select dimension, value, views, visitors from visit_totals where dimension in ('page', 'campaign', 'language')",
    );
    expect(rows.find((row) => row.dimension === "page" && row.value === "/about")).toMatchObject({
      views: 4,
      visitors: 2,
    });
    expect(rows.find((row) => row.dimension === "campaign" && row.value === "autumn")).toMatchObject({
      views: 2,
      visitors: 2,
    });
    expect(rows.find((row) => row.dimension === "language" && row.value === "ar")).toMatchObject({
      views: 8,
      visitors: 2,
    });

    const files = [site.databasePath, `${site.databasePath}-wal`].filter((file) => existsSync(file));
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    expect(bytes.includes(Buffer.from("autumn"))).toBe(true);
    for (const browser of browsers) {
      expect(bytes.includes(Buffer.from(browser.address)), browser.address).toBe(false);
      expect(bytes.includes(Buffer.from(browser.agent)), browser.agent).toBe(false);
    }
    expect(bytes.includes(Buffer.from("Chrome/13"))).toBe(false);
  } finally {
    await nginx.stop();
  }
});
