import { ar } from "../../app/i18n/resources/ar";
import { ku } from "../../app/i18n/resources/ku";
import { cookiesOf, postForm, visitorAddress } from "../support/http";
import {
  body,
  header,
  part,
  startMailServer,
  waitFor,
  type Received,
  siteMailSettings,
} from "../support/mail";
import { runScript } from "../support/processes";
import type { Site } from "../support/site";
import { createStaff, type Staff } from "../support/staff";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * Owners are told (issue 31, item 5), through a real SMTP server this file runs, against the built
 * server: two Owners, one of them signed in in Arabic and the other in Kurdish, each get every alert in
 * their language (an account added and removed on the staff page, a password reset by the e-mailed link
 * and by create-admin), each once; the account added is not told of itself; a row that cannot be read
 * is dropped with its reason on the server's console.
 */
const AHMAD: Staff = { email: "ahmad@zagros.test", password: "ahmad's password 1" };
const BAHAR: Staff = { email: "bahar@zagros.test", password: "bahar's password 2" };
const NEWCOMER = "newcomer@zagros.test";

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

const alertsTo = (mail: MailServer, to: string) =>
  mail.received.filter((m) => m.to.includes(to) && !body(m.raw).includes("/admin/reset-password?"));

/** The alerts each Owner got that mention `text`, once both have one. */
async function alertsAbout(mail: MailServer, text: string): Promise<{ ahmad: Received; bahar: Received }> {
  return waitFor(`both Owners' alerts about ${text}`, () => {
    const [ahmad, bahar] = [AHMAD, BAHAR].map((owner) =>
      alertsTo(mail, owner.email).find((m) => part(m.raw, "text/plain").includes(text)),
    );
    return ahmad && bahar ? { ahmad, bahar } : undefined;
  });
}

/** Signs in over HTTP; the language as a visitor picks it, by the address or by the language cookie. */
async function signIn(site: Site, staff: Staff, { query = "", cookie = "" } = {}) {
  const response = await postForm(
    site.base,
    `/admin${query}`,
    { email: staff.email, password: staff.password, redirectTo: "/dashboard" },
    { cookie, headers: { "X-Forwarded-For": visitorAddress() } },
  );
  expect(response.status).toBe(302);
  return cookiesOf(response, "__session");
}

/** Runs the queue now: a request for an unknown address queues a row the sender drops, a second later. */
async function runQueue(site: Site) {
  const asked = await postForm(
    site.base,
    "/admin/forgot-password",
    { email: `nobody-${Date.now()}@zagros.test` },
    { headers: { "X-Forwarded-For": visitorAddress() } },
  );
  expect(asked.status).toBe(200);
  await waitFor("the queue to run", () =>
    site.query("select id from mail_notifications where staff_id is null").length === 0 ? true : undefined,
  );
}

// A site, three commands, five sign-ins and resets (scrypt each), a dozen mails and one of the site's
// 15-second looks at the queue (for the command's alerts): long on a busy two-core machine.
test(
  "every Owner is told, in their language and once, of accounts added and removed and of password resets",
  { timeout: scaled(120_000) },
  async ({ startSite }) => {
    const mail = await startMailServer();
    try {
      const mailSettings = siteMailSettings(mail);
      const site = await startSite({ env: mailSettings });
      const origin = `http://localhost:${new URL(site.base).port}`;
      // create-admin makes Owners; run without the site's mail settings, it tells no one.
      await createStaff(site.databasePath, AHMAD);
      await createStaff(site.databasePath, BAHAR);
      expect(site.query("select * from mail_notifications")).toEqual([]);

      const ahmadCookie = await signIn(site, AHMAD, { query: "?lng=ar" });
      await signIn(site, BAHAR, { cookie: "lng=ku" });
      expect(site.query("select email, role, language from staff_accounts order by email")).toEqual([
        { email: AHMAD.email, role: "owner", language: "ar" },
        { email: BAHAR.email, role: "owner", language: "ku" },
      ]);

      // Ahmad adds an account on the staff page: both Owners are told, each in their language.
      const added = await postForm(
        site.base,
        "/admin/staff?lng=ar",
        {
          intent: "add",
          email: NEWCOMER,
          password: "the newcomer's password",
          role: "editor",
          // The cookie is sent from another address than the sign-in's: the password is asked again.
          confirmPassword: AHMAD.password,
        },
        { cookie: ahmadCookie },
      );
      expect(added.status).toBe(302);
      const addedAlerts = await alertsAbout(mail, NEWCOMER);
      const arabic = part(addedAlerts.ahmad.raw, "text/plain");
      expect(arabic).toContain(ar.admin.ownerAlert.what.accountAdded);
      expect(arabic).toContain(`${ar.admin.ownerAlert.by.replace("{{by}}", "")}\u2068${AHMAD.email}\u2069`);
      expect(arabic).toMatch(/[٠-٩]{4}/); // the date, in Arabic's digits
      expect(arabic).toContain(`${origin}/admin/staff?lng=ar`);
      expect(arabic).toContain(`${origin}/admin/activity?lng=ar`);
      expect(header(addedAlerts.ahmad.raw, "Subject")).toContain(NEWCOMER);
      expect(addedAlerts.ahmad.from).toBe("website@zagros.test");
      const html = part(addedAlerts.ahmad.raw, "text/html");
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain(`<bdi>${NEWCOMER}</bdi>`);
      expect(html).toContain(`<a href="${origin}/admin/staff?lng=ar">`);
      const kurdish = part(addedAlerts.bahar.raw, "text/plain");
      expect(kurdish).toContain(ku.admin.ownerAlert.what.accountAdded);
      expect(kurdish).toContain(AHMAD.email);
      expect(part(addedAlerts.bahar.raw, "text/html")).toContain('<html lang="ckb" dir="rtl">');

      // Ahmad removes it again: told too.
      const newcomerId = site.query<{ id: string }>(
        "select id from staff_accounts where email = ?",
        NEWCOMER,
      )[0]!.id;
      const removed = await postForm(
        site.base,
        "/admin/staff?lng=ar",
        { intent: "remove", id: newcomerId, confirmPassword: AHMAD.password },
        { cookie: ahmadCookie },
      );
      expect(removed.status).toBe(302);
      await waitFor("the removal's alerts", () =>
        [AHMAD, BAHAR].every((owner) =>
          alertsTo(mail, owner.email).some((m) =>
            part(m.raw, "text/plain").includes(
              owner === AHMAD
                ? ar.admin.ownerAlert.what.accountRemoved
                : ku.admin.ownerAlert.what.accountRemoved,
            ),
          ),
        )
          ? true
          : undefined,
      );

      // Bahar forgets her password and resets it with the e-mailed link: by the link, both are told.
      expect(
        (
          await postForm(
            site.base,
            "/admin/forgot-password?lng=ku",
            { email: BAHAR.email },
            { headers: { "X-Forwarded-For": visitorAddress() } },
          )
        ).status,
      ).toBe(200);
      const resetMail = await waitFor("the reset mail", () =>
        mail.received.find(
          (m) => m.to.includes(BAHAR.email) && body(m.raw).includes("/admin/reset-password?"),
        ),
      );
      const link = new URL(/https?:\/\/\S+/.exec(body(resetMail.raw))![0]);
      const reset = await postForm(
        site.base,
        `${link.pathname}${link.search}`,
        {
          token: link.searchParams.get("token")!,
          password: "bahar's new password",
          repeatPassword: "bahar's new password",
        },
        { headers: { "X-Forwarded-For": visitorAddress() } },
      );
      expect(reset.status).toBe(302);
      const byLink = await waitFor("the reset's alerts", () => {
        const [ahmad, bahar] = [AHMAD, BAHAR].map((owner) =>
          alertsTo(mail, owner.email).find((m) =>
            part(m.raw, "text/plain").includes(
              owner === AHMAD ? ar.admin.ownerAlert.byResetLink : ku.admin.ownerAlert.byResetLink,
            ),
          ),
        );
        return ahmad && bahar ? { ahmad, bahar } : undefined;
      });
      expect(part(byLink.ahmad.raw, "text/plain")).toContain(ar.admin.ownerAlert.what.passwordReset);
      expect(part(byLink.bahar.raw, "text/plain")).toContain(BAHAR.email);

      // The server's command line resets Ahmad's password, with the site's mail settings: the site sends
      // the alerts at its next look at the queue.
      const command = await runScript(
        "create-admin",
        ["--email", AHMAD.email, "--password", "ahmad's new password"],
        {
          DATABASE_PATH: site.databasePath,
          ...mailSettings,
        },
      );
      expect(command.code).toBe(0);
      const byCommand = await waitFor(
        "the command's alerts",
        () => {
          const [ahmad, bahar] = [AHMAD, BAHAR].map((owner) =>
            alertsTo(mail, owner.email).find((m) =>
              part(m.raw, "text/plain").includes(
                owner === AHMAD ? ar.admin.ownerAlert.byCommandLine : ku.admin.ownerAlert.byCommandLine,
              ),
            ),
          );
          return ahmad && bahar ? { ahmad, bahar } : undefined;
        },
        scaled(40_000),
      );
      expect(part(byCommand.bahar.raw, "text/plain")).toContain(ku.admin.ownerAlert.what.passwordReset);
      expect(part(byCommand.bahar.raw, "text/plain")).toContain(AHMAD.email);

      // A row whose alert cannot be read is dropped, saying why, and nothing is sent for it.
      expectServerError(/Dropped an alert to ahmad@zagros\.test \(row \d+\): its alert does not fit/);
      const ahmadId = site.query<{ id: string }>(
        "select id from staff_accounts where email = ?",
        AHMAD.email,
      )[0]!.id;
      site.execute(
        "insert into mail_notifications (staff_id, language, alert, next_attempt_at, created_at) values (?, 'en', ?, 0, 0)",
        ahmadId,
        JSON.stringify({ kind: "roleChanged", subject: NEWCOMER, by: AHMAD.email }), // no roles
      );

      // Nothing twice: the queue runs again (and has run every 15 s meanwhile), and no alert is sent again.
      await runQueue(site);
      await new Promise((resolve) => setTimeout(resolve, scaled(1_500)));
      expect(alertsTo(mail, AHMAD.email)).toHaveLength(4);
      expect(alertsTo(mail, BAHAR.email)).toHaveLength(4);
      expect(mail.received.filter((m) => m.to.includes(NEWCOMER))).toEqual([]);
      expect(mail.received).toHaveLength(9); // and Bahar's reset link
      // A sent alert leaves no row behind, nor does the one that was dropped.
      expect(site.query("select id from mail_notifications")).toEqual([]);
    } finally {
      await mail.stop();
    }
  },
);
