import { expect, test } from "@playwright/test";
import { defaultCompanyFacts as facts } from "../../app/content/company-facts";
import { languages } from "../../app/i18n/languages";
import { en } from "../../app/i18n/resources/en";
import { queryDatabase } from "./support";

type Tree = { [key: string]: string | Tree };
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : values(value)));

// Every English interface text with words in it (placeholders removed).
const englishTexts = [
  ...values(en),
  facts.name.en,
  facts.tagline.en,
  facts.address.en,
  ...facts.openingHours.en.split("\n"),
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
    "/privacy",
    "/missing",
    "/admin",
  ]) {
    test(`${path} in ${lng} shows no English text from the translation files`, async ({ page }) => {
      const [service] = queryDatabase<{ id: string }>("select id from services limit 1");
      await page.goto(`${path.replace(":service", service!.id)}?lng=${lng}`);
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

// React 18's streaming renderer once padded its 2 KB chunks with NUL bytes when a
// Kurdish or Arabic letter fell on the boundary: pages must be clean UTF-8.
test("every page is valid UTF-8 without a NUL byte, in every language, cached or not", async ({
  request,
}) => {
  for (const lng of ["en", "ku", "ar"]) {
    for (const path of ["/", "/about", "/team", "/solutions", "/missing", "/admin/login"]) {
      for (const query of [`?lng=${lng}`, `?lng=${lng}&uncached=1`]) {
        const response = await request.get(`${path}${query}`);
        const bytes = await response.body();
        const where = `${path}${query}`;
        expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), where).not.toThrow();
        expect(bytes.indexOf(0), where).toBe(-1);
      }
    }
  }
});
