import { existsSync } from "node:fs";
import path from "node:path";
import { filesOfImage } from "../../app/content/stored-image";
import { localizeDigits } from "../../app/i18n/digits";
import { ar } from "../../app/i18n/resources/ar";
import { postForm } from "../support/http";
import { pngImage } from "../support/images";
import type { Site } from "../support/site";
import { expect, STAFF, test } from "./fixtures";

/**
 * Nothing staff do is lost (issue 21, items 1 to 3), as a browser without JavaScript uses the back
 * office, in Arabic, against the built server: a deleted service waits in the trash and comes back
 * on /solutions with its image; a product's title edited twice goes back to its first version (and
 * that restore can be undone); a hidden team member, and a trashed service, can be looked at on the
 * public site by staff only, never cached. (The parts one by one: tests/unit/trash.test.ts and
 * tests/unit/versions.test.ts.)
 */

const AR = "lng=ar";
const translated = (text: string, values: Record<string, number | string>) =>
  Object.entries(values).reduce(
    (result, [name, value]) =>
      result.replace(`{{${name}}}`, typeof value === "number" ? localizeDigits(String(value), "ar") : value),
    text,
  );
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Follows a post's redirect as the browser would: with its session and the language cookie an Arabic
 * page (`?lng=ar`) gave it. The page and its notice.
 */
async function follow(site: Site, response: Response, cookie: string) {
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  const page = await fetch(new URL(location, site.base), { headers: { Cookie: `${cookie}; lng=ar` } });
  return { location, status: page.status, html: await page.text() };
}

const page = async (site: Site, url: string, cookie?: string) => {
  const response = await fetch(`${site.base}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  return {
    status: response.status,
    cacheControl: response.headers.get("Cache-Control"),
    html: await response.text(),
  };
};

/** Every field of a record's form (the add and edit forms send them all), plus the ones given. */
function recordForm(fields: Record<string, string>, visible = true): Record<string, string | string[]> {
  const empty = Object.fromEntries(
    ["title", "desc", "imageAlt", "name", "role", "bio"].flatMap((name) =>
      ["En", "Ku", "Ar"].map((suffix) => [`${name}${suffix}`, ""]),
    ),
  );
  return { ...empty, ...fields, visible: visible ? ["0", "1"] : ["0"] };
}

/** Adds a record through its form (multipart, with an image), as staff do; its id. */
async function add(
  site: Site,
  cookie: string,
  slug: string,
  table: string,
  fields: Record<string, string>,
  visible = true,
): Promise<string> {
  const response = await postForm(site.base, `/admin/add-${slug}?${AR}`, recordForm(fields, visible), {
    cookie,
    image: { bytes: pngImage(48, 36, [30, 120, 200]) },
  });
  expect(response.status).toBe(302);
  const [row] = site.query<{ id: string }>(`select id from ${table} order by date desc, id desc limit 1`);
  return row!.id;
}

const onDisk = (site: Site, image: string) =>
  filesOfImage(image).length > 0 &&
  filesOfImage(image).every((name) => existsSync(path.join(site.uploadsDir, name)));

test("with JavaScript off, in Arabic: a deleted service is in the trash, and restored it is back on /solutions with its image", async ({
  site,
  cookie,
}) => {
  const title = "خدمة النسخ الاحتياطي السحابي";
  const id = await add(site, cookie, "service", "services", { titleEn: "Cloud backup", titleAr: title });
  const [{ image }] = site.query<{ image: string }>("select image from services where id = ?", id) as [
    { image: string },
  ];
  expect((await page(site, `/solutions?${AR}`)).html).toContain(title);

  // Delete (the list's plain form): the service leaves the site, its image stays on disk for the trash.
  const deleted = await follow(
    site,
    await postForm(site.base, `/admin/list-services?${AR}`, { id, intent: "delete", page: "1" }, { cookie }),
    cookie,
  );
  expect(deleted.html).toContain(ar.admin.notices.deleted);
  expect(site.query("select id from services where id = ?", id)).toEqual([]);
  expect((await page(site, `/solutions?${AR}`)).html).not.toContain(title);
  expect((await page(site, `/solution-details/${id}?${AR}`)).status).toBe(404);
  expect(onDisk(site, image)).toBe(true);

  // In the trash, the most recently deleted first, with a Restore button of its own.
  const trash = await page(site, `/admin/trash?${AR}`, cookie);
  expect(trash.status).toBe(200);
  expect(trash.html).toContain(ar.admin.trash.heading);
  const restoreLabel = escaped(translated(ar.admin.trash.restoreItem, { title }));
  const button = new RegExp(`name="restore" value="(\\d+)"[^>]*aria-label="${restoreLabel}"`).exec(
    trash.html,
  );
  expect(button, "the item's Restore button").not.toBeNull();
  expect(trash.html.indexOf(title)).toBeLessThan(trash.html.indexOf("</tbody>"));

  // Restore it (the row's own button, no JavaScript).
  const restored = await follow(
    site,
    await postForm(site.base, `/admin/trash?${AR}`, { restore: button![1]!, back: "" }, { cookie }),
    cookie,
  );
  expect(restored.location).toBe("/admin/trash");
  expect(restored.html).toContain(translated(ar.admin.trash.restored, { count: 1 }));

  // Back on /solutions in Arabic, for visitors, with its image (its WebP copies served).
  const solutions = await page(site, `/solutions?${AR}`);
  expect(solutions.html).toContain(title);
  expect(solutions.html).toContain(image.replace(/\.png$/, ""));
  for (const name of filesOfImage(image))
    expect((await fetch(`${site.base}/uploads/${name}`)).status, name).toBe(200);
  expect((await page(site, `/solution-details/${id}?${AR}`)).status).toBe(200);

  // Each step is in the activity log.
  expect(
    site.query<{ action: string }>("select action from activity_log where subject_id = ? order by id", id),
  ).toEqual([{ action: "create" }, { action: "trash" }, { action: "restore" }]);
});

test("deleting for ever, one or the checked ones together, leaves their pictures in the image library; a bad request is a translated 400", async ({
  site,
  cookie,
}) => {
  const ids = [
    await add(site, cookie, "product", "products", { titleEn: "Gone for good 1" }),
    await add(site, cookie, "product", "products", { titleEn: "Gone for good 2" }),
  ];
  const images = ids.map(
    (id) => site.query<{ image: string }>("select image from products where id = ?", id)[0]!.image,
  );
  for (const id of ids)
    await postForm(site.base, `/admin/list-products?${AR}`, { id, intent: "delete", page: "1" }, { cookie });
  const trashIds = ids.map(
    (id) => site.query<{ id: number }>("select id from trash where record_id = ?", id)[0]!.id,
  );
  const purged = await follow(
    site,
    await postForm(
      site.base,
      `/admin/trash?${AR}`,
      { intent: "purge", ids: trashIds.map(String), back: "?type=products", confirmPassword: STAFF.password },
      { cookie },
    ),
    cookie,
  );
  expect(purged.location).toBe("/admin/trash?type=products");
  expect(purged.html).toContain(translated(ar.admin.trash.purged, { count: 2 }));
  expect(site.query("select id from trash where record_id in (?, ?)", ...ids)).toEqual([]);
  // Their pictures are the library's (decision 043; tests/server/images.test.ts deletes one from there).
  for (const image of images) {
    expect(site.query("select id from media where image = ?", image)).toHaveLength(1);
    for (const name of filesOfImage(image))
      expect(existsSync(path.join(site.uploadsDir, name)), name).toBe(true);
  }
  expect(
    site.query<{ action: string }>(
      "select action from activity_log where subject_id = ? order by id",
      ids[0],
    ),
  ).toEqual([{ action: "create" }, { action: "trash" }, { action: "purge" }]);

  const badForms: Record<string, string>[] = [
    { intent: "empty" },
    { restore: "not-a-number" },
    { intent: "restore", ids: "-1" },
  ];
  for (const form of badForms) {
    const refused = await postForm(site.base, `/admin/trash?${AR}`, form, { cookie });
    expect(refused.status, JSON.stringify(form)).toBe(400);
    expect(await refused.text()).toContain(ar.error.badRequest);
  }
  expect((await page(site, `/admin/trash?type=nothing&${AR}`, cookie)).status).toBe(400);
  const none = await follow(
    site,
    await postForm(site.base, `/admin/trash?${AR}`, { intent: "restore" }, { cookie }),
    cookie,
  );
  expect(none.html).toContain(ar.admin.trash.noneSelected);
});

test("with JavaScript off, in Arabic: a product's title edited twice goes back to its first version, and that can be undone", async ({
  site,
  cookie,
}) => {
  const id = await add(site, cookie, "product", "products", {
    titleEn: "Version one",
    titleAr: "الإصدار الأول",
  });
  const edit = (titleEn: string, titleAr: string) =>
    postForm(site.base, `/admin/edit-product/${id}?${AR}`, recordForm({ titleEn, titleAr }), {
      cookie,
      image: null,
    });
  expect((await edit("Version two", "الإصدار الثاني")).status).toBe(302);
  expect((await edit("Version three", "الإصدار الثالث")).status).toBe(302);

  // The edit page lists every save, newest first, each opening on a page of its own.
  const form = await page(site, `/admin/edit-product/${id}?${AR}`, cookie);
  expect(form.html).toContain(ar.admin.versions.heading);
  const versionPaths = [
    ...form.html.matchAll(new RegExp(`href="(/admin/edit-product/${id}/versions/\\d+)"`, "g")),
  ].map((match) => match[1]!);
  expect(versionPaths).toHaveLength(3);
  expect(form.html).toContain(
    `${ar.admin.activity.changed} ${ar.admin.fields.title} (${ar.admin.languages.en})`,
  );

  // The first version shows what it held, and restores it as a new version.
  const first = await page(site, `${versionPaths.at(-1)}?${AR}`, cookie);
  expect(first.html).toContain("الإصدار الأول");
  expect(first.html).toContain(ar.admin.versions.restore);
  const restored = await follow(
    site,
    await postForm(site.base, `${versionPaths.at(-1)}?${AR}`, { intent: "restore" }, { cookie }),
    cookie,
  );
  expect(restored.location).toBe(`/admin/edit-product/${id}`);
  expect(restored.html).toContain(ar.admin.versions.restored);
  expect(site.query("select titleEn, titleAr from products where id = ?", id)).toEqual([
    { titleEn: "Version one", titleAr: "الإصدار الأول" },
  ]);
  expect((await page(site, `/?${AR}`)).html).toContain("الإصدار الأول");

  // The restore is a version too: the third one brings "Version three" back.
  const versions = site.query<{ id: number; restored_from: number | null }>(
    "select id, restored_from from record_versions where record_id = ? order by id",
    id,
  );
  expect(versions).toHaveLength(4);
  expect(versions[3]!.restored_from).toBe(versions[0]!.id);
  await postForm(site.base, `${versionPaths[0]}?${AR}`, { intent: "restore" }, { cookie });
  expect(site.query("select titleEn from products where id = ?", id)).toEqual([{ titleEn: "Version three" }]);
  expect(
    site.query<{ action: string }>(
      "select action from activity_log where subject_id = ? and action = 'restoreVersion'",
      id,
    ),
  ).toHaveLength(2);

  expect((await page(site, `/admin/edit-product/${id}/versions/999999?${AR}`, cookie)).status).toBe(404);
  expect((await page(site, `/admin/edit-product/${id}/versions/abc?${AR}`, cookie)).status).toBe(404);
});

test("a record saved 2,000 times: its edit page lists the newest 20 (under 100 KB), then older ones page by page; a version says what its save changed", async ({
  site,
  cookie,
}) => {
  const id = await add(site, cookie, "product", "products", {
    titleEn: "Saved often",
    titleAr: "يُحفظ كثيرًا",
  });
  // 2,000 saves made straight into the history (a save each is 2,000 requests), two seconds apart.
  const [first] = site.query<{ data: string }>("select data from record_versions where record_id = ?", id);
  const data = JSON.parse(first!.data) as Record<string, string>;
  const start = Date.now() - 2000 * 2000;
  site.execute(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
     insert into record_versions (type, record_id, data, changed_fields, saved_at, saved_by)
     select 'products', ?, json_set(?, '$.titleEn', 'Saved often ' || i), '["titleEn"]', ? + i * 2000, 'staff@zagros.test' from n`,
    id,
    JSON.stringify(data),
    start,
  );
  expect(site.query("select id from record_versions where record_id = ?", id)).toHaveLength(2001);

  const form = await page(site, `/admin/edit-product/${id}?${AR}`, cookie);
  expect(form.status).toBe(200);
  expect(Buffer.byteLength(form.html)).toBeLessThan(100 * 1024);
  const links = (html: string) =>
    [...html.matchAll(new RegExp(`href="(/admin/edit-product/${id}/versions/\\d+)"`, "g"))].map((m) => m[1]!);
  expect(links(form.html)).toHaveLength(20);
  // To the second: saves seconds apart are told apart (٢٠٢٦/١١/٢٧، ٨:٥٨:٠٤ ص).
  expect(form.html).toMatch(/[٠-٩]{1,2}:[٠-٩]{2}:[٠-٩]{2}/);
  // The rule, said on the page, in Arabic.
  expect(form.html).toContain("آخر ٣٠ يومًا");
  const older = await page(site, `/admin/edit-product/${id}?history=2&${AR}`, cookie);
  expect(links(older.html)).toHaveLength(20);
  expect(links(older.html).some((path) => links(form.html).includes(path))).toBe(false);
  expect(older.html).toContain(`href="/admin/edit-product/${id}?history=3#version-history"`);
  const last = await page(site, `/admin/edit-product/${id}?history=999&${AR}`, cookie);
  expect(links(last.html)).toHaveLength(1);

  // A version shows what its save changed, beside what was there before it.
  const version = await page(site, `${links(form.html)[1]}?${AR}`, cookie);
  expect(version.html).toContain(ar.admin.versions.changedHere);
  expect(version.html).toContain(ar.admin.versions.before);
  expect(version.html).toContain("Saved often 1999");
  expect(version.html).toContain("Saved often 1998");
});

test("a hidden team member is shown to staff on /team with a banner, never to a visitor or a request without a session, and never cached", async ({
  site,
  cookie,
}) => {
  const name = "هاوڕێ شاراوە";
  const id = await add(
    site,
    cookie,
    "team-member",
    "team_members",
    { nameEn: "Hidden Hawre", nameAr: name, roleEn: "Designer", roleAr: "مصمم" },
    false,
  );
  // The edit page links to the preview.
  const preview = `/team?preview=team-member:${id}`;
  expect((await page(site, `/admin/edit-team-member/${id}?${AR}`, cookie)).html).toContain(
    `href="${escaped(preview)}"`,
  );

  const staffView = await page(site, `${preview}&${AR}`, cookie);
  expect(staffView.status).toBe(200);
  expect(staffView.html).toContain(ar.admin.preview.hiddenHeading);
  expect(staffView.html).toContain(name);
  expect(staffView.cacheControl).toBe("private, no-store");

  // A visitor (and curl: no cookie at all) gets the page without them, before and after staff looked.
  for (const url of [`${preview}&${AR}`, `/team?${AR}`, preview]) {
    const visitor = await page(site, url);
    expect(visitor.status, url).toBe(200);
    expect(visitor.html, url).not.toContain(name);
    expect(visitor.html, url).not.toContain(ar.admin.preview.hiddenHeading);
    expect(visitor.cacheControl, url).not.toContain("no-store");
  }
  // A session that is not one is a visitor's.
  expect((await page(site, `${preview}&${AR}`, "__session=forged")).html).not.toContain(name);
});

test("a hidden service, and a trashed one (read-only), open on their own page for staff only; visitors get the 404", async ({
  site,
  cookie,
}) => {
  const title = "خدمة مخفية";
  const id = await add(
    site,
    cookie,
    "service",
    "services",
    { titleEn: "Hidden service", titleAr: title },
    false,
  );
  const url = `/solution-details/${id}?preview=service:${id}&${AR}`;
  const staffView = await page(site, url, cookie);
  expect(staffView.status).toBe(200);
  expect(staffView.html).toContain(title);
  expect(staffView.html).toContain(ar.admin.preview.hiddenHeading);
  expect(staffView.cacheControl).toBe("private, no-store");
  expect((await page(site, url)).status).toBe(404);

  await postForm(site.base, `/admin/list-services?${AR}`, { id, intent: "delete", page: "1" }, { cookie });
  const trashed = await page(site, url, cookie);
  expect(trashed.status).toBe(200);
  expect(trashed.html).toContain(ar.admin.preview.trashedHeading);
  expect(trashed.html).not.toContain(`/admin/edit-service/${id}`);
  expect(trashed.cacheControl).toBe("private, no-store");
  const visitor = await page(site, url);
  expect(visitor.status).toBe(404);
  expect(visitor.html).not.toContain(title);
  // The trash links to the same preview.
  expect((await page(site, `/admin/trash?${AR}`, cookie)).html).toContain(
    `href="${escaped(url.replace(`&${AR}`, ""))}"`,
  );
});
