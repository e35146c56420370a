import { beforeAll, describe, expect, it } from "vitest";
import { markMessages } from "~/db/inbox.server";
import { csvCell, csvDate, loader } from "~/admin/routes/inbox-csv";
import { database } from "~/db/client.server";
import { ar } from "~/i18n/resources/ar";
import { en } from "~/i18n/resources/en";
import { ku } from "~/i18n/resources/ku";
import { callRoute, staffCookie } from "./helpers";

describe("csvCell, the formula guard", () => {
  it.each([
    '=HYPERLINK("http://evil.test","click")',
    "=1+1",
    "+cmd|' /C calc'!A0",
    "+SUM(A1:A2)",
    "+1+cmd|' /C calc'!A0", // a digit first, but not a phone number: still a formula
    "+1 -2 @three",
    "-2+3",
    "@SUM(A1)",
    "\tTab first",
    "\rReturn first",
  ])("puts a quote before %j", (value) => {
    expect(csvCell(value).replace(/^"|"$/g, "").replace(/""/g, '"')).toBe(`'${value}`);
  });

  it.each(["+964 750 123 4567", "+9647501234567", "0750 123 4567", "Zagros", "ئاریان", "a=b", "1-2"])(
    "leaves %j as it is",
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
  });
});

describe("csvDate", () => {
  it("writes the moment in the company's time zone (Erbil, UTC+3) as a spreadsheet reads it", () => {
    expect(csvDate(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22 01:30");
    expect(csvDate(new Date("2026-01-05T08:07:00Z"))).toBe("2026-01-05 11:07");
  });
});

describe("the CSV export, as a request gets it", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await staffCookie("csv@example.com");
    const insert = database().sqlite.prepare(
      "INSERT INTO messages (id, name, email, phone, subject, message, date) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    insert.run(
      "csv-phone",
      "Rezan",
      "rezan@example.com",
      "+964 750 123 4567",
      '=HYPERLINK("http://evil.test")',
      "Hello",
      new Date("2026-11-21T22:30:00Z").getTime(),
    );
    insert.run(
      "csv-read",
      "Shler",
      "shler@example.com",
      "0750 765 4321",
      "Prices",
      "-5 is my guess",
      new Date("2026-11-20T09:00:00Z").getTime(),
    );
    markMessages(["csv-read"], true);
  });

  async function exported(lng: string) {
    const response = await callRoute(loader, `/admin/contactus.csv?lng=${lng}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark, for Excel to read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes
      .subarray(3)
      .toString("utf8")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(","));
  }

  it.each([
    ["en", en],
    ["ku", ku],
    ["ar", ar],
  ] as const)(
    "in %s: translated headings, read and state columns, company time, no quote before a phone",
    async (lng, texts) => {
      const [headings, newest, older] = await exported(lng);
      const { fields, inbox } = texts.admin;
      expect(headings).toEqual([
        fields.date,
        fields.name,
        fields.email,
        fields.phone,
        fields.subject,
        fields.message,
        inbox.csvRead,
        inbox.csvState,
        inbox.sentFrom,
        inbox.landingPage,
        inbox.referrer,
        inbox.utmSource,
        inbox.utmMedium,
        inbox.utmCampaign,
      ]);
      expect(newest).toEqual([
        "2026-11-22 01:30",
        "Rezan",
        "rezan@example.com",
        "+964 750 123 4567",
        `"'=HYPERLINK(""http://evil.test"")"`,
        "Hello",
        inbox.csvNo,
        inbox.states.new,
        ...Array<string>(6).fill(""),
      ]);
      expect(older).toEqual([
        "2026-11-20 12:00",
        "Shler",
        "shler@example.com",
        "0750 765 4321",
        "Prices",
        "'-5 is my guess",
        inbox.csvYes,
        inbox.states.new,
        ...Array<string>(6).fill(""),
      ]);
    },
  );

  it("is only for signed-in staff", async () => {
    await expect(callRoute(loader, "/admin/contactus.csv")).rejects.toMatchObject({ status: 302 });
  });
});
