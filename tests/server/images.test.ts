import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { filesOfImage } from "../../app/content/stored-image";
import { postForm } from "../support/http";
import { photoJpeg } from "../support/images";
import { runScript } from "../support/processes";
import { expect, STAFF, test } from "./fixtures";

/**
 * The image pipeline over HTTP: sample images have fingerprinted, long-cached
 * URLs, deleting removes every copy, old uploads are converted once. (How the
 * pages show uploads: tests/e2e/images.spec.ts.)
 */
test("sample images have fingerprinted URLs cached for a year; old /images/ paths still work", async ({
  site,
}) => {
  const get = (path: string) => fetch(`${site.base}${path}`, { redirect: "manual" });
  const html = await (await get("/?lng=ar")).text();
  const about = await (await get("/about?lng=en")).text();
  const sources = [...`${html}${about}`.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(10);
  for (const src of sources) {
    expect(src, "no unfingerprinted sample image").not.toMatch(/^\/images\//);
    // Uploaded pictures, and the view counter's picture for browsers without JavaScript (decision 049).
    if (src.startsWith("/uploads/") || src.startsWith("/count?")) continue;
    expect(src).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.svg$/);
    const response = await get(src);
    expect(response.status, src).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }
  // The hero's mountains come from the (inlined) stylesheet, fingerprinted too.
  const css = html.match(/<style id="site-css">([\s\S]*?)<\/style>/)![1]!;
  const mountains = css.match(/url\((\/assets\/hero-mountains-[\w-]{8}\.svg)\)/)![1]!;
  expect((await get(mountains)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

  // A database made before the fingerprints stores /images/… (with or without the slash).
  const [service] = site.query<{ id: string }>("select id from services order by date limit 1");
  site.execute("update services set image = 'images/services/hosting.svg' where id = ?", service!.id);
  const page = await (await get("/?lng=en")).text();
  expect(page).toMatch(/src="\/assets\/hosting-[\w-]{8}\.svg"/);
  // An old address (a bookmark, an old cached page) is sent to the current file.
  const old = await get("/images/logo.svg");
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toMatch(/^\/assets\/logo-[\w-]{8}\.svg$/);
  expect((await get("/images/nothing.svg")).status).toBe(404);
});

test("deleting a record keeps its original and every WebP copy in the trash and the library; deleting the library's item too removes them all", async ({
  site,
  cookie,
}) => {
  const added = await postForm(
    site.base,
    "/admin/add-product",
    { titleEn: "Doomed", descEn: "Soon gone" },
    { cookie, image: { bytes: await photoJpeg(1000, 750), type: "image/jpeg", name: "photo.jpg" } },
  );
  expect(added.status).toBe(302);
  const [product] = site.query<{ id: string; image: string }>(
    "select id, image from products where titleEn = 'Doomed'",
  );
  const files = filesOfImage(product!.image);
  expect(files).toHaveLength(7); // the original and 160, 320, 480, 640, 960 and its own 1000 w
  for (const name of files) expect(readdirSync(site.uploadsDir)).toContain(name);
  const response = await postForm(
    site.base,
    "/admin/list-products",
    { id: product!.id, page: "1" },
    { cookie },
  );
  expect(response.status).toBe(302);
  for (const name of files) expect(readdirSync(site.uploadsDir), name).toContain(name);
  const [trashed] = site.query<{ id: number }>("select id from trash where record_id = ?", product!.id);
  // Deleting for ever asks for the password again (the cookie was signed in from another address).
  const purged = await postForm(
    site.base,
    "/admin/trash",
    { purge: String(trashed!.id), confirmPassword: STAFF.password },
    { cookie },
  );
  expect(purged.status).toBe(302);
  // The picture is the image library's (decision 043): it stays there, unused, until it is deleted too.
  for (const name of files) expect(readdirSync(site.uploadsDir), name).toContain(name);
  const [item] = site.query<{ id: string }>("select id from media where image = ?", product!.image);
  expect((await postForm(site.base, "/admin/list-images", { id: item!.id }, { cookie })).status).toBe(302);
  const [trashedItem] = site.query<{ id: number }>("select id from trash where record_id = ?", item!.id);
  const purgedItem = await postForm(
    site.base,
    "/admin/trash",
    { purge: String(trashedItem!.id), confirmPassword: STAFF.password },
    { cookie },
  );
  expect(purgedItem.status).toBe(302);
  const left = readdirSync(site.uploadsDir);
  for (const name of files) expect(left, name).not.toContain(name);
});

test("npm run convert-images gives old uploads their copies once; a second run changes nothing", async ({
  site,
}) => {
  // An upload from before the copies: `<id>-<hash>.<ext>`, clean and upright, no size in the name.
  const [client] = site.query<{ id: string }>("select id from clients order by date limit 1");
  const legacy = `${client!.id}-0123456789ab.png`;
  writeFileSync(
    path.join(site.uploadsDir, legacy),
    await sharp({ create: { width: 500, height: 200, channels: 3, background: "#225588" } })
      .png()
      .toBuffer(),
  );
  site.execute("update clients set image = ? where id = ?", `/uploads/${legacy}`, client!.id);
  const before = await (await fetch(`${site.base}/?lng=en`)).text();
  expect(before).toContain(`src="/uploads/${legacy}"`); // a plain <img> until converted

  const run = async () => {
    const result = await runScript("convert-images", [], {
      DATABASE_PATH: site.databasePath,
      UPLOADS_DIR: site.uploadsDir,
    });
    expect(result.code, result.stderr).toBe(0);
    return result;
  };
  const first = await run();
  expect(first.stdout).toMatch(/Converted 1 image\(s\)\./);
  const [{ image }] = site.query<{ image: string }>("select image from clients where id = ?", client!.id) as [
    { image: string },
  ];
  expect(image).toMatch(new RegExp(`^/uploads/${client!.id}-[0-9a-f]{12}-500x200\\.png$`));
  const files = filesOfImage(image);
  expect(files).toHaveLength(5); // 160, 320, 480 and 500 w
  const listing = () =>
    readdirSync(site.uploadsDir)
      .sort()
      .map((name) => `${name} ${statSync(path.join(site.uploadsDir, name)).mtimeMs}`);
  const afterFirst = listing();
  expect(afterFirst.map((line) => line.split(" ")[0])).not.toContain(legacy);
  for (const name of files) expect(afterFirst.map((line) => line.split(" ")[0])).toContain(name);
  const page = await (await fetch(`${site.base}/?lng=en`)).text();
  expect(page).toContain(`/uploads/${files[1]} 160w`);

  const second = await run();
  expect(second.stdout).toMatch(/Converted 0 image\(s\)\./);
  expect(listing()).toEqual(afterFirst);
  expect(site.query("select image from clients where id = ?", client!.id)).toEqual([{ image }]);
});
