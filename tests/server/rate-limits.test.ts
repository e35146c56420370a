import { en } from "../../app/i18n/resources/en";
import { cookiesOf, sendMessage, visitorAddress } from "../support/http";
import { translatedPattern } from "../support/languages";
import type { Site } from "../support/site";
import { createStaff, type Staff } from "../support/staff";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * The sign-in and contact limits against what an attacker actually does:
 * hundreds of guesses in parallel, guesses spread over many addresses to
 * lock the owner out, and a restart in between. Real server, real SQLite.
 * The per-account limit counts every address: each test has a server of its own.
 */
const OWNER: Staff = { email: "owner@zagros.test", password: "the real password 42" };

async function siteWithOwner(startSite: () => Promise<Site>) {
  const site = await startSite();
  await createStaff(site.databasePath, OWNER);
  return site;
}

function signInAttempt(site: Site, password: string, address: string, cookie?: string) {
  return fetch(`${site.base}/admin?lng=en`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ email: OWNER.email, password, redirectTo: "/dashboard" }),
  });
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

// 300 sign-ins at once, each reserved in SQLite: long on a busy two-core machine, hence a budget of its own.
test(
  "300 parallel wrong guesses from one address: only 5 are checked",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const site = await siteWithOwner(startSite);
    const address = visitorAddress();
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        signInAttempt(site, `wrong guess ${i}`, address).then((r) => r.status),
      ),
    );
    // On a slow machine, load shedding may answer some of the 300 "busy, come back" (503)
    // before they reach the sign-in at all: they were not checked either.
    const { 401: checked, 429: refused = 0, 503: busy = 0, ...other } = tally(statuses);
    expect(checked).toBe(5);
    expect(other).toEqual({});
    expect(refused + busy).toBe(295);
    expect(refused).toBeGreaterThan(0);
  },
);

// Each of these starts a server and makes an account first: long on a busy two-core machine, hence a budget
// of its own.
test(
  "39 wrong and the right password sent together: no more than 5 are checked",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const site = await siteWithOwner(startSite);
    const address = visitorAddress();
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 39 ? OWNER.password : `wrong guess ${i}`));
    const statuses = await Promise.all(
      attempts.map((password) => signInAttempt(site, password, address).then((r) => r.status)),
    );
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    // The right one only gets in if it was among the five checked.
    if (statuses[39] === 302) expect(checked).toContain(302);
    else expect(statuses[39]).toBe(429);
  },
);

test(
  "guesses from many addresses slow the account down, but never lock its owner out of a known browser",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const site = await siteWithOwner(startSite);
    // The owner signs in once from their usual browser, and keeps its cookies.
    const ownerAddress = visitorAddress();
    const first = await signInAttempt(site, OWNER.password, ownerAddress);
    expect(first.status).toBe(302);
    const ownerCookies = cookiesOf(first, "__known_device");
    expect(ownerCookies).not.toBe("");

    // An attacker spreads guesses over many addresses (each under its own limit).
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await signInAttempt(site, `guess ${i}`, visitorAddress())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    // A new browser, even with the right password, is told how long to wait…
    const stranger = await signInAttempt(site, OWNER.password, visitorAddress());
    expect(stranger.status).toBe(429);
    const retryAfter = Number(stranger.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const page = await stranger.text();
    expect(page).toMatch(translatedPattern(en.admin.signIn.throttledMinutes_other, { whole: false }));

    // …while the owner's own browser still gets in.
    const owner = await signInAttempt(site, OWNER.password, ownerAddress, ownerCookies);
    expect(owner.status).toBe(302);
  },
);

test(
  "the limits are kept in SQLite: a restart does not forget them",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const site = await siteWithOwner(startSite);
    const address = visitorAddress();
    for (let i = 0; i < 5; i++) expect((await signInAttempt(site, `wrong ${i}`, address)).status).toBe(401);
    await site.restart();
    expect((await signInAttempt(site, "wrong again", address)).status).toBe(429);
  },
);

test("the contact form counts accepted messages only: five invalid posts do not use up the quota", async ({
  site,
}) => {
  const address = visitorAddress();
  const post = (fields: Record<string, string>) =>
    sendMessage(site.base, { email: "shwan@example.com", ...fields }, { address });
  for (let i = 0; i < 5; i++) expect((await post({ email: "not an email" })).status).toBe(400);
  for (let i = 0; i < 5; i++) expect((await post({ subject: `Hi ${i}` })).status).toBe(302);
  expect((await post({ subject: "one too many" })).status).toBe(429);
  expect(site.query("select id from messages where email = 'shwan@example.com'")).toHaveLength(5);
});
