import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, visitorAddress } from "../support/http";
import { createStaff, signInCookie } from "../support/staff";
import { axeViolations, expect, test, withOwnSite } from "./fixtures";

/**
 * The activity log (/admin/activity) as staff read it, on a site of its own.
 * (A log that refuses writes, and its purge: tests/server/activity-log.test.ts.)
 */
withOwnSite("activity-log");

const SECRET_TEXT = "A confidential paragraph that must never reach the log";
/** A banner's form: only the texts given, the others empty. */
const jumbotron = (title: string, desc: string, descKu = "") => ({
  titleEn: title,
  titleKu: "",
  titleAr: "",
  descEn: desc,
  descKu,
  descAr: "",
});

test("lists sign-ins, failed sign-ins, creates, updates (field names only) and deletes; filters work without JavaScript", async ({
  newPage,
  site,
}) => {
  // An account of this test's own adds a second one, which signs in, then removes it; changes its
  // own password and signs out everywhere.
  const OWNER = `log-owner-${Date.now()}@zagros.test`;
  const SECOND = `log-second-${Date.now()}@zagros.test`;
  await createStaff(site.databasePath, { email: OWNER, password: "owner password 123" });
  let cookie = await signInCookie(site.base, { email: OWNER, password: "owner password 123" });
  const post = (path: string, fields: Record<string, string | string[]>, multipart = false) =>
    postForm(site.base, path, fields, { cookie, multipart });
  const staffAction = async (fields: Record<string, string>) =>
    expect((await post("/admin/staff", fields)).status).toBeLessThan(400);
  await staffAction({
    intent: "add",
    email: SECOND,
    password: "second password 456",
    role: "editor",
    confirmPassword: "owner password 123",
  });
  await signInCookie(site.base, { email: SECOND, password: "second password 456" });
  const secondId = site.query<{ id: string }>("select id from staff_accounts where email = ?", SECOND)[0]!.id;
  await staffAction({ intent: "remove", id: secondId, confirmPassword: "owner password 123" });
  await staffAction({
    intent: "password",
    currentPassword: "owner password 123",
    newPassword: "brand new password 1",
    repeatPassword: "brand new password 1",
  });
  await staffAction({ intent: "signOutEverywhere" });
  const owner = { email: OWNER, password: "brand new password 1" };
  cookie = await signInCookie(site.base, owner);

  // A failed sign-in with an address that is no account.
  const failed = await fetch(`${site.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
    body: new URLSearchParams({ email: "Intruder@Example.com", password: "guessed-password-1" }),
  });
  expect(failed.status).toBe(401);

  expect((await post("/admin/add-jumbotron", jumbotron("Launch banner", SECRET_TEXT), true)).status).toBe(
    302,
  );
  const [record] = site.query<{ id: string }>("select id from jumbotrons where titleEn = 'Launch banner'");
  expect(
    (
      await post(
        `/admin/edit-jumbotron/${record!.id}`,
        jumbotron("Launch banner", SECRET_TEXT, "دەقی نوێ"),
        true,
      )
    ).status,
  ).toBe(302);
  expect((await post("/admin/list-jumbotrons", { id: record!.id, page: "1" })).status).toBe(302);
  // A bulk inbox action: one entry per message.
  const messages = site.query<{ id: string }>("select id from messages limit 2");
  expect(
    (await post("/admin/list-contactus", { intent: "read", ids: messages.map(({ id }) => id) })).status,
  ).toBe(302);

  // Nothing typed into a field, and no password, is in the log.
  const everything = JSON.stringify(site.query("select * from activity_log"));
  expect(everything).not.toContain("confidential");
  expect(everything).not.toContain("دەقی نوێ");
  expect(everything).not.toContain("guessed-password-1");
  expect(everything).not.toContain("brand new password");

  const page = await newPage({ javaScriptEnabled: false, signedInAs: owner });
  await page.goto("/dashboard");
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
    `${en.admin.activity.changed} ${en.admin.fields.desc} (${en.admin.languages.ku})`,
  );
  const created = page.locator('.activity-log__item[data-action="create"]', { hasText: "Launch banner" });
  await expect(created.locator(".activity-log__fields")).toHaveText(
    `${en.admin.activity.changed} ${en.admin.fields.title} (${en.admin.languages.en}), ${en.admin.fields.desc} (${en.admin.languages.en})`,
  );
  await expect(
    page.locator('.activity-log__item[data-action="trash"]', { hasText: "Launch banner" }),
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
  await page.waitForURL((url) => url.searchParams.get("account") === SECOND);
  const secondEntries = await page
    .locator(".activity-log__account")
    .evaluateAll((items) => items.map((item) => item.textContent));
  expect(secondEntries.length).toBeGreaterThan(0);
  expect(new Set(secondEntries)).toEqual(new Set([SECOND]));
});

test("in Arabic and Kurdish the log is translated, right to left, with Eastern Arabic digits", async ({
  signedIn: page,
}) => {
  await page.goto("/admin/activity?lng=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.admin.activity.heading);
  await expect(page.locator(".activity-log__item").first()).toContainText(ar.admin.activity.actions.signIn);
  const log = (await page.locator(".activity-log").innerText()).replace(/[\w.+-]+@[\w.-]+/g, "");
  expect(log).toMatch(/[٠-٩]/);
  expect(log).not.toMatch(/[0-9]/);
  await expect(page.locator(".pager__status")).not.toContainText(/[0-9]/);

  await page.goto("/admin/staff?lng=ku");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ku.admin.staff.heading);
  const staffText = (await page.locator(".staff-list").innerText()).replace(/[\w.+-]+@[\w.-]+/g, "");
  expect(staffText).toMatch(/[٠-٩]/);
  expect(staffText).not.toMatch(/[0-9]/);
});

test("the staff and activity pages pass axe in English and Arabic", async ({ signedIn: page }) => {
  for (const lng of ["en", "ar"]) {
    for (const path of ["/admin/staff", "/admin/activity"]) {
      await page.goto(`${path}?lng=${lng}`);
      expect(await axeViolations(page, `${path} ${lng}`)).toEqual([]);
    }
  }
});
