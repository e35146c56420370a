import { defaultCompanyFacts as facts } from "../../app/content/company-facts";
import { languages } from "../../app/i18n/languages";
import { en } from "../../app/i18n/resources/en";
import { expect, failedResponse, test } from "./fixtures";

/**
 * Kurdish and Arabic pages as the browser shows them (text, labels, titles):
 * no English text from the translation files. (Pages are valid UTF-8:
 * tests/server/html-validity.test.ts.)
 */

type Tree = { [key: string]: string | Tree };
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : values(value)));

// Every English interface text with words in it (placeholders removed).
const englishTexts = [
  ...values(en),
  facts.name.en,
  facts.tagline.en,
  facts.address.en,
  "Saturday to Thursday: 9am to 5pm",
  "Friday: holiday",
]
  .flatMap((text) => text.split(/\{\{\w+\}\}/))
  .map((text) => text.trim())
  .filter((text) => /[A-Za-z]{3}/.test(text))
  // The language switcher names English in English on every page, on purpose.
  .filter((text) => text !== languages.en.nativeName);

for (const lng of ["ku", "ar"]) {
  for (const path of [
    "/",
    "/about",
    "/team",
    "/solutions",
    "/solution-details/:service",
    "/news",
    "/news/:post",
    "/privacy",
    "/missing",
    "/admin",
  ]) {
    test(`${path} in ${lng} shows no English text from the translation files`, async ({
      page,
      site,
      expectBrowserErrors,
    }) => {
      if (path === "/missing") expectBrowserErrors(failedResponse(404));
      await page.goto(
        `${path.replace(":service", site.firstId("services")).replace(":post", site.firstAddress("news"))}?lng=${lng}`,
      );
      const visible = await page.locator("body").innerText();
      const attributes = await page
        .locator("[aria-label], [placeholder], [title], img[alt]")
        .evaluateAll((elements) =>
          elements.flatMap((el) =>
            ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
          ),
        );
      const pageTitle = await page.title();
      const shown = [visible, ...attributes, pageTitle].join("\n");
      // Whole words only: "You" (a label in the back office) is not leaked by the brand name "YouTube".
      const asWords = (text: string) =>
        new RegExp(`(?<![A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`);
      const leaked = englishTexts.filter((text) => asWords(text).test(shown));
      expect(leaked).toEqual([]);
    });
  }
}
