import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { cookiesOf, postForm, visitorAddress } from "../support/http";
import { runScript } from "../support/processes";
import type { Site } from "../support/site";
import { createStaff, dashboardStatus, givePassword, passwordSession, type Staff } from "../support/staff";
import { describe, expect, test } from "./fixtures";

/**
 * Two-step sign-in over HTTP, on the built server and its SQLite file
 * (docs/decisions/036-second-factor.md): app codes set up from the key the page shows, computed here
 * as an authenticator app would; the sign-in's second step; recovery codes that work once; the
 * limits on wrong codes; an Owner's requirement and reset; create-admin --reset-second-factor.
 */

const SET_UP = "/admin/staff/second-factor";
const CODE_STEP = "/admin/sign-in/code";

let accounts = 0;
async function newStaff(site: Site): Promise<Staff & { id: string }> {
  const staff = { email: `two-step-${++accounts}@zagros.test`, password: "first password 123" };
  await createStaff(site.databasePath, staff);
  const [row] = site.query<{ id: string }>("select id from staff_accounts where email = ?", staff.email);
  return { ...staff, id: row!.id };
}

/** The code an authenticator app shows, `steps` periods of 30 s from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The second step: a code, with the first step's cookie. */
function giveCode(site: Site, cookie: string, code: string, address = visitorAddress(), lng = "en") {
  return postForm(
    site.base,
    `${CODE_STEP}?lng=${lng}`,
    { code, method: "app", redirectTo: "/dashboard" },
    { cookie, headers: { "X-Forwarded-For": address } },
  );
}

/** Signs in with the password and an app code `steps` periods away (each use needs a step of its own). */
async function signInWithCode(site: Site, staff: Staff, secret: string, steps: number) {
  const { cookie } = await givePassword(site, staff);
  const response = await giveCode(site, cookie, appCode(secret, steps));
  expect(response.status).toBe(302);
  return cookiesOf(response, "__session");
}

const keyOn = (html: string) =>
  /<code class="second-factor__key"[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replace(/ /g, "");
const codesOn = (html: string) =>
  [
    ...(/<ol class="recovery-codes"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(
      /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/g,
    ),
  ].map((match) => match[0]);

/** Turns app codes on over HTTP, as a person does: the key from the page, a code from it. */
async function setUpAppCodes(site: Site, staff: Staff, cookie: string) {
  const page = await fetch(`${site.base}${SET_UP}?lng=en`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const secret = keyOn(html);
  expect(secret, "the key shown as text").toMatch(/^[A-Z2-7]{32}$/);
  expect(html).toContain('<svg class="second-factor__qr"');
  const enabled = await postForm(
    site.base,
    `${SET_UP}?lng=en`,
    { intent: "enable", password: staff.password, code: appCode(secret!) },
    { cookie },
  );
  expect(enabled.status).toBe(200);
  const codes = codesOn(await enabled.text());
  return { secret: secret!, codes };
}

describe("setting up app codes", () => {
  test("the key and QR code, a wrong code refused, then on with ten recovery codes kept hashed", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    const html = await (await fetch(`${site.base}${SET_UP}?lng=en`, { headers: { Cookie: cookie } })).text();
    const secret = keyOn(html)!;
    // The same key at every look, until it is confirmed.
    const again = await (await fetch(`${site.base}${SET_UP}?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(keyOn(again)).toBe(secret);

    const wrongCode = await postForm(
      site.base,
      `${SET_UP}?lng=en`,
      {
        intent: "enable",
        password: staff.password,
        code: String((Number(appCode(secret)) + 1) % 1e6).padStart(6, "0"),
      },
      { cookie },
    );
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain("That app code is not right");
    const wrongPassword = await postForm(
      site.base,
      `${SET_UP}?lng=en`,
      { intent: "enable", password: "not the password", code: appCode(secret) },
      { cookie },
    );
    expect(wrongPassword.status).toBe(401);
    expect(site.query("select totp_secret from staff_accounts where id = ?", staff.id)).toEqual([
      { totp_secret: null },
    ]);

    const { secret: confirmed, codes } = await setUpAppCodes(site, staff, cookie);
    expect(confirmed).toBe(secret);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(site.query("select totp_secret from staff_accounts where id = ?", staff.id)).toEqual([
      { totp_secret: secret },
    ]);
    const stored = site
      .query<{ code_hash: string }>("select code_hash from recovery_codes where staff_id = ?", staff.id)
      .map((row) => row.code_hash)
      .sort();
    expect(stored).toEqual(
      codes.map((code) => createHash("sha256").update(code.replace(/-/g, "")).digest("hex")).sort(),
    );
    // Shown once: the page now says they are on, and shows no code and no key.
    const after = await (await fetch(`${site.base}${SET_UP}?lng=en`, { headers: { Cookie: cookie } })).text();
    expect(codesOn(after)).toEqual([]);
    expect(keyOn(after)).toBeUndefined();
    expect(after).toContain("10 recovery codes left");
    const logged = site.query<{ action: string }>(
      "select action from activity_log where account_email = ? order by id",
      staff.email,
    );
    expect(logged.map((row) => row.action)).toContain("secondFactorOn");
  });
});

describe("signing in with a second factor", () => {
  test("the password alone opens nothing; a wrong code is refused in the page's language; the right one signs in", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const { secret } = await setUpAppCodes(site, staff, await passwordSession(site, staff));

    const { response, cookie } = await givePassword(site, staff);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${CODE_STEP}?redirectTo=%2Fdashboard`);
    // A session that only waits for the code: no account on its row, and no back-office page opens.
    expect(await dashboardStatus(site.base, cookie)).toBe(302);
    expect(
      (await fetch(`${site.base}/admin/staff`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(302);
    const step = await fetch(`${site.base}${CODE_STEP}?lng=en`, { headers: { Cookie: cookie } });
    expect(step.status).toBe(200);
    const stepPage = await step.text();
    expect(stepPage).toContain('name="code"');
    expect(stepPage).toContain("Use a recovery code instead");

    const wrong = String((Number(appCode(secret)) + 500_000) % 1e6).padStart(6, "0");
    const refused = await giveCode(site, cookie, wrong, visitorAddress(), "en");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("That code is not right");
    const refusedInArabic = await giveCode(site, cookie, wrong, visitorAddress(), "ar");
    expect(refusedInArabic.status).toBe(401);
    expect(await refusedInArabic.text()).toContain("هذا الرمز غير صحيح");

    const code = appCode(secret, 1);
    const signedIn = await giveCode(site, cookie, code);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const session = cookiesOf(signedIn, "__session");
    expect(await dashboardStatus(site.base, session)).toBe(200);
    // The pending session is gone with the sign-in: its cookie opens nothing and takes no second code.
    expect(await dashboardStatus(site.base, cookie)).toBe(302);

    // The same code again, on a new sign-in: refused (someone who saw it typed cannot use it).
    const second = await givePassword(site, staff);
    expect((await giveCode(site, second.cookie, code)).status).toBe(401);
    const logged = site
      .query<{ action: string }>("select action from activity_log where account_email = ?", staff.email)
      .map((row) => row.action);
    expect(logged.filter((action) => action === "secondFactorFailed")).toHaveLength(3);
    expect(logged.filter((action) => action === "signIn")).toHaveLength(2); // set-up's, and the code's
  });

  test("a recovery code works once, typed in any case and without dashes", async ({ site }) => {
    const staff = await newStaff(site);
    const { codes } = await setUpAppCodes(site, staff, await passwordSession(site, staff));
    const typed = codes[3]!.replace(/-/g, " ").toLowerCase();

    const first = await givePassword(site, staff);
    const used = await postForm(
      site.base,
      CODE_STEP,
      { code: typed, method: "recovery", redirectTo: "/dashboard" },
      { cookie: first.cookie },
    );
    expect(used.status).toBe(302);
    const session = cookiesOf(used, "__session");
    expect(await dashboardStatus(site.base, session)).toBe(200);
    const staffPage = await (
      await fetch(`${site.base}/admin/staff?lng=en`, { headers: { Cookie: session } })
    ).text();
    expect(staffPage).toContain("9 recovery codes left");

    const second = await givePassword(site, staff);
    const again = await postForm(
      site.base,
      `${CODE_STEP}?lng=en`,
      { code: codes[3]!, method: "recovery", redirectTo: "/dashboard" },
      { cookie: second.cookie },
    );
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("That code is not right");
    const logged = site
      .query<{ action: string }>("select action from activity_log where account_email = ?", staff.email)
      .map((row) => row.action);
    expect(logged).toContain("recoveryCodeUsed");
  });

  test("wrong codes are limited per account, from any address: 429 with Retry-After, even for a right code", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const { secret } = await setUpAppCodes(site, staff, await passwordSession(site, staff));
    const { cookie } = await givePassword(site, staff);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await giveCode(site, cookie, "000000")).status, `attempt ${attempt + 1}`).toBe(401);
    const throttled = await giveCode(site, cookie, appCode(secret, 1));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await throttled.text()).toMatch(/Too many wrong codes\. Please try again in 1[45] minutes\./);
    expect(await dashboardStatus(site.base, cookie)).toBe(302);
  });

  test("the second step waits 5 minutes at most", async ({ site }) => {
    const staff = await newStaff(site);
    const { secret } = await setUpAppCodes(site, staff, await passwordSession(site, staff));
    const { cookie } = await givePassword(site, staff);
    const changed = site.execute(
      "update sessions set data = json_set(data, '$.pendingAt', ?) where data like ?",
      Date.now() - 5 * 60_000 - 1000,
      `%"pendingStaffId":"${staff.id}"%`,
    );
    expect(changed).toBe(1);
    const late = await giveCode(site, cookie, appCode(secret, 1));
    expect(late.status).toBe(401);
    expect(await late.text()).toContain("Too much time has passed since you typed your password");
  });
});

describe("a forgotten password", () => {
  test("the e-mailed link sets the password but signs in only after the second factor's code", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const { secret } = await setUpAppCodes(site, staff, await passwordSession(site, staff));
    const token = randomBytes(32).toString("base64url");
    // A link as the mail would carry it (the sending is tests/server/password-reset.test.ts's).
    site.execute(
      "insert into password_resets (key, staff_id, created_at, expires_at) values (?, ?, ?, ?)",
      createHash("sha256").update(token).digest("base64url"),
      staff.id,
      Date.now(),
      Date.now() + 30 * 60_000,
    );
    const password = "a new password 789";
    const reset = await postForm(site.base, "/admin/reset-password", {
      token,
      password,
      repeatPassword: password,
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toMatch(/^\/admin\/sign-in\/code\?/);
    const pending = cookiesOf(reset, "__session");
    expect(await dashboardStatus(site.base, pending)).toBe(302);
    const signedIn = await giveCode(site, pending, appCode(secret, 1));
    expect(signedIn.status).toBe(302);
    expect(await dashboardStatus(site.base, cookiesOf(signedIn, "__session"))).toBe(200);
  });
});

describe("a lost second factor", () => {
  test("create-admin --reset-second-factor turns it off and signs the account out; the password alone works again", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const { secret } = await setUpAppCodes(site, staff, await passwordSession(site, staff));
    const session = await signInWithCode(site, staff, secret, 1);
    expect(await dashboardStatus(site.base, session)).toBe(200);

    const { code, stdout } = await runScript(
      "create-admin",
      ["--email", staff.email, "--reset-second-factor"],
      {
        DATABASE_PATH: site.databasePath,
      },
    );
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Turned off two-step sign-in for ${staff.email} (removed app codes, 10 unused recovery codes) and signed it out everywhere`,
    );
    expect(await dashboardStatus(site.base, session)).toBe(302);
    expect(site.query("select count(*) as n from recovery_codes where staff_id = ?", staff.id)).toEqual([
      { n: 0 },
    ]);
    expect(await dashboardStatus(site.base, await passwordSession(site, staff))).toBe(200);

    const unknown = await runScript(
      "create-admin",
      ["--email", "nobody@zagros.test", "--reset-second-factor"],
      {
        DATABASE_PATH: site.databasePath,
      },
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("There is no staff account nobody@zagros.test. Nothing was changed.");
  });

  test("another Owner resets it on the back office; an account that is not an Owner gets 403", async ({
    site,
  }) => {
    const owner = await newStaff(site);
    const ownerSession = await passwordSession(site, owner);
    const lost = await newStaff(site);
    await setUpAppCodes(site, lost, await passwordSession(site, lost));

    const editor = await newStaff(site);
    site.execute("update staff_accounts set role = 'editor' where id = ?", editor.id);
    const forged = await postForm(
      site.base,
      SET_UP,
      { intent: "reset", id: lost.id },
      { cookie: await passwordSession(site, editor) },
    );
    expect(forged.status).toBe(403);
    expect(
      site.query("select totp_secret is not null as on_ from staff_accounts where id = ?", lost.id),
    ).toEqual([{ on_: 1 }]);

    const reset = await postForm(
      site.base,
      SET_UP,
      { intent: "reset", id: lost.id, confirmPassword: owner.password },
      { cookie: ownerSession },
    );
    expect(reset.status).toBe(302);
    expect(site.query("select totp_secret from staff_accounts where id = ?", lost.id)).toEqual([
      { totp_secret: null },
    ]);
    expect(await dashboardStatus(site.base, await passwordSession(site, lost))).toBe(200);
  });
});

describe("an Owner requires a second factor of every account", () => {
  test("an account without one can use nothing but the set-up page, and cannot turn its last one off", async ({
    site,
  }) => {
    const owner = await newStaff(site);
    const ownerSession = await passwordSession(site, owner);
    const required = await postForm(
      site.base,
      SET_UP,
      // Sudo mode: signed in over HTTP from another address, the Owner gives the password again.
      { intent: "require", required: "1", confirmPassword: owner.password },
      { cookie: ownerSession },
    );
    expect(required.status).toBe(302);
    try {
      const member = await newStaff(site);
      const session = await passwordSession(site, member);
      for (const path of ["/dashboard", "/admin/staff", "/admin/list-services"]) {
        const response = await fetch(`${site.base}${path}`, {
          headers: { Cookie: session },
          redirect: "manual",
        });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe(SET_UP);
      }
      const before = site.query("select count(*) as n from staff_accounts");
      const added = await postForm(
        site.base,
        "/admin/staff",
        { intent: "add", email: "sneaked-in@zagros.test", password: "long enough password" },
        { cookie: session },
      );
      expect(added.status).toBe(302);
      expect(site.query("select count(*) as n from staff_accounts")).toEqual(before);

      const { secret } = await setUpAppCodes(site, member, session);
      expect(await dashboardStatus(site.base, session)).toBe(200);
      const off = await postForm(
        site.base,
        `${SET_UP}?lng=en`,
        { intent: "disable", password: member.password },
        { cookie: session },
      );
      expect(off.status).toBe(409);
      expect(await off.text()).toContain("it cannot be turned off");
      expect(secret).toBeTruthy();
    } finally {
      await postForm(
        site.base,
        SET_UP,
        { intent: "require", required: "0", confirmPassword: owner.password },
        { cookie: ownerSession },
      );
    }
    expect(site.query("select count(*) as n from back_office_settings")).toEqual([{ n: 0 }]);
  });
});

describe("confirming who one is (sudo mode) with app codes on", () => {
  test("a sensitive change asks for the app code beside the password; a wrong or missing one changes nothing", async ({
    site,
  }) => {
    const owner = await newStaff(site);
    // Signed in at one address; the change is sent from another, so who it is must be confirmed again.
    const cookie = await passwordSession(site, owner);
    // Turning app codes on spends the code of this period; the next period's is unspent whenever it runs.
    const { secret } = await setUpAppCodes(site, owner, cookie);
    const accounts = () => site.query("select count(*) as n from staff_accounts");
    const before = accounts();
    const add = (extra: Record<string, string>) =>
      postForm(
        site.base,
        "/admin/staff?lng=en",
        {
          intent: "add",
          email: "helper@zagros.test",
          password: "helper password 1",
          role: "editor",
          ...extra,
        },
        { cookie, headers: { "X-Forwarded-For": visitorAddress() } },
      );
    const passwordOnly = await add({ confirmPassword: owner.password });
    expect(passwordOnly.status).toBe(403);
    expect(await passwordOnly.text()).toContain("App code or recovery code");
    const wrong = await add({
      confirmPassword: owner.password,
      confirmCode: "000000" === appCode(secret) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("That code is not right");
    expect(accounts()).toEqual(before);
    const right = await add({ confirmPassword: owner.password, confirmCode: appCode(secret, 1) });
    expect(right.status).toBe(302);
    expect(site.query("select role from staff_accounts where email = 'helper@zagros.test'")).toEqual([
      { role: "editor" },
    ]);
  });
});

describe("turning app codes off", () => {
  test("asks for the password and a code of the factor itself; without the code nothing changes", async ({
    site,
  }) => {
    const staff = await newStaff(site);
    const cookie = await passwordSession(site, staff);
    const { secret } = await setUpAppCodes(site, staff, cookie);
    const on = () =>
      site.query<{ on_: number }>(
        "select totp_secret is not null as on_ from staff_accounts where id = ?",
        staff.id,
      )[0]?.on_;
    const disable = (fields: Record<string, string>) =>
      postForm(
        site.base,
        `${SET_UP}?lng=en`,
        { intent: "disable", password: staff.password, ...fields },
        { cookie },
      );
    expect((await disable({})).status).toBe(401);
    expect((await disable({ code: "not a code" })).status).toBe(401);
    expect(on()).toBe(1);
    // The next period's code: the set-up spent this one.
    const off = await disable({ code: appCode(secret, 1) });
    expect(off.status).toBe(302);
    expect(on()).toBe(0);
  });
});
