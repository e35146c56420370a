import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { header, part, siteMailSettings, startMailServer, waitFor } from "../support/mail";
import { createStaff } from "../support/staff";
import { scaled } from "../support/timeouts";
import { expect, test, waitForContactScript, waitForHydration, waitForSiteScript } from "./fixtures";

/**
 * Issue 34's first "done when", end to end in Chromium with a real SMTP server: a visitor comes from
 * another site on a campaign's link, reads another page and writes; staff see where the message came
 * from, answer it in Arabic from its page, and the visitor's mailbox gets exactly that one mail, with
 * Reply-To the company's address; the message is Replied and no longer waits. The parts, over HTTP:
 * tests/server/message-sources.test.ts, message-replies.test.ts, visit-statistics-proxy.test.ts.
 */

// The browser's own User-Agent says "HeadlessChrome", which the site takes for a bot (not counted).
const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a visitor from a campaign writes, staff see where from and answer in Arabic: one mail, Reply-To the company, Replied", async ({
  newPage,
  startSite,
  signIn,
}) => {
  // A server of its own, an account (a process), two browsers and mail through SMTP.
  test.setTimeout(scaled(90_000));
  const mail = await startMailServer();
  try {
    const site = await startSite({ env: { ...siteMailSettings(mail), VISIT_FLUSH_MS: "20" } });
    const staff = { email: "owner@zagros.test", password: "the first password 1" };
    await createStaff(site.databasePath, staff);

    // The visitor: from facebook's link to /about in Arabic, then the home page's contact form.
    const visitor = await newPage({ userAgent, extraHTTPHeaders: { "X-Forwarded-For": "10.34.1.7" } });
    await visitor.goto(`${site.base}/about?lng=ar&utm_source=facebook&utm_campaign=autumn`, {
      referer: "https://l.facebook.com/",
    });
    await waitForSiteScript(visitor);
    await visitor.goto(`${site.base}/?lng=ar`);
    await waitForContactScript(visitor);
    const address = `lead-${Date.now()}@example.com`;
    const form = visitor.locator("#contact-us form");
    for (const [name, value] of Object.entries({
      name: "دلان کریم",
      email: address,
      phone: "+964 750 555 1234",
      subject: "موقع جديد",
      message: "نريد موقعاً بثلاث لغات لشركتنا.",
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator("button[type=submit]").click();
    await expect(visitor.getByRole("status")).toHaveText(ar.contact.sent);
    const [{ id }] = site.query<{ id: string }>("select id from messages where email = ?", address) as [
      { id: string },
    ];

    // Staff: the dashboard counts it as waiting; its page says where it came from.
    const office = await newPage();
    await signIn(office, staff, site.base);
    await office.goto(`${site.base}/dashboard?lng=en`);
    await expect(office.locator(".dashboard-card__waiting")).toContainText(
      en.admin.inbox.waiting.replace("{{count}}", "1"),
    );
    await office.goto(`${site.base}/admin/contactus/${id}?lng=ar`);
    await waitForHydration(office);
    const sources = office.locator(".inbox-sources");
    await expect(sources).toContainText("/about?lng=ar");
    await expect(sources).toContainText("l.facebook.com");
    await expect(sources).toContainText("autumn");
    await expect(sources).toContainText("facebook");

    // The answer, in Arabic, from the message's page.
    await expect(office.locator("#reply-subject")).toHaveValue("Re: موقع جديد");
    await office.locator("#reply-body").fill("شكراً لرسالتكم.\nسنرسل لكم **عرض السعر** غداً.");
    await office.getByRole("button", { name: ar.admin.inbox.send }).click();
    await expect(office.getByRole("status")).toHaveText(ar.admin.inbox.replyQueued);
    await expect(office.locator(".inbox-message .badge--replied")).toHaveText(ar.admin.inbox.states.replied);

    const received = await waitFor("the reply", () => mail.received.find((m) => m.to.includes(address)));
    const company = site.query<{ email: string }>("select email from company_facts")[0]!.email;
    expect(header(received.raw, "Reply-To")).toMatch(new RegExp(`<${company.replace(/\./g, "\\.")}>$`));
    expect(part(received.raw, "text/plain")).toContain("شكراً لرسالتكم.");
    // Sent once: the queue has nothing more for the visitor, and the page says it was sent.
    await expect(async () => {
      await office.reload();
      await expect(office.locator(".conversation__status--sent")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    expect(mail.received.filter((m) => m.to.includes(address))).toHaveLength(1);

    // No longer waiting.
    await office.goto(`${site.base}/dashboard?lng=en`);
    await expect(office.locator(".dashboard-card__waiting")).toContainText(
      en.admin.inbox.waiting.replace("{{count}}", "0"),
    );
    expect(site.query("select waiting from inbox_counts")).toEqual([{ waiting: 0 }]);
  } finally {
    await mail.stop();
  }
});
