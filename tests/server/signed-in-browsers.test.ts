import { en } from "../../app/i18n/resources/en";
import { postForm, visitorAddress } from "../support/http";
import { createStaff, dashboardStatus, signInCookie, type Staff } from "../support/staff";
import { expect, describe, test } from "./fixtures";

/**
 * Sessions end 30 days after sign-in however much they are used, and the staff page lists one's signed-in
 * browsers by family only (never the address or the User-Agent) and signs any of them out, but never
 * another account's (docs/decisions/035-session-lifetime-and-browsers.md).
 */
const DAY = 24 * 60 * 60 * 1000;
const FIREFOX_ON_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

let accounts = 0;
async function newStaff(databasePath: string): Promise<Staff> {
  const staff = { email: `browsers-${++accounts}@zagros.test`, password: "first password 123" };
  await createStaff(databasePath, staff);
  return staff;
}

/** Signs in as a browser with this User-Agent from this address; the cookies. */
const signInWith = (base: string, staff: Staff, userAgent: string, address = visitorAddress()) =>
  signInCookie(base, staff, { headers: { "User-Agent": userAgent, "X-Forwarded-For": address } });

async function staffPage(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/admin/staff?lng=en`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The handle of the form that signs out the listed browser whose name is given. */
function handleFor(html: string, name: string): string {
  const item = html.split("<li").find((part) => part.includes(`>${name}<`));
  const handle = item?.match(/name="handle" value="([^"]+)"/)?.[1];
  if (!handle) throw new Error(`No browser named ${name} on the page`);
  return handle;
}

const endSession = (base: string, cookie: string, handle: string) =>
  postForm(base, "/admin/staff?lng=en", { intent: "endSession", handle }, { cookie });

describe("a session's 30 days", () => {
  test("a session begun 31 days ago opens nothing, one of 29 days does, and its cookie ends with it", async ({
    site,
  }) => {
    const staff = await newStaff(site.databasePath);
    const old = await signInCookie(site.base, staff);
    const recent = await signInCookie(site.base, staff);
    const rows = site.query<{ id: string }>(
      "select s.id from sessions s join staff_accounts a on a.id = s.staff_id where a.email = ? order by s.rowid",
      staff.email,
    );
    expect(rows).toHaveLength(2);
    // Both used every day since (their idle expiry is days away): only the absolute lifetime differs.
    const now = Date.now();
    site.execute(
      "update sessions set created_at = ?, expires = ? where id = ?",
      now - 31 * DAY,
      now + DAY,
      rows[0]!.id,
    );
    site.execute(
      "update sessions set created_at = ?, expires = ? where id = ?",
      now - 29 * DAY,
      now + DAY,
      rows[1]!.id,
    );

    expect(await dashboardStatus(site.base, old)).toBe(302);
    expect(site.query("select id from sessions where id = ?", rows[0]!.id)).toHaveLength(0);
    expect(await dashboardStatus(site.base, recent)).toBe(200);

    // A page that renews the cookie gives it at most the day that is left, not another 7.
    const response = await fetch(`${site.base}/admin/staff`, { headers: { Cookie: recent } });
    const maxAge = Number(
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("__session="))
        ?.match(/Max-Age=(\d+)/)?.[1],
    );
    expect(maxAge).toBeGreaterThan(DAY / 1000 - 120);
    expect(maxAge).toBeLessThanOrEqual(DAY / 1000);
    const [row] = site.query<{ expires: number }>("select expires from sessions where id = ?", rows[1]!.id);
    expect(row!.expires).toBeLessThanOrEqual(now - 29 * DAY + 30 * DAY + 1000);
  });

  test("its last use is written when a minute or more old, not at every request", async ({ site }) => {
    const staff = await newStaff(site.databasePath);
    const cookie = await signInCookie(site.base, staff);
    const lastSeen = () =>
      site.query<{ seen: number }>(
        "select s.last_seen_at as seen from sessions s join staff_accounts a on a.id = s.staff_id where a.email = ?",
        staff.email,
      )[0]!.seen;
    const thirtySecondsAgo = Date.now() - 30_000;
    site.execute("update sessions set last_seen_at = ?", thirtySecondsAgo);
    expect(await dashboardStatus(site.base, cookie)).toBe(200);
    expect(lastSeen()).toBe(thirtySecondsAgo);

    const twoMinutesAgo = Date.now() - 120_000;
    site.execute("update sessions set last_seen_at = ?", twoMinutesAgo);
    expect(await dashboardStatus(site.base, cookie)).toBe(200);
    expect(lastSeen()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe("the staff page's signed-in browsers", () => {
  test("lists each browser by its family, never its address, User-Agent or session key", async ({ site }) => {
    const staff = await newStaff(site.databasePath);
    const phoneAddress = visitorAddress();
    const laptopAddress = visitorAddress();
    await signInWith(site.base, staff, FIREFOX_ON_ANDROID, phoneAddress);
    const laptop = await signInWith(site.base, staff, CHROME_ON_WINDOWS, laptopAddress);

    const html = await staffPage(site.base, laptop);
    expect(html).toContain(">Firefox on Android<");
    expect(html).toContain(">Chrome on Windows<");
    // "This browser" is the laptop's.
    const laptopItem = html.split("<li").find((part) => part.includes(">Chrome on Windows<"));
    expect(laptopItem).toContain(en.admin.browsers.thisBrowser);
    expect(html.split(en.admin.browsers.thisBrowser).length - 1).toBe(1);

    for (const secret of [phoneAddress, laptopAddress, FIREFOX_ON_ANDROID, CHROME_ON_WINDOWS, "rv:128.0"])
      expect(html).not.toContain(secret);
    const keys = site.query<{ id: string; browser: string }>(
      "select s.id, s.browser from sessions s join staff_accounts a on a.id = s.staff_id where a.email = ?",
      staff.email,
    );
    expect(keys.map((row) => row.browser).sort()).toEqual(["Chrome on Windows", "Firefox on Android"]);
    for (const { id } of keys) expect(html).not.toContain(id);
  });

  test("signing out another browser ends its session and keeps this one; this one's signs out here", async ({
    site,
  }) => {
    const staff = await newStaff(site.databasePath);
    const phone = await signInWith(site.base, staff, FIREFOX_ON_ANDROID);
    const laptop = await signInWith(site.base, staff, CHROME_ON_WINDOWS);

    const response = await endSession(
      site.base,
      laptop,
      handleFor(await staffPage(site.base, laptop), "Firefox on Android"),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/staff");
    expect(await dashboardStatus(site.base, phone)).toBe(302);
    expect(await dashboardStatus(site.base, laptop)).toBe(200);
    const html = await staffPage(site.base, laptop);
    expect(html).not.toContain(">Firefox on Android<");
    const logged = site.query<{ label: string }>(
      "select label from activity_log where action = 'sessionEnded' and account_email = ?",
      staff.email,
    );
    expect(logged).toEqual([{ label: "Firefox on Android" }]);

    // Its own line signs this browser out, to the sign-in page.
    const own = await endSession(site.base, laptop, handleFor(html, "Chrome on Windows"));
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toBe("/admin");
    expect(await dashboardStatus(site.base, laptop)).toBe(302);
  });

  test("a made-up handle, a session key or another account's handle ends nothing (404)", async ({ site }) => {
    const mine = await newStaff(site.databasePath);
    const theirs = await newStaff(site.databasePath);
    const me = await signInWith(site.base, mine, CHROME_ON_WINDOWS);
    const them = await signInWith(site.base, theirs, FIREFOX_ON_ANDROID);
    const theirHandle = handleFor(await staffPage(site.base, them), "Firefox on Android");
    const theirKey = site.query<{ id: string }>(
      "select s.id from sessions s join staff_accounts a on a.id = s.staff_id where a.email = ?",
      theirs.email,
    )[0]!.id;
    const sessionsBefore = site.query("select id from sessions").length;

    for (const handle of [theirHandle, theirKey, "x".repeat(43), ""]) {
      const response = await endSession(site.base, me, handle);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(en.admin.browsers.gone);
    }
    expect(site.query("select id from sessions").length).toBe(sessionsBefore);
    expect(await dashboardStatus(site.base, them)).toBe(200);
    expect(await dashboardStatus(site.base, me)).toBe(200);
    expect(
      site.query(
        "select id from activity_log where action = 'sessionEnded' and account_email = ?",
        mine.email,
      ),
    ).toHaveLength(0);
  });
});
