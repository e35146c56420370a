import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { confirmIdentity, savedVersionAndHiddenMember } from "../support/back-office-states";
import { postForm } from "../support/http";
import { signInCookie } from "../support/staff";
import { scaled } from "../support/timeouts";
import {
  axeViolations,
  expect,
  test,
  waitForHydration,
  withOwnSite,
  type Staff,
  type TestSite,
} from "./fixtures";

/**
 * What needs a browser of the trash, the versions and the preview: with JavaScript, deleting for
 * ever asks first (and cancelling keeps the item); the trash, a version's page, an edit page with
 * its history and a preview with its banner pass axe. (The flows without JavaScript, over HTTP:
 * tests/server/trash.test.ts.) A site of its own: records are deleted here.
 */
withOwnSite("trash-and-versions");

test("with JavaScript, deleting for ever asks first; cancelling keeps the item", async ({
  signedIn: page,
  site,
  staff,
}) => {
  const id = site.firstId("clients");
  await page.goto("/admin/list-clients");
  await waitForHydration(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.locator(`form:has(input[name="id"][value="${id}"]) button.button--danger`).click();
  await expect(page.getByRole("status")).toHaveText(en.admin.notices.deleted);

  await page.goto("/admin/trash");
  await waitForHydration(page);
  await confirmIdentity(page, staff.password);
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.locator('button[name="purge"]').first().click();
  expect(asked).toBe(en.admin.trash.confirmPurge);
  expect(site.query("select id from trash where record_id = ?", id)).toHaveLength(1);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.locator('button[name="purge"]').first().click();
  await expect(page.getByRole("status")).toHaveText(en.admin.trash.purged.replace("{{count}}", "1"));
  expect(site.query("select id from trash where record_id = ?", id)).toHaveLength(0);
});

test("with JavaScript, nothing stays ticked after restoring: the next action takes only what is ticked then", async ({
  signedIn: page,
  site,
  staff,
}) => {
  const cookie = await signInCookie(site.base, staff);
  const ids = site.query<{ id: string }>("select id from products order by id limit 3").map((row) => row.id);
  for (const id of ids) {
    const trashed = await postForm(
      site.base,
      "/admin/list-products",
      { id, intent: "delete", page: "1" },
      { cookie },
    );
    expect(trashed.status).toBe(302);
  }
  const inTrash = () => site.query("select id from trash where type = 'products'").length;
  await page.goto("/admin/trash?type=products");
  await waitForHydration(page);
  const boxes = page.locator('.trash input[name="ids"]');
  const restoreTicked = page.locator('.inbox__actions button[value="restore"]');
  await boxes.nth(0).check();
  await restoreTicked.click();
  await expect(page.getByRole("status")).toHaveText(en.admin.trash.restored.replace("{{count}}", "1"));
  await expect(boxes).toHaveCount(2);
  await expect(page.locator('.trash input[name="ids"]:checked')).toHaveCount(0);
  expect(inTrash()).toBe(2);
  await boxes.nth(0).check();
  await restoreTicked.click();
  // The notice reads as after the first restore: the list losing its row says this one is done.
  await expect(boxes).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText(en.admin.trash.restored.replace("{{count}}", "1"));
  expect(inTrash()).toBe(1);
});

/** A version, a hidden team member and a trashed service, made over HTTP: the pages axe reads. */
async function pagesToCheck(site: TestSite, staff: Staff) {
  const cookie = await signInCookie(site.base, staff);
  const { product, member, versionPath, previewPath } = await savedVersionAndHiddenMember(site, cookie);
  const service = site.firstId("services");
  const trashed = await postForm(
    site.base,
    "/admin/list-services",
    { id: service, intent: "delete", page: "1" },
    { cookie },
  );
  expect(trashed.status).toBe(302);
  return {
    member,
    paths: [
      "/admin/trash",
      `/admin/edit-product/${product}`,
      versionPath,
      previewPath,
      `/solution-details/${service}?preview=service:${service}`,
    ],
  };
}

for (const [lng, width] of [
  ["en", 1280],
  ["ar", 375],
] as const) {
  test(`in ${lng} at ${width} px the trash, a version, an edit page with its history and previews pass axe`, async ({
    newPage,
    staff,
    site,
  }) => {
    // Five pages through axe, seconds each on a busy two-core machine.
    test.setTimeout(scaled(60_000));
    const { member, paths } = await pagesToCheck(site, staff);
    const page = await newPage({ viewport: { width, height: 900 }, signedInAs: staff });
    for (const path of paths) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      // The navigation's links fade in: axe measures their contrast once they are there.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await axeViolations(page, `${path} ${lng} ${width}`)).toEqual([]);
    }
    await page.goto(`/team?preview=team-member:${member}&lng=${lng}`);
    await expect(page.locator(".preview-banner")).toContainText(
      (lng === "en" ? en : ar).admin.preview.hiddenHeading,
    );
    await expect(page.locator(".preview-banner")).toBeInViewport();
  });
}
