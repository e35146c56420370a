import { ar } from "../../app/i18n/resources/ar";
import { ku } from "../../app/i18n/resources/ku";
import { sendMessage, visitorAddress } from "../support/http";
import { part, siteMailSettings, startMailServer, waitFor } from "../support/mail";
import { createStaff } from "../support/staff";
import { scaled } from "../support/timeouts";
import { axeViolations, expect, failedResponse, test, waitForHydration } from "./fixtures";

/**
 * The reply form on a message's page as Chromium sends it, with JavaScript (Remix's fetches, the form
 * kept or cleared without a page load) and without (plain posts): a refused answer comes back with
 * what was typed, a sent one shows in the conversation, reaches the visitor's mailbox and makes the
 * message Replied. Everything else about replies, over HTTP: tests/server/message-replies.test.ts.
 */
for (const { javaScriptEnabled, lng, texts } of [
  { javaScriptEnabled: true, lng: "ar", texts: ar },
  { javaScriptEnabled: false, lng: "ku", texts: ku },
] as const) {
  test(`the reply form, JavaScript ${javaScriptEnabled ? "on" : "off"}, in ${lng}: refused with what was typed kept, then sent`, async ({
    newPage,
    startSite,
    signIn,
    expectBrowserErrors,
  }) => {
    // A server of its own, an account (a process), a mail through SMTP: long on a busy two-core machine.
    test.setTimeout(scaled(60_000));
    const mail = await startMailServer();
    try {
      const site = await startSite({ env: siteMailSettings(mail) });
      const staff = { email: "owner@zagros.test", password: "the first password 1" };
      await createStaff(site.databasePath, staff);
      const visitor = `reply-${lng}@example.com`;
      expect(
        (
          await sendMessage(site.base, {
            name: "هاوڕێ",
            email: visitor,
            subject: "پرسیار",
            message: "سڵاو، نرخی ماڵپەڕ چەندە؟",
            website: "",
          })
        ).status,
      ).toBe(302);
      const [{ id }] = site.query<{ id: string }>("select id from messages where email = ?", visitor) as [
        { id: string },
      ];
      const page = await newPage({ javaScriptEnabled });
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
      await signIn(page, staff, site.base);
      await page.goto(`${site.base}/admin/contactus/${id}?lng=${lng}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const subject = page.locator("#reply-subject");
      const body = page.locator("#reply-body");
      await expect(subject).toHaveValue("Re: پرسیار");

      // A link the site's texts do not allow: refused (a 400, which the browser reports), the answer and
      // the subject kept as typed.
      expectBrowserErrors(failedResponse(400));
      const refused = "سوپاس بۆ نامەکەت.\n[ئێرە](javascript:alert(1))";
      await subject.fill("Re: پرسیار — نرخ");
      await body.fill(refused);
      await page.getByRole("button", { name: texts.admin.inbox.send }).click();
      await expect(page.locator("#reply-body-error")).toBeVisible();
      await expect(body).toHaveValue(refused);
      await expect(subject).toHaveValue("Re: پرسیار — نرخ");
      expect(site.query("select count(*) as n from message_replies")).toEqual([{ n: 0 }]);
      if (javaScriptEnabled) expect(await axeViolations(page, "message-reply")).toEqual([]);

      const answer = "سوپاس بۆ نامەکەت.\nنرخەکان لە **١٠٠ دۆلار**ەوە دەست پێدەکەن.";
      await body.fill(answer);
      await page.getByRole("button", { name: texts.admin.inbox.send }).click();
      await expect(page.getByRole("status")).toHaveText(texts.admin.inbox.replyQueued);
      const conversation = page.locator(".inbox-conversation .conversation__item--reply");
      await expect(conversation).toHaveCount(1);
      await expect(conversation.locator("strong")).toContainText(["١٠٠ دۆلار"]);
      // The form is empty again, for the next answer.
      await expect(page.locator("#reply-body")).toHaveValue("");
      await expect(page.locator(".inbox-message .badge--replied")).toHaveText(
        texts.admin.inbox.states.replied,
      );

      const received = await waitFor("the reply", () => mail.received.find((m) => m.to.includes(visitor)));
      expect(part(received.raw, "text/plain")).toContain("سوپاس بۆ نامەکەت.");
      await expect(async () => {
        await page.reload();
        await expect(conversation.locator(".conversation__status--sent")).toBeVisible({ timeout: 1_000 });
      }).toPass();
      expect(mail.received.filter((m) => m.to.includes(visitor))).toHaveLength(1);
    } finally {
      await mail.stop();
    }
  });
}
