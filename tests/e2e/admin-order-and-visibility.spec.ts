import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { localizeDigits } from "../../app/i18n/digits";
import { pngImage } from "../support/images";
import { visit } from "../support/http";
import { expect, test, waitForHydration, type TestSite, withOwnSite } from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * Staff order records and show or hide them (with and without JavaScript),
 * visitors see the change on their very next request in every language
 * (through the page cache), hidden records never reach them; images carry an
 * alternative text per language. These change data: a site of their own.
 * (Unknown records and made-up actions: tests/server/order-and-visibility.test.ts.)
 */
withOwnSite("admin-order-and-visibility");

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const solutionTitles = async (site: TestSite, lng: string) =>
  texts(
    (await visit(site.base, `/solutions?lng=${lng}`)).html,
    /<li class="solution-card">[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g,
  );
const homeServiceTitles = async (site: TestSite, lng: string) =>
  texts((await visit(site.base, `/?lng=${lng}`)).html, /class="service-card__link"[^>]*>([^<]*)<\/a>/g);

/**
 * Three services beyond the sample's nine: twelve, a second admin page at ten a page and still one
 * page of /solutions (twelve a page).
 */
test.beforeAll(({ site }) => {
  for (const n of [1, 2, 3])
    site.execute(
      "insert or ignore into services (id, titleEn, titleKu, titleAr, displayOrder, date) values (?, ?, ?, ?, ?, ?)",
      `orderService000${n}`,
      `Support plan ${n}`,
      `پلانی پشتگیری ${n}`,
      `خطة الدعم ${n}`,
      1000 + n,
      Date.now(),
    );
});

type Service = { id: string; titleEn: string; titleKu: string; titleAr: string };
/** The services in display order, as the admin list shows them. */
const servicesInOrder = (site: TestSite) =>
  site.query<Service>("select * from services order by displayOrder, date desc, id desc");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("move up and down across admin pages; visitors see the new order on the next request in each language", async ({
    signedIn: page,
    site,
  }) => {
    const before = servicesInOrder(site);
    expect(before.length).toBeGreaterThan(10);
    // The page cache holds /solutions and / in every language first.
    for (const lng of languageCodes) {
      await solutionTitles(site, lng);
      await homeServiceTitles(site, lng);
    }
    expect(await solutionTitles(site, "en")).toEqual(before.map((s) => s.titleEn));

    // Ten a page: the first row of page 2 moves up onto page 1; the list stays on page 2.
    await page.goto(`/admin/list-services?size=10&page=2`);
    const moving = before[10]!;
    await page
      .getByRole("button", { name: en.admin.list.moveUpRecord.replace("{{title}}", moving.titleEn) })
      .click();
    await expect(page).toHaveURL(/\/admin\/list-services\?size=10&page=2$/);
    await expect(page.getByRole("status")).toHaveText(
      en.admin.notices.moved.replace("{{position}}", "10").replace("{{total}}", String(before.length)),
    );
    const expected = [...before.slice(0, 9), moving, before[9]!, ...before.slice(11)];
    expect(servicesInOrder(site).map((s) => s.id)).toEqual(expected.map((s) => s.id));
    // The activity log says who moved which record.
    expect(
      site.query(
        "select action, subject_id, label from activity_log where action = 'reorder' order by id desc limit 1",
      ),
    ).toEqual([{ action: "reorder", subject_id: moving.id, label: moving.titleEn }]);
    expect(await solutionTitles(site, "en")).toEqual(expected.map((s) => s.titleEn));
    expect(await solutionTitles(site, "ku")).toEqual(expected.map((s) => s.titleKu));
    expect(await solutionTitles(site, "ar")).toEqual(expected.map((s) => s.titleAr));
    expect((await homeServiceTitles(site, "ku")).slice(0, 4)).toEqual(
      expected.slice(0, 4).map((s) => s.titleKu),
    );
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(before[9]!.titleEn);

    // In Kurdish, on page 1: the same record moves down back, the notice in Kurdish digits.
    await page.goto(`/admin/list-services?lng=ku&size=10`);
    await page
      .getByRole("button", { name: ku.admin.list.moveDownRecord.replace("{{title}}", moving.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(
      ku.admin.notices.moved
        .replace("{{position}}", localizeDigits("11", "ku"))
        .replace("{{total}}", localizeDigits(String(before.length), "ku")),
    );
    expect(await solutionTitles(site, "ku")).toEqual(before.map((s) => s.titleKu));
    expect(await solutionTitles(site, "en")).toEqual(before.map((s) => s.titleEn));

    // The very first cannot go up: its button is disabled, and a crafted post changes nothing.
    await expect(
      page.getByRole("button", { name: ku.admin.list.moveUpRecord.replace("{{title}}", before[0]!.titleEn) }),
    ).toBeDisabled();
  });

  test("hide: gone from the public pages, the home page, the sitemap and its detail page (404), still in the admin; show: back", async ({
    signedIn: page,
    site,
  }) => {
    const [service] = servicesInOrder(site);
    await visit(site.base, `/solution-details/${service!.id}?lng=ar`);
    await page.goto("/admin/list-services?lng=ar");
    await page
      .getByRole("button", { name: ar.admin.list.hideRecord.replace("{{title}}", service!.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(ar.admin.notices.hidden);
    expect(
      site.query(
        "select action, subject_id from activity_log where action = 'visibility' order by id desc limit 1",
      ),
    ).toEqual([{ action: "visibility", subject_id: service!.id }]);
    const row = page.locator(".admin-table tbody tr").first();
    await expect(row).toContainText(service!.titleEn);
    await expect(row).toContainText(ar.admin.list.hidden);

    for (const [lng, title] of [
      ["en", service!.titleEn],
      ["ku", service!.titleKu],
      ["ar", service!.titleAr],
    ] as const) {
      expect(await solutionTitles(site, lng), lng).not.toContain(title);
      expect(await homeServiceTitles(site, lng), lng).not.toContain(title);
      expect((await visit(site.base, `/solution-details/${service!.id}?lng=${lng}`)).status, lng).toBe(404);
    }
    expect((await visit(site.base, "/sitemap.xml")).html).not.toContain(service!.id);

    await page
      .getByRole("button", { name: ar.admin.list.showRecord.replace("{{title}}", service!.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(ar.admin.notices.shown);
    await expect(row).toContainText(ar.admin.list.shown);
    for (const lng of languageCodes) {
      expect((await solutionTitles(site, lng))[0], lng).toBe(
        service![`title${lng === "en" ? "En" : lng === "ku" ? "Ku" : "Ar"}`],
      );
      expect((await visit(site.base, `/solution-details/${service!.id}?lng=${lng}`)).status, lng).toBe(200);
    }
    expect((await visit(site.base, "/sitemap.xml")).html).toContain(service!.id);
  });

  test("saving a service moves its page's lastmod in the sitemap (and /solutions'), in every language", async ({
    signedIn: page,
    site,
  }) => {
    const service = site.query<Service & { date: number }>(
      "select * from services order by date asc limit 1",
    )[0]!;
    const lastmods = async (loc: string) =>
      [
        ...(await visit(site.base, "/sitemap.xml")).html.matchAll(
          /<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g,
        ),
      ]
        .filter((match) => match[1]!.includes(loc))
        .map((match) => match[2]!);
    const created = new Date(service.date).toISOString();
    expect(await lastmods(`/solution-details/${service.id}?`)).toEqual([created, created, created]);

    const savedAfter = Date.now();
    await page.goto(`/admin/edit-service/${service.id}`);
    await page.locator("#field-titleEn").fill(`${service.titleEn} (updated)`);
    await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);

    const after = await lastmods(`/solution-details/${service.id}?`);
    expect(after).toHaveLength(3);
    for (const lastmod of after) expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(savedAfter - 1000);
    for (const lastmod of await lastmods("/solutions?")) expect(lastmod).toBe(after[0]);
  });

  test("a new record goes first and is shown; its image description is the alt text per language, else the title", async ({
    signedIn: page,
    site,
  }) => {
    await visit(site.base, "/?lng=ku");
    await page.goto("/admin/add-client");
    await expect(page.getByLabel(en.admin.form.publishing.published)).toBeChecked();
    await page.locator("#field-titleEn").fill("Erbil Bakery");
    await page.locator("#field-titleKu").fill("نانەواخانەی هەولێر");
    await page.locator("#field-titleAr").fill("مخبز أربيل");
    await page.locator("#field-imageAltEn").fill("Round red logo of the bakery");
    await page.locator("#field-imageAltAr").fill("شعار المخبز الأحمر المستدير");
    await page
      .locator("#field-image")
      .setInputFiles({ name: "bakery.png", mimeType: "image/png", buffer: pngImage(20, 10) });
    await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/list-clients$/);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText("Erbil Bakery");
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(en.admin.list.shown);

    const firstLogo = async (lng: string) => {
      await page.goto(`/?lng=${lng}`);
      return page.locator("#our-clients img").first().getAttribute("alt");
    };
    expect(await firstLogo("en")).toBe("Round red logo of the bakery");
    expect(await firstLogo("ar")).toBe("شعار المخبز الأحمر المستدير");
    // No Kurdish description: the Kurdish title, not the English description.
    expect(await firstLogo("ku")).toBe("نانەواخانەی هەولێر");

    // "Draft" in the form hides it too; "Published" shows it again.
    const edit = async (published: boolean) => {
      await page.goto(`/admin/list-clients?lng=en`);
      await page
        .getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", "Erbil Bakery") })
        .click();
      await page
        .getByLabel(published ? en.admin.form.publishing.published : en.admin.form.publishing.draft)
        .check();
      await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
    };
    await edit(false);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(en.admin.list.hidden);
    expect(await firstLogo("ar")).not.toBe("شعار المخبز الأحمر المستدير");
    await edit(true);
    expect(await firstLogo("ar")).toBe("شعار المخبز الأحمر المستدير");
  });
});

test.describe("with JavaScript", () => {
  test("rows can be dragged onto another's place; the buttons are the keyboard path and keep the focus", async ({
    signedIn: page,
    site,
  }) => {
    const before = servicesInOrder(site);
    // Tall enough for the first three rows together (rows with an image are tall): a drag that scrolls
    // the page on its way loses its target.
    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.goto("/admin/list-services");
    await waitForHydration(page);
    const rows = page.locator(".admin-table tbody tr");
    // Drag the third row onto the first: it takes first place, the others move down.
    await rows.nth(2).locator(".drag-handle").dragTo(rows.nth(0));
    await expect(page.getByRole("status")).toHaveText(
      en.admin.notices.moved.replace("{{position}}", "1").replace("{{total}}", String(before.length)),
    );
    const dragged = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await expect(rows.first()).toContainText(before[2]!.titleEn);
    expect(servicesInOrder(site).map((s) => s.id)).toEqual(dragged.map((s) => s.id));
    expect(await solutionTitles(site, "ar")).toEqual(dragged.map((s) => s.titleAr));

    // Keyboard: Space on "move down" moves the row and the focus stays on its button.
    const down = page.getByRole("button", {
      name: en.admin.list.moveDownRecord.replace("{{title}}", before[2]!.titleEn),
    });
    await down.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("status")).toHaveText(
      en.admin.notices.moved.replace("{{position}}", "2").replace("{{total}}", String(before.length)),
    );
    await expect(rows.nth(1)).toContainText(before[2]!.titleEn);
    await expect(down).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(rows.nth(2)).toContainText(before[2]!.titleEn);
    await expect(down).toBeFocused();
    expect(await solutionTitles(site, "en")).toEqual(
      [before[0]!, before[1]!, before[2]!, ...before.slice(3)].map((s) => s.titleEn),
    );
  });
});
