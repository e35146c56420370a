import { HOME_SECTION_LIMITS } from "../../app/content/home-limits";
import { ADMIN_PAGE_SIZE } from "../../app/content/pagination";
import { fillRecords, PUBLIC_TABLES, recordId } from "../../scripts/lib/fill-records.mjs";
import { visitorAddress } from "../support/http";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * Staff may add thousands of records: the public pages still show a fixed
 * number of them, and the admin lists page through them in SQL.
 */
const ROWS = 10_000;
/**
 * The home page's HTML in Kurdish (two bytes a letter) with every section full: bounded whatever the
 * number of records, with room for the page's own texts from the database and links carrying ?lng=
 * (its size: docs/benchmarks.md).
 */
const HOME_HTML_LIMIT = 128 * 1024;

// 50,000 rows written in one transaction, each indexed for the lists' search as it goes in: 8 s alone on
// a two-core machine, 15 to 42 s beside the browser suite (the full `npm test`), so a budget of its own.
test.beforeAll(({ site }) => fillRecords(site.databasePath, ROWS), scaled(120_000));

test(`the home page with ${ROWS} records of each type shows the newest few and stays small`, async ({
  site,
}) => {
  for (const lang of ["ku", "ar", "en"]) {
    const response = await fetch(`${site.base}/?lng=${lang}`, {
      headers: { "X-Forwarded-For": visitorAddress() },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(html), `home page in ${lang}`).toBeLessThan(HOME_HTML_LIMIT);
    // The newest record of each type is there; the oldest is not.
    expect(html).toContain(`${ROWS - 1}`);
    for (const table of PUBLIC_TABLES) expect(html).not.toContain(recordId(table, 0));
  }
  const html = await (await fetch(`${site.base}/?lng=en`)).text();
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  expect(count(/class="swiper-slide"/g)).toBe(HOME_SECTION_LIMITS.products + HOME_SECTION_LIMITS.clients);
  expect(count(/class="service-card"/g)).toBe(HOME_SECTION_LIMITS.services);
  expect(count(/class="client-logo[" ]/g)).toBe(HOME_SECTION_LIMITS.clients);
  // Newest first: the newest client's title comes before the next one's.
  const newest = html.indexOf(`Record ${ROWS - 1} of clients`);
  const next = html.indexOf(`Record ${ROWS - 2} of clients`);
  expect(newest).toBeGreaterThan(-1);
  expect(next).toBeGreaterThan(newest);
  // A service card carries its excerpt, not the whole description (in the page or its data).
  const excerpts = [...html.matchAll(/class="service-card"[\s\S]*?<p[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]!);
  expect(excerpts).toHaveLength(HOME_SECTION_LIMITS.services);
  for (const excerpt of excerpts) expect(Array.from(excerpt).length).toBeLessThanOrEqual(121);
  expect(html).not.toContain(
    `Record ${ROWS - 1} of services: ${"a short paragraph about what this is and why it matters. ".repeat(2)}`,
  );
});

test("admin lists page in SQL: every page, first to last, has the rows OFFSET would give", async ({
  site,
  cookie,
}) => {
  const list = async (page: number) =>
    await (
      await fetch(`${site.base}/admin/list-products?page=${page}&lng=en`, {
        headers: { Cookie: cookie, "X-Forwarded-For": visitorAddress() },
      })
    ).text();
  const total = site.query<{ n: number }>("select count(*) as n from products")[0]!.n;
  expect(total).toBeGreaterThan(ROWS);
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
  const rowsOf = (page: number) =>
    site
      .query<{ id: string }>(
        "select id from products order by displayOrder, date desc, id desc limit ? offset ?",
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      )
      .map((row) => row.id);
  const idsShown = (html: string) =>
    [...html.matchAll(/href="\/admin\/edit-product\/([^"]+)"/g)].map((match) => match[1]!);
  for (const page of [1, 2, Math.floor(pages / 2), Math.floor(pages * 0.75), pages - 1, pages]) {
    expect(idsShown(await list(page)), `page ${page}`).toEqual(rowsOf(page));
  }
  // The last in display order is on the last page; past the end shows the last page, as before.
  const [last] = site.query<{ id: string }>(
    "select id from products order by displayOrder desc, date, id limit 1",
  );
  expect(idsShown(await list(pages))).toContain(last!.id);
  expect(idsShown(await list(pages + 50))).toEqual(rowsOf(pages));
});
