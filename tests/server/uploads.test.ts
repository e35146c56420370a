import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { filesOfImage } from "../../app/content/stored-image";
import { IMAGE_FORMAT_NAMES } from "../../app/content/image-limits";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { postForm } from "../support/http";
import { bareSvgImage, pixelBombPng, pngImage } from "../support/images";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

/**
 * Images and records stay in step under parallel edits, races with a
 * delete, hostile files and a crash. (An uploads folder that refuses
 * writes, as staff see it: tests/e2e/admin-forms.spec.ts.)
 */
const storedFiles = (site: Site) => readdirSync(site.uploadsDir).filter((name) => !name.startsWith("."));

test("ten parallel edits of one record, each with a new image: every file left is one a version keeps, the record shows the last", async ({
  site,
  cookie,
}) => {
  const [client] = site.query<{ id: string }>("select id from clients limit 1");
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      postForm(
        site.base,
        `/admin/edit-client/${client!.id}`,
        { titleEn: `Parallel ${i}`, phone: "" },
        { cookie, image: { bytes: pngImage(8, 8, [i * 20, 80, 160]) } },
      ),
    ),
  );
  for (const response of responses) expect(response.status).toBe(302);
  // Each upload is an item of the image library, its files named after the item (decision 043).
  const items = new Set(site.query<{ id: string }>("select id from media").map((item) => item.id));
  const files = storedFiles(site).filter((name) => items.has(name.slice(0, 16)) && !name.startsWith("."));
  const [row] = site.query<{ image: string }>("select image from clients where id = ?", client!.id);
  // Each edit is a version naming its image (the original and its one WebP copy, 8 px wide): the
  // replaced ones stay for "Restore this version"; the newest version is what the record shows.
  const versions = site.query<{ image: string }>(
    "select json_extract(data, '$.image') as image from record_versions where record_id = ? order by id desc",
    client!.id,
  );
  expect(versions[0]!.image).toBe(row!.image);
  const uploaded = new Set(
    versions.map((version) => version.image).filter((image) => image.startsWith("/uploads/")),
  );
  expect(uploaded.size).toBe(10);
  expect(files.sort()).toEqual([...uploaded].flatMap((image) => filesOfImage(image)).sort());
  expect(storedFiles(site).sort()).toEqual(site.referencedFiles());
});

test("an edit that loses a race with a delete says so and leaves no file behind", async ({
  site,
  cookie,
}) => {
  const [client] = site.query<{ id: string }>("select id from clients order by date limit 1");
  // The edit's body is sent in two halves: the server has found the record and
  // is waiting for the image when the delete arrives.
  const form = new FormData();
  form.set("titleEn", "Too late");
  form.set("phone", "");
  form.set("image", new Blob([new Uint8Array(pngImage(16, 16))], { type: "image/png" }), "late.png");
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(`/admin/edit-client/${client!.id}`, site.base);
  const edit = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    headers: {
      Cookie: cookie,
      "Content-Type": encoded.headers.get("content-type")!,
      "Content-Length": body.length,
    },
  });
  const answer = new Promise<http.IncomingMessage>((resolve) => edit.on("response", resolve));
  edit.write(body.subarray(0, 100));
  await new Promise((resolve) => setTimeout(resolve, 300));

  const deleted = await postForm(site.base, "/admin/list-clients", { id: client!.id, page: "1" }, { cookie });
  expect(deleted.status).toBe(302);
  edit.end(body.subarray(100));
  const response = await answer;
  expect(response.statusCode).toBe(302);
  const next = await fetch(new URL(response.headers.location!, site.base), {
    headers: {
      Cookie: [cookie, ...[response.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0])].join(
        "; ",
      ),
    },
  });
  expect(await next.text()).toContain(en.admin.notices.notFound);
  expect(site.query("select id from clients where id = ?", client!.id)).toHaveLength(0);
  // The late edit's image is gone; what is left of the client is what its trashed row and versions keep.
  expect(
    storedFiles(site).filter((name) => name.startsWith(`${client!.id}-`) && name.includes("-16x16")),
  ).toEqual([]);
  expect(storedFiles(site).sort()).toEqual(site.referencedFiles());
});

test("a picture with HTML after it, and a 20000×20000 pixel bomb, are refused with translated messages", async ({
  site,
  cookie,
}) => {
  const polyglot = Buffer.concat([
    pngImage(),
    Buffer.from("<html><body><script>alert(document.cookie)</script>"),
  ]);
  const withMarkup = await postForm(
    site.base,
    "/admin/add-client",
    { titleEn: "Polyglot", phone: "" },
    { cookie, image: { bytes: polyglot } },
  );
  expect(withMarkup.status).toBe(400);
  expect(await withMarkup.text()).toContain(en.admin.upload.notClean);

  const bomb = pixelBombPng();
  expect(bomb.length).toBeLessThan(1024 * 1024);
  const bombed = await postForm(
    site.base,
    "/admin/add-client",
    { titleEn: "Bomb", phone: "" },
    { cookie, image: { bytes: bomb } },
  );
  expect(bombed.status).toBe(400);
  expect(await bombed.text()).toContain(en.admin.upload.tooManyPixels.replace("{{max}}", "25"));
  expect(site.query("select id from clients where titleEn in ('Polyglot', 'Bomb')")).toEqual([]);
});

test("an SVG is refused with the translated message whatever it is called, with or without an XML declaration; nothing is stored", async ({
  site,
  cookie,
}) => {
  const badType = ar.admin.upload.badType.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: keyof typeof IMAGE_FORMAT_NAMES) => IMAGE_FORMAT_NAMES[name],
  );
  const filesBefore = storedFiles(site);
  const shape = bareSvgImage.toString();
  // Without `<?xml …?>`, as most editors save an SVG (the old site's exports held such logos).
  for (const svg of [shape, `<?xml version="1.0" encoding="UTF-8"?>\n${shape}`, `\n  ${shape}`]) {
    for (const [name, type] of [
      ["logo.png", "image/png"],
      ["logo.svg", "image/svg+xml"],
    ]) {
      const sent = `${name} ${svg.slice(0, 12)}`;
      const response = await postForm(
        site.base,
        "/admin/add-client?lng=ar",
        { titleEn: "Vector logo", phone: "" },
        { cookie, image: { bytes: Buffer.from(svg), name, type } },
      );
      expect(response.status, sent).toBe(400);
      expect(await response.text(), sent).toContain(badType);
    }
  }
  expect(site.query("select id from clients where titleEn = 'Vector logo'")).toEqual([]);
  expect(storedFiles(site)).toEqual(filesBefore);
});

test("at start, leftovers of a crash are swept: temporary files and images no record points to, copies included", async ({
  site,
  cookie,
}) => {
  const added = await postForm(
    site.base,
    "/admin/add-client",
    { titleEn: "Swept around", phone: "" },
    { cookie, image: { bytes: pngImage(400, 300) } },
  );
  expect(added.status).toBe(302);
  const kept = storedFiles(site);
  // Referenced images keep every copy: the 400 px logo has three (160, 320, 400 w).
  expect(kept.filter((name) => name.endsWith("w.webp")).length).toBeGreaterThanOrEqual(3);
  mkdirSync(site.uploadsDir, { recursive: true });
  const orphans = [
    "AbCdEfGhIjKlMnOp-0123456789ab.png",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300.png",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300-160w.webp",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300-400w.webp",
    // A copy of a referenced image's stem but another size: not one of its copies.
    `${kept.find((name) => !name.endsWith("w.webp"))!.replace(/-\d+x\d+\.\w+$/, "")}-999x999-320w.webp`,
  ];
  writeFileSync(path.join(site.uploadsDir, ".AbCdEfGhIjKlMnOp-0123456789ab.png.abcdef.tmp"), "half");
  for (const name of orphans) writeFileSync(path.join(site.uploadsDir, name), pngImage());
  writeFileSync(path.join(site.uploadsDir, "notes.txt"), "not ours: left alone");
  await site.restart();
  expect(site.output()).toMatch(/Removed 6 leftover file\(s\) from the uploads folder/);
  expect(storedFiles(site).sort()).toEqual([...kept, "notes.txt"].sort());
  for (const name of orphans) expect(existsSync(path.join(site.uploadsDir, name)), name).toBe(false);
});
