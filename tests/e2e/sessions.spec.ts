import { expect, test } from "@playwright/test";
import { createAdmin, signInCookie, startOwnServer } from "./support";

/**
 * Sessions end when they should, on the server: after 7 days whatever the
 * browser keeps, and at once for every browser when the password is reset.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "sessions@zagros.test";
const PASSWORD = "first password 123";
const DAY = 24 * 60 * 60 * 1000;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

const dashboardStatus = async (cookie: string) =>
  (await fetch(`${server.base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status;

test("a session lasts exactly 7 days: in the cookie and on the server", async () => {
  const before = Date.now();
  const response = await fetch(`${server.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
  });
  const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))!;
  expect(sessionCookie).toMatch(/; Max-Age=604800(;|$)/);
  const [row] = server.query<{ expires: number }>(
    "select expires from sessions order by expires desc limit 1",
  );
  expect(row!.expires).toBeGreaterThanOrEqual(before + 7 * DAY);
  expect(row!.expires).toBeLessThanOrEqual(Date.now() + 7 * DAY);
});

test("an expired session is refused by the server even if the browser still sends its cookie", async () => {
  const cookie = await signInCookie(server.base, EMAIL, PASSWORD);
  expect(await dashboardStatus(cookie)).toBe(200);
  // Seven days pass: the server's record of the session runs out.
  const changed = server.execute(
    "update sessions set expires = ? where expires > ?",
    Date.now() - 1000,
    Date.now(),
  );
  expect(changed).toBeGreaterThan(0);
  expect(await dashboardStatus(cookie)).toBe(302);
});

test("resetting the password with create-admin signs the account out everywhere", async () => {
  const laptop = await signInCookie(server.base, EMAIL, PASSWORD);
  const phone = await signInCookie(server.base, EMAIL, PASSWORD);
  expect(await dashboardStatus(laptop)).toBe(200);
  expect(await dashboardStatus(phone)).toBe(200);

  const output = await createAdmin(server.databasePath, EMAIL, "second password 456");
  expect(output).toMatch(/signed it out everywhere \(\d+ sessions ended\)/);
  expect(await dashboardStatus(laptop)).toBe(302);
  expect(await dashboardStatus(phone)).toBe(302);
  // The new password works.
  expect(await dashboardStatus(await signInCookie(server.base, EMAIL, "second password 456"))).toBe(200);
});
