import { en } from "../../app/i18n/resources/en";
import { sendMessage, visitorAddress } from "../support/http";
import { inboxMessages, sendInboxMessages } from "../support/messages";
import { expect, failedResponse, test, type TestSite, waitForHydration, withOwnSite } from "./fixtures";

/**
 * Visitor messages as an inbox: unread ones stand out, opening one reads it,
 * it can be marked unread again, searched and filtered in SQL, marked or
 * deleted in bulk without JavaScript; a message sent from the public form
 * shows there, and its phone number and address are links for a call-back.
 * (The CSV export and retention: tests/server/inbox.test.ts.)
 */
withOwnSite("inbox");

const phone = { width: 375, height: 740 };

/** Just the four sample messages, all unread, whatever an earlier test left. */
async function freshInbox(site: TestSite) {
  site.execute("delete from message_reads");
  site.execute("delete from messages");
  await sendInboxMessages(site.base);
}

const unreadNumber = (site: TestSite) =>
  site.query<{ n: number }>(
    "select count(*) as n from messages m left join message_reads r on r.message_id = m.id where r.message_id is null",
  )[0]!.n;

test("unread messages stand out; opening one reads it; it can be marked unread again", async ({
  newPage,
  staff,
  site,
  expectBrowserErrors,
}) => {
  await freshInbox(site);
  const page = await newPage({ viewport: phone, signedInAs: staff });
  {
    await page.goto(`${site.base}/admin/list-contactus?lng=en`);
    // The four on one page (twenty a page, the back office's page size): all unread.
    await expect(page.locator(".inbox__item--unread")).toHaveCount(4);
    await expect(page.locator(".admin-header__bar .admin-header__nav .badge")).toHaveText("4");
    await page.goto(`${site.base}/dashboard?lng=en`);
    await expect(page.locator(".dashboard-card__unread")).toHaveText(
      en.admin.inbox.unreadCount.replace("{{count}}", "4"),
    );

    await page.goto(`${site.base}/admin/list-contactus?lng=en`);
    await page.getByRole("link", { name: "موقع جديد" }).click();
    await expect(page).toHaveURL(/\/admin\/contactus\/[^/?]+/);
    const article = page.locator(".inbox-message");
    await expect(article.locator("h1")).toHaveText("موقع جديد");
    await expect(article).toContainText("سارا أحمد");
    await expect(article).toContainText("visitor3@example.com");
    await expect(page.locator(".inbox-conversation")).toContainText(inboxMessages[3]!.message);
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
    expect(unreadNumber(site)).toBe(3);

    await page.getByRole("button", { name: en.admin.inbox.markUnread }).click();
    await expect(page).toHaveURL(/\/admin\/list-contactus$/);
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedUnread.replace("{{count}}", "1"));
    await expect(page.locator(".admin-header__bar .admin-header__nav .badge")).toHaveText("4");
    expect(unreadNumber(site)).toBe(4);

    // An unknown message is a 404 inside the back office.
    expectBrowserErrors(failedResponse(404));
    const missing = await page.goto(`${site.base}/admin/contactus/no-such-message?lng=en`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator(".admin-header")).toBeVisible();
  }
});

test("search and the unread filter work in SQL, with paging, in any script", async ({
  newPage,
  staff,
  site,
}) => {
  await freshInbox(site);
  const page = await newPage({ viewport: phone, signedInAs: staff });
  {
    await page.goto(`${site.base}/admin/list-contactus?lng=ku`);
    await page.locator("#inbox-q").fill("ماڵپەڕ");
    await page.locator(".inbox-search button[type=submit]").click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.locator(".inbox__item")).toHaveCount(1);
    await expect(page.locator(".inbox__item")).toContainText("ئاریان کەریم");

    // By e-mail and phone, and nothing for what no message holds; % is a character, not a wildcard.
    for (const [q, count] of [
      ["visitor0@", 1],
      ["0750 123", 4],
      ["0750%4567", 0],
    ] as const) {
      await page.goto(`${site.base}/admin/list-contactus?lng=en&q=${encodeURIComponent(q)}`);
      await expect(page.locator(".inbox__item"), q).toHaveCount(count);
    }
    await expect(page.locator(".empty")).toHaveText(en.admin.inbox.noResults);

    site.execute(
      "insert into message_reads (message_id, read_at) select id, 0 from messages where email in ('visitor0@example.com', 'visitor1@example.com')",
    );
    await page.goto(`${site.base}/admin/list-contactus?lng=en&filter=unread`);
    await expect(page.locator(".inbox__item")).toHaveCount(2);
    await expect(page.locator(".inbox__item--unread")).toHaveCount(2);
    await expect(page.locator(".pager__status")).toHaveText("Page 1 of 1");
    site.execute("delete from message_reads");
  }
});

test("without JavaScript, checked messages are marked read or deleted together", async ({
  newPage,
  staff,
  site,
}) => {
  await freshInbox(site);
  const page = await newPage({ viewport: phone, javaScriptEnabled: false, signedInAs: staff });
  {
    await page.goto(`${site.base}/admin/list-contactus?lng=en`);
    const boxes = page.locator(".inbox__item input[type=checkbox]");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole("button", { name: en.admin.inbox.markRead }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedRead.replace("{{count}}", "2"));
    await expect(page.locator(".inbox__item--unread")).toHaveCount(2);
    expect(unreadNumber(site)).toBe(2);

    await page.getByRole("button", { name: en.admin.inbox.markRead }).click();
    await expect(page.locator(".notice--error")).toHaveText(en.admin.inbox.noneSelected);

    const before = site.query<{ n: number }>("select count(*) as n from messages")[0]!.n;
    await page.locator(".inbox__item input[type=checkbox]").first().check();
    await page.getByRole("button", { name: en.admin.inbox.deleteSelected }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.inbox.deleted.replace("{{count}}", "1"));
    expect(site.query<{ n: number }>("select count(*) as n from messages")[0]!.n).toBe(before - 1);
  }
});

test("with JavaScript, nothing stays ticked after a bulk action: the next one takes only what is ticked then", async ({
  newPage,
  staff,
  site,
}) => {
  await freshInbox(site);
  const page = await newPage({ viewport: phone, signedInAs: staff });
  await page.goto(`${site.base}/admin/list-contactus?lng=en`);
  await waitForHydration(page);
  const boxes = page.locator(".inbox__item input[type=checkbox]");
  await boxes.nth(0).check();
  await page.getByRole("button", { name: en.admin.inbox.markRead }).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedRead.replace("{{count}}", "1"));
  await expect(page.locator(".inbox__item input[type=checkbox]:checked")).toHaveCount(0);

  await boxes.nth(1).check();
  await page.getByRole("button", { name: en.admin.inbox.markUnread }).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.inbox.markedUnread.replace("{{count}}", "1"));
  await expect(page.locator(".inbox__item input[type=checkbox]:checked")).toHaveCount(0);
  // The first message is still read: only the second was ticked for "Mark as unread".
  expect(unreadNumber(site)).toBe(3);
});

test("messages sent from the public form appear in People Messages and can be deleted", async ({
  page,
  signIn,
  staff,
  site,
}) => {
  const longMessage = `Hello, we need a website for our clinic.\nIt should have online booking. ${"More details. ".repeat(20)}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/?lng=en");
  const form = page.locator("#contact-us form");
  await form.locator('[name="name"]').fill("Hawre Salih");
  await form.locator('[name="email"]').fill("hawre@example.com");
  await form.locator('[name="phone"]').fill("+964 770 123 0000");
  await form.locator('[name="subject"]').fill("Clinic website");
  await form.locator('[name="message"]').fill(longMessage);
  await form.getByRole("button").click();
  await expect(page.getByRole("status")).toHaveText(en.contact.sent);

  await signIn(page, staff);
  await page.goto("/admin/list-contactus");
  const item = page.locator(".inbox__item").first();
  for (const text of ["Hawre Salih", "hawre@example.com", "Clinic website"]) {
    await expect(item).toContainText(text);
  }
  await expect(item).toHaveClass(/inbox__item--unread/);
  await item.getByRole("link", { name: "Clinic website" }).click();
  const message = page.locator(".inbox-message");
  await expect(message).toContainText("+964 770 123 0000");
  await expect(page.locator(".inbox-conversation .inbox-message__text")).toHaveText(longMessage.trim());
  await expect(message.getByRole("link", { name: new RegExp(en.admin.list.edit) })).toHaveCount(0);
  page.once("dialog", (dialog) => void dialog.accept());
  await message.getByRole("button", { name: new RegExp(en.admin.list.delete) }).click();
  await expect(page).toHaveURL(/\/admin\/list-contactus$/);
  await expect(page.getByRole("status")).toHaveText(en.admin.inbox.deleted.replace("{{count}}", "1"));
  expect(site.query("select * from messages where email = 'hawre@example.com'")).toHaveLength(0);
});

test("the back office links visitors' phone numbers and emails for a call-back", async ({
  signedIn: page,
  site,
}) => {
  const sent = await sendMessage(site.base, {
    name: "Dilan",
    email: "dilan@example.com",
    phone: "+964 750 555 1234",
    subject: "Call me",
    message: "Please call me back.",
  });
  expect(sent.status).toBe(302);
  await page.goto("/admin/list-contactus?lng=en");
  await page.getByRole("link", { name: "Call me" }).first().click(); // the message's own page
  await expect(page.locator('a[href="mailto:dilan@example.com"]')).toHaveText("dilan@example.com");
  await expect(page.locator('a[href="tel:+9647505551234"]').first()).toHaveText("+964 750 555 1234");
});
