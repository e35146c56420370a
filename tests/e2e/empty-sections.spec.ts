import { pageText } from "../support/page-texts";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { expect, test, withOwnSite } from "./fixtures";

/**
 * Empty lists leave their public section out, and nothing links to what is
 * gone. A site of its own: every record is deleted here.
 */
withOwnSite("empty-sections");

test("empty lists leave their public section out; the back office still says No Data Available", async ({
  page,
  site,
  signIn,
  staff,
}) => {
  for (const table of ["team_members", "services", "products", "clients", "info_areas", "news"])
    site.execute(`delete from ${table}`);
  for (const [lng, t] of [
    ["en", en],
    ["ku", ku],
    ["ar", ar],
  ] as const) {
    await page.goto(`/?lng=${lng}`);
    const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids, lng).toEqual(["info-tiles", "process", "technology", "contact-us"]);
    // Without info tiles the band keeps its fixed "About us" tile only.
    await expect(page.locator(".info-tile")).toHaveCount(1);
    // The hero keeps its link to the contact form, not the one to the services that are gone.
    await expect(page.locator(".hero__actions a")).toHaveCount(1);
    for (const pathname of ["/", "/about", "/team", "/solutions"]) {
      await page.goto(`${pathname}?lng=${lng}`);
      await expect(page.locator("main"), `${pathname} ${lng}`).not.toContainText(t.common.noData);
      // No link anywhere (navigation, hero) to a section that was left out.
      await expect(page.locator('a[href*="#our-"]'), `${pathname} ${lng}`).toHaveCount(0);
      await expect(page.locator('a[href*="#contact-us"]').first(), `${pathname} ${lng}`).toBeAttached();
    }
    await page.goto(`/team?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("teamPage", "heading", lng));
    await expect(page.locator(".team-card")).toHaveCount(0);
    await expect(page.locator("main section")).toHaveCount(0);
    await page.goto(`/solutions?lng=${lng}`);
    await expect(page.locator(".solution-card")).toHaveCount(0);
    await expect(page.locator("main section")).toHaveCount(0);
  }
  await signIn(page, staff);
  await page.goto("/admin/list-team-members?lng=en");
  await expect(page.getByText(en.common.noData)).toBeVisible();
});
