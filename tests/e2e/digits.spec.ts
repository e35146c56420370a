import { publicPages } from "../support/pages";
import { expect, failedResponse, test } from "./fixtures";

/**
 * Kurdish and Arabic pages write numbers in Eastern Arabic digits, English
 * pages in Western ones (the digits decision in docs/decisions). (The back office's digits:
 * admin-right-to-left.spec.ts.)
 */
const westernDigit = /[0-9]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

test.describe("digits", () => {
  for (const lng of ["ku", "ar"]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${lng} pages use Eastern Arabic digits only (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
        newPage,
        site,
        expectBrowserErrors,
      }) => {
        expectBrowserErrors(failedResponse(404)); // the not-found page is one of them
        const page = await newPage({ javaScriptEnabled });
        for (const path of publicPages(site.firstId("services"))) {
          await page.goto(`${path}?lng=${lng}`);
          const text = await page.locator("body").innerText();
          expect(text.match(/.{0,20}[0-9].{0,20}/)?.[0] ?? null, `${path}: a Western digit`).toBeNull();
          expect(text).toMatch(easternDigit);
        }
      });
    }
  }
  test("English pages use Western digits only", async ({ page, site, expectBrowserErrors }) => {
    expectBrowserErrors(failedResponse(404)); // the not-found page is one of them
    for (const path of publicPages(site.firstId("services"))) {
      await page.goto(`${path}?lng=en`);
      const text = await page.locator("body").innerText();
      expect(text).toMatch(westernDigit);
      expect(text.match(/.{0,20}[\u0660-\u0669\u06F0-\u06F9].{0,20}/)?.[0] ?? null).toBeNull();
    }
  });
});
