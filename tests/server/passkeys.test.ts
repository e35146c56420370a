import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { cookiesOf, postForm, visitorAddress } from "../support/http";
import { part, startMailServer, waitFor, siteMailSettings } from "../support/mail";
import { SoftwarePasskey, strangerKey } from "../support/passkey-authenticator";
import type { Site } from "../support/site";
import { createStaff, dashboardStatus, givePassword, passwordSession, type Staff } from "../support/staff";
import { describe, expect, test } from "./fixtures";

/**
 * Passkeys over HTTP, on the built server and its SQLite file (docs/decisions/036-second-factor.md),
 * with an authenticator in software (tests/support/passkey-authenticator.ts): registered on the
 * set-up page, used at the sign-in's second step; forged, replayed and foreign answers refused with
 * a 4xx that opens nothing; a challenge answered once; wrong answers counted with wrong codes;
 * removal. The same in a real browser's virtual authenticator: tests/e2e/passkeys.spec.ts.
 */

const SET_UP = "/admin/staff/second-factor";
const CODE_STEP = "/admin/sign-in/code";
const REGISTER_OPTIONS = "/admin/staff/second-factor/passkey";
const SIGN_IN_OPTIONS = "/admin/sign-in/passkey";

let accounts = 0;
async function newStaff(site: Site): Promise<Staff & { id: string }> {
  const staff = { email: `passkey-${++accounts}@zagros.test`, password: "first password 123" };
  await createStaff(site.databasePath, staff);
  const [row] = site.query<{ id: string }>("select id from staff_accounts where email = ?", staff.email);
  return { ...staff, id: row!.id };
}

/** The origin a browser on the site writes into its answers: the SITE_URL-less site, http://localhost:<port>. */
const originOf = (site: Site) => `http://localhost:${new URL(site.base).port}`;

/** A JSON answer of an options route, with its status. */
async function options(site: Site, path: string, cookie: string, fields: Record<string, string> = {}) {
  const response = await postForm(site.base, path, fields, { cookie });
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what it checks
  return { status: response.status, body: (await response.json()) as any };
}

/** Adds a passkey as the set-up page's script does: options (name, password), then the answer. */
async function addPasskey(site: Site, staff: Staff, cookie: string, passkey: SoftwarePasskey, name: string) {
  const asked = await options(site, REGISTER_OPTIONS, cookie, { name, password: staff.password });
  expect(asked.status).toBe(200);
  const answer = passkey.register(asked.body.options);
  const added = await postForm(
    site.base,
    `${SET_UP}?lng=en`,
    { intent: "addPasskey", response: JSON.stringify(answer) },
    { cookie },
  );
  return { asked: asked.body.options, answer, added };
}

const codesOn = (html: string) =>
  [
    ...(/<ol class="recovery-codes"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(
      /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/g,
    ),
  ].map((match) => match[0]);

/** The passkey's answer at the second step, as the sign-in page's script posts it. */
function givePasskey(
  site: Site,
  cookie: string,
  answer: unknown,
  { lng = "en", address = visitorAddress() } = {},
) {
  return postForm(
    site.base,
    `${CODE_STEP}?lng=${lng}`,
    {
      method: "passkey",
      codeMethod: "recovery",
      redirectTo: "/dashboard",
      response: answer === "" ? "" : JSON.stringify(answer),
    },
    { cookie, headers: { "X-Forwarded-For": address } },
  );
}

/** An account with a passkey, and a pending sign-in of it with fresh sign-in options. */
async function pendingWithOptions(site: Site, staff: Staff) {
  const { response, cookie } = await givePassword(site, staff);
  expect(response.headers.get("location")).toBe(`${CODE_STEP}?redirectTo=%2Fdashboard`);
  const asked = await options(site, SIGN_IN_OPTIONS, cookie);
  expect(asked.status).toBe(200);
  return { cookie, options: asked.body.options };
}

const actions = (site: Site, staff: Staff) =>
  site
    .query<{ action: string }>(
      "select action from activity_log where account_email = ? order by id",
      staff.email,
    )
    .map((row) => row.action);

describe("the options", () => {
  test("need a pending sign-in or a signed-in session with the password: translated 4xx otherwise", async ({
    site,
  }) => {
    const none = await options(site, SIGN_IN_OPTIONS, "");
    expect(none).toEqual({
      status: 401,
      body: { error: "expired", message: en.admin.secondFactor.signIn.expired },
    });
    const inArabic = await postForm(site.base, `${SIGN_IN_OPTIONS}?lng=ar`, {});
    expect(await inArabic.json()).toMatchObject({ message: ar.admin.secondFactor.signIn.expired });
    const forged = await options(site, SIGN_IN_OPTIONS, "__session=forged-session-id");
    expect(forged.status).toBe(401);
    expect((await options(site, REGISTER_OPTIONS, "", { name: "x", password: "y" })).status).toBe(401);
    // Only posted to.
    expect((await fetch(`${site.base}${SIGN_IN_OPTIONS}`)).status).toBe(405);

    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    // A signed-in session is not a pending sign-in.
    expect((await options(site, SIGN_IN_OPTIONS, cookie)).status).toBe(401);
    const wrongPassword = await options(site, REGISTER_OPTIONS, cookie, { name: "Laptop", password: "nope" });
    expect(wrongPassword).toMatchObject({ status: 401, body: { error: "wrongPassword" } });
    const noName = await options(site, REGISTER_OPTIONS, cookie, { name: "  ", password: staff.password });
    expect(noName).toMatchObject({
      status: 400,
      body: { error: "nameMissing", message: en.admin.secondFactor.passkeys.errors.nameMissing },
    });
    const notAForm = await fetch(`${site.base}${REGISTER_OPTIONS}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(notAForm.status).toBe(415);

    const given = await options(site, REGISTER_OPTIONS, cookie, { name: "Laptop", password: staff.password });
    expect(given.status).toBe(200);
    expect(given.body.options).toMatchObject({
      rp: { id: "localhost" },
      user: { name: staff.email },
      excludeCredentials: [],
      attestation: "none",
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    });
    // The challenge waits in the session, not in the page or another table.
    const [row] = site.query<{ data: string }>("select data from sessions where staff_id = ?", staff.id);
    expect(JSON.parse(row!.data).passkeyChallenge).toMatchObject({
      challenge: given.body.options.challenge,
      purpose: "register",
      name: "Laptop",
    });
  });
});

describe("a passkey", () => {
  test("registered over HTTP comes with ten recovery codes as a first factor, then signs in; counter and last use move", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    const passkey = new SoftwarePasskey(originOf(site));
    const { added } = await addPasskey(site, staff, cookie, passkey, "Office laptop");
    expect(added.status).toBe(200);
    expect(codesOn(await added.text())).toHaveLength(10);
    expect(site.query("select count(*) as n from recovery_codes where staff_id = ?", staff.id)).toEqual([
      { n: 10 },
    ]);
    expect(
      site.query("select id, name, counter, last_used_at from passkeys where staff_id = ?", staff.id),
    ).toEqual([{ id: passkey.id, name: "Office laptop", counter: 0, last_used_at: null }]);
    // The page lists it, and a second passkey's options exclude it.
    const page = await (await fetch(`${site.base}${SET_UP}?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("<bdi>Office laptop</bdi>");
    const again = await options(site, REGISTER_OPTIONS, cookie, { name: "Phone", password: staff.password });
    expect(again.body.options.excludeCredentials).toEqual([
      { id: passkey.id, type: "public-key", transports: ["internal"] },
    ]);

    const pending = await pendingWithOptions(site, staff);
    expect(pending.options).toMatchObject({
      rpId: "localhost",
      userVerification: "preferred",
      allowCredentials: [{ id: passkey.id, type: "public-key" }],
    });
    // The code step offers the passkey, says it needs JavaScript, and asks for a recovery code
    const step = await (
      await fetch(`${site.base}${CODE_STEP}?lng=en`, { headers: { Cookie: pending.cookie } })
    ).text();
    // (the button itself is drawn by the script, which the HTML has not run yet).
    expect(step).toContain(
      `<p class="notice notice--info passkey-note">${en.admin.secondFactor.signIn.passkeyNeedsJavaScript}</p>`,
    );
    expect(step).toContain(en.admin.secondFactor.recoveryCode);
    expect(step).not.toContain(en.admin.secondFactor.signIn.useApp);

    const signedIn = await givePasskey(site, pending.cookie, passkey.authenticate(pending.options));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    expect(await dashboardStatus(site.base, cookiesOf(signedIn, "__session"))).toBe(200);
    expect(await dashboardStatus(site.base, pending.cookie)).toBe(302);
    const [used] = site.query<{ counter: number; last_used_at: number }>(
      "select counter, last_used_at from passkeys where id = ?",
      passkey.id,
    );
    expect(used!.counter).toBe(1);
    expect(used!.last_used_at).toBeGreaterThan(Date.now() - 60_000);
    expect(actions(site, staff)).toEqual(["signIn", "passkeyAdded", "signIn"]);
  });

  test("a forged, replayed, foreign or spent answer is a 4xx that opens nothing; each is logged", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const passkey = new SoftwarePasskey(originOf(site));
    await addPasskey(site, staff, await passwordSession(site, staff), passkey, "Laptop");
    const refusedWith = async (cookie: string, answer: unknown, lng = "en") => {
      const response = await givePasskey(site, cookie, answer, { lng });
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie") ?? "").not.toContain("Max-Age=604800");
      expect(await dashboardStatus(site.base, cookiesOf(response, "__session") || cookie)).toBe(302);
      return response.text();
    };

    // Signed with a key that is not the passkey's: refused, in the page's language.
    const first = await pendingWithOptions(site, staff);
    const forged = passkey.authenticate(first.options, { key: strangerKey() });
    expect(await refusedWith(first.cookie, forged, "ar")).toContain(
      ar.admin.secondFactor.signIn.passkeyFailed,
    );
    // That challenge is spent: a right answer to it is refused too.
    expect(await refusedWith(first.cookie, passkey.authenticate(first.options))).toContain(
      en.admin.secondFactor.signIn.passkeyFailed.split(":")[0],
    );

    // A right answer signs in once; the same answer again, on a new pending sign-in, is refused.
    const second = await pendingWithOptions(site, staff);
    const right = passkey.authenticate(second.options);
    expect((await givePasskey(site, second.cookie, right)).status).toBe(302);
    const third = await pendingWithOptions(site, staff);
    await refusedWith(third.cookie, right);
    // An answer made for another site (a look-alike's origin) is refused.
    const fourth = await pendingWithOptions(site, staff);
    await refusedWith(
      fourth.cookie,
      passkey.authenticate(fourth.options, { origin: "http://zagros-tech.example" }),
    );
    // Another account's passkey: refused.
    const other = await newStaff(site);
    const theirs = new SoftwarePasskey(originOf(site));
    await addPasskey(site, other, await passwordSession(site, other), theirs, "Theirs");
    const fifth = await pendingWithOptions(site, staff);
    await refusedWith(fifth.cookie, theirs.authenticate(fifth.options));
    // Five refusals are as many as an account's limit allows: garbage is sent at the other account.
    const theirPending = await pendingWithOptions(site, other);
    await refusedWith(theirPending.cookie, { id: "x", rawId: "x", response: { clientDataJSON: "%%%" } });
    expect(actions(site, staff).filter((action) => action === "secondFactorFailed")).toHaveLength(5);
    expect(actions(site, other).filter((action) => action === "secondFactorFailed")).toHaveLength(1);
  });

  test("wrong or cancelled answers count with wrong codes: the sixth is a 429 with Retry-After, even a right one", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const passkey = new SoftwarePasskey(originOf(site));
    await addPasskey(site, staff, await passwordSession(site, staff), passkey, "Laptop");
    const { cookie } = await givePassword(site, staff);
    // A cancelled ceremony is posted empty by the page's script.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await givePasskey(site, cookie, "")).status, `attempt ${attempt + 1}`).toBe(401);
    const asked = await options(site, SIGN_IN_OPTIONS, cookie);
    const throttled = await givePasskey(site, cookie, passkey.authenticate(asked.body.options));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await dashboardStatus(site.base, cookie)).toBe(302);
  });

  test("a registration answer counts once, and only with its own challenge and the password before it", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    const passkey = new SoftwarePasskey(originOf(site));
    // Without options (so without the password): nothing to answer.
    const unasked = await postForm(
      site.base,
      `${SET_UP}?lng=en`,
      { intent: "addPasskey", response: JSON.stringify(passkey.register({ challenge: "bm9uZQ", rp: {} })) },
      { cookie },
    );
    expect(unasked.status).toBe(400);
    expect(await unasked.text()).toContain(en.admin.secondFactor.passkeys.errors.failed);
    // Posted without the script: the page says a passkey needs it.
    const empty = await postForm(site.base, `${SET_UP}?lng=ar`, { intent: "addPasskey" }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(ar.admin.secondFactor.passkeys.needsJavaScript);
    // Answered for the wrong challenge, then the right one twice.
    const asked = await options(site, REGISTER_OPTIONS, cookie, { name: "Laptop", password: staff.password });
    const wrong = passkey.register({ ...asked.body.options, challenge: "b3RoZXI" });
    const post = (answer: unknown) =>
      postForm(site.base, SET_UP, { intent: "addPasskey", response: JSON.stringify(answer) }, { cookie });
    expect((await post(wrong)).status).toBe(400);
    const right = passkey.register(asked.body.options);
    expect((await post(right)).status).toBe(400); // that challenge went with the wrong answer
    const askedAgain = await options(site, REGISTER_OPTIONS, cookie, {
      name: "Laptop",
      password: staff.password,
    });
    const rightAgain = passkey.register(askedAgain.body.options);
    expect((await post(rightAgain)).status).toBe(200);
    expect((await post(rightAgain)).status).toBe(400);
    expect(site.query("select count(*) as n from passkeys where staff_id = ?", staff.id)).toEqual([{ n: 1 }]);
  });
});

test("removing a passkey asks for the password, keeps the last one an Owner requires, and tells the Owners when it was the last", async ({
  startSite,
}) => {
  const mail = await startMailServer();
  try {
    const site = await startSite({
      env: siteMailSettings(mail),
    });
    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    const laptop = new SoftwarePasskey(originOf(site));
    const phone = new SoftwarePasskey(originOf(site));
    await addPasskey(site, staff, cookie, laptop, "Laptop");
    expect((await addPasskey(site, staff, cookie, phone, "Phone")).added.status).toBe(302);
    const remove = (id: string, password = staff.password) =>
      postForm(site.base, `${SET_UP}?lng=en`, { intent: "removePasskey", id, password }, { cookie });

    expect((await remove(laptop.id, "not the password")).status).toBe(401);
    expect((await remove(laptop.id)).status).toBe(302);
    expect((await remove(laptop.id)).status).toBe(404);
    site.execute("insert into back_office_settings (key, value) values ('requireSecondFactor', '1')");
    const kept = await remove(phone.id);
    expect(kept.status).toBe(409);
    expect(await kept.text()).toContain(en.admin.secondFactor.errors.requiredLast);
    site.execute("delete from back_office_settings where key = 'requireSecondFactor'");
    expect(site.query("select count(*) as n from recovery_codes where staff_id = ?", staff.id)).toEqual([
      { n: 10 },
    ]);

    expect((await remove(phone.id)).status).toBe(302);
    // No second factor left: its recovery codes go, and the Owners are told.
    expect(site.query("select count(*) as n from recovery_codes where staff_id = ?", staff.id)).toEqual([
      { n: 0 },
    ]);
    const alert = await waitFor("the Owners' alert", () =>
      mail.received.find(
        (m) =>
          m.to.includes(staff.email) &&
          part(m.raw, "text/plain").includes(en.admin.ownerAlert.what.secondFactorOff),
      ),
    );
    expect(alert).toBeDefined();
    expect(actions(site, staff)).toEqual([
      "signIn",
      "passkeyAdded",
      "passkeyAdded",
      "passkeyRemoved",
      "passkeyRemoved",
    ]);
    expect(await dashboardStatus(site.base, (await givePassword(site, staff)).cookie)).toBe(200);
  } finally {
    await mail.stop();
  }
});
