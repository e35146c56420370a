import { ar } from "../../app/i18n/resources/ar";
import { ku } from "../../app/i18n/resources/ku";
import { visitorAddress } from "../support/http";
import { translatedPattern } from "../support/languages";
import { body, startMailServer, waitFor } from "../support/mail";
import { createStaff } from "../support/staff";
import { scaled } from "../support/timeouts";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

/**
 * A forgotten password with JavaScript on, in Kurdish (right to left): the forms go through Remix's
 * fetches, not page loads, so this is what the server tests (tests/server/password-reset.test.ts,
 * everything else about resets, as a browser without JavaScript sends it) cannot see. The pages pass axe.
 * And the same without JavaScript, as Chromium itself posts the form: the server tests can only say what
 * headers they think a browser sends.
 */
test("with JavaScript, in Kurdish: ask for a link, open it, choose a password, land signed in", async ({
  page,
  startSite,
}) => {
  // A server of its own, an account (a process), a mail through SMTP and two axe runs: long on a busy
  // two-core machine, hence a budget of its own.
  test.setTimeout(scaled(60_000));
  const mail = await startMailServer();
  try {
    const site = await startSite({
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, NOTIFY_EMAIL: "office@zagros.test" },
    });
    const owner = { email: "owner@zagros.test", password: "the first password 1" };
    await createStaff(site.databasePath, owner);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });

    await page.goto(`${site.base}/admin?lng=ku`);
    await waitForHydration(page);
    await page.getByRole("link", { name: ku.admin.passwordReset.link }).click();
    await page.waitForURL(/\/admin\/forgot-password\?lng=ku$/);
    expect(await axeViolations(page, "forgot-password")).toEqual([]);
    await page.locator("#forgot-email").fill(owner.email);
    await page.getByRole("button", { name: ku.admin.passwordReset.submit }).click();
    await expect(page.getByText(translatedPattern(ku.admin.passwordReset.sent_other))).toBeVisible();
    await expect(page.locator("#forgot-email")).toHaveValue(owner.email);

    const received = await waitFor("the reset mail", () =>
      mail.received.find((m) => m.to.includes(owner.email)),
    );
    const link = new URL(/https?:\/\/\S+/.exec(body(received.raw))![0]);
    await page.goto(`${site.base}${link.pathname}${link.search}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: ku.admin.passwordReset.chooseTitle })).toBeVisible();
    expect(await axeViolations(page, "reset-password")).toEqual([]);
    await page.locator("#reset-password").fill("a brand new password 2");
    await page.locator("#reset-repeat").fill("a brand new password 2");
    await page.getByRole("button", { name: ku.admin.passwordReset.save }).click();
    await page.waitForURL(/\/admin\/staff\?lng=ku$/);
    await expect(page.getByText(ku.admin.passwordReset.done)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  } finally {
    await mail.stop();
  }
});

test("without JavaScript, in Arabic: the e-mailed link's form is accepted as this site's own", async ({
  newPage,
  startSite,
}) => {
  // A server of its own, an account (a process), a mail through SMTP: long on a busy two-core machine, hence
  // a budget of its own.
  test.setTimeout(scaled(60_000));
  const mail = await startMailServer();
  try {
    const site = await startSite({
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, NOTIFY_EMAIL: "office@zagros.test" },
    });
    const owner = { email: "owner@zagros.test", password: "the first password 1" };
    await createStaff(site.databasePath, owner);
    const page = await newPage({ javaScriptEnabled: false });
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });

    await page.goto(`${site.base}/admin/forgot-password?lng=ar`);
    await page.locator("#forgot-email").fill(owner.email);
    await page.getByRole("button", { name: ar.admin.passwordReset.submit }).click();
    await expect(page.getByText(translatedPattern(ar.admin.passwordReset.sent_many!))).toBeVisible();

    const received = await waitFor("the reset mail", () =>
      mail.received.find((m) => m.to.includes(owner.email)),
    );
    const link = new URL(/https?:\/\/\S+/.exec(body(received.raw))![0]);
    await page.goto(`${site.base}${link.pathname}${link.search}`);
    await page.locator("#reset-password").fill("a brand new password 2");
    await page.locator("#reset-repeat").fill("a brand new password 2");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: ar.admin.passwordReset.save }).click();
    // The page sends its own address to no one, not even to this site.
    expect((await posted).headers().referer).toBe(`${site.base}/`);
    await page.waitForURL(/\/admin\/staff\?lng=ar$/);
    await expect(page.getByText(ar.admin.passwordReset.done)).toBeVisible();
  } finally {
    await mail.stop();
  }
});
