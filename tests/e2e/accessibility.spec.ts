import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { queryDatabase } from "./support";

/** A real service's page (the id comes from the shared server's database). */
const SERVICE_PAGE = "/solution-details/:service";
const realPath = (path: string) =>
  path.replace(":service", queryDatabase<{ id: string }>("select id from services limit 1")[0]!.id);

for (const lng of ["en", "ku", "ar"]) {
  for (const path of ["/", "/about", "/team", "/solutions", SERVICE_PAGE, "/privacy"]) {
    for (const width of [375, 1280]) {
      test(`${path} in ${lng} at ${width}px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${realPath(path)}?lng=${lng}`);
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
