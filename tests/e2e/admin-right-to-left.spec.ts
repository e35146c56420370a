import { sendMessage } from "../support/http";
import { expect, test, type TestSite, withOwnSite } from "./fixtures";

/**
 * The back office in Kurdish and Arabic: typed texts and addresses keep their
 * own direction, and numbers are written in Eastern Arabic digits. A site of
 * its own: visitors write to its inbox here.
 */
withOwnSite("admin-right-to-left");

const westernDigit = /[0-9]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

/** A visitor's message in English, for the inbox. */
async function sendEnglishMessage(site: TestSite) {
  const response = await sendMessage(site.base, {
    name: "Dilan",
    email: "dilan@example.com",
    phone: "0750 555 1234",
    subject: "Hello.",
    message: "A message in English.",
  });
  expect(response.status).toBe(302);
}

test("the back office isolates the signed-in address and visitors' texts", async ({
  signedIn: page,
  site,
  staff,
}) => {
  await sendEnglishMessage(site);
  await page.goto("/dashboard?lng=ar");
  await expect(page.locator(".admin-header__bar .admin-header__email bdi")).toHaveText(staff.email);
  await page.goto("/admin/list-contactus");
  for (const text of ["Dilan", "Hello.", "A message in English."])
    await expect(
      page.locator('.inbox__item :is(bdi, [dir="auto"])', { hasText: text }).first(),
    ).toBeVisible();
});

test("Kurdish and Arabic back-office pages write dates, counts and numbers in Eastern Arabic digits", async ({
  signedIn: page,
  site,
}) => {
  await sendEnglishMessage(site);
  for (const lng of ["ar", "ku"]) {
    await page.goto(`/dashboard?lng=${lng}`);
    const totals = await page.locator(".dashboard-card__total").allInnerTexts();
    expect(totals.join(" ")).toMatch(easternDigit);
    expect(totals.join(" ")).not.toMatch(westernDigit);
    await page.goto(`/admin/list-contactus?lng=${lng}`);
    const numbers = [
      ...(await page.locator(".inbox__date").allInnerTexts()),
      await page.locator(".pager__status").innerText(),
    ].join(" ");
    expect(numbers).toMatch(easternDigit);
    expect(numbers, lng).not.toMatch(westernDigit);
  }
  await page.goto(`/admin/list-contactus?lng=en`);
  expect(await page.locator(".inbox__date").first().innerText()).toMatch(westernDigit);
});
