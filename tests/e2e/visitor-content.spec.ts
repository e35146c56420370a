import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { filesOfImage } from "../../app/content/stored-image";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { privacyTexts } from "../../app/i18n/resources/privacy.server";
import { pngImage } from "../unit/images";
import { createAdmin, signInThroughForm, startOwnServer } from "./support";

/**
 * Team members managed in the back office and shown on /team; empty lists
 * that leave their public section out; old messages deleted at start. These
 * change data, so they run in order on a server of their own.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "team@zagros.test";
const PASSWORD = "team password 123";
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

const signIn = (page: Page) => signInThroughForm(page, server.base, EMAIL, PASSWORD);

/** A public page as a visitor gets it (no session: the page cache may answer). */
async function visit(pathname: string) {
  const response = await fetch(`${server.base}${pathname}`);
  return { status: response.status, etag: response.headers.get("etag"), html: await response.text() };
}

const teamNames = (html: string) =>
  [...html.matchAll(/<li class="team-card">[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);

test("team members: add with a photo, refused bad input, shown on /team in order in three languages, edited, deleted", async ({
  page,
}) => {
  // The page cache serves /team until the team changes.
  const cached = await visit("/team?lng=ku");
  expect((await visit("/team?lng=ku")).etag).toBe(cached.etag);
  expect(teamNames(cached.html)).toEqual(["هاوڕێ ساڵح", "شیلان عومەر", "کاروان عەزیز", "لانا جەمال"]);

  await signIn(page);
  const card = page.locator(".dashboard-card", { hasText: en.admin.types.teamMembers.name });
  await expect(card).toContainText(en.admin.dashboard.total.replace("{{count}}", "4"));
  await card.getByRole("link", { name: en.admin.dashboard.add }).click();
  await expect(page).toHaveURL(/\/admin\/add-team-member$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.teamMembers.add);

  // Bad input: a translated 400 by the fields, what was typed kept.
  await page.locator("#field-nameKu").fill("ئارام");
  await page.locator("#field-bioEn").fill("Aram answers the phone when something stops working.");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: en.admin.form.add }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator("#field-nameEn-error")).toHaveText(en.admin.form.required);
  await expect(page.locator("#field-roleEn-error")).toHaveText(en.admin.form.required);
  await expect(page.locator("#field-nameKu")).toHaveValue("ئارام");
  await expect(page.locator("#field-bioEn")).toHaveValue(/^Aram answers/);

  await page.locator("#field-nameEn").fill("Aram Kamal");
  await page.locator("#field-nameAr").fill("آرام كمال");
  await page.locator("#field-roleEn").fill("Support engineer");
  await page.locator("#field-roleKu").fill("ئەندازیاری پشتگیری");
  await page
    .locator("#field-image")
    .setInputFiles({ name: "aram.png", mimeType: "image/png", buffer: pngImage(12, 12) });
  await page.getByRole("button", { name: en.admin.form.add }).click();
  await expect(page).toHaveURL(/\/admin\/list-team-members$/);
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
  await expect(page.locator(".admin-table tbody tr").first()).toContainText("Aram Kamal");
  const [aram] = server.query<{ id: string; image: string; visible: number }>(
    "select * from team_members where nameEn = 'Aram Kamal'",
  );
  // New members go first and are shown.
  expect(aram!.visible).toBe(1);
  expect(aram!.image).toMatch(new RegExp(`^/uploads/${aram!.id}-[0-9a-f]{12}-12x12\\.png$`));

  // On /team at once (the write made the cached page stale), first, in each language.
  const after = await visit("/team?lng=ku");
  expect(after.etag).not.toBe(cached.etag);
  expect(teamNames(after.html)[0]).toBe("ئارام");
  expect(teamNames((await visit("/team?lng=ar")).html)[0]).toBe("آرام كمال");
  expect(teamNames((await visit("/team?lng=en")).html)[0]).toBe("Aram Kamal");
  // A translation left empty falls back to English.
  await page.goto(`${server.base}/team?lng=ar`);
  await expect(page.locator(".team-card").first().locator(".team-card__role")).toHaveText("Support engineer");
  await expect(page.locator(".team-card").first().locator("img")).toHaveAttribute("src", /^\/uploads\//);

  // Edit: the new role shows; the place in the order stays.
  await page.goto(`${server.base}/admin/list-team-members?lng=en`);
  await page.getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", "Aram Kamal") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.teamMembers.edit);
  await page.locator("#field-roleAr").fill("مهندس الدعم");
  await page.getByRole("button", { name: en.admin.form.edit }).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
  expect(teamNames((await visit("/team?lng=ku")).html)).toEqual([
    "ئارام",
    "هاوڕێ ساڵح",
    "شیلان عومەر",
    "کاروان عەزیز",
    "لانا جەمال",
  ]);
  expect((await visit("/team?lng=ar")).html).toContain("مهندس الدعم");

  // Delete: gone from /team, and its photo files from the uploads folder.
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("button", { name: en.admin.list.deleteRecord.replace("{{title}}", "Aram Kamal") })
    .click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
  expect(teamNames((await visit("/team?lng=en")).html)).not.toContain("Aram Kamal");
  for (const name of filesOfImage(aram!.image))
    expect(existsSync(path.join(server.uploadsDir, name)), name).toBe(false);
});

test("empty lists leave their public section out; the back office still says No Data Available", async ({
  page,
}) => {
  for (const table of ["team_members", "services", "products", "clients", "info_areas"])
    server.execute(`delete from ${table}`);
  for (const [lng, t] of [
    ["en", en],
    ["ku", ku],
    ["ar", ar],
  ] as const) {
    await page.goto(`${server.base}/?lng=${lng}`);
    const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids, lng).toEqual(["info-tiles", "process", "technology", "contact-us"]);
    // Without info tiles the band keeps its fixed "About us" tile only.
    await expect(page.locator(".info-tile")).toHaveCount(1);
    // The hero keeps its link to the contact form, not the one to the services that are gone.
    await expect(page.locator(".hero__actions a")).toHaveCount(1);
    for (const pathname of ["/", "/about", "/team", "/solutions"]) {
      await page.goto(`${server.base}${pathname}?lng=${lng}`);
      await expect(page.locator("main"), `${pathname} ${lng}`).not.toContainText(t.common.noData);
      // No link anywhere (navigation, hero) to a section that was left out.
      await expect(page.locator('a[href*="#our-"]'), `${pathname} ${lng}`).toHaveCount(0);
      await expect(page.locator('a[href*="#contact-us"]').first(), `${pathname} ${lng}`).toBeAttached();
    }
    await page.goto(`${server.base}/team?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.team.heading);
    await expect(page.locator(".team-card")).toHaveCount(0);
    await expect(page.locator("main section")).toHaveCount(0);
    await page.goto(`${server.base}/solutions?lng=${lng}`);
    await expect(page.locator(".solution-card")).toHaveCount(0);
    await expect(page.locator("main section")).toHaveCount(0);
  }
  await signIn(page);
  await page.goto(`${server.base}/admin/list-team-members`);
  await expect(page.getByText(en.common.noData)).toBeVisible();
});

test("messages older than the retention are deleted at start, logged with their count; /privacy states that retention", async () => {
  const own = await startOwnServer();
  const month = 31 * 24 * 3600 * 1000;
  const insert =
    "insert into messages (id, name, email, phone, subject, message, date) values (?, 'N', 'n@example.com', '0750', ?, 'M', ?)";
  own.execute(insert, "old-message-0001", "seven months old", Date.now() - 7 * month);
  own.execute(insert, "new-message-0001", "five months old", Date.now() - 5 * month);
  await own.stop({ keepData: true });

  const restarted = await startOwnServer({
    dataDir: own.dataDir,
    removeDataDir: true,
    env: { MESSAGE_RETENTION_MONTHS: "6" },
  });
  try {
    expect(restarted.output()).toMatch(/Message retention \(6 months\): deleted 1 message\(s\)/);
    expect(restarted.query<{ subject: string }>("select subject from messages")).toEqual([
      { subject: "five months old" },
    ]);
    const privacy = await (await fetch(`${restarted.base}/privacy?lng=en`)).text();
    expect(privacy).toContain(privacyTexts.en.keptText.replace("{{months}}", "6"));
  } finally {
    await restarted.stop();
  }
});
