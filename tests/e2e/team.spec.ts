import { existsSync } from "node:fs";
import path from "node:path";
import { filesOfImage } from "../../app/content/stored-image";
import { en } from "../../app/i18n/resources/en";
import { pngImage } from "../support/images";
import { visit } from "../support/http";
import { expect, failedResponse, test, withOwnSite } from "./fixtures";

/**
 * Team members managed in the back office and shown on /team. A site of its
 * own: members are added and removed here.
 */
withOwnSite("team");

const teamNames = (html: string) =>
  [...html.matchAll(/<li class="team-card">[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);

test("team members: add with a photo, refused bad input, shown on /team in order in three languages, edited, deleted", async ({
  signedIn: page,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the refused save
  // The page cache serves /team until the team changes.
  const cached = await visit(site.base, "/team?lng=ku");
  expect((await visit(site.base, "/team?lng=ku")).etag).toBe(cached.etag);
  expect(teamNames(cached.html)).toEqual(["هاوڕێ ساڵح", "شیلان عومەر", "کاروان عەزیز", "لانا جەمال"]);

  await page.goto("/dashboard");
  const card = page.locator(".dashboard-card", { hasText: en.admin.types.teamMembers.name });
  await expect(card).toContainText(en.admin.dashboard.total.replace("{{count}}", "4"));
  await card.getByRole("link", { name: en.admin.dashboard.add }).click();
  await expect(page).toHaveURL(/\/admin\/add-team-member$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.teamMembers.add);

  // Bad input: a translated 400 by the fields, what was typed kept.
  await page.locator("#field-nameKu").fill("ئارام");
  await page.locator("#field-bioEn").fill("Aram answers the phone when something stops working.");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
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
  await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-team-members$/);
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.created);
  await expect(page.locator(".admin-table tbody tr").first()).toContainText("Aram Kamal");
  const [aram] = site.query<{ id: string; image: string; visible: number }>(
    "select * from team_members where nameEn = 'Aram Kamal'",
  );
  // New members go first and are shown.
  expect(aram!.visible).toBe(1);
  // Named after its image library item, which the upload made (decision 043).
  const [photo] = site.query<{ id: string }>("select id from media where image = ?", aram!.image);
  expect(aram!.image).toMatch(new RegExp(`^/uploads/${photo!.id}-[0-9a-f]{12}-12x12\\.png$`));

  // On /team at once (the write made the cached page stale), first, in each language.
  const after = await visit(site.base, "/team?lng=ku");
  expect(after.etag).not.toBe(cached.etag);
  expect(teamNames(after.html)[0]).toBe("ئارام");
  expect(teamNames((await visit(site.base, "/team?lng=ar")).html)[0]).toBe("آرام كمال");
  expect(teamNames((await visit(site.base, "/team?lng=en")).html)[0]).toBe("Aram Kamal");
  // A translation left empty falls back to English.
  await page.goto(`/team?lng=ar`);
  await expect(page.locator(".team-card").first().locator(".team-card__role")).toHaveText("Support engineer");
  await expect(page.locator(".team-card").first().locator("img")).toHaveAttribute("src", /^\/uploads\//);

  // Edit: the new role shows; the place in the order stays.
  await page.goto(`/admin/list-team-members?lng=en`);
  await page.getByRole("link", { name: en.admin.list.editRecord.replace("{{title}}", "Aram Kamal") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.types.teamMembers.edit);
  await page.locator("#field-roleAr").fill("مهندس الدعم");
  await page.getByRole("button", { name: en.admin.form.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.updated);
  expect(teamNames((await visit(site.base, "/team?lng=ku")).html)).toEqual([
    "ئارام",
    "هاوڕێ ساڵح",
    "شیلان عومەر",
    "کاروان عەزیز",
    "لانا جەمال",
  ]);
  expect((await visit(site.base, "/team?lng=ar")).html).toContain("مهندس الدعم");

  // Delete: gone from /team; its photo files stay while it is in the trash.
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("button", { name: en.admin.list.deleteRecord.replace("{{title}}", "Aram Kamal") })
    .click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);
  expect(teamNames((await visit(site.base, "/team?lng=en")).html)).not.toContain("Aram Kamal");
  expect(site.query("select record_id from trash where record_id = ?", aram!.id)).toHaveLength(1);
  for (const name of filesOfImage(aram!.image))
    expect(existsSync(path.join(site.uploadsDir, name)), name).toBe(true);
});
