import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

for (const lng of ["en", "ku", "ar"]) {
  for (const path of ["/", "/about"]) {
    for (const width of [375, 1280]) {
      test(`${path} in ${lng} at ${width}px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${path}?lng=${lng}`);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
      });
    }
  }
}
