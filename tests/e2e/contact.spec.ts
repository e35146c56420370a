import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { ar } from "../../app/i18n/resources/ar";
import { visitorAddress } from "../support/http";
import { expect, failedResponse, test, waitForContactScript, type Page } from "./fixtures";

/**
 * The contact form, with and without JavaScript, on a computer and a phone.
 * Messages are added to the shared site (every one its own address), never counted.
 * (Its limits under attack and its e-mails: tests/server.)
 */
const phone = { width: 375, height: 667 };

type StoredMessage = { name: string; email: string; phone: string; subject: string; message: string };

async function fillContactForm(page: Page, values: Partial<StoredMessage>) {
  const form = page.locator("#contact-us form");
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
}

const uniqueMessage = (tag: string): StoredMessage => ({
  name: "Dilan Karim",
  email: `${tag}-${Date.now()}@example.com`,
  phone: "+964 750 555 1234",
  subject: "A new website",
  message: `We would like a bilingual website for our bakery. (${tag})`,
});

test.describe("contact form with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });

  test("sends without a page reload, shows the thank-you and clears the form", async ({ page, site }) => {
    await page.goto("/?lng=en");
    await waitForContactScript(page);
    const message = uniqueMessage("js");
    await fillContactForm(page, message);
    // A marker on window would vanish on a full page load.
    await page.evaluate(() => (window.marker = "same page"));
    const submit = page.locator("#contact-us").getByRole("button", { name: en.contact.send });
    await submit.click();
    await expect(page.getByRole("status")).toHaveText(en.contact.sent);
    expect(await page.evaluate(() => window.marker)).toBe("same page");
    await expect(page.locator('#contact-us [name="name"]')).toHaveValue("");
    const rows = site.query<StoredMessage>("select * from messages where email = ?", message.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
  });

  test("disables the button and says Sending… while the message travels, the fields read-only", async ({
    page,
  }) => {
    await page.goto("/?lng=ku");
    // Before its module loads the click would post the form without JavaScript (a busy CI machine did).
    await waitForContactScript(page);
    await fillContactForm(page, uniqueMessage("pending"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/?index*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.locator("#contact-us button[type=submit]").click();
    const button = page.locator("#contact-us button[type=submit]");
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(ku.contact.sending);
    // What is sent is what the answer will show: nothing typed meanwhile could be lost.
    await expect(page.locator('#contact-us [name="message"]')).not.toBeEditable();
    release();
    await expect(page.getByRole("status")).toHaveText(ku.contact.sent);
    await expect(button).toBeEnabled();
  });

  test("shows each error by its field in the visitor's language, keeping what was typed", async ({
    page,
    site,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(failedResponse(400)); // the refused message
    await page.goto("/?lng=ar");
    await waitForContactScript(page);
    await fillContactForm(page, { name: "سارا", email: "not-an-email", message: "مرحبا" });
    await page.evaluate(() => (window.marker = "same page"));
    await page.locator("#contact-us button[type=submit]").click();
    await expect(page.locator("#contact-email-error")).toHaveText(ar.contact.invalidEmail);
    expect(await page.evaluate(() => window.marker)).toBe("same page");
    await expect(page.locator("#contact-phone-error")).toHaveText(ar.contact.phonePlaceholder);
    await expect(page.locator("#contact-subject-error")).toHaveText(ar.contact.subjectPlaceholder);
    await expect(page.locator("#contact-name-error")).toHaveCount(0);
    await expect(page.locator('#contact-us [name="name"]')).toHaveValue("سارا");
    await expect(page.locator('#contact-us [name="email"]')).toHaveAttribute("aria-invalid", "true");
    expect(site.query("select * from messages where email = ?", "not-an-email")).toHaveLength(0);
  });

  test("when no answer comes (the line dropped), says so in the page's language and keeps what was typed", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto("/?lng=ku");
    await waitForContactScript(page);
    await fillContactForm(page, uniqueMessage("offline"));
    await page.route("**/?index*", (route) => route.abort("internetdisconnected"));
    await page.locator("#contact-us button[type=submit]").click();
    const alert = page.locator("#contact-us").getByRole("alert");
    await expect(alert).toHaveText(ku.common.errorTryAgain);
    await expect(alert).toBeFocused();
    await expect(page.locator('#contact-us [name="name"]')).toHaveValue("Dilan Karim");
    await expect(page.locator("#contact-us button[type=submit]")).toBeEnabled();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });

  test("posts, redirects back to #contact-us and thanks the visitor", async ({ page, site }) => {
    await page.goto("/?lng=ku");
    const message = uniqueMessage("nojs");
    await fillContactForm(page, message);
    await page.locator("#contact-us button[type=submit]").click();
    await expect(page).toHaveURL(/\/\?contact=sent&lng=ku#contact-status$/);
    await expect(page.getByRole("status")).toHaveText(ku.contact.sent);
    const rows = site.query<StoredMessage>("select * from messages where email = ?", message.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
  });

  test("shows translated errors by their fields and keeps the typed text", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(failedResponse(400)); // the refused message
    await page.goto("/?lng=en");
    await fillContactForm(page, { name: "Aram", email: "aram@example", subject: "Prices" });
    await page.locator("#contact-us button[type=submit]").click();
    await expect(page.locator("#contact-email-error")).toHaveText(en.contact.invalidEmail);
    await expect(page.locator("#contact-message-error")).toHaveText(en.contact.messagePlaceholder);
    await expect(page.locator('#contact-us [name="subject"]')).toHaveValue("Prices");
    await expect(page.locator('#contact-us [name="name"]')).toHaveValue("Aram");
  });
});

test.describe("contact form rate limit", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });

  test("answers the sixth message in a minute with a clear translated message", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(failedResponse(429)); // the sixth
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.goto("/?lng=en");
      await fillContactForm(page, uniqueMessage(`limit${attempt}`));
      await page.locator("#contact-us button[type=submit]").click();
      if (attempt <= 5) await expect(page.getByRole("status")).toHaveText(en.contact.sent);
    }
    await expect(page.getByRole("alert")).toHaveText(en.contact.rateLimited);
    await expect(page.locator('#contact-us [name="name"]')).toHaveValue("Dilan Karim");
  });
});

test.describe("contact confirmation on a phone with JavaScript", () => {
  test.use({ viewport: phone });
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() }));

  async function fill(page: Page, values: Record<string, string>) {
    // The form now sends through JavaScript (a busy machine may still be loading its module).
    await waitForContactScript(page);
    for (const [name, value] of Object.entries(values))
      await page.locator(`#contact-us [name="${name}"]`).fill(value);
  }

  test("after sending, focus moves to the announced thank-you, in view", async ({ page }) => {
    await page.goto("/?lng=en");
    await fill(page, {
      name: "Dilan",
      email: `focus-${Date.now()}@example.com`,
      phone: "+964 750 555 1234",
      subject: "Focus",
      message: "Where does my focus go?",
    });
    await page.locator("#contact-us button[type=submit]").click();
    const thanks = page.locator("#contact-us").getByRole("status");
    await expect(thanks).toHaveText(en.contact.sent);
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport({ ratio: 1 });
  });

  test("a refused message moves focus to the first wrong field, in view, and alerts", async ({
    page,
    expectBrowserErrors,
  }) => {
    expectBrowserErrors(failedResponse(400)); // the refused message
    await page.goto("/?lng=ar");
    await fill(page, { name: "Dilan", email: "not an address" });
    await page.locator("#contact-us button[type=submit]").click();
    await expect(page.locator("#contact-us").getByRole("alert")).toBeVisible();
    const email = page.locator('#contact-us [name="email"]');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });
});

test("without JavaScript on a phone, the answer page opens on the thank-you or the errors", async ({
  newPage,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the refused message
  const page = await newPage({
    javaScriptEnabled: false,
    viewport: phone,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  {
    await page.goto("/?lng=ku");
    const form = page.locator("#contact-us form");
    await form.locator('[name="name"]').fill("Dilan");
    await form.locator('[name="email"]').fill("not an address");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("#contact-status [role=alert]")).toBeInViewport({ ratio: 1 });
    for (const [name, value] of Object.entries({
      email: "dilan@example.com",
      phone: "0750 123 4567",
      subject: "Hello",
      message: "A message without JavaScript.",
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/contact=sent/);
    await expect(page.locator("#contact-status [role=status]")).toBeInViewport({ ratio: 1 });
  }
});
