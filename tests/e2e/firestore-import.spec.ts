import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CLIENT_JPEG,
  SERVICE,
  importBoth,
  importFirestore,
  plainExport,
  writeExports,
} from "../support/firestore-exports";
import type { Site, SiteOptions } from "../support/site";
import { createStaff } from "../support/staff";
import { expect, expectDocumentLanguage, test } from "./fixtures";

/**
 * The site started on what `npm run import:firestore` wrote: what visitors
 * and staff see, and an import while the site serves. (The command itself:
 * tests/server/firestore-import.test.ts.)
 */
// The hero types its titles when motion is allowed: read them as the server wrote them.
test.use({ reducedMotion: "reduce" });

/**
 * The imported service's image is still on the old site's storage (the import says so), and the
 * pages name that address: the Content-Security-Policy blocks it, so visitors see no picture.
 */
const BLOCKED_HOSTED_IMAGE =
  /Loading the image 'https:\/\/firebasestorage\.googleapis\.com\/.*violates the following Content Security Policy directive: "img-src 'self'( blob:)?"/;

/** Both exports imported into a new data folder (the exports beside it), and a site started on it. */
async function importedSite(startSite: (options?: SiteOptions) => Promise<Site>): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "firestore-import-site-"));
  const { wrapped, plain } = await importBoth(dataDir, await writeExports(dataDir));
  expect([wrapped.code, plain.code], wrapped.stderr + plain.stderr).toEqual([1, 0]);
  // The site removes the folder when it stops.
  return startSite({ dataDir, removeDataDir: true });
}

test("the site started on it shows the imported content to visitors in three languages, and to staff", async ({
  page,
  signIn,
  staff,
  startSite,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(BLOCKED_HOSTED_IMAGE);
  const server = await importedSite(startSite);

  await page.goto(`${server.base}/?lng=en`);
  await expectDocumentLanguage(page, "en", "ltr");
  await expect(page.getByRole("heading", { name: "Welcome to Zagros" }).first()).toBeVisible();
  await expect(page.getByText("Support around the clock").first()).toBeAttached();
  await expect(page.getByText("Smart router").first()).toBeAttached();
  const logo = page.locator(`img[src^="/uploads/${CLIENT_JPEG}-"]`).first();
  await expect(logo).toHaveAttribute("alt", "Kurdistan Bank");
  const logoResponse = await fetch(`${server.base}${await logo.getAttribute("src")}`);
  expect(logoResponse.status).toBe(200);
  expect(logoResponse.headers.get("content-type")).toBe("image/jpeg");

  await page.goto(`${server.base}/?lng=ku`);
  await expectDocumentLanguage(page, "ckb", "rtl");
  await expect(page.getByRole("heading", { name: "بەخێربێن بۆ زاگرۆس" }).first()).toBeVisible();
  // Its SVG logo was refused: a client without a logo shows its name.
  await expect(page.locator(".client-logo--name", { hasText: "پۆڵای هەولێر" }).first()).toBeAttached();
  await expect(page.getByText("ڕاوتەری زیرەک").first()).toBeAttached();

  // The service keeps its Firestore id in its address.
  await page.goto(`${server.base}/solution-details/${SERVICE}?lng=ar`);
  await expectDocumentLanguage(page, "ar", "rtl");
  await expect(page.getByRole("heading", { name: "تركيب الشبكات" }).first()).toBeVisible();
  await expect(page.getByText("كابلات ومحولات وواي فاي للمكاتب.")).toBeVisible();
  await page.goto(`${server.base}/solutions?lng=ku`);
  await expect(page.getByText("دامەزراندنی تۆڕ").first()).toBeVisible();

  await createStaff(server.databasePath, staff);
  await signIn(page, staff, server.base);
  await page.goto(`${server.base}/admin/list-clients?lng=en`);
  await expect(page.getByText("Kurdistan Bank")).toBeVisible();
  await expect(page.getByText("فولاذ أربيل")).toBeVisible();
  await page.goto(`${server.base}/admin/edit-service/${SERVICE}?lng=en`);
  await expect(page.locator('input[name="titleAr"]')).toHaveValue("تركيب الشبكات");
  await page.goto(`${server.base}/admin/list-contactus?lng=en`);
  await expect(page.getByText("پرسیار دەربارەی تۆڕ")).toBeVisible();
  // Imported messages are unread and queued no e-mail.
  expect(server.query("select * from message_reads")).toEqual([]);
  expect(server.query("select * from mail_notifications")).toEqual([]);
});

test("an import while the site serves shows on the next request", async ({
  page,
  startSite,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(BLOCKED_HOSTED_IMAGE);
  const server = await importedSite(startSite);
  await page.goto(`${server.base}/?lng=en`);
  await expect(page.getByRole("heading", { name: "Welcome to Zagros" }).first()).toBeVisible();
  const changed = path.join(server.dataDir, "live.json");
  writeFileSync(changed, JSON.stringify(plainExport("Imported while serving")));
  const importedAfter = Date.now();
  const live = await importFirestore(server.dataDir, [
    "--export",
    changed,
    "--images",
    path.join(server.dataDir, "images"),
  ]);
  expect(live.code, live.stderr).toBe(0);
  expect(live.stdout).toContain("newJumbotron → jumbotrons: read 1, imported 0, updated 1, unchanged 0");
  // The update is the record's last change (the sitemap's lastmod); its creation date stays.
  const [banner] = server.query<{ date: number; updatedAt: number | null }>(
    "select date, updatedAt from jumbotrons where titleEn = 'Imported while serving'",
  );
  expect(banner!.updatedAt).toBeGreaterThanOrEqual(importedAfter - 1000);
  expect(banner!.date).toBeLessThan(importedAfter);
  await page.goto(`${server.base}/?lng=en`);
  await expect(page.getByRole("heading", { name: "Imported while serving" }).first()).toBeVisible();
  // Everything not in this export is still there.
  expect(server.query<{ n: number }>("select count(*) as n from clients")[0]!.n).toBe(2);
});
