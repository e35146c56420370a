import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { cookiesOf } from "../support/http";
import { Site, type SiteOptions } from "../support/site";
import { createStaff, dashboardStatus, signInCookie, type Staff } from "../support/staff";
import { expect, describe, test } from "./fixtures";

/**
 * Sessions end when they should, on the server: after 7 days whatever the
 * browser keeps, and at once for every browser when the password is reset.
 * Their rows hold the SHA-256 of the id the cookie carries, never the id: a
 * copy of the database (even with the session secret beside it) opens no session.
 */
const DAY = 24 * 60 * 60 * 1000;

/** An account of the test's own: these tests reset passwords and end sessions. */
let accounts = 0;
async function newStaff(databasePath: string): Promise<Staff> {
  const staff = { email: `sessions-${++accounts}@zagros.test`, password: "first password 123" };
  await createStaff(databasePath, staff);
  return staff;
}

/** Signs in over HTTP; the response and its session cookie. */
async function signIn(base: string, staff: Staff) {
  const response = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...staff, redirectTo: "/dashboard" }),
  });
  expect(response.status).toBe(302);
  return { response, cookie: cookiesOf(response, "__session") };
}

describe("a session's life", () => {
  test("lasts exactly 7 days: in the cookie and on the server", async ({ site }) => {
    const staff = await newStaff(site.databasePath);
    const before = Date.now();
    const { response } = await signIn(site.base, staff);
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))!;
    expect(sessionCookie).toMatch(/; Max-Age=604800(;|$)/);
    const [row] = site.query<{ expires: number }>(
      "select s.expires from sessions s join staff_accounts a on a.id = s.staff_id where a.email = ?",
      staff.email,
    );
    expect(row!.expires).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(row!.expires).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });

  test("an expired session is refused by the server even if the browser still sends its cookie", async ({
    site,
  }) => {
    const staff = await newStaff(site.databasePath);
    const cookie = await signInCookie(site.base, staff);
    expect(await dashboardStatus(site.base, cookie)).toBe(200);
    // Seven days pass: the server's record of the session runs out.
    const changed = site.execute(
      "update sessions set expires = ? where staff_id = (select id from staff_accounts where email = ?)",
      Date.now() - 1000,
      staff.email,
    );
    expect(changed).toBeGreaterThan(0);
    expect(await dashboardStatus(site.base, cookie)).toBe(302);
  });

  test("resetting the password with create-admin signs the account out everywhere", async ({ site }) => {
    const staff = await newStaff(site.databasePath);
    const laptop = await signInCookie(site.base, staff);
    const phone = await signInCookie(site.base, staff);
    expect(await dashboardStatus(site.base, laptop)).toBe(200);
    expect(await dashboardStatus(site.base, phone)).toBe(200);

    const reset = { ...staff, password: "second password 456" };
    const output = await createStaff(site.databasePath, reset);
    expect(output).toMatch(/signed it out everywhere \(\d+ sessions ended\)/);
    expect(await dashboardStatus(site.base, laptop)).toBe(302);
    expect(await dashboardStatus(site.base, phone)).toBe(302);
    // The new password works.
    expect(await dashboardStatus(site.base, await signInCookie(site.base, reset))).toBe(200);
  });
});

describe("sessions in the database", () => {
  // The secret made and kept in the data folder, as in production (no SESSION_SECRET given).
  const siteWithSecretFile = (startSite: (options: SiteOptions) => Promise<Site>) =>
    startSite({ env: { SESSION_SECRET: "" } });
  const secretOf = (site: Site) => readFileSync(path.join(site.dataDir, "session-secret"), "utf8").trim();

  test("hold the hash of the cookie's id, not the id; the session works", async ({ startSite }) => {
    const site = await siteWithSecretFile(startSite);
    const { cookie } = await signIn(site.base, await newStaff(site.databasePath));
    const id = (await createCookie("__session", { secrets: [secretOf(site)] }).parse(cookie)) as string;
    expect(id).toMatch(/^[\w-]{43}$/);

    const ids = site.query<{ id: string }>("select id from sessions").map((row) => row.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(createHash("sha256").update(id).digest("base64url"));
    expect(await dashboardStatus(site.base, cookie)).toBe(200);
  });

  test("a stored id, put in a cookie signed with the real secret, opens nothing", async ({ startSite }) => {
    const site = await siteWithSecretFile(startSite);
    await signIn(site.base, await newStaff(site.databasePath));
    const ids = site.query<{ id: string }>("select id from sessions").map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const stored of ids) {
      // What one holding the secret could make for a session id of their choosing.
      const forged = await createCookie("__session", { secrets: [secretOf(site)], path: "/" }).serialize(
        stored,
      );
      expect(await dashboardStatus(site.base, forged.split(";")[0]!)).toBe(302);
    }
  });
});

describe("the session secret kept in the data folder (no SESSION_SECRET given)", () => {
  const folderWithSecret = (content: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-"));
    writeFileSync(path.join(folder, "session-secret"), content);
    return folder;
  };

  test("an empty file, a write cut short, is replaced by a new secret that is then kept", async ({
    startSite,
  }) => {
    const site = await startSite({
      dataDir: folderWithSecret(""),
      removeDataDir: true,
      env: { SESSION_SECRET: "" },
    });
    const secret = readFileSync(path.join(site.dataDir, "session-secret"), "utf8");
    expect(secret).toMatch(/^[0-9a-f]{64}\n$/);
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith("session-secret"))).toEqual([
      "session-secret",
    ]);
    const { cookie } = await signIn(site.base, await newStaff(site.databasePath));
    await site.restart();
    expect(readFileSync(path.join(site.dataDir, "session-secret"), "utf8")).toBe(secret);
    expect(await dashboardStatus(site.base, cookie)).toBe(200);
  });

  test("a short one, written by a person, stops the start with a message", async () => {
    await expect(
      Site.start({
        dataDir: folderWithSecret("too short\n"),
        removeDataDir: true,
        env: { SESSION_SECRET: "" },
      }),
    ).rejects.toThrow(/The session secret in .*session-secret is shorter than 32 characters/);
  });
});
