import { existsSync } from "node:fs";
import path from "node:path";
import { librarySnippet } from "../../app/content/library-references";
import { filesOfImage } from "../../app/content/stored-image";
import { localizeDigits } from "../../app/i18n/digits";
import { ar } from "../../app/i18n/resources/ar";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, rawRequest } from "../support/http";
import { pngImage } from "../support/images";
import type { Site } from "../support/site";
import { expect, STAFF, test } from "./fixtures";

/**
 * The image library's back office over HTTP, without JavaScript, against the built server: several
 * files uploaded in one go (the good ones kept, each refused one named with its reason), the list's
 * search in the pictures' descriptions in any language, its "Unused only", and a picture's page with
 * its code, its file's facts and where it is used. (The unused items against usesOf, one by one:
 * tests/unit/library.test.ts.)
 */

const MB = 1024 * 1024;
/** A text with its `{{name}}`s filled in as a page in `lang` writes them (numbers in its digits). */
const filled = (text: string, values: Record<string, string | number>, lang: "ku" | "ar") =>
  Object.entries(values).reduce(
    (result, [name, value]) =>
      result.replace(`{{${name}}}`, typeof value === "number" ? localizeDigits(String(value), lang) : value),
    text,
  );
/** How the page's HTML writes a text (React escapes quotes and ampersands). */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

type File = { name: string; bytes: Buffer; type?: string };

/** Posts files in the bulk upload's input, as a browser sends a multiple file input. */
async function upload(site: Site, cookie: string, files: File[], lng = "ku") {
  const form = new FormData();
  for (const file of files)
    form.append(
      "images",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }),
      file.name,
    );
  const response = await fetch(`${site.base}/admin/add-images?lng=${lng}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

const get = async (site: Site, url: string, cookie: string) => {
  const response = await fetch(`${site.base}${url}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
};

const item = (site: Site, name: string) =>
  site.query<{ id: string; image: string }>("select id, image from media where name = ?", name)[0];

const onDisk = (site: Site, image: string) =>
  filesOfImage(image).length > 0 &&
  filesOfImage(image).every((name) => existsSync(path.join(site.uploadsDir, name)));

/** Every field of the library's form (the form sends them all), plus the ones given. */
const libraryForm = (fields: Record<string, string>) => ({
  name: "",
  imageAltEn: "",
  imageAltKu: "",
  imageAltAr: "",
  ...fields,
});

test("several files in one go, in Kurdish: the good ones become pictures, each bad one is named with its reason", async ({
  site,
  cookie,
}) => {
  const before = site.query("select id from media").length;
  const { status, html } = await upload(site, cookie, [
    { name: "office-front.png", bytes: pngImage(40, 30, [200, 60, 30]) },
    { name: "notes.txt", bytes: Buffer.from("Not a picture at all"), type: "text/plain" },
    { name: "team photo.png", bytes: pngImage(24, 12, [20, 160, 60]) },
  ]);
  // Something was added: the page answers 200 and says what happened to each file.
  expect(status).toBe(200);
  expect(html).toContain(filled(ku.admin.library.added_other, { count: 2 }, "ku"));
  expect(html).toContain(filled(ku.admin.library.refused_one, { count: 1 }, "ku"));
  expect(html).toMatch(/<bdi class="library-refusals__file">notes\.txt<\/bdi>/);
  expect(html).toContain(ku.admin.upload.badType.split("{{")[0]!);
  // Named after their files, stored with their copies, each with its page linked from the answer.
  const front = item(site, "office-front")!;
  const team = item(site, "team photo")!;
  for (const added of [front, team]) {
    expect(onDisk(site, added.image)).toBe(true);
    expect(html).toContain(`href="/admin/edit-image/${added.id}"`);
  }
  expect(front.image).toMatch(/-40x30\.png$/);
  expect(site.query("select id from media").length).toBe(before + 2);
  // Each is in the activity log, added by this account.
  const logged = site.query<{ subject_id: string }>(
    "select subject_id from activity_log where action = 'create' and subject_type = 'media' and account_email = ?",
    STAFF.email,
  );
  expect(logged.map((entry) => entry.subject_id).sort()).toEqual([front.id, team.id].sort());

  // Nothing good among them: nothing is added, and the answer is a 400 naming each file.
  const refused = await upload(site, cookie, [
    { name: "empty.png", bytes: Buffer.alloc(0) },
    { name: "page.html", bytes: Buffer.from("<html><body>hi</body></html>"), type: "text/html" },
  ]);
  expect(refused.status).toBe(400);
  expect(refused.html).toContain(filled(ku.admin.library.refused_other, { count: 2 }, "ku"));
  expect(refused.html).toContain(ku.admin.library.emptyFile);
  expect(refused.html).toContain("page.html");
  expect(site.query("select id from media").length).toBe(before + 2);
  // No file chosen at all: the browser still sends the input, as an empty part without a file name.
  const none = await rawRequest(site.base, {
    method: "POST",
    path: "/admin/add-images?lng=ku",
    headers: { "Content-Type": "multipart/form-data; boundary=XyZ", Cookie: cookie },
    body:
      '--XyZ\r\nContent-Disposition: form-data; name="images"; filename=""\r\n' +
      "Content-Type: application/octet-stream\r\n\r\n\r\n--XyZ--\r\n",
  });
  expect(none.status).toBe(400);
  expect(none.body.toString("utf8")).toContain(ku.admin.library.nothingChosen);

  // More bytes together than one request carries: refused before a byte is read, saying why.
  const tooMuch = await rawRequest(site.base, {
    method: "POST",
    path: "/admin/add-images?lng=ku",
    headers: { "Content-Type": "multipart/form-data; boundary=XyZ", Cookie: cookie },
    body: { repeat: "x", bytes: 21 * MB },
  });
  expect(tooMuch.status).toBe(413);
  const answer = tooMuch.body.toString("utf8");
  expect(answer).toContain(filled(ku.error.uploadTooLarge, { together: 20, each: 5 }, "ku"));
  expect(answer).toContain(`href="/admin/add-images?lng=ku"`);
  expect(site.query("select id from media").length).toBe(before + 2);
});

test("the list is a grid whose search finds a picture by its Kurdish description, and by its name", async ({
  site,
  cookie,
}) => {
  await upload(site, cookie, [
    { name: "erbil-citadel.png", bytes: pngImage(30, 20) },
    { name: "server-room.png", bytes: pngImage(30, 20, [10, 10, 10]) },
  ]);
  const citadel = item(site, "erbil-citadel")!;
  const room = item(site, "server-room")!;
  const described = await postForm(
    site.base,
    `/admin/edit-image/${citadel.id}?lng=ku`,
    libraryForm({ name: "erbil-citadel", imageAltKu: "قەڵای هەولێر لە ئێوارەدا" }),
    { cookie, multipart: true },
  );
  expect(described.status).toBe(302);

  const list = await get(site, `/admin/list-images?lng=ku&size=100`, cookie);
  expect(list.status).toBe(200);
  expect(list.html).toContain('class="library-grid"');
  expect(list.html).not.toContain('class="admin-table"');
  expect(list.html).toContain(filled(ku.admin.library.pixels, { width: 30, height: 20 }, "ku"));

  const search = await get(site, `/admin/list-images?lng=ku&q=${encodeURIComponent("قەڵای هەولێر")}`, cookie);
  expect(search.status).toBe(200);
  expect(search.html).toContain(`href="/admin/edit-image/${citadel.id}"`);
  expect(search.html).not.toContain(`href="/admin/edit-image/${room.id}"`);
  const byName = await get(site, `/admin/list-images?lng=ar&q=server-room`, cookie);
  expect(byName.html).toContain(`href="/admin/edit-image/${room.id}"`);
  expect(byName.html).not.toContain(`href="/admin/edit-image/${citadel.id}"`);
});

test("“Unused only” lists a picture nothing uses, not one a client shows; no other list has it", async ({
  site,
  cookie,
}) => {
  await upload(site, cookie, [
    { name: "client-logo.png", bytes: pngImage(16, 16, [250, 200, 0]) },
    { name: "spare.png", bytes: pngImage(16, 16, [0, 200, 250]) },
  ]);
  const logo = item(site, "client-logo")!;
  const spare = item(site, "spare")!;
  const unusedBefore = await get(site, `/admin/list-images?unused=1&size=100&lng=ar`, cookie);
  expect(unusedBefore.html).toContain(`href="/admin/edit-image/${logo.id}"`);
  // A client chooses the logo by its code (the form's plain step, no JavaScript).
  const client = await postForm(
    site.base,
    "/admin/add-client?lng=ar",
    {
      titleEn: "Logo Client",
      titleKu: "",
      titleAr: "",
      phone: "",
      imageAltEn: "",
      imageAltKu: "",
      imageAltAr: "",
      visible: ["0", "1"],
      imageFromLibrary: librarySnippet(logo.id),
    },
    { cookie, image: null },
  );
  expect(client.status).toBe(302);
  expect(site.query("select id from clients where image = ?", logo.image)).toHaveLength(1);

  const unused = await get(site, `/admin/list-images?unused=1&size=100&lng=ar`, cookie);
  expect(unused.status).toBe(200);
  expect(unused.html).toContain(`href="/admin/edit-image/${spare.id}"`);
  expect(unused.html).not.toContain(`href="/admin/edit-image/${logo.id}"`);
  // The filter's link is current, and the search form keeps it.
  expect(unused.html).toContain('<input type="hidden" name="unused" value="1"/>');
  // The sample content's pictures are used by its records: none of them is listed.
  const samples = site.query<{ id: string }>("select id from media where image not like '/uploads/%'");
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) expect(unused.html).not.toContain(`href="/admin/edit-image/${sample.id}"`);
  expect((await get(site, "/admin/list-clients?unused=1", cookie)).status).toBe(400);
});

test("a picture's page shows its code, its file's facts and the client that uses it, with links", async ({
  site,
  cookie,
}) => {
  await upload(site, cookie, [{ name: "shared-logo.png", bytes: pngImage(40, 30, [90, 20, 140]) }]);
  const logo = item(site, "shared-logo")!;
  const client = await postForm(
    site.base,
    "/admin/add-client?lng=ar",
    {
      titleEn: "Shared Logo Client",
      phone: "",
      visible: ["0", "1"],
      imageFromLibrary: librarySnippet(logo.id),
    },
    { cookie, image: null },
  );
  expect(client.status).toBe(302);
  const [clientRow] = site.query<{ id: string }>(
    "select id from clients where titleEn = 'Shared Logo Client'",
  );

  const { status, html } = await get(site, `/admin/edit-image/${logo.id}?lng=ar`, cookie);
  expect(status).toBe(200);
  // The code to copy, left to right in an Arabic page, read-only.
  expect(html).toMatch(
    new RegExp(`<input[^>]*value="${escaped(librarySnippet(logo.id)).replace(/[()[\]!]/g, "\\$&")}"[^>]*>`),
  );
  const codeInput = html.match(/<input[^>]*id="library-code"[^>]*>/)![0];
  expect(codeInput).toMatch(/ readonly=""/i);
  expect(codeInput).toContain('dir="ltr"');
  expect(html).toContain(escaped(ar.admin.library.codeText));
  // The file's facts: its size in pixels and in kilobytes, who added it (the address isolated, left to right).
  expect(html).toContain(filled(ar.admin.library.pixels, { width: 40, height: 30 }, "ar"));
  expect(html).toMatch(new RegExp(ar.admin.library.fileSize.replace("{{size}}", "[٠-٩]+")));
  const [by, after] = ar.admin.library.addedBy.split("{{who}}");
  expect(html).toContain(`${by}<bdi class="email-address" dir="ltr">${STAFF.email.split("@")[0]}@`);
  expect(after).toBeDefined();
  // Where it is used: the client, linked to its form.
  expect(html).toContain(ar.admin.library.usesHeading);
  expect(html).toContain(`href="/admin/edit-client/${clientRow!.id}"`);
  expect(html).toContain("Shared Logo Client");
  expect(html).not.toContain(ar.admin.library.noUses);
  // Replacing its file is its form's own input, which says what a new file does.
  expect(html).toContain(ar.admin.library.replaceHelp);

  // The client changes to another picture: its earlier version is where this one is used now, and a
  // second client that shows it goes to the trash.
  await upload(site, cookie, [{ name: "newer-logo.png", bytes: pngImage(20, 20) }]);
  const newer = item(site, "newer-logo")!;
  const changed = await postForm(
    site.base,
    `/admin/edit-client/${clientRow!.id}?lng=ar`,
    { titleEn: "Shared Logo Client", phone: "", visible: ["0", "1"], imageFromLibrary: newer.id },
    { cookie, image: null },
  );
  expect(changed.status).toBe(302);
  const second = await postForm(
    site.base,
    "/admin/add-client?lng=ar",
    { titleEn: "Gone Client", phone: "", visible: ["0", "1"], imageFromLibrary: librarySnippet(logo.id) },
    { cookie, image: null },
  );
  expect(second.status).toBe(302);
  const [gone] = site.query<{ id: string }>("select id from clients where titleEn = 'Gone Client'");
  expect((await postForm(site.base, "/admin/list-clients", { id: gone!.id }, { cookie })).status).toBe(302);
  const [version] = site.query<{ id: number }>(
    "select id from record_versions where type = 'clients' and record_id = ? and json_extract(data, '$.image') = ?",
    clientRow!.id,
    logo.image,
  );
  const later = await get(site, `/admin/edit-image/${logo.id}?lng=ar`, cookie);
  expect(later.html).not.toContain(`href="/admin/edit-client/${clientRow!.id}"`);
  expect(later.html).toContain(`href="/admin/edit-client/${clientRow!.id}/versions/${version!.id}"`);
  expect(later.html).toContain(ar.admin.library.inVersion);
  expect(later.html).toContain(`href="/admin/trash?type=clients"`);
  expect(later.html).toContain("Gone Client");
  expect(later.html).toContain(ar.admin.library.inTrash);
  // The newer picture's page names the client now; a picture nothing uses says so.
  const now = await get(site, `/admin/edit-image/${newer.id}?lng=ar`, cookie);
  expect(now.html).toContain(`href="/admin/edit-client/${clientRow!.id}"`);
  await upload(site, cookie, [{ name: "lonely.png", bytes: pngImage(8, 8) }]);
  const lonely = await get(site, `/admin/edit-image/${item(site, "lonely")!.id}?lng=ar`, cookie);
  expect(lonely.html).toContain(ar.admin.library.noUses);
});
