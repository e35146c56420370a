import { telHref, whatsappUrl } from "../../app/content/company-facts";
import { defaultCompanyFacts as facts } from "../../app/content/company-facts";
import { localizeDigits } from "../../app/i18n/digits";
import { languagesUnderTest } from "../support/languages";
import { expect, test, type Locator } from "./fixtures";

/**
 * The ways people in Iraq reach a company (call, WhatsApp, directions) on the
 * public pages. (Call-back links in the inbox: inbox.spec.ts; the links the
 * facts make: tests/unit/company-facts.test.ts.)
 */

async function expectOutsideLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
}

const phone = facts.phones[0]!;
const whatsapp = whatsappUrl(facts.whatsapp);
const directions = facts.directionsUrl;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const { code: lng } of languagesUnderTest) {
      test(`WhatsApp and directions in the contact section and the footer, in ${lng}`, async ({ page }) => {
        await page.goto(`/?lng=${lng}`);
        for (const area of [page.locator("#contact-us"), page.locator(".site-footer")]) {
          await expectOutsideLink(area.locator('a[href^="https://wa.me/"]'), whatsapp);
          await expectOutsideLink(area.locator('a[href^="https://www.google.com/maps/"]'), directions);
          await expect(area.locator('a[href^="https://wa.me/"]')).toBeVisible();
        }
        // Links out only: no map widget or chat script of a third party on our page.
        await expect(page.locator("iframe")).toHaveCount(0);
        const origin = new URL(page.url()).origin;
        const scripts = await page
          .locator("script[src]")
          .evaluateAll((all) => all.map((s) => (s as HTMLScriptElement).src));
        for (const src of scripts) expect(new URL(src).origin).toBe(origin);
      });

      test(`every phone number and email shown is a tel:/mailto: link, in ${lng}`, async ({ page }) => {
        // The top bar and the footer everywhere; the contact section too on the home page.
        for (const [path, places] of [
          ["/", 3],
          ["/about", 2],
        ] as const) {
          await page.goto(`${path}?lng=${lng}`);
          const shown = [localizeDigits(phone, lng), facts.email];
          const unlinked = await page.evaluate((texts) => {
            const found: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              // Data for search engines (the JSON-LD <script>) is not shown to anyone.
              if (node.parentElement?.closest("script")) continue;
              for (const wanted of texts) {
                if (!text.includes(wanted)) continue;
                const href = node.parentElement?.closest("a")?.getAttribute("href") ?? "";
                if (!/^(tel|mailto):/.test(href)) found.push(`${wanted} in <${node.parentElement?.tagName}>`);
              }
            }
            return found;
          }, shown);
          expect(unlinked, path).toEqual([]);
          expect(await page.locator(`a[href="${telHref(phone)}"]`).count()).toBeGreaterThanOrEqual(places);
          expect(await page.locator(`a[href="mailto:${facts.email}"]`).count()).toBeGreaterThanOrEqual(
            places,
          );
        }
      });
    }
  });
}

for (const lng of ["ku", "ar"] as const) {
  test(`the phone number reads left to right in Eastern Arabic digits, in ${lng}`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    const shown = localizeDigits(phone, lng);
    // The first digit must be drawn left of the last one, wherever the number appears.
    const order = await page.evaluate((phone) => {
      const found: boolean[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node.textContent ?? "").indexOf(phone);
        if (at === -1) continue;
        const box = (offset: number) => {
          const range = document.createRange();
          range.setStart(node!, offset);
          range.setEnd(node!, offset + 1);
          return range.getBoundingClientRect();
        };
        found.push(box(at + 1).left < box(at + phone.length - 1).left);
      }
      return found;
    }, shown);
    expect(order.length).toBeGreaterThanOrEqual(3);
    expect(order.every(Boolean), `left to right: ${order}`).toBe(true);
  });
}
