import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { cookiesOf, postForm, visitorAddress } from "../support/http";
import { translatedPattern } from "../support/languages";
import { body, header, startMailServer, waitFor, type Received, siteMailSettings } from "../support/mail";
import type { Site } from "../support/site";
import { createStaff, dashboardStatus, type Staff } from "../support/staff";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * "Forgot your password?" through a real SMTP server this file runs, against the built server: the
 * e-mailed link works once, an expired one is refused, an unknown address gets the same answer, and
 * the link gets the owner in while ten wrong guesses from other addresses lock strangers out of the
 * account. Also: what a known-device cookie is still worth when stolen, and the page without SMTP_URL.
 */
const OWNER: Staff = { email: "owner@zagros.test", password: "the first password 1" };
const NEW_PASSWORD = "a brand new password 2";

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

async function siteWithMail(startSite: (options?: object) => Promise<Site>, mail: MailServer) {
  const site = await startSite({
    env: siteMailSettings(mail),
  });
  await createStaff(site.databasePath, OWNER);
  return site;
}

function signInAttempt(site: Site, password: string, address: string, cookie?: string) {
  return postForm(
    site.base,
    "/admin?lng=en",
    { email: OWNER.email, password, redirectTo: "/dashboard" },
    { cookie, headers: { "X-Forwarded-For": address } },
  );
}

const askForLink = (site: Site, email: string, lng = "en", address = visitorAddress()) =>
  postForm(
    site.base,
    `/admin/forgot-password?lng=${lng}`,
    { email },
    { headers: { "X-Forwarded-For": address } },
  );

/** The page's text as a reader sees it, with what differs between any two answers (nonces) left out. */
const comparable = (html: string, email: string) =>
  html
    .replaceAll(email, "EMAIL")
    .replace(/nonce="[^"]*"/g, "")
    .replace(/'nonce-[^']*'/g, "");

/** Waits until the queue has sent everything (a reset's row goes once sent), then for the mail to `to`. */
async function mailTo(site: Site, mail: MailServer, to: string, count = 1): Promise<Received[]> {
  return waitFor(`${count} mail(s) to ${to}`, () => {
    const queued = site.query<{ n: number }>(
      "select count(*) as n from mail_notifications where staff_id is not null",
    );
    const received = mail.received.filter((m) => m.to.includes(to));
    return queued[0]!.n === 0 && received.length >= count ? received : undefined;
  });
}

/** The link in a reset mail, as a path of the test's server (the mail names SITE_URL, here localhost). */
function linkIn(received: Received, site: Site): string {
  const url = new URL(/https?:\/\/\S+/.exec(body(received.raw))![0]);
  expect(url.origin).toBe(`http://localhost:${new URL(site.base).port}`);
  expect(url.pathname).toBe("/admin/reset-password");
  return `${url.pathname}${url.search}`;
}

/** What a browser without JavaScript sends with a form from a page whose policy is "no-referrer". */
const NO_JAVASCRIPT_NO_REFERRER = {
  Origin: "null",
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
};

const choose = (
  site: Site,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) => postForm(site.base, path, fields, { headers: { "X-Forwarded-For": visitorAddress(), ...headers } });

// Starts a site, makes an account, 12 sign-ins (scrypt each), mails through SMTP and a reset:
// long on a busy two-core machine, hence a budget of its own.
test(
  "the e-mailed link resets the password once, ends every session and gets the owner in while strangers are locked out",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const mail = await startMailServer();
    try {
      const site = await siteWithMail(startSite, mail);
      // The owner's usual browser, signed in before.
      const usual = await signInAttempt(site, OWNER.password, visitorAddress());
      expect(usual.status).toBe(302);
      const usualCookies = cookiesOf(usual);
      expect(await dashboardStatus(site.base, usualCookies)).toBe(200);

      // Ten wrong guesses from ten addresses: every browser that has not signed in before is locked out.
      for (let i = 0; i < 10; i++)
        expect((await signInAttempt(site, `guess ${i}`, visitorAddress())).status).toBe(401);
      expect((await signInAttempt(site, OWNER.password, visitorAddress())).status).toBe(429);

      // The owner, on a new phone, in Arabic, asks for a link; a stranger asks for an unknown address.
      const asked = await askForLink(site, OWNER.email, "ar");
      const unknown = await askForLink(site, "nobody@zagros.test", "ar");
      expect(asked.status).toBe(200);
      expect(unknown.status).toBe(200);
      const [askedPage, unknownPage] = [await asked.text(), await unknown.text()];
      expect(askedPage).toMatch(translatedPattern(ar.admin.passwordReset.sent_many!, { whole: false }));
      expect(comparable(askedPage, OWNER.email)).toBe(comparable(unknownPage, "nobody@zagros.test"));

      const [received] = await mailTo(site, mail, OWNER.email);
      expect(mail.received.filter((m) => m.to.includes("nobody@zagros.test"))).toEqual([]);
      expect(received!.from).toBe("website@zagros.test");
      const text = body(received!.raw);
      expect(text).toContain(OWNER.email);
      expect(text).toMatch(/مرة واحدة فقط/); // the Arabic mail
      // The database holds only the link's hash, never the token the mail carries.
      const link = linkIn(received!, site);
      const token = new URL(link, site.base).searchParams.get("token")!;
      expect(JSON.stringify(site.query("select * from password_resets"))).not.toContain(token);
      expect(JSON.stringify(site.query("select * from mail_notifications"))).not.toContain(token);

      // Opening the link changes nothing (mail scanners open links too).
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`${site.base}${link}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(ar.admin.passwordReset.chooseTitle);
        // Requests from the page name the site only; its form still says where it comes from.
        expect(html).toContain('<meta name="referrer" content="strict-origin"/>');
      }
      // Bad input: a translated 400, the link still usable.
      const short = await choose(site, link, { token, password: "short", repeatPassword: "short" });
      expect(short.status).toBe(400);
      expect(await short.text()).toMatch(
        translatedPattern(ar.admin.passwordReset.weakPassword_few!, { whole: false }),
      );
      const different = await choose(site, link, {
        token,
        password: NEW_PASSWORD,
        repeatPassword: `${NEW_PASSWORD}!`,
      });
      expect(different.status).toBe(400);
      expect(await different.text()).toContain(ar.admin.passwordReset.mismatch);

      // The reset, posted as a browser without JavaScript posts it from a page that sends no referrer
      // (`Origin: null`, the browser's own Sec-Fetch-Site): signed in here, in Arabic, while the account
      // is still locked for strangers.
      const reset = await choose(
        site,
        link,
        { token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        NO_JAVASCRIPT_NO_REFERRER,
      );
      expect(reset.status).toBe(302);
      expect(reset.headers.get("location")).toBe("/admin/staff?lng=ar");
      const newPhone = cookiesOf(reset);
      const staffPage = await fetch(`${site.base}/admin/staff?lng=ar`, { headers: { Cookie: newPhone } });
      expect(staffPage.status).toBe(200);
      expect(await staffPage.text()).toContain(ar.admin.passwordReset.done);

      // Every earlier session of the account ended; the old password is gone.
      expect(await dashboardStatus(site.base, usualCookies)).toBe(302);
      expect(
        (await signInAttempt(site, OWNER.password, visitorAddress(), cookiesOf(reset, "__known_device")))
          .status,
      ).toBe(401);

      // The link worked once.
      const again = await choose(site, link, {
        token,
        password: "yet another password",
        repeatPassword: "yet another password",
      });
      expect(again.status).toBe(410);
      expect(await again.text()).toMatch(
        translatedPattern(ar.admin.passwordReset.linkExpired_many!, { whole: false }),
      );
      expect((await fetch(`${site.base}${link}`)).status).toBe(410);

      // The new phone is a known device now; strangers, and the old browser (its proof was the old
      // password), are still held by the per-account limit.
      expect(
        (await signInAttempt(site, NEW_PASSWORD, visitorAddress(), cookiesOf(reset, "__known_device")))
          .status,
      ).toBe(302);
      expect((await signInAttempt(site, NEW_PASSWORD, visitorAddress())).status).toBe(429);
      expect(
        (await signInAttempt(site, NEW_PASSWORD, visitorAddress(), cookiesOf(usual, "__known_device")))
          .status,
      ).toBe(429);

      // The access log names the page, never the link's token.
      expect(site.output()).toContain("GET /admin/reset-password?token=…&lng=ar 200");
      expect(site.output()).not.toContain(token);

      const logged = site.query<{ action: string; account_email: string }>(
        "select action, account_email from activity_log where action = 'passwordReset'",
      );
      expect(logged).toEqual([{ action: "passwordReset", account_email: OWNER.email }]);

      // The only Owner is told of the reset (tests/server/owner-alerts.test.ts), before the mail server stops.
      const [, alert] = await mailTo(site, mail, OWNER.email, 2);
      expect(header(alert!.raw, "Subject")).toContain(`password reset: ${OWNER.email}`);
    } finally {
      await mail.stop();
    }
  },
);

test(
  "an expired link is refused, and changes nothing",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const mail = await startMailServer();
    try {
      const site = await siteWithMail(startSite, mail);
      expect((await askForLink(site, OWNER.email, "ku")).status).toBe(200);
      const [received] = await mailTo(site, mail, OWNER.email);
      expect(body(received!.raw)).toContain("تەنها یەک جار"); // the Kurdish mail
      const link = linkIn(received!, site);
      const token = new URL(link, site.base).searchParams.get("token")!;
      // Thirty minutes and a second later.
      expect(site.execute("update password_resets set expires_at = ?", Date.now() - 1000)).toBe(1);

      const page = await fetch(`${site.base}${link}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toMatch(
        translatedPattern(ku.admin.passwordReset.linkExpired_other, { whole: false }),
      );
      const post = await choose(site, link, { token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(post.status).toBe(410);
      expect(cookiesOf(post, "__session")).toBe("");
      expect((await signInAttempt(site, OWNER.password, visitorAddress())).status).toBe(302);
    } finally {
      await mail.stop();
    }
  },
);

test(
  "requests are limited per address (429, translated, what was typed kept) and per account (silently: earlier links still work)",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const mail = await startMailServer();
    try {
      const site = await siteWithMail(startSite, mail);
      const invalid = await askForLink(site, "not an address", "ku");
      expect(invalid.status).toBe(400);
      const invalidPage = await invalid.text();
      expect(invalidPage).toContain(ku.admin.passwordReset.invalidEmail);
      expect(invalidPage).toContain('value="not an address"');

      const address = visitorAddress();
      for (let i = 0; i < 5; i++)
        expect((await askForLink(site, `someone${i}@zagros.test`, "en", address)).status).toBe(200);
      const throttled = await askForLink(site, "typed@zagros.test", "en", address);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(60);
      const throttledPage = await throttled.text();
      expect(throttledPage).toMatch(
        translatedPattern(en.admin.passwordReset.throttled_other, { whole: false }),
      );
      expect(throttledPage).toContain('value="typed@zagros.test"');

      // Five requests for the owner from five addresses: three mails, the same answer each time.
      for (let i = 0; i < 5; i++) expect((await askForLink(site, OWNER.email)).status).toBe(200);
      const mails = await mailTo(site, mail, OWNER.email, 3);
      expect(mails).toHaveLength(3);
      // None ended another: the first still works.
      const first = linkIn(mails[0]!, site);
      expect((await fetch(`${site.base}${first}`)).status).toBe(200);
    } finally {
      await mail.stop();
    }
  },
);

test(
  "a stolen known-device cookie has five guesses of its own, then is as limited as anyone",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const site = await startSite();
    await createStaff(site.databasePath, OWNER);
    const signedIn = await signInAttempt(site, OWNER.password, visitorAddress());
    const stolen = cookiesOf(signedIn, "__known_device");
    expect(stolen).not.toBe("");
    // The database holds the token's hash, not the token the (signed) cookie carries.
    const signed = decodeURIComponent(stolen.slice(stolen.indexOf("=") + 1));
    const token = JSON.parse(
      Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString(),
    ) as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(site.query("select * from known_devices"))).not.toContain(token);

    for (let i = 0; i < 10; i++)
      expect((await signInAttempt(site, `guess ${i}`, visitorAddress())).status).toBe(401);
    // Past the per-account limit, the cookie still gets its own five guesses…
    for (let i = 0; i < 5; i++) {
      expect((await signInAttempt(site, `cookie guess ${i}`, visitorAddress(), stolen)).status).toBe(401);
    }
    // …and then no more: it is forgotten, even with the right password.
    expect((await signInAttempt(site, "cookie guess 5", visitorAddress(), stolen)).status).toBe(429);
    expect((await signInAttempt(site, OWNER.password, visitorAddress(), stolen)).status).toBe(429);
    expect(site.query("select * from known_devices")).toEqual([]);
  },
);

test("without SMTP_URL the page says how to reset instead", async ({ startSite }) => {
  const site = await startSite();
  const signInPage = await (await fetch(`${site.base}/admin?lng=ku`)).text();
  expect(signInPage).not.toContain(ku.admin.passwordReset.link); // no account yet: the setup command instead
  await createStaff(site.databasePath, OWNER);
  expect(await (await fetch(`${site.base}/admin?lng=ku`)).text()).toContain(ku.admin.passwordReset.link);

  const page = await fetch(`${site.base}/admin/forgot-password?lng=ku`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(ku.admin.passwordReset.noMail);
  expect(html).toContain("npm run create-admin -- --email EMAIL");
  expect(html).not.toContain('name="email"');
  const posted = await askForLink(site, OWNER.email, "ku");
  expect(posted.status).toBe(200);
  expect(await posted.text()).toContain(ku.admin.passwordReset.noMail);
  expect(site.query("select * from mail_notifications")).toEqual([]);
});
