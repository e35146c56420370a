import { defaultCompanyFacts } from "../../app/content/company-facts";
import { languagesUnderTest } from "../support/languages";
import { expect, test, type Page } from "./fixtures";

/**
 * How the home page lays out what it is given: whole lines in the fixed-height
 * service cards, rows of equal length, products on a wide screen, and the
 * company's profiles on a phone.
 */

/** The card's visible text lines, and any line the card's clip cuts through. */
async function cutLines(page: Page) {
  return page.locator(".service-card").evaluateAll((cards) =>
    cards.flatMap((card) => {
      const clip = card.querySelector(".service-card__text")!.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const title = card.querySelector("h3")!.textContent;
      const problems: string[] = [];
      if (clip.bottom > cardBox.bottom) problems.push(`${title}: text runs past the card's edge`);
      for (const block of card.querySelectorAll(".service-card__text > *")) {
        const range = document.createRange();
        range.selectNodeContents(block);
        for (const line of range.getClientRects()) {
          const inside = line.bottom <= clip.bottom + 0.5;
          const outside = line.top >= clip.bottom - 0.5;
          if (!inside && !outside)
            problems.push(`${title}: a line is cut (${line.top}–${line.bottom} vs ${clip.bottom})`);
        }
      }
      return problems;
    }),
  );
}

/** How many cards each row of the services grid holds, top to bottom. */
async function rowLengths(page: Page) {
  const tops = await page
    .locator("#our-solutions .service-card")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test("service cards show whole lines only, title and excerpt together, from 1280 to 375 px", async ({
  page,
}) => {
  let wrappedTitles = 0;
  for (const { code } of languagesUnderTest) {
    for (const width of [1280, 1000, 700, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/?lng=${code}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await cutLines(page), `${code} at ${width} px`).toEqual([]);
      wrappedTitles += await page
        .locator(".service-card h3")
        .evaluateAll(
          (titles) =>
            titles.filter(
              (title) =>
                title.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(title).lineHeight),
            ).length,
        );
    }
  }
  // The case that cut a line in half: a title on two lines.
  expect(wrappedTitles).toBeGreaterThan(0);
});

for (const { code } of languagesUnderTest) {
  test.describe(`in ${code}`, () => {
    test("the services grid balances its rows: 9 cards are 3 rows of 3 where 4 or 3 fit", async ({
      page,
    }) => {
      for (const width of [1280, 1000]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/?lng=${code}`);
        expect(await rowLengths(page), `${width} px`).toEqual([3, 3, 3]);
      }
    });

    test("on a phone the top bar shows the company's social profiles, on a row of their own", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/?lng=${code}`);
      const links = page.locator(".topbar__social a");
      const profiles = ["facebook", "instagram", "linkedin", "youtube", "x"]
        .map((network) => defaultCompanyFacts[network as "facebook"])
        .filter(Boolean);
      expect(profiles.length).toBeGreaterThan(0);
      await expect(links).toHaveCount(profiles.length);
      for (const [index, url] of profiles.entries()) {
        await expect(links.nth(index)).toBeVisible();
        await expect(links.nth(index)).toHaveAttribute("href", url);
      }
      // Inside the phone's width, under the phone number and the address.
      const row = (await page.locator(".topbar__social").boundingBox())!;
      const contact = (await page.locator(".topbar__contact").boundingBox())!;
      expect(row.y).toBeGreaterThanOrEqual(contact.y + contact.height - 1);
      expect(row.x).toBeGreaterThanOrEqual(0);
      expect(row.x + row.width).toBeLessThanOrEqual(375);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`1920 px: four products leave no gap on one side (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1920, height: 1080 }, javaScriptEnabled });
    await page.goto("/?lng=ar");
    const carousel = page.locator("#our-products .carousel");
    await carousel.scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await expect(carousel).toHaveClass(/swiper-initialized/);
    const slides = carousel.locator(".swiper-slide");
    expect(await slides.count()).toBe(4);
    await page.waitForTimeout(500);
    const box = (await carousel.boundingBox())!;
    const boxes = await slides.evaluateAll((all) =>
      all.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
    );
    const left = Math.min(...boxes.map((b) => b.left)) - box.x;
    const right = box.x + box.width - Math.max(...boxes.map((b) => b.right));
    // Centred (equal space on both sides) or filled (no space, or the row overflows and scrolls).
    const filled = Math.max(left, right) <= 2;
    expect(filled || Math.abs(left - right) <= 2, `space left ${left}, right ${right}`).toBe(true);
  });
}
