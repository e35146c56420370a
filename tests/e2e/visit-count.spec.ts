import { ar } from "../../app/i18n/resources/ar";
import { expect, test, waitForContactScript, waitForSiteScript, withOwnSite } from "./fixtures";

/**
 * Counting a view (docs/decisions/049-visitor-statistics.md), as a browser does it: with JavaScript one
 * beacon (POST /count, the page, its language, the link's campaign), and the <noscript> picture is never
 * loaded; without JavaScript the picture only (GET /count, its Referer the page). Each view is counted
 * once in the site's totals. The browser's own User-Agent says "HeadlessChrome", which the site takes
 * for a bot: these pages say they are a desktop Chrome.
 */
withOwnSite("visit-count", { VISIT_FLUSH_MS: "20" });

const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const viewsOf = (site: { query: <T>(sql: string, ...params: unknown[]) => T[] }, page: string) =>
  site.query<{ views: number }>(
    "select coalesce(sum(views), 0) as views from visit_totals where dimension = 'page' and value = ?",
    page,
  )[0]!.views;

test("with JavaScript: one beacon with the campaign, no picture, counted once", async ({ newPage, site }) => {
  const page = await newPage({ userAgent });
  const counts: { method: string; url: string }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/count")
      counts.push({ method: request.method(), url: request.url() });
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/count");
  await page.goto("/about?lng=ar&utm_source=facebook&utm_campaign=autumn");
  await waitForSiteScript(page);
  expect((await answered).status()).toBe(204);
  await page.waitForTimeout(300);
  expect(counts).toHaveLength(1);
  expect(counts[0]!.method).toBe("POST");
  const sent = new URL(counts[0]!.url).searchParams;
  expect(Object.fromEntries(sent)).toEqual({ p: "/about", l: "ar", us: "facebook", uc: "autumn" });
  await expect.poll(() => viewsOf(site, "/about")).toBe(1);
});

test("without JavaScript: the picture alone, its Referer the page, counted once", async ({
  newPage,
  site,
}) => {
  const page = await newPage({ userAgent, javaScriptEnabled: false });
  const counts: { method: string; referer: string | undefined }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/count")
      counts.push({ method: request.method(), referer: request.headers().referer });
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/count");
  await page.goto("/team?lng=ku&utm_source=newsletter");
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/gif");
  await page.waitForTimeout(300);
  expect(counts).toEqual([{ method: "GET", referer: `${site.base}/team?lng=ku&utm_source=newsletter` }]);
  await expect.poll(() => viewsOf(site, "/team")).toBe(1);
  expect(
    site.query<{ views: number }>(
      "select views from visit_totals where dimension = 'source' and value = 'newsletter'",
    ),
  ).toEqual([{ views: 1 }]);
});

test("a message sent later in the visit keeps its first page, the other site and the campaign", async ({
  newPage,
  site,
}) => {
  const page = await newPage({ userAgent, extraHTTPHeaders: { "X-Forwarded-For": "10.34.9.9" } });
  // Arrives from another site on a campaign's link, then goes to the home page and writes.
  await page.goto("/about?lng=ar&utm_source=facebook&utm_campaign=autumn", {
    referer: "https://l.facebook.com/",
  });
  await waitForSiteScript(page);
  await page.goto("/?lng=ar");
  await waitForContactScript(page);
  const email = `sources-${Date.now()}@example.com`;
  const form = page.locator("#contact-us form");
  for (const [name, value] of Object.entries({
    name: "Dilan Karim",
    email,
    phone: "+964 750 555 1234",
    subject: "A new website",
    message: "We would like a website in three languages.",
  }))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.locator("button[type=submit]").click();
  await expect(page.getByRole("status")).toHaveText(ar.contact.sent);
  expect(
    site.query(
      "select sentFrom, landingPage, referrer, utmSource, utmMedium, utmCampaign from messages where email = ?",
      email,
    ),
  ).toEqual([
    {
      sentFrom: "/?lng=ar",
      landingPage: "/about?lng=ar",
      referrer: "l.facebook.com",
      utmSource: "facebook",
      utmMedium: "",
      utmCampaign: "autumn",
    },
  ]);
});
