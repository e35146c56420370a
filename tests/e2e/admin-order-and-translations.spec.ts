import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { localizeDigits } from "../../app/i18n/digits";
import { pngImage } from "../unit/images";
import { createAdmin, signInThroughForm, startOwnServer, waitForHydration } from "./support";

/**
 * Issue 10, parts 1 and 2: staff order records and show or hide them (with
 * and without JavaScript), visitors see the change on their very next
 * request in every language (through the page cache), hidden records never
 * reach them; lists and the dashboard show which texts lack a Kurdish or
 * Arabic translation, the form shows the English text beside an empty one,
 * and images carry an alternative text per language. These change data, so
 * they run in order on a server of their own.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "order@zagros.test";
const PASSWORD = "order and visibility";
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

const signIn = (page: Page, lng = "en") => signInThroughForm(page, server.base, EMAIL, PASSWORD, lng);

/** A public page as a visitor gets it: no session, so the page cache may answer. */
async function visit(pathname: string) {
  const response = await fetch(`${server.base}${pathname}`);
  return { status: response.status, html: await response.text() };
}
const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const solutionTitles = async (lng: string) =>
  texts(
    (await visit(`/solutions?lng=${lng}`)).html,
    /<li class="solution-card">[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g,
  );
const homeServiceTitles = async (lng: string) =>
  texts((await visit(`/?lng=${lng}`)).html, /class="service-card__link"[^>]*>([^<]*)<\/a>/g);

type Service = { id: string; titleEn: string; titleKu: string; titleAr: string };
/** The services in display order, as the admin list shows them. */
const servicesInOrder = () =>
  server.query<Service>("select * from services order by displayOrder, date desc, id desc");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("move up and down across admin pages; visitors see the new order on the next request in each language", async ({
    page,
  }) => {
    const before = servicesInOrder();
    expect(before.length).toBeGreaterThan(6);
    // The page cache holds /solutions and / in every language first.
    for (const lng of ["en", "ku", "ar"]) {
      await solutionTitles(lng);
      await homeServiceTitles(lng);
    }
    expect(await solutionTitles("en")).toEqual(before.map((s) => s.titleEn));

    await signIn(page);
    // The first row of page 2 moves up onto page 1; the list stays on page 2.
    await page.goto(`${server.base}/admin/list-services?page=2`);
    const moving = before[3]!;
    await page
      .getByRole("button", { name: en.admin.list.moveUpRecord.replace("{{title}}", moving.titleEn) })
      .click();
    await expect(page).toHaveURL(/\/admin\/list-services\?page=2$/);
    await expect(page.getByRole("status")).toHaveText(
      en.admin.notices.moved.replace("{{position}}", "3").replace("{{total}}", String(before.length)),
    );
    const expected = [before[0]!, before[1]!, moving, before[2]!, ...before.slice(4)];
    expect(servicesInOrder().map((s) => s.id)).toEqual(expected.map((s) => s.id));
    // The activity log says who moved which record.
    expect(
      server.query(
        "select action, subject_id, label from activity_log where action = 'reorder' order by id desc limit 1",
      ),
    ).toEqual([{ action: "reorder", subject_id: moving.id, label: moving.titleEn }]);
    expect(await solutionTitles("en")).toEqual(expected.map((s) => s.titleEn));
    expect(await solutionTitles("ku")).toEqual(expected.map((s) => s.titleKu));
    expect(await solutionTitles("ar")).toEqual(expected.map((s) => s.titleAr));
    expect((await homeServiceTitles("ku")).slice(0, 4)).toEqual(expected.slice(0, 4).map((s) => s.titleKu));
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(before[2]!.titleEn);

    // In Kurdish, on page 1: the same record moves down back, the notice in Kurdish digits.
    await page.goto(`${server.base}/admin/list-services?lng=ku`);
    await page
      .getByRole("button", { name: ku.admin.list.moveDownRecord.replace("{{title}}", moving.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(
      ku.admin.notices.moved
        .replace("{{position}}", localizeDigits("4", "ku"))
        .replace("{{total}}", localizeDigits(String(before.length), "ku")),
    );
    expect(await solutionTitles("ku")).toEqual(before.map((s) => s.titleKu));
    expect(await solutionTitles("en")).toEqual(before.map((s) => s.titleEn));

    // The very first cannot go up: its button is disabled, and a crafted post changes nothing.
    await expect(
      page.getByRole("button", { name: ku.admin.list.moveUpRecord.replace("{{title}}", before[0]!.titleEn) }),
    ).toBeDisabled();
  });

  test("hide: gone from the public pages, the home page, the sitemap and its detail page (404), still in the admin; show: back", async ({
    page,
  }) => {
    const [service] = servicesInOrder();
    await visit(`/solution-details/${service!.id}?lng=ar`);
    await signIn(page, "ar");
    await page.goto(`${server.base}/admin/list-services?lng=ar`);
    await page
      .getByRole("button", { name: ar.admin.list.hideRecord.replace("{{title}}", service!.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(ar.admin.notices.hidden);
    expect(
      server.query(
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
      expect(await solutionTitles(lng), lng).not.toContain(title);
      expect(await homeServiceTitles(lng), lng).not.toContain(title);
      expect((await visit(`/solution-details/${service!.id}?lng=${lng}`)).status, lng).toBe(404);
    }
    expect((await visit("/sitemap.xml")).html).not.toContain(service!.id);

    await page
      .getByRole("button", { name: ar.admin.list.showRecord.replace("{{title}}", service!.titleEn) })
      .click();
    await expect(page.getByRole("status")).toHaveText(ar.admin.notices.shown);
    await expect(row).toContainText(ar.admin.list.shown);
    for (const lng of ["en", "ku", "ar"]) {
      expect((await solutionTitles(lng))[0], lng).toBe(
        service![`title${lng === "en" ? "En" : lng === "ku" ? "Ku" : "Ar"}`],
      );
      expect((await visit(`/solution-details/${service!.id}?lng=${lng}`)).status, lng).toBe(200);
    }
    expect((await visit("/sitemap.xml")).html).toContain(service!.id);
  });

  test("saving a service moves its page's lastmod in the sitemap (and /solutions'), in every language", async ({
    page,
  }) => {
    const service = server.query<Service & { date: number }>(
      "select * from services order by date asc limit 1",
    )[0]!;
    const lastmods = async (loc: string) =>
      [...(await visit("/sitemap.xml")).html.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)]
        .filter((match) => match[1]!.includes(loc))
        .map((match) => match[2]!);
    const created = new Date(service.date).toISOString();
    expect(await lastmods(`/solution-details/${service.id}?`)).toEqual([created, created, created]);

    const savedAfter = Date.now();
    await signIn(page);
    await page.goto(`${server.base}/admin/edit-service/${service.id}`);
    await page.locator("#field-titleEn").fill(`${service.titleEn} (updated)`);
    await page.getByRole("button", { name: en.admin.form.edit }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);

    const after = await lastmods(`/solution-details/${service.id}?`);
    expect(after).toHaveLength(3);
    for (const lastmod of after) expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(savedAfter - 1000);
    for (const lastmod of await lastmods("/solutions?")) expect(lastmod).toBe(after[0]);
  });

  test("a new record goes first and is shown; its image description is the alt text per language, else the title", async ({
    page,
  }) => {
    await visit("/?lng=ku");
    await signIn(page);
    await page.goto(`${server.base}/admin/add-client`);
    await expect(page.locator("#field-visible")).toBeChecked();
    await page.locator("#field-titleEn").fill("Erbil Bakery");
    await page.locator("#field-titleKu").fill("نانەواخانەی هەولێر");
    await page.locator("#field-titleAr").fill("مخبز أربيل");
    await page.locator("#field-imageAltEn").fill("Round red logo of the bakery");
    await page.locator("#field-imageAltAr").fill("شعار المخبز الأحمر المستدير");
    await page
      .locator("#field-image")
      .setInputFiles({ name: "bakery.png", mimeType: "image/png", buffer: pngImage(20, 10) });
    await page.getByRole("button", { name: en.admin.form.add }).click();
    await expect(page).toHaveURL(/\/admin\/list-clients$/);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText("Erbil Bakery");
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(en.admin.list.shown);

    const firstLogo = async (lng: string) => {
      await page.goto(`${server.base}/?lng=${lng}`);
      return page.locator("#our-clients img").first().getAttribute("alt");
    };
    expect(await firstLogo("en")).toBe("Round red logo of the bakery");
    expect(await firstLogo("ar")).toBe("شعار المخبز الأحمر المستدير");
    // No Kurdish description: the Kurdish title, not the English description.
    expect(await firstLogo("ku")).toBe("نانەواخانەی هەولێر");

    // Unticking "shown on the site" in the form hides it too; ticking shows it again.
    const edit = async (tick: boolean) => {
      await page.goto(`${server.base}/admin/list-clients?lng=en`);
      await page
        .getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", "Erbil Bakery") })
        .click();
      await page.locator("#field-visible").setChecked(tick);
      await page.getByRole("button", { name: en.admin.form.edit }).click();
      await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
    };
    await edit(false);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(en.admin.list.hidden);
    expect(await firstLogo("ar")).not.toBe("شعار المخبز الأحمر المستدير");
    await edit(true);
    expect(await firstLogo("ar")).toBe("شعار المخبز الأحمر المستدير");
  });

  test("?missing=ku lists only records lacking a Kurdish text, with badges, paged; the dashboard counts link to it", async ({
    page,
  }) => {
    // Three products lose their Kurdish title, one its Arabic description (behind the app's back).
    const products = server.query<{ id: string; titleEn: string }>(
      "select id, titleEn from products order by displayOrder, date desc, id desc",
    );
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const product of products.slice(0, 3))
      server.execute("update products set titleKu = '' where id = ?", product.id);
    server.execute(
      "update products set descAr = '', descEn = 'An English description' where id = ?",
      products[0]!.id,
    );
    // An optional text left empty in English is missing nowhere.
    server.execute("update products set descEn = '', descKu = '', descAr = '' where id = ?", products[1]!.id);

    await signIn(page);
    const card = page.locator(".dashboard-card", { hasText: en.admin.types.products.name });
    const kurdish = card.getByRole("link", { name: en.admin.dashboard.missingKu.replace("{{count}}", "3") });
    await expect(kurdish).toBeVisible();
    await expect(
      card.getByRole("link", { name: en.admin.dashboard.missingAr.replace("{{count}}", "1") }),
    ).toHaveAttribute("href", "/admin/list-products?missing=ar");
    await kurdish.click();
    await expect(page).toHaveURL(/\/admin\/list-products\?missing=ku$/);
    const rows = page.locator(".admin-table tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(en.admin.list.missingKu);
    await expect(rows.first()).toContainText(en.admin.list.missingAr);
    await expect(rows.nth(1)).not.toContainText(en.admin.list.missingAr);
    // The fourth product has its Kurdish title: not listed.
    await expect(page.locator(".admin-table")).not.toContainText(products[3]!.titleEn);
    await expect(page.getByRole("link", { name: en.admin.list.filterMissingKu })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The pager keeps the filter (four of the nine services lack a Kurdish description).
    const services = server.query<{ id: string }>(
      "select id from services order by displayOrder, date desc, id desc limit 4",
    );
    for (const service of services)
      server.execute("update services set descKu = '' where id = ?", service.id);
    await page.goto(`${server.base}/admin/list-services?missing=ku`);
    await page
      .getByRole("navigation", { name: en.admin.list.pagination })
      .getByRole("link", { name: en.admin.list.next })
      .click();
    await expect(page).toHaveURL(/\/admin\/list-services\?missing=ku&page=2$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(en.admin.list.missingKu);
    // The filter keeps other parameters.
    await page.goto(`${server.base}/admin/list-products?lng=en&page=2`);
    await expect(page.getByRole("link", { name: en.admin.list.filterMissingAr })).toHaveAttribute(
      "href",
      "/admin/list-products?lng=en&missing=ar",
    );

    // In Arabic: translated badges and filter; the order buttons wait for the whole list.
    await page.goto(`${server.base}/admin/list-products?missing=ku&lng=ar`);
    await expect(rows.first()).toContainText(ar.admin.list.missingKu);
    await expect(page.getByText(ar.admin.list.orderNeedsAll)).toBeVisible();

    // Anything else is a translated 400, not a 500.
    const refused = await page.goto(`${server.base}/admin/list-products?missing=fr&lng=ku`);
    expect(refused!.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ku.error.badRequest);
  });

  test("an empty Kurdish or Arabic field shows the English text beside it", async ({ page }) => {
    const [product] = server.query<{ id: string; titleEn: string; titleAr: string }>(
      "select id, titleEn, titleAr from products where titleKu = '' order by displayOrder limit 1",
    );
    await signIn(page, "ku");
    await page.goto(`${server.base}/admin/edit-product/${product!.id}?lng=ku`);
    const hint = page.locator("#field-titleKu-english");
    await expect(hint).toContainText(ku.admin.form.englishHint);
    await expect(hint.locator('[lang="en"]')).toHaveText(product!.titleEn);
    await expect(page.locator("#field-titleKu")).toHaveAttribute("aria-describedby", /field-titleKu-english/);
    await expect(page.locator("#field-titleAr-english")).toHaveCount(0);
    await expect(page.locator("#field-descAr-english")).toContainText("An English description");
  });

  test("a move or visibility change of an unknown record is a translated 404; a made-up action a 400", async ({
    page,
  }) => {
    await signIn(page, "ar");
    const post = (form: Record<string, string>) =>
      page.request.post(`${server.base}/admin/list-services?lng=ar`, {
        form,
        headers: { Origin: server.base },
        maxRedirects: 0,
      });
    for (const intent of ["up", "down", "hide", "show"]) {
      const response = await post({ id: "doesNotExist1234", intent, page: "1" });
      expect(response.status(), intent).toBe(404);
      expect(await response.text(), intent).toContain(ar.admin.notices.notFound);
    }
    const [service] = servicesInOrder();
    expect((await post({ id: service!.id, intent: "onto", targetId: "nope", page: "1" })).status()).toBe(404);
    expect((await post({ id: service!.id, intent: "sideways", page: "1" })).status()).toBe(400);
    expect((await post({ id: service!.id, intent: "onto", page: "1" })).status()).toBe(400);
    expect(servicesInOrder().map((s) => s.id)).toContain(service!.id);
  });
});

test.describe("with JavaScript", () => {
  test("rows can be dragged onto another's place; the buttons are the keyboard path and keep the focus", async ({
    page,
  }) => {
    const before = servicesInOrder();
    await signIn(page);
    await page.goto(`${server.base}/admin/list-services`);
    await waitForHydration(page);
    const rows = page.locator(".admin-table tbody tr");
    // Drag the third row onto the first: it takes first place, the others move down.
    await rows.nth(2).locator(".drag-handle").dragTo(rows.nth(0));
    await expect(page.getByRole("status")).toHaveText(
      en.admin.notices.moved.replace("{{position}}", "1").replace("{{total}}", String(before.length)),
    );
    const dragged = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await expect(rows.first()).toContainText(before[2]!.titleEn);
    expect(servicesInOrder().map((s) => s.id)).toEqual(dragged.map((s) => s.id));
    expect(await solutionTitles("ar")).toEqual(dragged.map((s) => s.titleAr));

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
    expect(await solutionTitles("en")).toEqual(
      [before[0]!, before[1]!, before[2]!, ...before.slice(3)].map((s) => s.titleEn),
    );
  });
});

for (const lng of ["en", "ar"]) {
  test(`the list with badges, hidden rows and drag handles, and a form with English hints, have no axe violations in ${lng}`, async ({
    page,
  }) => {
    const [product] = server.query<{ id: string }>("select id from products where titleKu = '' limit 1");
    const [hidden] = server.query<{ id: string }>("select id from products order by displayOrder limit 1");
    server.execute("update products set visible = 0 where id = ?", hidden!.id);
    await signIn(page, lng);
    for (const pathname of [
      "/admin/list-products",
      "/admin/list-products?missing=ku",
      `/admin/edit-product/${product!.id}`,
      "/dashboard",
    ]) {
      await page.goto(`${server.base}${pathname}`);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${pathname} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    }
    server.execute("update products set visible = 1 where id = ?", hidden!.id);
  });
}
