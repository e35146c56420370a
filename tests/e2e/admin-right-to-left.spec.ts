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

test("on a phone in Arabic, English boxes start on the left and a long address wraps only between its parts", async ({
  signedIn: page,
  site,
}) => {
  const email = "visitor.with.a.long.name@zagros-technology-example.com";
  const sent = await sendMessage(site.base, {
    name: "Dilan",
    email,
    phone: "0750 555 1234",
    subject: "Hello.",
    message: "A message in English.",
  });
  expect(sent.status).toBe(302);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto("/admin/add-client?lng=ar");
  const align = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).textAlign);
  // An English title starts where English starts; a phone number lines up with the page.
  expect(await align("#field-titleEn")).toMatch(/^(left|start)$/);
  expect(await align("#field-titleAr")).toMatch(/^(right|start)$/);
  expect(await align("#field-phone")).toBe("end");

  await page.goto("/admin/list-contactus?lng=ar");
  const address = page.locator(".inbox__item .email-address", { hasText: "visitor.with" }).first();
  await expect(address).toBeVisible();
  // Each part (the name with its @, then each part of the domain) is whole on its line.
  const broken = await address.evaluate((element) =>
    [...element.querySelectorAll("*"), element]
      .flatMap((node) => [...node.childNodes])
      .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent !== ".")
      .filter((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((text) => text.textContent),
  );
  expect(broken).toEqual([]);
});
