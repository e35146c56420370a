import { localizeDigits } from "../../app/i18n/digits";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, sendMessage } from "../support/http";
import { header, headerNames, part, siteMailSettings, startMailServer, waitFor } from "../support/mail";
import { inboxMessages, sendInboxMessages } from "../support/messages";
import type { Site } from "../support/site";
import { createStaff, signInCookie, type Staff } from "../support/staff";
import { expect, serverTest, STAFF } from "./fixtures";

/**
 * Answering visitors from the message page, and where each message stands (issue 34, items 1 and 2;
 * docs/decisions/048-replies-and-message-states.md), over HTTP against the built server, with a real
 * SMTP server where mail is sent: the reply reaches the visitor once, from the site's sender with
 * Reply-To the company's address, as text and HTML; the message becomes Replied and stops waiting; no
 * header can be injected; without SMTP_URL the page says what to set; states filter the inbox and the
 * CSV; notes; bulk actions touch the ticked rows only; a role without the right gets 403.
 */
const test = serverTest();

const messageIdOf = (site: Site, email: string) =>
  site.query<{ id: string }>("select id from messages where email = ?", email)[0]!.id;

const page = async (site: Site, path: string, cookie: string) => {
  const response = await fetch(`${site.base}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
};

/** The explanation shown without SMTP_URL, as a page in `texts`' language writes it. */
const mailOffText = (texts: typeof en) =>
  texts.admin.inbox.mailOff
    .replace("{{smtp}}", "SMTP_URL")
    .replace("{{notify}}", "NOTIFY_EMAIL")
    .replace("{{from}}", "MAIL_FROM");

/** The reply form's own key and first subject, as the page gives them. */
function replyForm(html: string) {
  const formKey = /name="formKey" value="([^"]+)"/.exec(html)?.[1];
  const subject = /id="reply-subject"[^>]*value="([^"]*)"/.exec(html)?.[1];
  if (!formKey || subject === undefined) throw new Error("The page has no reply form");
  return {
    formKey,
    subject: subject.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&"),
  };
}

const unescape = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

test("a reply in Arabic reaches the visitor once, from the site with Reply-To the company, as text and HTML; the message is Replied and stops waiting", async ({
  startSite,
}) => {
  const mail = await startMailServer();
  try {
    const site = await startSite({ env: siteMailSettings(mail) });
    await createStaff(site.databasePath, STAFF);
    const cookie = await signInCookie(site.base, STAFF);
    const visitor = "layla@example.com";
    const sent = await sendMessage(site.base, {
      name: "ليلى حسن",
      email: visitor,
      phone: "0750 123 4567",
      subject: "طلب عرض سعر",
      message: "مرحبا، نريد موقعاً لمتجرنا.\nشكراً",
      website: "",
    });
    expect(sent.status).toBe(302);
    const id = messageIdOf(site, visitor);

    const dashboard = await page(site, "/dashboard?lng=ar", cookie);
    expect(dashboard.html).toContain(localizeDigits(ar.admin.inbox.waiting.replace("{{count}}", "1"), "ar"));

    const opened = await page(site, `/admin/contactus/${id}?lng=ar`, cookie);
    expect(opened.status).toBe(200);
    const form = replyForm(opened.html);
    expect(form.subject).toBe("Re: طلب عرض سعر");
    // The visitor wrote in Arabic: the mail's own words are offered in Arabic.
    expect(opened.html).toMatch(/<option value="ar" selected="">/);

    const fields = {
      intent: "reply",
      formKey: form.formKey,
      subject: form.subject,
      body: "شكراً لرسالتكم.\n**السعر** يبدأ من [صفحة الأسعار](https://zagros.test/prices).",
      language: "ar",
    };
    const answer = await postForm(site.base, `/admin/contactus/${id}?lng=ar`, fields, { cookie });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/admin/contactus/${id}#conversation`);
    // The same form again (a double click, the back button): nothing more is sent.
    expect((await postForm(site.base, `/admin/contactus/${id}?lng=ar`, fields, { cookie })).status).toBe(302);

    const received = await waitFor("the reply", () => mail.received.find((m) => m.to.includes(visitor)));
    expect(received.to).toEqual([visitor]);
    expect(received.from).toBe("website@zagros.test");
    expect(header(received.raw, "From")).toMatch(/<website@zagros\.test>$/);
    const company = site.query<{ email: string }>("select email from company_facts")[0]!.email;
    expect(header(received.raw, "Reply-To")).toMatch(new RegExp(`<${company.replace(/\./g, "\\.")}>$`));
    expect(header(received.raw, "Subject")).toBe("Re: طلب عرض سعر");
    expect(headerNames(received.raw)).not.toContain("bcc");
    const text = part(received.raw, "text/plain");
    expect(text).toContain("شكراً لرسالتكم.");
    expect(text).toContain("> مرحبا، نريد موقعاً لمتجرنا.");
    expect(text).toContain("كتب");
    const html = part(received.raw, "text/html");
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("<strong>السعر</strong>");
    expect(html).toContain('<a href="https://zagros.test/prices" rel="noopener noreferrer">صفحة الأسعار</a>');
    expect(html).toContain("<blockquote");

    await waitFor("the reply marked sent", () =>
      site.query<{ status: string }>("select status from message_replies")[0]?.status === "sent"
        ? true
        : undefined,
    );
    // Exactly one mail to the visitor, also after the queue has had time to send a second.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mail.received.filter((m) => m.to.includes(visitor))).toHaveLength(1);
    expect(site.query("select count(*) as n from message_replies")).toEqual([{ n: 1 }]);

    expect(site.query("select state, changed_by from message_states where message_id = ?", id)).toEqual([
      { state: "replied", changed_by: STAFF.email },
    ]);
    const after = await page(site, `/admin/contactus/${id}?lng=ar`, cookie);
    expect(after.html).toContain(ar.admin.inbox.states.replied);
    expect(after.html).toContain(ar.admin.inbox.replyBy.replace("{{who}}", STAFF.email));
    expect(after.html).toContain(ar.admin.inbox.replySent.replace(" {{date}}", ""));
    expect(after.html).toContain("<strong>السعر</strong>");
    const later = await page(site, "/dashboard?lng=ar", cookie);
    expect(later.html).toContain(localizeDigits(ar.admin.inbox.waiting.replace("{{count}}", "0"), "ar"));
    expect(site.query("select action, subject_id from activity_log where action = 'reply'")).toEqual([
      { action: "reply", subject_id: id },
    ]);
  } finally {
    await mail.stop();
  }
});

test("a subject with a line break is refused with a translated 400, nothing is queued, and what was typed is kept", async ({
  startSite,
}) => {
  const mail = await startMailServer();
  try {
    const site = await startSite({ env: siteMailSettings(mail) });
    await createStaff(site.databasePath, STAFF);
    const cookie = await signInCookie(site.base, STAFF);
    await sendInboxMessages(site.base);
    const id = messageIdOf(site, "visitor0@example.com");
    const { formKey } = replyForm((await page(site, `/admin/contactus/${id}`, cookie)).html);
    const body = "Dear Rebin,\nour answer is **yes**.";
    for (const [lng, texts] of [
      ["en", en],
      ["ku", ku],
      ["ar", ar],
    ] as const) {
      for (const subject of [
        "Re: bread\r\nBcc: victim@example.com",
        "Re: bread\nBcc: victim@example.com",
        "Re:\u2028x",
      ]) {
        const refused = await postForm(
          site.base,
          `/admin/contactus/${id}?lng=${lng}`,
          { intent: "reply", formKey, subject, body, language: "en" },
          { cookie },
        );
        expect(refused.status).toBe(400);
        const html = unescape(await refused.text());
        expect(html).toContain(texts.admin.inbox.subjectOneLine);
        expect(html).toContain(body);
      }
    }
    // An empty answer is refused too, the subject kept.
    const empty = await postForm(
      site.base,
      `/admin/contactus/${id}`,
      { intent: "reply", formKey, subject: "Re: my own subject", body: "  ", language: "en" },
      { cookie },
    );
    expect(empty.status).toBe(400);
    const emptyHtml = unescape(await empty.text());
    expect(emptyHtml).toContain(en.admin.form.required);
    expect(emptyHtml).toContain('value="Re: my own subject"');
    // A link only to what the site's texts allow.
    const script = await postForm(
      site.base,
      `/admin/contactus/${id}`,
      { intent: "reply", formKey, subject: "Re: x", body: "[click](javascript:alert(1))", language: "en" },
      { cookie },
    );
    expect(script.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(site.query("select count(*) as n from message_replies")).toEqual([{ n: 0 }]);
    expect(site.query("select count(*) as n from mail_notifications where reply_id is not null")).toEqual([
      { n: 0 },
    ]);
    expect(mail.received.filter((m) => m.to.includes("visitor0@example.com"))).toEqual([]);
    expect(site.query("select count(*) as n from message_states")).toEqual([{ n: 0 }]);
  } finally {
    await mail.stop();
  }
});

test("without SMTP_URL the page says what to set and keeps the mail-program link; a posted reply is refused and kept", async ({
  site,
  cookie,
}) => {
  await sendInboxMessages(site.base);
  const id = messageIdOf(site, "visitor1@example.com");
  const opened = await page(site, `/admin/contactus/${id}?lng=ku`, cookie);
  const html = unescape(opened.html);
  expect(html).toContain(mailOffText(ku));
  expect(html).toContain("SMTP_URL");
  expect(html).toMatch(/href="mailto:visitor1@example\.com\?subject=Re%3A%20/);
  expect(html).not.toContain('name="formKey"');
  const refused = await postForm(
    site.base,
    `/admin/contactus/${id}?lng=ku`,
    { intent: "reply", formKey: "k".repeat(16), subject: "Re: x", body: "وەڵامێکی درێژ", language: "ku" },
    { cookie },
  );
  expect(refused.status).toBe(400);
  const refusedHtml = unescape(await refused.text());
  expect(refusedHtml).toContain(mailOffText(ku));
  expect(refusedHtml).toContain("وەڵامێکی درێژ");
  expect(site.query("select count(*) as n from message_replies")).toEqual([{ n: 0 }]);
});

test("states: set by hand, filtered in the inbox and the CSV, bulk actions touch only the ticked messages, each change logged", async ({
  site,
  cookie,
}) => {
  site.execute("delete from messages");
  await sendInboxMessages(site.base);
  const ids = inboxMessages.map((_, index) => messageIdOf(site, `visitor${index}@example.com`));
  // Ticked: the first two. The others are on the same page, unticked.
  const bulk = await postForm(
    site.base,
    "/admin/list-contactus",
    { ids: [ids[0]!, ids[1]!], intent: "state-closed", back: "?state=all" },
    { cookie },
  );
  expect(bulk.status).toBe(302);
  expect(bulk.headers.get("location")).toBe("/admin/list-contactus?state=all");
  const states = () =>
    Object.fromEntries(
      site
        .query<{ id: string; state: string | null }>(
          "select m.id, s.state from messages m left join message_states s on s.message_id = m.id",
        )
        .map((row) => [row.id, row.state ?? "new"]),
    );
  expect(states()).toEqual({ [ids[0]!]: "closed", [ids[1]!]: "closed", [ids[2]!]: "new", [ids[3]!]: "new" });

  // By hand on the message page: Replied; and back to New.
  expect(
    (
      await postForm(
        site.base,
        `/admin/contactus/${ids[2]}`,
        { intent: "state", state: "replied" },
        { cookie },
      )
    ).status,
  ).toBe(302);
  expect(states()[ids[2]!]).toBe("replied");
  expect(
    (await postForm(site.base, `/admin/contactus/${ids[0]}`, { intent: "state", state: "new" }, { cookie }))
      .status,
  ).toBe(302);
  expect(states()[ids[0]!]).toBe("new");
  expect(
    (await postForm(site.base, `/admin/contactus/${ids[0]}`, { intent: "state", state: "lost" }, { cookie }))
      .status,
  ).toBe(400);

  // The inbox filtered by state (and still by read/unread beside it).
  const closed = await page(site, "/admin/list-contactus?state=closed", cookie);
  expect(closed.html).toContain(inboxMessages[1]!.subject);
  for (const index of [0, 2, 3]) expect(closed.html).not.toContain(`>${inboxMessages[index]!.subject}<`);
  const waiting = await page(site, "/admin/list-contactus?state=new&filter=unread", cookie);
  expect(waiting.html).toContain(inboxMessages[0]!.subject);
  expect(waiting.html).toContain(inboxMessages[3]!.subject);
  expect(waiting.html).not.toContain(`>${inboxMessages[2]!.subject}<`);

  // The CSV of a state: only those, with the state's word after the read column.
  const csv = await fetch(`${site.base}/admin/contactus.csv?state=closed&lng=ar`, {
    headers: { Cookie: cookie },
  });
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toContain(`,${ar.admin.inbox.csvRead},${ar.admin.inbox.csvState},`);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(inboxMessages[1]!.name);
  const { csvYes, csvNo } = ar.admin.inbox;
  expect(lines[1]).toMatch(new RegExp(`,(${csvYes}|${csvNo}),${ar.admin.inbox.states.closed},`));
  const newCsv = await fetch(`${site.base}/admin/contactus.csv?state=new`, { headers: { Cookie: cookie } });
  expect((await newCsv.text()).trim().split("\r\n")).toHaveLength(3);

  const logged = site.query<{ subject_id: string }>(
    "select subject_id from activity_log where action = 'stateChanged' order by id",
  );
  // The bulk action's two (in either order), then the two by hand.
  const subjects = logged.map((row) => row.subject_id);
  expect([...subjects.slice(0, 2)].sort()).toEqual([ids[0], ids[1]].sort());
  expect(subjects.slice(2)).toEqual([ids[2], ids[0]]);
});

test("notes: staff add them for each other, with who and when; an empty one is refused", async ({
  site,
  cookie,
}) => {
  await sendInboxMessages(site.base);
  const id = messageIdOf(site, "visitor3@example.com");
  const note = "اتصلت بها؛ تنتظر عرض السعر يوم الأحد.";
  const added = await postForm(
    site.base,
    `/admin/contactus/${id}?lng=ar`,
    { intent: "note", note },
    { cookie },
  );
  expect(added.status).toBe(302);
  expect(added.headers.get("location")).toBe(`/admin/contactus/${id}#notes`);
  const html = (await page(site, `/admin/contactus/${id}?lng=ar`, cookie)).html;
  expect(html).toContain(note);
  expect(html).toContain(ar.admin.inbox.noteBy.replace("{{who}}", STAFF.email));
  const empty = await postForm(
    site.base,
    `/admin/contactus/${id}?lng=ar`,
    { intent: "note", note: " " },
    { cookie },
  );
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain(ar.admin.form.required);
  expect(site.query("select body, staff_email from message_notes where message_id = ?", id)).toEqual([
    { body: note, staff_email: STAFF.email },
  ]);
  expect(site.query("select count(*) as n from activity_log where action = 'noteAdded'")).toEqual([{ n: 1 }]);
});

test("an Editor, who may not read messages, gets 403 for the page, a reply, a state and a note, and changes nothing", async ({
  site,
}) => {
  await sendInboxMessages(site.base);
  const id = messageIdOf(site, "visitor2@example.com");
  const editor: Staff = { email: "editor-replies@zagros.test", password: "editor password 123" };
  await createStaff(site.databasePath, editor);
  site.execute("update staff_accounts set role = 'editor' where email = ?", editor.email);
  const cookie = await signInCookie(site.base, editor);
  expect((await page(site, `/admin/contactus/${id}`, cookie)).status).toBe(403);
  const before = site.query(
    "select (select count(*) from message_states) + (select count(*) from message_notes) + (select count(*) from message_replies) as n",
  );
  for (const fields of [
    { intent: "reply", formKey: "f".repeat(20), subject: "Re: x", body: "Hello", language: "en" },
    { intent: "state", state: "closed" },
    { intent: "note", note: "hello" },
  ] as Record<string, string>[])
    expect((await postForm(site.base, `/admin/contactus/${id}`, fields, { cookie })).status).toBe(403);
  expect(
    (await postForm(site.base, "/admin/list-contactus", { ids: [id], intent: "state-closed" }, { cookie }))
      .status,
  ).toBe(403);
  expect(
    site.query(
      "select (select count(*) from message_states) + (select count(*) from message_notes) + (select count(*) from message_replies) as n",
    ),
  ).toEqual(before);
});
