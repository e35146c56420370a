import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import {
  createAdmin,
  signInCookie,
  signInThroughForm,
  startOwnServer,
  translatedPattern,
  visitorAddress,
  waitForHydration,
} from "./support";

/**
 * Staff accounts (/admin/staff) and the activity log (/admin/activity), on a
 * server of their own: accounts are added, removed and signed out here.
 */
test.describe.configure({ mode: "serial" });

const OWNER = "owner@zagros.test";
const OWNER_PASSWORD = "owner password 123";
const SECOND = "second@zagros.test";
const SECOND_PASSWORD = "second password 456";
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, OWNER, OWNER_PASSWORD);
});
test.afterAll(() => server.stop());

/** A browser of its own (its own cookies), from an address of its own (the sign-in limits count per address). */
async function newBrowser(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  return { context, page };
}

const signIn = (page: Page, email: string, password: string, lng = "en") =>
  signInThroughForm(page, server.base, email, password, lng);

/** Whether the browser's session still opens a back-office page. */
async function stillSignedIn(page: Page): Promise<boolean> {
  await page.goto(`${server.base}/dashboard`);
  return !/\/admin\?redirectTo=/.test(page.url());
}

const accountId = (email: string) =>
  server.query<{ id: string }>("select id from staff_accounts where email = ?", email)[0]?.id;
/** Session rows of an account, by id (the account's row may be gone). */
const sessionsOfId = (staffId: string) =>
  server.query<{ id: string }>("select id from sessions where staff_id = ?", staffId).length;
const sessionsOf = (email: string) => sessionsOfId(accountId(email)!);

const removeButton = (page: Page, email: string) =>
  page.getByRole("button", { name: en.admin.staff.removeAccount.replace("{{email}}", email) });

test("the last account cannot be removed, nor one's own (translated 409s)", async () => {
  const cookie = await signInCookie(server.base, OWNER, OWNER_PASSWORD);
  const removeSelf = (lng: string) =>
    fetch(`${server.base}/admin/staff?lng=${lng}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove", id: accountId(OWNER)! }),
    });
  let response = await removeSelf("en");
  expect(response.status).toBe(409);
  expect(await response.text()).toContain(en.admin.staff.errors.last);
  expect(accountId(OWNER)).toBeDefined();

  // With a second account, removing oneself is still refused (the other may remove it).
  await createAdmin(server.databasePath, "temporary@zagros.test", "temporary password 1");
  response = await removeSelf("ar");
  expect(response.status).toBe(409);
  expect(await response.text()).toContain(ar.admin.staff.errors.self);
  expect(accountId(OWNER)).toBeDefined();
  expect(sessionsOf(OWNER)).toBeGreaterThan(0);
});

test("an account added on the staff page can sign in; the rules are create-admin's", async ({ browser }) => {
  const owner = await newBrowser(browser);
  await signIn(owner.page, OWNER, OWNER_PASSWORD);
  await owner.page.getByRole("link", { name: en.admin.staff.navLabel }).click();
  await expect(owner.page).toHaveURL(/\/admin\/staff$/);
  await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText(en.admin.staff.heading);

  await owner.page.locator("#staff-email").fill(SECOND);
  await owner.page.locator("#staff-password").fill("too short");
  // The browser's own minlength check is bypassed: the server's rule is what is tested.
  await owner.page.locator("#staff-password").evaluate((input) => input.removeAttribute("minlength"));
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.locator("#staff-password-error")).toHaveText(
    en.admin.staff.errors.weakPassword.replace("{{min}}", "10"),
  );
  expect(accountId(SECOND)).toBeUndefined();

  await owner.page.locator("#staff-password").fill(SECOND_PASSWORD);
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.getByRole("status")).toHaveText(en.admin.staff.added);
  await expect(owner.page.locator(".staff-list")).toContainText(SECOND);
  await expect(owner.page.locator(".staff-list")).toContainText(en.admin.staff.neverSignedIn);

  // The same address again: refused, nothing reset.
  await owner.page.locator("#staff-email").fill(SECOND.toUpperCase());
  await owner.page.locator("#staff-password").fill("another password 789");
  await owner.page.getByRole("button", { name: en.admin.staff.add }).click();
  await expect(owner.page.locator("#staff-email-error")).toHaveText(en.admin.staff.errors.exists);

  const second = await newBrowser(browser);
  await signIn(second.page, SECOND, SECOND_PASSWORD);
  await owner.page.reload();
  await expect(owner.page.locator(".staff-list li", { hasText: SECOND })).toContainText(
    translatedPattern(en.admin.staff.lastSignIn, { whole: false }),
  );
  await owner.context.close();
  await second.context.close();
});

test("removing an account ends its live session on its next request", async ({ browser }) => {
  const second = await newBrowser(browser);
  await signIn(second.page, SECOND, SECOND_PASSWORD);
  expect(await stillSignedIn(second.page)).toBe(true);
  const secondId = accountId(SECOND)!;
  expect(sessionsOfId(secondId)).toBeGreaterThan(0);

  const owner = await newBrowser(browser);
  await signIn(owner.page, OWNER, OWNER_PASSWORD);
  await owner.page.goto(`${server.base}/admin/staff`);
  await waitForHydration(owner.page);
  await removeButton(owner.page, SECOND).click();
  await expect(owner.page.getByRole("status")).toHaveText(en.admin.staff.removed);
  await expect(owner.page.locator(".staff-list")).not.toContainText(SECOND);

  // The session rows are gone, not merely useless.
  expect(sessionsOfId(secondId)).toBe(0);
  expect(await stillSignedIn(second.page)).toBe(false);
  await owner.context.close();
  await second.context.close();
});

test("changing one's password needs the current one and ends the other sessions, not this one", async ({
  browser,
}) => {
  const laptop = await newBrowser(browser);
  const phone = await newBrowser(browser);
  await signIn(laptop.page, OWNER, OWNER_PASSWORD, "ku");
  await signIn(phone.page, OWNER, OWNER_PASSWORD);

  await laptop.page.goto(`${server.base}/admin/staff`);
  await expect(laptop.page.locator("html")).toHaveAttribute("dir", "rtl");
  await laptop.page.locator("#current-password").fill("not the password");
  await laptop.page.locator("#new-password").fill("brand new password 1");
  await laptop.page.locator("#repeat-password").fill("brand new password 1");
  await laptop.page.getByRole("button", { name: ku.admin.staff.changePassword }).click();
  await expect(laptop.page.locator("#password-error")).toHaveText(ku.admin.staff.errors.wrongPassword);
  expect(await stillSignedIn(phone.page)).toBe(true);

  await laptop.page.goto(`${server.base}/admin/staff`);
  await laptop.page.locator("#current-password").fill(OWNER_PASSWORD);
  await laptop.page.locator("#new-password").fill("brand new password 1");
  await laptop.page.locator("#repeat-password").fill("brand new password 1");
  await laptop.page.getByRole("button", { name: ku.admin.staff.changePassword }).click();
  await expect(laptop.page.getByRole("status")).toHaveText(ku.admin.staff.passwordChanged);

  expect(await stillSignedIn(laptop.page)).toBe(true);
  expect(await stillSignedIn(phone.page)).toBe(false);
  await signIn(phone.page, OWNER, "brand new password 1");
  await laptop.context.close();
  await phone.context.close();
});

test("signing out everywhere ends every session of the account, this one too", async ({ browser }) => {
  const laptop = await newBrowser(browser);
  const phone = await newBrowser(browser);
  await signIn(laptop.page, OWNER, "brand new password 1");
  await signIn(phone.page, OWNER, "brand new password 1");
  await laptop.page.goto(`${server.base}/admin/staff`);
  await waitForHydration(laptop.page);
  await laptop.page.getByRole("button", { name: en.admin.staff.signOutEverywhere }).click();
  await expect(laptop.page).toHaveURL(/\/admin$/);
  expect(sessionsOf(OWNER)).toBe(0);
  expect(await stillSignedIn(laptop.page)).toBe(false);
  expect(await stillSignedIn(phone.page)).toBe(false);
  await laptop.context.close();
  await phone.context.close();
});

test.describe("the activity log", () => {
  const SECRET_TEXT = "A confidential paragraph that must never reach the log";
  let cookie: string;

  test.beforeAll(async () => {
    cookie = await signInCookie(server.base, OWNER, "brand new password 1");
  });

  const post = (path: string, body: FormData | URLSearchParams) =>
    fetch(`${server.base}${path}`, { method: "POST", body, headers: { Cookie: cookie }, redirect: "manual" });

  function jumbotron(title: string, desc: string, descKu = "") {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      titleEn: title,
      titleKu: "",
      titleAr: "",
      descEn: desc,
      descKu,
      descAr: "",
    }))
      form.set(key, value);
    return form;
  }

  test("lists sign-ins, failed sign-ins, creates, updates (field names only) and deletes; filters work without JavaScript", async ({
    browser,
  }) => {
    // A failed sign-in with an address that is no account.
    const failed = await fetch(`${server.base}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
      body: new URLSearchParams({ email: "Intruder@Example.com", password: "guessed-password-1" }),
    });
    expect(failed.status).toBe(401);

    expect((await post("/admin/add-jumbotron", jumbotron("Launch banner", SECRET_TEXT))).status).toBe(302);
    const [record] = server.query<{ id: string }>(
      "select id from jumbotrons where titleEn = 'Launch banner'",
    );
    expect(
      (await post(`/admin/edit-jumbotron/${record!.id}`, jumbotron("Launch banner", SECRET_TEXT, "دەقی نوێ")))
        .status,
    ).toBe(302);
    expect(
      (await post("/admin/list-jumbotrons", new URLSearchParams({ id: record!.id, page: "1" }))).status,
    ).toBe(302);
    // A bulk inbox action: one entry per message.
    const messages = server.query<{ id: string }>("select id from messages limit 2");
    const bulk = new URLSearchParams({ intent: "read" });
    for (const { id } of messages) bulk.append("ids", id);
    expect((await post("/admin/list-contactus", bulk)).status).toBe(302);

    // Nothing typed into a field, and no password, is in the log.
    const everything = JSON.stringify(server.query("select * from activity_log"));
    expect(everything).not.toContain("confidential");
    expect(everything).not.toContain("دەقی نوێ");
    expect(everything).not.toContain("guessed-password-1");
    expect(everything).not.toContain("brand new password");

    const { context, page } = await newBrowser(browser, { javaScriptEnabled: false });
    await signIn(page, OWNER, "brand new password 1");
    await page.getByRole("link", { name: en.admin.activity.navLabel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.activity.heading);
    const entries = page.locator(".activity-log__item");
    // Newest first: this sign-in.
    await expect(entries.first()).toHaveAttribute("data-action", "signIn");
    await expect(entries.first()).toContainText(OWNER);

    const update = page.locator('.activity-log__item[data-action="update"]', { hasText: "Launch banner" });
    await expect(update).toContainText(en.admin.activity.actions.update);
    await expect(update).toContainText(en.admin.types.jumbotrons.name);
    await expect(update.locator(".activity-log__fields")).toHaveText(
      `${en.admin.activity.changed} ${en.admin.fields.descKu}`,
    );
    const created = page.locator('.activity-log__item[data-action="create"]', { hasText: "Launch banner" });
    await expect(created.locator(".activity-log__fields")).toHaveText(
      `${en.admin.activity.changed} ${en.admin.fields.titleEn}, ${en.admin.fields.descEn}`,
    );
    await expect(
      page.locator('.activity-log__item[data-action="delete"]', { hasText: "Launch banner" }),
    ).toHaveCount(1);
    await expect(page.locator("main")).not.toContainText("confidential");
    await expect(
      page.locator('.activity-log__item[data-action="update"]', { hasText: en.admin.types.messages.name }),
    ).toHaveCount(messages.length);
    // Account changes are in the log, with the removed account's address still readable.
    await expect(page.locator('.activity-log__item[data-action="accountRemoved"]')).toContainText(SECOND);
    await expect(page.locator('.activity-log__item[data-action="passwordChanged"]')).toHaveCount(1);
    await expect(page.locator('.activity-log__item[data-action="signedOutEverywhere"]')).toHaveCount(1);

    // Filter by type, then by account too: a plain GET form.
    await page.locator("#activity-action").selectOption("signInFailed");
    await page.getByRole("button", { name: en.admin.activity.apply }).click();
    // waitForURL waits for the new page to load, so the lists read below are whole.
    await page.waitForURL(/\/admin\/activity\?account=&action=signInFailed$/);
    const failedEntries = page.locator(".activity-log__item");
    await expect(failedEntries.first()).toContainText("intruder@example.com");
    expect(
      new Set(await failedEntries.evaluateAll((items) => items.map((item) => item.dataset.action))),
    ).toEqual(new Set(["signInFailed"]));

    await page.locator("#activity-account").selectOption(SECOND);
    await page.locator("#activity-action").selectOption("");
    await page.getByRole("button", { name: en.admin.activity.apply }).click();
    await page.waitForURL(/account=second%40zagros\.test/);
    const secondEntries = await page
      .locator(".activity-log__account")
      .evaluateAll((items) => items.map((item) => item.textContent));
    expect(secondEntries.length).toBeGreaterThan(0);
    expect(new Set(secondEntries)).toEqual(new Set([SECOND]));
    await context.close();
  });

  test("in Arabic and Kurdish the log is translated, right to left, with Eastern Arabic digits", async ({
    browser,
  }) => {
    const { context, page } = await newBrowser(browser);
    await signIn(page, OWNER, "brand new password 1", "ar");
    await page.goto(`${server.base}/admin/activity?lng=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.admin.activity.heading);
    await expect(page.locator(".activity-log__item").first()).toContainText(ar.admin.activity.actions.signIn);
    const log = (await page.locator(".activity-log").innerText()).replace(/[\w.+-]+@[\w.-]+/g, "");
    expect(log).toMatch(/[٠-٩]/);
    expect(log).not.toMatch(/[0-9]/);
    await expect(page.locator(".pager__status")).not.toContainText(/[0-9]/);

    await page.goto(`${server.base}/admin/staff?lng=ku`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ku.admin.staff.heading);
    const staffText = (await page.locator(".staff-list").innerText()).replace(/[\w.+-]+@[\w.-]+/g, "");
    expect(staffText).toMatch(/[٠-٩]/);
    expect(staffText).not.toMatch(/[0-9]/);
    await context.close();
  });

  test("the staff and activity pages pass axe in English and Arabic", async ({ browser }) => {
    const { context, page } = await newBrowser(browser);
    await signIn(page, OWNER, "brand new password 1");
    for (const lng of ["en", "ar"]) {
      for (const path of ["/admin/staff", "/admin/activity"]) {
        await page.goto(`${server.base}${path}?lng=${lng}`);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map(
            (v) => `${path} ${lng} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      }
    }
    await context.close();
  });

  test("a log table that refuses writes does not fail a content save", async () => {
    server.execute(
      "create trigger activity_log_broken before insert on activity_log begin select raise(abort, 'activity log is broken'); end",
    );
    try {
      const response = await post("/admin/add-jumbotron", jumbotron("Saved despite the log", "text"));
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/list-jumbotrons");
      expect(server.query("select id from jumbotrons where titleEn = 'Saved despite the log'")).toHaveLength(
        1,
      );
      await expect.poll(() => server.output()).toContain("Activity log: could not record create");
    } finally {
      server.execute("drop trigger activity_log_broken");
    }
  });

  test("entries older than 12 months are purged when the server starts", async () => {
    const month = 31 * 24 * 60 * 60 * 1000;
    server.execute(
      "insert into activity_log (at, account_email, action) values (?, 'old@zagros.test', 'signIn'), (?, 'recent@zagros.test', 'signIn')",
      Date.now() - 13 * month,
      Date.now() - 11 * month,
    );
    await server.stop({ keepData: true });
    server = await startOwnServer({ dataDir: server.dataDir, removeDataDir: true });
    const left = server
      .query<{ account_email: string }>("select account_email from activity_log")
      .map((row) => row.account_email);
    expect(left).toContain("recent@zagros.test");
    expect(left).not.toContain("old@zagros.test");
    expect(server.output()).toMatch(/Activity log retention: deleted 1 /);
  });
});
