import { axeViolations, expect, test } from "./fixtures";
import { languageCodes } from "../support/languages";

/** Every public page, in every language, on a phone and at a desk, through axe. */
const SERVICE_PAGE = "/solution-details/:service";
const POST_PAGE = "/news/:post";

for (const lng of languageCodes) {
  for (const path of ["/", "/about", "/team", "/solutions", SERVICE_PAGE, "/news", POST_PAGE, "/privacy"]) {
    for (const width of [375, 1280]) {
      test(`${path} in ${lng} at ${width}px has no axe violations`, async ({ page, site }) => {
        await page.setViewportSize({ width, height: 900 });
        // A real service's page (the id from the shared site's database).
        await page.goto(
          `${path.replace(":service", site.firstId("services")).replace(":post", site.firstAddress("news"))}?lng=${lng}`,
        );
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
