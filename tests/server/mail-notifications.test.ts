import { sendMessage } from "../support/http";
import { body, header, headerNames, startMailServer, waitFor, siteMailSettings } from "../support/mail";
import { Site } from "../support/site";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * Staff are e-mailed every new visitor message, through a real SMTP server
 * this test runs: the mail carries every field, a slow or dead mail server
 * never touches the visitor's submission, and what could not be sent goes
 * out once the server is back, across a restart of the site too.
 */
const message = (tag: string) => ({
  name: "Shilan Aziz",
  email: `${tag}@example.com`,
  phone: "+964 750 123 4567",
  subject: `داواکاری ماڵپەڕ ${tag}`,
  message: `سڵاو، ماڵپەڕێکمان دەوێت.\nمرحبا، نريد موقعاً. (${tag})`,
});

/** Posts the contact form as a browser without JavaScript does; resolves when the visitor has the answer. */
async function submit(base: string, fields: Record<string, string>) {
  const response = await sendMessage(base, { ...fields, website: "" });
  return { status: response.status, location: response.headers.get("location") };
}

test("a new message is e-mailed to staff with every field, replies going to the visitor", async ({
  startSite,
}) => {
  const mail = await startMailServer();
  try {
    const site = await startSite({
      env: siteMailSettings(mail, "office@zagros.test, sales@zagros.test"),
    });
    const sent = message("round-trip");
    const submitted = Date.now();
    expect((await submit(site.base, sent)).status).toBe(302);
    const received = await waitFor("the notification", () =>
      mail.received.find((m) => m.raw.includes(sent.email)),
    );
    console.log(`Submission to mail in the staff's inbox: ${received.at - submitted} ms`);

    expect(received.to.sort()).toEqual(["office@zagros.test", "sales@zagros.test"]);
    expect(received.from).toBe("website@zagros.test");
    expect(header(received.raw, "Subject")).toBe(`[Zagros Tech] ${sent.subject}`);
    expect(header(received.raw, "Reply-To")).toBe(`${sent.name} <${sent.email}>`);
    expect(header(received.raw, "Content-Type")).toMatch(/^text\/plain; charset=utf-8/i);
    const text = body(received.raw);
    for (const value of [sent.name, sent.email, sent.phone, sent.subject, sent.message])
      expect(text).toContain(value);

    const state = await waitFor("the notification marked sent", () => {
      const rows = site.query<{ status: string; attempts: number }>(
        "select status, attempts from mail_notifications n join messages m on m.id = n.message_id where m.email = ?",
        sent.email,
      );
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(state).toEqual([{ status: "sent", attempts: 1 }]);

    // A visitor's text cannot add a header: line breaks never leave the body.
    const sneaky = {
      ...message("sneaky"),
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hi\nBcc: victim@example.com",
    };
    const answer = await submit(site.base, sneaky);
    console.log(`A name and subject with line breaks: ${answer.status}`);
    if (answer.status === 302 || answer.status === 303) {
      const mailed = await waitFor("the second notification", () =>
        mail.received.find((m) => m.raw.includes("sneaky@example.com")),
      );
      expect(headerNames(mailed.raw)).not.toContain("bcc");
      expect(mailed.to.sort()).toEqual(["office@zagros.test", "sales@zagros.test"]);
    } else {
      expect(answer.status).toBeLessThan(500); // refused as invalid: fine too
    }
  } finally {
    await mail.stop();
  }
});

// A 2 s outage, retries every 0.5 s and a restart: long on a busy two-core machine, hence a budget of its
// own.
test(
  "with the mail server down the visitor is thanked at once, and the mail arrives when it is back, across a restart",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const mail = await startMailServer();
    const { port } = mail;
    await mail.stop();
    expectServerError(
      new RegExp(
        `^Could not e-mail the notification of message [\\w-]+ \\(attempt \\d+\\): connect ECONNREFUSED 127\\.0\\.0\\.1:${port}$`,
      ),
    );
    const site = await startSite({
      env: siteMailSettings({ port }),
    });
    let back: Awaited<ReturnType<typeof startMailServer>> | undefined;
    try {
      const during = message("outage");
      const answer = await submit(site.base, during);
      expect([302, 303]).toContain(answer.status);
      expect(answer.location).toContain("#contact-status");
      const stored = site.query<{ id: string }>("select id from messages where email = ?", during.email);
      expect(stored).toHaveLength(1);
      const failed = await waitFor("a failed attempt", () => {
        const [row] = site.query<{ attempts: number; last_error: string | null; status: string }>(
          "select attempts, last_error, status from mail_notifications where message_id = ?",
          stored[0]!.id,
        );
        return row && row.attempts > 0 ? row : undefined;
      });
      expect(failed.status).toBe("pending");
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

      // The site restarts while the mail server is still down: nothing is lost.
      await site.restart();
      const outageStarted = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      back = await startMailServer(port);
      const arrived = await waitFor("the mail after the outage", () =>
        back!.received.find((m) => m.raw.includes(during.email)),
      );
      console.log(
        `Mail delivered ${arrived.at - outageStarted - 2_000} ms after the server came back (outage of at least 2 s and a restart)`,
      );
      // The row says so once the server has confirmed the mail (a moment after it has it).
      await waitFor("the notification marked sent", () => {
        const [row] = site.query<{ status: string }>(
          "select status from mail_notifications where message_id = ?",
          stored[0]!.id,
        );
        return row?.status === "sent" ? row : undefined;
      });
      expect(back.received.filter((m) => m.raw.includes(during.email))).toHaveLength(1);
    } finally {
      await back?.stop();
    }
  },
);

test("without SMTP_URL nothing is queued; with only one of SMTP_URL and NOTIFY_EMAIL the site refuses to start", async ({
  site,
}) => {
  const answer = await submit(site.base, message("no-mail"));
  expect([302, 303]).toContain(answer.status);
  expect(site.query("select * from mail_notifications")).toEqual([]);
  await expect(Site.start({ env: { SMTP_URL: "smtp://127.0.0.1:1" } })).rejects.toThrow(/NOTIFY_EMAIL/);
  await expect(
    Site.start({ env: { SMTP_URL: "http://mail.example.com", NOTIFY_EMAIL: "a@b.test" } }),
  ).rejects.toThrow(/smtp:\/\//);
});
