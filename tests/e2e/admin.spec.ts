import { existsSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { IMAGE_FORMAT_NAMES } from "../../app/content/image-limits";
import { filesOfImage } from "../../app/content/stored-image";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { jpegImage, pngImage } from "../unit/images";
import {
  createAdmin,
  signInThroughForm,
  startOwnServer,
  translatedPattern,
  waitForHydration,
} from "./support";

// These tests add, change and delete content: they run in order on a server of their own.
test.describe.configure({ mode: "serial" });

const EMAIL = "staff@zagros.test";
const PASSWORD = "a long enough password";
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer();
  const output = await createAdmin(server.databasePath, EMAIL, PASSWORD);
  expect(output).not.toContain(PASSWORD);
});
test.afterAll(() => server.stop());

const signIn = (page: Page, lng = "en") => signInThroughForm(page, server.base, EMAIL, PASSWORD, lng);

const uploadedFile = (url: string) => path.join(server.uploadsDir, url.replace(/^\/uploads\//, ""));

test.describe("sign-in", () => {
  test("a wrong password or unknown email gives the same translated error and keeps the email", async ({
    page,
  }) => {
    await page.goto(`${server.base}/admin?lng=ar`);
    await page.locator("#sign-in-email").fill(EMAIL);
    await page.locator("#sign-in-password").fill("wrong password!");
    await page.locator("form button[type=submit]").click();
    await expect(page.getByRole("alert")).toHaveText(ar.admin.signIn.failed);
    await expect(page.locator("#sign-in-email")).toHaveValue(EMAIL);

    await page.locator("#sign-in-email").fill("nobody@zagros.test");
    await page.locator("#sign-in-password").fill(PASSWORD);
    await page.locator("form button[type=submit]").click();
    await expect(page.getByRole("alert")).toHaveText(ar.admin.signIn.failed);
    await expect(page).toHaveURL(/\/admin/);
  });

  test("five failures in a minute throttle the account with a translated 429", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.20.30.40" });
    await page.goto(`${server.base}/admin?lng=ku`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.locator("#sign-in-email").fill("target@zagros.test");
      await page.locator("#sign-in-password").fill(`guess number ${attempt}`);
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await page.locator("form button[type=submit]").click();
      expect((await response).status()).toBe(attempt <= 5 ? 401 : 429);
    }
    await expect(page.getByRole("alert")).toHaveText(translatedPattern(ku.admin.signIn.throttledSeconds));
  });

  test("after sign-in the person lands where they were going; never on another site", async ({ page }) => {
    await page.goto(`${server.base}/admin/list-products?page=2`);
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fadmin%2Flist-products%3Fpage%3D2/);
    await page.locator("#sign-in-email").fill(EMAIL);
    await page.locator("#sign-in-password").fill(PASSWORD);
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/admin\/list-products\?page=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.products.list);
    // Signed in: the sign-in page sends on to the dashboard.
    await page.goto(`${server.base}/admin`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: en.admin.signOut }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`${server.base}/admin?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
    await page.locator("#sign-in-email").fill(EMAIL);
    await page.locator("#sign-in-password").fill(PASSWORD);
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(`${server.base}/dashboard`);
  });

  test("sign-in rotates the session id and sign-out ends the session on the server", async ({
    page,
    context,
  }) => {
    await signIn(page);
    const first = (await context.cookies()).find((c) => c.name === "__session")!;
    expect(first.httpOnly).toBe(true);
    expect(first.sameSite).toBe("Lax");
    // Plain HTTP and no SITE_URL: a Secure cookie would be dropped (HTTPS: proxy.spec.ts).
    expect(first.secure).toBe(false);
    const lifetimeDays = (first.expires - Date.now() / 1000) / (24 * 3600);
    expect(lifetimeDays).toBeGreaterThan(6.99);
    expect(lifetimeDays).toBeLessThanOrEqual(7);

    // Signing in again, while signed in, gives a new id and the old one stops working.
    const again = await page.request.post(`${server.base}/admin`, {
      form: { email: EMAIL, password: PASSWORD, redirectTo: "/dashboard" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    const second = (await context.cookies()).find((c) => c.name === "__session")!;
    expect(second.value).not.toBe(first.value);
    const replay = await page.request.get(`${server.base}/dashboard`, {
      headers: { Cookie: `__session=${first.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);

    await page.goto(`${server.base}/dashboard`);
    await page.getByRole("button", { name: en.admin.signOut }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const afterSignOut = await page.request.get(`${server.base}/dashboard`, {
      headers: { Cookie: `__session=${second.value}` },
      maxRedirects: 0,
    });
    expect(afterSignOut.status()).toBe(302);
  });
});

test("the dashboard has seven sections with counts, Add and List links", async ({ page }) => {
  await signIn(page);
  const cards = page.locator(".dashboard-card");
  await expect(cards).toHaveCount(7);
  await expect(cards.locator("h2")).toHaveText([
    en.admin.types.clients.name,
    en.admin.types.products.name,
    en.admin.types.jumbotrons.name,
    en.admin.types.services.name,
    en.admin.types.infoAreas.name,
    en.admin.types.teamMembers.name,
    en.admin.inbox.navLabel, // as the navigation calls it
  ]);
  await expect(cards.nth(0)).toContainText(en.admin.dashboard.total.replace("{{count}}", "8"));
  await expect(cards.nth(5)).toContainText(en.admin.dashboard.total.replace("{{count}}", "4"));
  await expect(cards.nth(5).getByRole("link", { name: en.admin.dashboard.add })).toHaveAttribute(
    "href",
    "/admin/add-team-member",
  );
  await expect(cards.nth(6).getByRole("link", { name: en.admin.dashboard.add })).toHaveCount(0);
  await expect(cards.nth(6).getByRole("link", { name: en.admin.dashboard.list })).toHaveAttribute(
    "href",
    "/admin/list-contactus",
  );
});

type Flow = {
  name: "clients" | "products" | "jumbotrons" | "infoAreas" | "services";
  slug: string;
  plural: string;
  table: string;
  withImage: boolean;
  withDesc: boolean;
  phone?: boolean;
  /** Where the record shows on the home page. */
  publicSelector: string;
};

const flows: Flow[] = [
  {
    name: "clients",
    slug: "client",
    plural: "clients",
    table: "clients",
    withImage: true,
    withDesc: false,
    phone: true,
    publicSelector: "#our-clients",
  },
  {
    name: "products",
    slug: "product",
    plural: "products",
    table: "products",
    withImage: true,
    withDesc: true,
    publicSelector: "#our-products",
  },
  {
    name: "jumbotrons",
    slug: "jumbotron",
    plural: "jumbotrons",
    table: "jumbotrons",
    withImage: false,
    withDesc: true,
    publicSelector: ".hero",
  },
  {
    name: "infoAreas",
    slug: "info-area",
    plural: "info-areas",
    table: "info_areas",
    withImage: false,
    withDesc: true,
    publicSelector: "#info-tiles",
  },
  {
    name: "services",
    slug: "service",
    plural: "services",
    table: "services",
    withImage: true,
    withDesc: true,
    publicSelector: "#our-solutions",
  },
];

for (const flow of flows) {
  test(`${flow.name}: add, see everywhere in three languages, edit, replace the image, delete`, async ({
    page,
  }) => {
    const titles = {
      En: `New ${flow.slug} ${Date.now()}`,
      Ku: `${flow.slug === "client" ? "کڕیار" : "بابەت"}ی نوێ ${Date.now()}`,
      Ar: `عنصر جديد ${Date.now()}`,
    };
    await signIn(page);
    await page.locator(`a[href="/admin/add-${flow.slug}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types[flow.name].add);
    await expect(page.locator("#field-titleKu")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("#field-titleAr")).toHaveAttribute("dir", "rtl");
    for (const [lang, title] of Object.entries(titles)) await page.locator(`#field-title${lang}`).fill(title);
    if (flow.withDesc) {
      await page.locator("#field-descEn").fill("A description in English.");
      await page.locator("#field-descKu").fill("وەسفێک بە کوردی.");
      await page.locator("#field-descAr").fill("وصف باللغة العربية.");
    }
    if (flow.phone) await page.locator("#field-phone").fill("+964 750 999 8877");
    if (flow.withImage) {
      await page
        .locator("#field-image")
        .setInputFiles({ name: "first.png", mimeType: "image/png", buffer: pngImage(8, 6) });
    }
    await page.getByRole("button", { name: en.admin.form.add }).click();

    // Back on the list, newest first, with a confirmation.
    await expect(page).toHaveURL(new RegExp(`/admin/list-${flow.plural}$`));
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
    const firstRow = page.locator(".admin-table tbody tr").first();
    await expect(firstRow).toContainText(titles.En);
    await expect(firstRow).toContainText(titles.Ku);
    const [stored] = server.query<{ id: string; image?: string; date: number; phone?: string }>(
      `select * from ${flow.table} where titleEn = ?`,
      titles.En,
    );
    expect(stored!.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    if (flow.phone) expect(stored!.phone).toBe("+964 750 999 8877");
    let firstImage = "";
    if (flow.withImage) {
      firstImage = stored!.image!;
      expect(firstImage).toMatch(new RegExp(`^/uploads/${stored!.id}-[0-9a-f]{12}-8x6\\.png$`));
      // The original and its one WebP copy (8 px wide).
      expect(filesOfImage(firstImage)).toHaveLength(2);
      for (const name of filesOfImage(firstImage))
        expect(existsSync(uploadedFile(`/uploads/${name}`))).toBe(true);
      await expect(firstRow.locator("img")).toHaveAttribute("src", firstImage);
      const served = await page.request.get(`${server.base}${firstImage}`);
      expect(served.headers()["content-type"]).toBe("image/png");
      expect(served.headers()["x-content-type-options"]).toBe("nosniff");
      expect(served.headers()["cache-control"]).toContain("immutable");
    }

    // On the public site, in each language.
    for (const [lng, lang] of [
      ["en", "En"],
      ["ku", "Ku"],
      ["ar", "Ar"],
    ] as const) {
      const html = await (await page.request.get(`${server.base}/?lng=${lng}`)).text();
      expect(html, lng).toContain(titles[lang]);
    }
    await page.goto(`${server.base}/?lng=ku`);
    if (flow.name === "clients")
      await expect(page.locator(`#our-clients img[alt="${titles.Ku}"]`)).toHaveCount(1);
    else await expect(page.locator(flow.publicSelector)).toContainText(titles.Ku);

    // Edit: the same record, its date kept; a new image replaces the old file.
    await page.goto(`${server.base}/admin/list-${flow.plural}?lng=en`);
    await page.getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", titles.En) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types[flow.name].edit);
    await expect(page.locator("#field-titleEn")).toHaveValue(titles.En);
    const edited = `${titles.En} (edited)`;
    await page.locator("#field-titleEn").fill(edited);
    if (flow.withImage) {
      await page
        .locator("#field-image")
        .setInputFiles({ name: "second.jpg", mimeType: "image/jpeg", buffer: jpegImage });
    }
    await page.getByRole("button", { name: en.admin.form.edit }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
    await expect(page.locator(".admin-table tbody tr").first()).toContainText(edited);
    const [after] = server.query<{ id: string; image?: string; date: number }>(
      `select * from ${flow.table} where id = ?`,
      stored!.id,
    );
    expect(after!.date).toBe(stored!.date);
    if (flow.withImage) {
      expect(after!.image).toMatch(/\.jpg$/);
      expect(existsSync(uploadedFile(after!.image!))).toBe(true);
      for (const name of filesOfImage(firstImage))
        expect(existsSync(uploadedFile(`/uploads/${name}`))).toBe(false);
    }

    // Delete, after a confirmation (asked by React: hydrated first, or the click posts at once).
    await waitForHydration(page);
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: en.admin.list.deleteRecord.replace("{{title}}", edited) }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
    expect(asked).toBe(en.admin.list.confirmDelete);
    await expect(page.locator(".admin-table")).not.toContainText(edited);
    expect(server.query(`select * from ${flow.table} where id = ?`, stored!.id)).toHaveLength(0);
    if (flow.withImage) {
      expect(filesOfImage(after!.image!)).toHaveLength(2);
      for (const name of filesOfImage(after!.image!))
        expect(existsSync(uploadedFile(`/uploads/${name}`))).toBe(false);
    }
  });
}

test("cancelling the delete confirmation keeps the record", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.base}/admin/list-services`);
  // The question is React's: before hydration the click would post the delete at once.
  await waitForHydration(page);
  const count = server.query("select id from services").length;
  let asked = false;
  page.once("dialog", (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.locator(".admin-table tbody tr").first().locator("button.button--danger").click();
  await page.waitForTimeout(300);
  expect(asked).toBe(true);
  expect(server.query("select id from services")).toHaveLength(count);
});

test("bad input is refused with translated errors by the fields, keeping what was typed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, "ar");
  await page.goto(`${server.base}/admin/add-product`);
  await page.locator("#field-titleKu").fill("بەرهەمێک");
  // The input's maxlength stops people; the server must stop everyone else too.
  await page.locator("#field-titleAr").evaluate((input) => input.removeAttribute("maxlength"));
  await page.locator("#field-titleAr").fill("x".repeat(201));
  await page
    .locator("#field-image")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await page.getByRole("button", { name: ar.admin.form.add }).click();
  await expect(page.locator("#field-titleEn-error")).toHaveText(ar.admin.form.required);
  await expect(page.locator("#field-titleAr-error")).toHaveText(
    ar.admin.form.tooLong.replace("{{max}}", "٢٠٠"), // Arabic pages write Eastern Arabic digits
  );
  await expect(page.locator("#field-image-error")).toHaveText(
    ar.admin.upload.badType.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: keyof typeof IMAGE_FORMAT_NAMES) => IMAGE_FORMAT_NAMES[name],
    ),
  );
  await expect(page.locator("#field-titleKu")).toHaveValue("بەرهەمێک");
  // The first wrong field has the focus and is on screen, even on a phone.
  await expect(page.locator("#field-titleEn")).toBeFocused();
  await expect(page.locator("#field-titleEn")).toBeInViewport();

  await page.locator("#field-titleEn").fill("Big picture");
  await page.locator("#field-titleAr").fill("صورة كبيرة");
  const big = Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
  await page.locator("#field-image").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: ar.admin.form.add }).click();
  await expect(page.locator("#field-image-error")).toHaveText(ar.admin.upload.tooLarge);
  await expect(page.locator("#field-titleEn")).toHaveValue("Big picture");
  expect(server.query("select * from products where titleEn = 'Big picture'")).toHaveLength(0);
});

test("editing a record that does not exist leads back to the list with a notice", async ({ page }) => {
  await signIn(page, "ku");
  await page.goto(`${server.base}/admin/edit-jumbotron/doesNotExist1234`);
  await expect(page).toHaveURL(/\/admin\/list-jumbotrons$/);
  await expect(page.getByRole("status")).toHaveText(ku.admin.notices.notFound);
});

test("empty lists say No Data Available", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.base}/admin/list-contactus`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.messages.list);
  await expect(page.getByText(en.common.noData)).toBeVisible();
});

test("pagination: 7 records on pages of 3, numbered across pages, clamped", async ({ page }) => {
  await signIn(page);
  // The sample has 3 banners: add 4 through the form.
  for (let i = 1; i <= 4; i++) {
    await page.goto(`${server.base}/admin/add-jumbotron`);
    await page.locator("#field-titleEn").fill(`Paging banner ${i}`);
    await page.getByRole("button", { name: en.admin.form.add }).click();
    await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
  }
  const numbers = page.locator(".admin-table tbody tr td:first-child");
  const pager = page.locator(".pager");
  await page.goto(`${server.base}/admin/list-jumbotrons`);
  await expect(numbers).toHaveText(["1", "2", "3"]);
  await expect(page.locator(".admin-table tbody tr").first()).toContainText("Paging banner 4");
  await expect(pager.locator('[aria-disabled="true"]')).toHaveText(en.admin.list.previous);
  await pager.getByRole("link", { name: en.admin.list.next }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(numbers).toHaveText(["4", "5", "6"]);
  await pager.getByRole("link", { name: en.admin.list.next }).click();
  await expect(numbers).toHaveText(["7"]);
  await expect(pager.locator('[aria-disabled="true"]')).toHaveText(en.admin.list.next);
  await expect(pager).toContainText("Page 3 of 3");
  await page.goto(`${server.base}/admin/list-jumbotrons?page=99`);
  await expect(numbers).toHaveText(["7"]);

  // Deleting the only row of the last page goes back to the (new) last page.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.locator(".admin-table tbody tr").first().locator("button.button--danger").click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(numbers).toHaveText(["4", "5", "6"]);
});

test("messages sent from the public form appear in People Messages and can be deleted", async ({ page }) => {
  const longMessage = `Hello, we need a website for our clinic.\nIt should have online booking. ${"More details. ".repeat(20)}`;
  await page.goto(`${server.base}/?lng=en`);
  const form = page.locator("#contact-us form");
  await form.locator('[name="name"]').fill("Hawre Salih");
  await form.locator('[name="email"]').fill("hawre@example.com");
  await form.locator('[name="phone"]').fill("+964 770 123 0000");
  await form.locator('[name="subject"]').fill("Clinic website");
  await form.locator('[name="message"]').fill(longMessage);
  await form.getByRole("button").click();
  await expect(page.getByRole("status")).toHaveText(en.contact.sent);

  await signIn(page);
  await page.goto(`${server.base}/admin/list-contactus`);
  const item = page.locator(".inbox__item").first();
  for (const text of ["Hawre Salih", "hawre@example.com", "Clinic website"]) {
    await expect(item).toContainText(text);
  }
  await expect(item).toHaveClass(/inbox__item--unread/);
  await item.getByRole("link", { name: "Clinic website" }).click();
  const message = page.locator(".inbox-message");
  await expect(message).toContainText("+964 770 123 0000");
  await expect(message.locator(".inbox-message__text")).toHaveText(longMessage.trim());
  await expect(message.getByRole("link", { name: new RegExp(en.admin.list.edit) })).toHaveCount(0);
  page.once("dialog", (dialog) => void dialog.accept());
  await message.getByRole("button", { name: new RegExp(en.admin.list.delete) }).click();
  await expect(page).toHaveURL(/\/admin\/list-contactus$/);
  await expect(page.getByRole("status")).toHaveText(en.admin.inbox.deleted.replace("{{count}}", "1"));
  expect(server.query("select * from messages where email = 'hawre@example.com'")).toHaveLength(0);
});

for (const lng of ["en", "ar"]) {
  test(`the dashboard, a list and a form have no axe violations in ${lng}`, async ({ page }) => {
    await signIn(page, lng);
    for (const pathname of [
      "/dashboard",
      "/admin/list-products",
      "/admin/add-service",
      "/admin/list-contactus",
      "/admin",
    ]) {
      await page.goto(`${server.base}${pathname}`);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${pathname} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    }
  });
}
