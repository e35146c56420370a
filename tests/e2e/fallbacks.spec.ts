import { expect, test, type Locator, type TestSite, withOwnSite } from "./fixtures";

/**
 * Records without an image show the company's logo whole; records without a
 * Kurdish or Arabic text show the English one, set in its own direction. A
 * site of its own: the records lose their images and translations here.
 */
withOwnSite("fallbacks");

/**
 * Behind the app's back, the same each time (tests run in any order): the newest service loses
 * its image and its Kurdish and Arabic texts, the newest info tile its Kurdish texts, the newest
 * team member its photo. Empty texts fall back to English; an empty image to the company logo.
 */
function withoutImagesOrTranslations(site: TestSite) {
  const service = site.query<{ id: string; titleEn: string; descEn: string }>(
    "select * from services order by date desc limit 1",
  )[0]!;
  const tile = site.query<{ id: string; titleEn: string }>(
    "select * from info_areas order by date desc limit 1",
  )[0]!;
  const member = site.query<{ id: string; nameEn: string }>(
    "select * from team_members order by date desc limit 1",
  )[0]!;
  site.execute(
    "update services set image = '', titleKu = '', descKu = '', titleAr = '', descAr = '' where id = ?",
    service.id,
  );
  site.execute("update info_areas set titleKu = '', descKu = '' where id = ?", tile.id);
  site.execute("update team_members set image = '' where id = ?", member.id);
  return { service, tile, member };
}

for (const width of [375, 768, 1280, 1920]) {
  test(`the default logo is shown whole, centred, on every page that shows records, at ${width} px`, async ({
    page,
    site,
  }) => {
    const { service, member } = withoutImagesOrTranslations(site);
    await page.setViewportSize({ width, height: 900 });
    const places = [
      { path: "/", image: page.locator(".service-card", { hasText: service.titleEn }).locator("img") },
      {
        path: "/solutions",
        image: page.locator(".solution-card", { hasText: service.titleEn }).locator("img"),
      },
      { path: `/solution-details/${service.id}`, image: page.locator(".solution-detail img") },
      { path: "/team", image: page.locator(".team-card", { hasText: member.nameEn }).locator("img") },
    ];
    for (const { path, image } of places) {
      await page.goto(`${path}?lng=en`);
      await expect(image, path).toHaveAttribute("src", /\/logo[-\w]*\.svg$/);
      await expect(image, path).toHaveCSS("object-fit", "contain");
      await expect(image, path).toHaveCSS("object-position", "50% 50%");
    }
  });
}

test("English fallbacks on a Kurdish page and typed texts take their own direction", async ({
  page,
  site,
}) => {
  const { service, tile } = withoutImagesOrTranslations(site);
  await page.goto("/?lng=ku");
  // Isolated from the page's direction: inside or around it, an element with a direction of its own
  // (dir="auto", or a fallback's lang and dir) or a <bdi>. The page's own <html lang dir> does not count.
  const isolated = (locator: Locator) =>
    locator.evaluate((el) => {
      const around = el.closest('[dir="auto"], [dir][lang], bdi');
      return (
        (around !== null && around !== document.documentElement) ||
        el.querySelector("bdi, [dir][lang]") !== null
      );
    });
  const title = page.locator(".service-card h3", { hasText: service.titleEn });
  await expect(title).toBeVisible();
  expect(await isolated(title)).toBe(true);
  expect(
    await isolated(
      page
        .locator(".service-card p")
        .filter({ hasText: /[A-Za-z]/ })
        .first(),
    ),
  ).toBe(true);
  expect(await isolated(page.locator(".info-tile__title", { hasText: tile.titleEn }))).toBe(true);
  expect(await isolated(page.locator(`#info-${tile.id} h3`))).toBe(true);
  for (const name of ["name", "subject", "message"])
    await expect(page.locator(`#contact-us [name="${name}"]`)).toHaveAttribute("dir", "auto");

  // The service's own page: its English title as the heading, and inside a Kurdish sentence.
  await page.goto(`/solution-details/${service.id}?lng=ku`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(service.titleEn);
  expect(await isolated(heading)).toBe(true);
  // …and still lines up with the right-to-left page: its text ends at the heading's right edge.
  const edges = await heading.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { text: range.getBoundingClientRect().right, box: el.getBoundingClientRect().right };
  });
  expect(Math.abs(edges.box - edges.text), "English title aligned right on a Kurdish page").toBeLessThan(2);
  expect(await page.locator("#solution-cta-heading").textContent()).toContain(
    `\u2068${service.titleEn}\u2069`,
  );
});
