import { en } from "../../app/i18n/resources/en";
import { postForm, validMessage, visitorAddress } from "../support/http";
import { expect, test } from "./fixtures";

/**
 * Where a message came from (issue 34, item 3; docs/decisions/050-message-sources.md): what the page's
 * script carries in the form's hidden fields, or, without it, what the post's Referer says; shown on the
 * message's page, filtered in the inbox and written in the CSV.
 */

const sources = (site: { query: <T>(sql: string, ...params: unknown[]) => T[] }, email: string) =>
  site.query<Record<string, string>>(
    `select sentFrom, landingPage, referrer, utmSource, utmMedium, utmCampaign, id from messages where email = ?`,
    email,
  )[0]!;

test("with the page's script: the visit's first page, the other site and the campaign are kept and shown", async ({
  site,
  cookie,
}) => {
  const email = `script-${Date.now()}@example.com`;
  const sent = await postForm(
    site.base,
    "/?index&lng=ar",
    {
      ...validMessage,
      email,
      website: "",
      visit_page: "/?lng=ar",
      visit_landing: "/about?lng=ar",
      visit_referrer: "l.facebook.com",
      visit_source: "facebook",
      visit_medium: "",
      visit_campaign: "autumn",
    },
    { headers: { "X-Forwarded-For": visitorAddress(), Referer: `${site.base}/?lng=ar` } },
  );
  expect(sent.status).toBe(302);
  const stored = sources(site, email);
  expect(stored).toMatchObject({
    sentFrom: "/?lng=ar",
    landingPage: "/about?lng=ar",
    referrer: "l.facebook.com",
    utmSource: "facebook",
    utmMedium: "",
    utmCampaign: "autumn",
  });

  const page = await (
    await fetch(`${site.base}/admin/contactus/${stored.id}`, { headers: { Cookie: cookie } })
  ).text();
  expect(page).toContain(en.admin.inbox.sources);
  for (const value of ["/about?lng=ar", "l.facebook.com", "autumn"]) expect(page).toContain(value);

  // The inbox filtered by the site (with or without www.) or the campaign finds it; another does not.
  for (const from of ["l.facebook.com", "AUTUMN", "facebook"]) {
    const list = await (
      await fetch(`${site.base}/admin/list-contactus?from=${from}`, { headers: { Cookie: cookie } })
    ).text();
    expect(list, from).toContain(`/admin/contactus/${stored.id}`);
  }
  const other = await (
    await fetch(`${site.base}/admin/list-contactus?from=newsletter`, { headers: { Cookie: cookie } })
  ).text();
  expect(other).not.toContain(`/admin/contactus/${stored.id}`);

  const csv = await (
    await fetch(`${site.base}/admin/contactus.csv?from=autumn`, { headers: { Cookie: cookie } })
  ).text();
  const [headings, row, extra] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(extra).toBeUndefined();
  expect(headings).toContain(`${en.admin.inbox.landingPage},${en.admin.inbox.referrer}`);
  expect(row).toContain(`,/?lng=ar,/about?lng=ar,l.facebook.com,facebook,,autumn`);
});

test("without JavaScript: the Referer names the page it was sent from, and its campaign", async ({
  site,
}) => {
  const plain = `plain-${Date.now()}@example.com`;
  await postForm(
    site.base,
    "/?index&lng=ku",
    { ...validMessage, email: plain, website: "" },
    { headers: { "X-Forwarded-For": visitorAddress(), Referer: `${site.base}/?lng=ku` } },
  );
  expect(sources(site, plain)).toMatchObject({ sentFrom: "/?lng=ku", landingPage: "", utmCampaign: "" });

  const campaign = `campaign-${Date.now()}@example.com`;
  await postForm(
    site.base,
    "/?index&lng=en",
    { ...validMessage, email: campaign, website: "" },
    {
      headers: {
        "X-Forwarded-For": visitorAddress(),
        Referer: `${site.base}/?lng=en&utm_source=newsletter&utm_medium=email&utm_campaign=winter&fbclid=x`,
      },
    },
  );
  expect(sources(site, campaign)).toMatchObject({
    sentFrom: "/?lng=en",
    landingPage: "/?lng=en",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "winter",
  });

  // Another site's address is not ours to record, and hostile values are refused or cut.
  const forged = `forged-${Date.now()}@example.com`;
  await postForm(
    site.base,
    "/?index&lng=en",
    {
      ...validMessage,
      email: forged,
      website: "",
      visit_page: "https://evil.test/x",
      visit_referrer: "<script>",
      visit_campaign: "x".repeat(500),
    },
    { headers: { "X-Forwarded-For": visitorAddress(), Referer: "https://evil.test/?utm_source=evil" } },
  );
  const stored = sources(site, forged);
  expect(stored).toMatchObject({ sentFrom: "", referrer: "", utmSource: "" });
  expect(stored.utmCampaign).toBe("x".repeat(100));
});
