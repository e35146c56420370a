import { ku } from "../../app/i18n/resources/ku";
import { librarySnippet } from "../../app/content/library-references";
import { pngImage } from "../support/images";
import { postForm } from "../support/http";
import { emptyForm } from "../support/record-forms";
import { expect, STAFF, test } from "./fixtures";

/**
 * The image library's ties to the records that use it, over HTTP with plain form posts (no
 * JavaScript), in the Kurdish back office (decision 043): a picture uploaded in a client's form is a
 * library item; a service uses it by its code; the library's description is what both pages say; a
 * new file replaces it in both; it cannot be deleted while they show it; it goes to the trash with
 * them and comes back with them; a page's text shows it; a code or text naming no item is a 400.
 */

const KU = "lng=ku";

const client = (fields: Record<string, string>) => emptyForm("clients", fields);

const service = (fields: Record<string, string>) => emptyForm("services", fields);

const item = (fields: Record<string, string>) => emptyForm("media", fields);

/** The back office's forms as a browser without JavaScript posts them, in Kurdish, a picture named `fileName`. */
const formPoster =
  (base: string, cookie: string, fileName: string) =>
  (path: string, fields: Record<string, string>, image?: Buffer) =>
    postForm(base, `${path}?${KU}`, fields, {
      cookie,
      headers: { Origin: base },
      ...(image ? { image: { bytes: image, name: fileName } } : { multipart: true }),
    });

test("a picture uploaded for a client is used by a service through its code; one description, one replacement, no delete while shown; it follows both to the trash and back", async ({
  site,
  cookie,
}) => {
  const post = formPoster(site.base, cookie, "office-photo.png");

  // Uploaded in a client's form: the file goes into the library under an item named after it.
  expect(
    (await post("/admin/add-client", client({ titleEn: "Library client" }), pngImage(40, 30))).status,
  ).toBe(302);
  const [acme] = site.query<{ id: string; image: string }>(
    "select id, image from clients where titleEn = 'Library client'",
  );
  const [picture] = site.query<{ id: string; name: string; image: string }>(
    "select id, name, image from media where image = ?",
    acme!.image,
  );
  expect(picture).toMatchObject({ name: "office-photo" });
  expect(acme!.image.startsWith(`/uploads/${picture!.id}-`)).toBe(true);

  // A code that is no item's: a translated 400, the code and the texts kept, nothing saved.
  const refused = await post(
    "/admin/add-service",
    service({ titleEn: "Library service", imageFromLibrary: "![](image:nothing-here)" }),
  );
  expect(refused.status).toBe(400);
  const refusedPage = await refused.text();
  expect(refusedPage).toContain(ku.admin.library.notInLibrary);
  expect(refusedPage).toContain("Library service");
  expect(refusedPage).toContain("image:nothing-here");
  expect(site.query("select id from services where titleEn = 'Library service'")).toEqual([]);

  // The item's code, as its page gives it: the service shows the same file.
  expect(
    (
      await post(
        "/admin/add-service",
        service({ titleEn: "Library service", imageFromLibrary: librarySnippet(picture!.id) }),
      )
    ).status,
  ).toBe(302);
  const [hosting] = site.query<{ id: string; image: string }>(
    "select id, image from services where titleEn = 'Library service'",
  );
  expect(hosting!.image).toBe(picture!.image);

  // One description in the library: both public pages say it (neither record has its own).
  const described = await post(
    `/admin/edit-image/${picture!.id}`,
    item({ name: "Office", imageAltEn: "Our office", imageAltKu: "نووسینگەکەمان" }),
  );
  expect(described.status).toBe(302);
  const home = await (await fetch(`${site.base}/?${KU}`)).text();
  expect(home).toMatch(/alt="نووسینگەکەمان"/);
  const servicePage = await (await fetch(`${site.base}/solution-details/${hosting!.id}?${KU}`)).text();
  expect(servicePage).toMatch(/alt="نووسینگەکەمان"/);

  // A new file for the item: both records show it at once, under a new name.
  const replaced = await post(`/admin/edit-image/${picture!.id}`, item({ name: "Office" }), pngImage(60, 30));
  expect(replaced.status).toBe(302);
  const [now] = site.query<{ image: string }>("select image from media where id = ?", picture!.id);
  expect(now!.image).not.toBe(picture!.image);
  expect(site.query("select image from clients where id = ?", acme!.id)).toEqual([{ image: now!.image }]);
  expect(site.query("select image from services where id = ?", hosting!.id)).toEqual([{ image: now!.image }]);
  const servicePageAfter = await (await fetch(`${site.base}/solution-details/${hosting!.id}?${KU}`)).text();
  expect(servicePageAfter).toContain(now!.image.replace(/\.png$/, ""));

  // Shown by both: not deleted, and the message names them.
  const kept = await post("/admin/list-images", { id: picture!.id, intent: "delete" });
  expect(kept.status).toBe(409);
  const keptPage = await kept.text();
  expect(keptPage).toContain("Library client");
  expect(keptPage).toContain("Library service");
  expect(site.query("select id from media where id = ?", picture!.id)).toHaveLength(1);

  // Both in the trash: now it goes there too, and restoring one of them brings it back.
  for (const [list, id] of [
    ["/admin/list-clients", acme!.id],
    ["/admin/list-services", hosting!.id],
  ] as const)
    expect((await post(list, { id, intent: "delete" })).status).toBe(302);
  expect((await post("/admin/list-images", { id: picture!.id, intent: "delete" })).status).toBe(302);
  expect(site.query("select id from media where id = ?", picture!.id)).toEqual([]);
  const [trashedClient] = site.query<{ id: number }>("select id from trash where record_id = ?", acme!.id);
  const restored = await post("/admin/trash", {
    restore: String(trashedClient!.id),
    confirmPassword: STAFF.password,
  });
  expect(restored.status).toBe(302);
  expect(site.query("select id from media where id = ?", picture!.id)).toHaveLength(1);
  expect(site.query("select id from trash where record_id = ?", picture!.id)).toEqual([]);
});

test("a page's text shows a library picture by its code, with the library's description; a code of no item is a translated 400", async ({
  site,
  cookie,
}) => {
  const post = formPoster(site.base, cookie, "team.png");
  expect(
    (
      await post(
        "/admin/add-image",
        item({ imageAltEn: "The team", imageAltKu: "تیمەکە" }),
        pngImage(300, 200),
      )
    ).status,
  ).toBe(302);
  const [picture] = site.query<{ id: string; name: string; image: string }>(
    "select id, name, image from media where imageAltEn = 'The team'",
  );
  expect(picture!.name).toBe("team");
  const page = (body: string) =>
    emptyForm("pages", { titleEn: "Careers", address: "careers-library", bodyEn: body });

  const unknown = await post("/admin/add-page", page("We are **hiring**.\n\n![](image:no-such-item)"));
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain(ku.admin.library.notInLibrary);
  const outside = await post("/admin/add-page", page("![a photo](https://example.com/photo.png)"));
  expect(outside.status).toBe(400);

  const saved = await post("/admin/add-page", page(`We are **hiring**.\n\n${librarySnippet(picture!.id)}`));
  expect(saved.status).toBe(302);
  const html = await (await fetch(`${site.base}/careers-library?lng=en`)).text();
  expect(html).toContain("<strong>hiring</strong>");
  expect(html).toMatch(
    new RegExp(`<picture class="rich-text__picture"><source type="image/webp" srcset="[^"]*${picture!.id}-`),
  );
  expect(html).toMatch(/<img src="[^"]+" alt="The team" width="300" height="200" loading="lazy"/);
  // The page's text uses it: the library refuses to delete it and names the page.
  const kept = await post("/admin/list-images", { id: picture!.id, intent: "delete" });
  expect(kept.status).toBe(409);
  expect(await kept.text()).toContain("Careers");
});

test("a database from before the library: at the next start every picture the records show is an item, named and described as they have it, used, and served at its old address", async ({
  site,
  cookie,
}) => {
  const added = await postForm(
    site.base,
    `/admin/add-client?${KU}`,
    client({ titleEn: "Before the library", imageAltKu: "لۆگۆی کۆن" }),
    { cookie, headers: { Origin: site.base }, image: { bytes: pngImage(20, 20), name: "old.png" } },
  );
  expect(added.status).toBe(302);
  const [old] = site.query<{ image: string }>(
    "select image from clients where titleEn = 'Before the library'",
  );
  // As a database from before the library has it: pictures in records, no items.
  site.execute("delete from media");
  site.execute("delete from record_versions where type = 'media'");
  await site.restart();
  const images = site.query<{ image: string }>(
    "select image from clients where image != '' union select image from services where image != '' union select image from products where image != '' union select image from team_members where image != ''",
  );
  const items = site.query<{ image: string }>("select image from media");
  expect(new Set(items.map((item) => item.image))).toEqual(new Set(images.map((row) => row.image)));
  expect(site.query("select name, imageAltKu from media where image = ?", old!.image)).toEqual([
    { name: "Before the library", imageAltKu: "لۆگۆی کۆن" },
  ]);
  expect((await fetch(`${site.base}${old!.image}`)).status).toBe(200);
  // Run again (another start): nothing more is made.
  await site.restart();
  expect(site.query("select image from media")).toHaveLength(items.length);
});
