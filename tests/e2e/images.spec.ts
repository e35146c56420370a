import { execFile } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { filesOfImage, parseUploadUrl } from "../../app/content/stored-image";
import { createAdmin, signInCookie, startOwnServer } from "./support";

/**
 * The image pipeline seen from outside: uploads become <picture> elements
 * whose every WebP copy is served, deleting removes every copy, old uploads
 * are converted once, and sample images have fingerprinted, long-cached URLs.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "images@zagros.test";
const PASSWORD = "images password 1";
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cookie: string;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  cookie = await signInCookie(server.base, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

/** A photo-like JPEG: a gradient with some grain. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128 + ((x * 7 + y * 13) % 40);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Phone" } })
    .toBuffer();
}

async function upload(pathname: string, fields: Record<string, string>, image: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${server.base}${pathname}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
}

const srcsetUrls = (srcset: string) => srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]!);

test("an uploaded photo shows as a <picture> whose WebP copies, width, height and sizes are all right", async ({
  page,
}) => {
  const [service] = server.query<{ id: string }>("select id from services order by date desc limit 1");
  await upload(
    `/admin/edit-service/${service!.id}`,
    { titleEn: "Photo service", descEn: "With a photo" },
    await photo(1600, 1200),
  );
  await upload("/admin/add-client", { titleEn: "Photo client", phone: "" }, await photo(600, 250));
  const [{ image }] = server.query<{ image: string }>(
    "select image from services where id = ?",
    service!.id,
  ) as [{ image: string }];
  const stored = parseUploadUrl(image)!;
  expect(stored).toMatchObject({ width: 1600, height: 1200, extension: "jpg" });

  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${server.base}/?lng=en`);
  const picture = page.locator(`picture:has(img[src="${image}"])`);
  await expect(picture).toHaveCount(1);
  const source = picture.locator('source[type="image/webp"]');
  const srcset = (await source.getAttribute("srcset"))!;
  expect(srcsetUrls(srcset)).toEqual(stored.variants.map((variant) => `/uploads/${variant.name}`));
  expect(srcset).toContain("160w");
  expect(srcset).toContain("1280w");
  expect(await source.getAttribute("sizes")).toMatch(/vw/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await expect(img).toHaveAttribute("loading", "lazy");

  // Every URL in every srcset on the page answers with a WebP, cached for a year.
  const allSrcsets = await page
    .locator("picture source")
    .evaluateAll((sources) => sources.map((s) => s.getAttribute("srcset") ?? ""));
  expect(allSrcsets.length).toBeGreaterThanOrEqual(2);
  for (const url of allSrcsets.flatMap(srcsetUrls)) {
    const response = await fetch(`${server.base}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("content-type"), url).toBe("image/webp");
    expect(response.headers.get("cache-control"), url).toContain("immutable");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif, url).toBeUndefined();
  }
  const original = await fetch(`${server.base}${image}`);
  expect(original.headers.get("content-type")).toBe("image/jpeg");

  // A phone picks a copy, not the 1600 px original.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/-\d+w\.webp$/);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(Number(/-(\d+)w\.webp$/.exec(chosen)![1])).toBeLessThanOrEqual(1280);
});

test("no public image in a 375 px phone's first screen is lazy; the About page's first picture is fetched first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const [pathname, lng] of [
    ["/", "en"],
    ["/about", "ku"],
    ["/solutions", "ar"],
    ["/about", "en"],
  ] as const) {
    await page.goto(`${server.base}${pathname}?lng=${lng}`);
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          src: element.getAttribute("src"),
          loading: element.getAttribute("loading"),
          fetchpriority: element.getAttribute("fetchpriority"),
          visible: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
        };
      }),
    );
    for (const image of images) {
      if (image.visible) expect(image.loading, `${pathname} ${image.src}`).not.toBe("lazy");
      else expect(image.loading, `${pathname} ${image.src}`).toBe("lazy");
    }
    if (pathname === "/about") {
      expect(images[0]).toMatchObject({ visible: true, loading: "eager", fetchpriority: "high" });
      expect(images.filter((image) => image.fetchpriority === "high")).toHaveLength(1);
    }
  }
});

test("sample images have fingerprinted URLs cached for a year; old /images/ paths still work", async ({
  request,
}) => {
  const html = await (await request.get(`${server.base}/?lng=ar`)).text();
  const about = await (await request.get(`${server.base}/about?lng=en`)).text();
  const sources = [...`${html}${about}`.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(10);
  for (const src of sources) {
    expect(src, "no unfingerprinted sample image").not.toMatch(/^\/images\//);
    if (src.startsWith("/uploads/")) continue;
    expect(src).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.svg$/);
    const response = await request.get(`${server.base}${src}`);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  // The hero's mountains come from the (inlined) stylesheet, fingerprinted too.
  const css = html.match(/<style id="site-css">([\s\S]*?)<\/style>/)![1]!;
  const mountains = css.match(/url\((\/assets\/hero-mountains-[\w-]{8}\.svg)\)/)![1]!;
  expect((await request.get(`${server.base}${mountains}`)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );

  // A database made before the fingerprints stores /images/… (with or without the slash).
  const [service] = server.query<{ id: string }>("select id from services order by date limit 1");
  server.execute("update services set image = 'images/services/hosting.svg' where id = ?", service!.id);
  const page = await (await request.get(`${server.base}/?lng=en`)).text();
  expect(page).toMatch(/src="\/assets\/hosting-[\w-]{8}\.svg"/);
  // An old address (a bookmark, an old cached page) is sent to the current file.
  const old = await request.get(`${server.base}/images/logo.svg`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toMatch(/^\/assets\/logo-[\w-]{8}\.svg$/);
  expect((await request.get(`${server.base}/images/nothing.svg`, { maxRedirects: 0 })).status()).toBe(404);
});

test("deleting a record removes its original and every WebP copy", async () => {
  await upload("/admin/add-product", { titleEn: "Doomed", descEn: "Soon gone" }, await photo(1000, 750));
  const [product] = server.query<{ id: string; image: string }>(
    "select id, image from products where titleEn = 'Doomed'",
  );
  const files = filesOfImage(product!.image);
  expect(files).toHaveLength(7); // the original and 160, 320, 480, 640, 960 and its own 1000 w
  for (const name of files) expect(readdirSync(server.uploadsDir)).toContain(name);
  const response = await fetch(`${server.base}/admin/list-products`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id: product!.id, page: "1" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const left = readdirSync(server.uploadsDir);
  for (const name of files) expect(left, name).not.toContain(name);
});

test("npm run convert-images gives old uploads their copies once; a second run changes nothing", async () => {
  test.setTimeout(60_000);
  // An upload from before the copies: `<id>-<hash>.<ext>`, clean and upright, no size in the name.
  const [client] = server.query<{ id: string }>("select id from clients order by date limit 1");
  const legacy = `${client!.id}-0123456789ab.png`;
  writeFileSync(
    path.join(server.uploadsDir, legacy),
    await sharp({ create: { width: 500, height: 200, channels: 3, background: "#225588" } })
      .png()
      .toBuffer(),
  );
  server.execute("update clients set image = ? where id = ?", `/uploads/${legacy}`, client!.id);
  const before = await (await fetch(`${server.base}/?lng=en`)).text();
  expect(before).toContain(`src="/uploads/${legacy}"`); // a plain <img> until converted

  const run = () =>
    promisify(execFile)("node", ["scripts/convert-images.mjs"], {
      env: { ...process.env, DATABASE_PATH: server.databasePath, UPLOADS_DIR: server.uploadsDir },
    });
  const first = await run();
  expect(first.stdout).toMatch(/Converted 1 image\(s\)\./);
  const [{ image }] = server.query<{ image: string }>(
    "select image from clients where id = ?",
    client!.id,
  ) as [{ image: string }];
  expect(image).toMatch(new RegExp(`^/uploads/${client!.id}-[0-9a-f]{12}-500x200\\.png$`));
  const files = filesOfImage(image);
  expect(files).toHaveLength(5); // 160, 320, 480 and 500 w
  const listing = () =>
    readdirSync(server.uploadsDir)
      .sort()
      .map((name) => `${name} ${statSync(path.join(server.uploadsDir, name)).mtimeMs}`);
  const afterFirst = listing();
  expect(afterFirst.map((line) => line.split(" ")[0])).not.toContain(legacy);
  for (const name of files) expect(afterFirst.map((line) => line.split(" ")[0])).toContain(name);
  const page = await (await fetch(`${server.base}/?lng=en`)).text();
  expect(page).toContain(`/uploads/${files[1]} 160w`);

  const second = await run();
  expect(second.stdout).toMatch(/Converted 0 image\(s\)\./);
  expect(listing()).toEqual(afterFirst);
  expect(server.query("select image from clients where id = ?", client!.id)).toEqual([{ image }]);
});
