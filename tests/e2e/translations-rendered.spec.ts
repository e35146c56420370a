import { expect, test } from "@playwright/test";
import { site } from "../../app/config/site";
import { en } from "../../app/i18n/resources/en";
import { queryDatabase } from "./support";

type Tree = { [key: string]: string | Tree };
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : values(value)));

// Every English interface text with words in it (placeholders removed).
const englishTexts = [
  ...values(en),
  site.name.en,
  site.tagline.en,
  site.address.en,
  ...site.openingHours.map((line) => line.en),
]
  .flatMap((text) => text.split(/\{\{\w+\}\}/))
  .map((text) => text.trim())
  .filter((text) => /[A-Za-z]{3}/.test(text));

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
      const leaked = englishTexts.filter((text) => shown.includes(text));
      expect(leaked).toEqual([]);
    });
  }
}
