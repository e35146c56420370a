import { expect, test, type Browser } from "@playwright/test";
import { en } from "../../app/i18n/resources/en";
import { createAdmin, signInCookie, startOwnServer, visitorAddress } from "./support";

/**
 * Visitor messages as an inbox: unread ones stand out, opening one reads it,
 * it can be marked unread again, searched and filtered in SQL, marked or
 * deleted in bulk without JavaScript, and exported as CSV a spreadsheet opens
 * safely.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "inbox@zagros.test";
const PASSWORD = "inbox password 1";
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cookie: string;

const messages = [
  { name: "Rebin Omar", subject: "Website for a bakery", message: "We bake bread." },
  { name: "ئاریان کەریم", subject: "ماڵپەڕی نوێ", message: 'سڵاو، ماڵپەڕێکمان دەوێت, "بە زوویی".\nسوپاس' },
  { name: "Formula Fan", subject: '=HYPERLINK("http://evil.test","click")', message: "+1 -2 @three" },
  { name: "سارا أحمد", subject: "موقع جديد", message: 'مرحبا، نريد موقعاً بثلاث لغات، مع "علامات" و, فواصل.' },
];

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  cookie = await signInCookie(server.base, EMAIL, PASSWORD);
  for (const [index, fields] of messages.entries()) {
    const response = await fetch(`${server.base}/?index&lng=en`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
      body: new URLSearchParams({
        ...fields,
        email: `visitor${index}@example.com`,
        phone: "0750 123 4567",
        website: "",
      }),
    });
    expect(response.status).toBe(302);
  }
});
test.afterAll(() => server.stop());

async function signedInPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.base };
    }),
  );
  return { context, page: await context.newPage() };
}

const unreadNumber = () =>
  server.query<{ n: number }>(
    "select count(*) as n from messages m left join message_reads r on r.message_id = m.id where r.message_id is null",
  )[0]!.n;

test("unread messages stand out; opening one reads it; it can be marked unread again", async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser);
  try {
    await page.goto(`${server.base}/admin/list-contactus?lng=en`);
    // Three per page (the back office's page size): the newest first, all unread.
    await expect(page.locator(".inbox__item--unread")).toHaveCount(3);
    await expect(page.locator(".admin-header__bar .admin-header__nav .badge")).toHaveText("4");
    await page.goto(`${server.base}/dashboard?lng=en`);
    await expect(page.locator(".dashboard-card__unread")).toHaveText(
      en.admin.inbox.unreadCount.replace("{{count}}", "4"),
    );

    await page.goto(`${server.base}/admin/list-contactus?lng=en`);
    await page.getByRole("link", { name: "موقع جديد" }).click();
    await expect(page).toHaveURL(/\/admin\/contactus\/[^/?]+/);
    const article = page.locator(".inbox-message");
    await expect(article.locator("h1")).toHaveText("موقع جديد");
    await expect(article).toContainText("سارا أحمد");
    await expect(article).toContainText("visitor3@example.com");
    await expect(article).toContainText(messages[3]!.message);
    await expect(page.getByRole("link", { name: en.admin.inbox.reply })).toHaveAttribute(
      "href",
      `mailto:visitor3@example.com?subject=${encodeURIComponent("Re: موقع جديد")}`,
    );
    await expect(page.getByRole("link", { name: en.admin.inbox.whatsapp })).toHaveAttribute(
      "href",
      "https://wa.me/9647501234567",
    );
    await expect(page.locator(".inbox-notification")).toContainText(en.admin.inbox.notificationNone);
    await expect(page.locator(".admin-header__bar .admin-header__nav .badge")).toHaveText("3");
    expect(unreadNumber()).toBe(3);

    await page.getByRole("button", { name: en.admin.inbox.markUnread }).click();
    await expect(page).toHaveURL(/\/admin\/list-contactus$/);
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedUnread.replace("{{count}}", "1"));
    await expect(page.locator(".admin-header__bar .admin-header__nav .badge")).toHaveText("4");
    expect(unreadNumber()).toBe(4);

    // An unknown message is a 404 inside the back office.
    const missing = await page.goto(`${server.base}/admin/contactus/no-such-message?lng=en`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator(".admin-header")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("search and the unread filter work in SQL, with paging, in any script", async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  try {
    await page.goto(`${server.base}/admin/list-contactus?lng=ku`);
    await page.locator("#inbox-q").fill("ماڵپەڕ");
    await page.locator(".inbox-search button[type=submit]").click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.locator(".inbox__item")).toHaveCount(1);
    await expect(page.locator(".inbox__item")).toContainText("ئاریان کەریم");

    // By e-mail and phone, and nothing for what no message holds; % is a character, not a wildcard.
    for (const [q, count] of [
      ["visitor0@", 1],
      ["0750 123", 3],
      ["0750%4567", 0],
    ] as const) {
      await page.goto(`${server.base}/admin/list-contactus?lng=en&q=${encodeURIComponent(q)}`);
      await expect(page.locator(".inbox__item"), q).toHaveCount(count);
    }
    await expect(page.locator(".empty")).toHaveText(en.admin.inbox.noResults);

    server.execute(
      "insert into message_reads (message_id, read_at) select id, 0 from messages where email in ('visitor0@example.com', 'visitor1@example.com')",
    );
    await page.goto(`${server.base}/admin/list-contactus?lng=en&filter=unread`);
    await expect(page.locator(".inbox__item")).toHaveCount(2);
    await expect(page.locator(".inbox__item--unread")).toHaveCount(2);
    await expect(page.locator(".pager__status")).toHaveText("Page 1 of 1");
    server.execute("delete from message_reads");
  } finally {
    await context.close();
  }
});

test("without JavaScript, checked messages are marked read or deleted together", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, false);
  try {
    await page.goto(`${server.base}/admin/list-contactus?lng=en`);
    const boxes = page.locator(".inbox__item input[type=checkbox]");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole("button", { name: en.admin.inbox.markRead }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedRead.replace("{{count}}", "2"));
    await expect(page.locator(".inbox__item--unread")).toHaveCount(1);
    expect(unreadNumber()).toBe(2);

    await page.getByRole("button", { name: en.admin.inbox.markRead }).click();
    await expect(page.locator(".notice--error")).toHaveText(en.admin.inbox.noneSelected);

    const before = server.query<{ n: number }>("select count(*) as n from messages")[0]!.n;
    await page.locator(".inbox__item input[type=checkbox]").first().check();
    await page.getByRole("button", { name: en.admin.inbox.deleteSelected }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.deleted.replace("{{count}}", "1"));
    expect(server.query<{ n: number }>("select count(*) as n from messages")[0]!.n).toBe(before - 1);
  } finally {
    await context.close();
  }
});

test("the CSV export is the current view, UTF-8 with a byte-order mark, and formula-safe", async () => {
  const download = await fetch(`${server.base}/admin/contactus.csv`, { headers: { Cookie: cookie } });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(download.headers.get("content-disposition")).toMatch(
    /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = Buffer.from(await download.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString("utf8"));
  // Headings in the staff member's language (English here).
  const { fields } = en.admin;
  expect(rows[0]).toEqual([
    fields.date,
    fields.name,
    fields.email,
    fields.phone,
    fields.subject,
    fields.message,
    en.admin.inbox.csvRead,
  ]);
  const stored = server.query<{ email: string }>("select email from messages");
  expect(rows.length - 1).toBe(stored.length);
  const formula = rows.find((row) => row[1] === "Formula Fan")!;
  expect(formula[4]).toBe(`'=HYPERLINK("http://evil.test","click")`);
  expect(formula[5]).toBe("'+1 -2 @three");
  const kurdish = rows.find((row) => row[1] === "ئاریان کەریم")!;
  expect(kurdish[5]).toBe(messages[1]!.message);

  const searched = await fetch(`${server.base}/admin/contactus.csv?q=${encodeURIComponent("ماڵپەڕ")}`, {
    headers: { Cookie: cookie },
  });
  const searchedRows = parseCsv((await searched.text()).replace(/^\uFEFF/, ""));
  expect(searchedRows.map((row) => row[1])).toEqual([en.admin.fields.name, "ئاریان کەریم"]);

  const stranger = await fetch(`${server.base}/admin/contactus.csv`, { redirect: "manual" });
  expect(stranger.status).toBe(302);
});

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
