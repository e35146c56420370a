import { en } from "../../app/i18n/resources/en";
import { pageTextDefaults } from "../../app/content/page-texts";
import { inboxMessages as messages, sendInboxMessages } from "../support/messages";
import { createStaff, signInCookie } from "../support/staff";
import { expect, STAFF, test } from "./fixtures";

/**
 * Visitor messages over HTTP: the CSV export, and how long they are kept.
 * (The inbox as staff use it: tests/e2e/inbox.spec.ts.)
 */
test("the CSV export is the current view, UTF-8 with a byte-order mark, and formula-safe", async ({
  site,
  cookie,
}) => {
  await sendInboxMessages(site.base);
  const download = await fetch(`${site.base}/admin/contactus.csv`, { headers: { Cookie: cookie } });
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
    en.admin.inbox.csvState,
    // Where each came from (tests/server/message-sources.test.ts).
    en.admin.inbox.sentFrom,
    en.admin.inbox.landingPage,
    en.admin.inbox.referrer,
    en.admin.inbox.utmSource,
    en.admin.inbox.utmMedium,
    en.admin.inbox.utmCampaign,
  ]);
  const stored = site.query<{ email: string }>("select email from messages");
  expect(rows.length - 1).toBe(stored.length);
  const formula = rows.find((row) => row[1] === "Formula Fan")!;
  expect(formula[4]).toBe(`'=HYPERLINK("http://evil.test","click")`);
  expect(formula[5]).toBe("'+1 -2 @three");
  const kurdish = rows.find((row) => row[1] === "ئاریان کەریم")!;
  expect(kurdish[5]).toBe(messages[1]!.message);

  const searched = await fetch(`${site.base}/admin/contactus.csv?q=${encodeURIComponent("ماڵپەڕ")}`, {
    headers: { Cookie: cookie },
  });
  const searchedRows = parseCsv((await searched.text()).replace(/^\uFEFF/, ""));
  expect(searchedRows.map((row) => row[1])).toEqual([en.admin.fields.name, "ئاریان کەریم"]);

  const stranger = await fetch(`${site.base}/admin/contactus.csv`, { redirect: "manual" });
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

test("messages older than the retention are deleted at start, logged with their count; /privacy states that retention", async ({
  startSite,
}) => {
  const own = await startSite();
  const month = 31 * 24 * 3600 * 1000;
  const insert =
    "insert into messages (id, name, email, phone, subject, message, date) values (?, 'N', 'n@example.com', '0750', ?, 'M', ?)";
  own.execute(insert, "old-message-0001", "seven months old", Date.now() - 7 * month);
  own.execute(insert, "new-message-0001", "five months old", Date.now() - 5 * month);
  await own.restart({ env: { MESSAGE_RETENTION_MONTHS: "6" } });
  expect(own.output()).toMatch(/Message retention \(6 months\): deleted 1 message\(s\)/);
  expect(own.query<{ subject: string }>("select subject from messages")).toEqual([
    { subject: "five months old" },
  ]);
  const privacy = await (await fetch(`${own.base}/privacy?lng=en`)).text();
  expect(privacy).toContain(
    (pageTextDefaults.privacyPage.keptText as { en: string }).en.replace("{{months}}", "6"),
  );
});

test("a search over many messages counts only about a thousand ahead, and says there are more", async ({
  startSite,
}) => {
  const own = await startSite();
  await createStaff(own.databasePath, STAFF);
  const cookie = await signInCookie(own.base, STAFF);
  // 1,030 messages that match, through the real triggers (twenty to a page: 52 pages).
  own.execute(`with recursive n(i) as (select 1 union all select i + 1 from n where i < 1030)
    insert into messages (id, name, email, phone, subject, message, date)
    select 'bulk-' || i, 'Bulk', 'bulk@example.com', '0750', 'A catalogue ' || i, 'catalogue', 1700000000000 + i * 1000 from n`);
  const status = async (query: string) => {
    const response = await fetch(`${own.base}/admin/list-contactus?q=catalogue${query}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    return {
      text: /class="pager__status">([^<]*)</.exec(html)?.[1],
      next: /<a [^>]*rel="next"/.test(html),
      // The rows as shown (the page's data names them again).
      subjects: [...new Set([...html.matchAll(/A catalogue (\d+)/g)].map((match) => Number(match[1])))],
    };
  };
  const from = (first: number, count: number) => Array.from({ length: count }, (_, i) => first - i);
  // Page 1 counts 51 pages' worth (the page and 50 more: about a thousand messages), fewer than there are.
  expect(await status("&lng=en")).toEqual({
    text: "Page 1 of more than 51",
    next: true,
    subjects: from(1030, 20),
  });
  expect((await status("&lng=ku")).text).toBe("پەڕەی ١ لە زیاتر لە ٥١");
  expect((await status("&lng=ar")).text).toBe("الصفحة ١ من أكثر من ٥١");
  // Further on, the count reaches the end: the exact number of pages, and the last one.
  expect(await status("&lng=en&page=5")).toEqual({
    text: "Page 5 of 52",
    next: true,
    subjects: from(950, 20),
  });
  expect(await status("&lng=en&page=52")).toEqual({
    text: "Page 52 of 52",
    next: false,
    subjects: from(10, 10),
  });
  // A page number past any inbox is the last page, not an error.
  expect((await status("&lng=en&page=99999999999999999999")).text).toBe("Page 52 of 52");
});
