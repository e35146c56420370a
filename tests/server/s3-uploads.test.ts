import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { filesOfImage } from "../../app/content/stored-image";
import { resources } from "../../app/i18n/resources";
import { postForm } from "../support/http";
import { photoJpeg, pngImage } from "../support/images";
import { languagesUnderTest } from "../support/languages";
import { projectDir, runProcess, runScript } from "../support/processes";
import { S3Server } from "../support/s3";
import { Site, TEST_SERVER_ENV } from "../support/site";
import { createStaff, signInCookie } from "../support/staff";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, STAFF, test } from "./fixtures";

/**
 * Uploads in a bucket (S3_BUCKET, docs/decisions/027-upload-storage.md), against a real
 * S3-compatible server this file starts (s3rver): an image uploaded in the back office lives in the
 * bucket and shows on the home page in every language from there; an outage of the storage is a
 * translated 503 that keeps what was typed and writes nothing; /healthz says so; the start-up sweep,
 * the trash, backup and restore work on the bucket; a bad configuration stops the start in one line.
 */
let s3: S3Server;
let site: Site;
let cookie: string;
beforeAll(async () => {
  s3 = await S3Server.start();
  site = await Site.start({ env: s3.env() });
  await createStaff(site.databasePath, STAFF);
  cookie = await signInCookie(site.base, STAFF);
}, scaled(60_000));
afterAll(async () => {
  await site?.stop();
  await s3?.remove();
});

const health = async () => {
  const response = await fetch(`${site.base}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const productImage = (title: string) =>
  site.query<{ id: string; image: string }>("select id, image from products where titleEn = ?", title)[0];

test("a product's image uploaded in the back office lives in the bucket and shows on the home page in three languages", async () => {
  const added = await postForm(
    site.base,
    "/admin/add-product",
    { titleEn: "Bucket product", descEn: "Its picture lives in the bucket" },
    { cookie, image: { bytes: await photoJpeg(800, 600), type: "image/jpeg", name: "photo.jpg" } },
  );
  expect(added.status).toBe(302);
  const product = productImage("Bucket product")!;
  // The record keeps the same kind of value as with the folder: the image's name.
  expect(product.image).toMatch(/^\/uploads\/[\w-]+-800x600\.jpg$/);
  const files = filesOfImage(product.image);
  expect(await s3.files()).toEqual([...files].sort());
  expect(existsSync(site.uploadsDir) ? readdirSync(site.uploadsDir) : []).toEqual([]);

  const folder = `${s3.endpoint}/${s3.bucket}/uploads/`;
  for (const { code } of languagesUnderTest) {
    const response = await fetch(`${site.base}/?lng=${code}`);
    const html = decode(await response.text());
    expect(html, code).toContain(`src="${folder}${files[0]}"`);
    expect(html, code).toContain(`${folder}${files[1]} 160w`);
    // Exactly our origin and the bucket's uploads folder: no other image source.
    const images = /img-src [^;]*/.exec(response.headers.get("content-security-policy") ?? "")?.[0];
    expect(images, code).toBe(`img-src 'self' ${folder}`);
  }
  // The bucket serves it, with the year-long cache its name allows.
  for (const name of [files[0]!, files[1]!]) {
    const image = await fetch(`${folder}${name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe(name.endsWith(".jpg") ? "image/jpeg" : "image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }
  // Its address on our origin (a kept link, the back office's thumbnail) still leads to it.
  const old = await fetch(`${site.base}${product.image}`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe(`${folder}${files[0]}`);
});

test("during a storage outage an upload gets a translated 503, keeps what was typed and writes nothing; /healthz says so", async () => {
  const product = productImage("Bucket product")!;
  const before = await s3.files();
  expect(await health()).toMatchObject({ status: 200, body: { uploads: "ok" } });
  // Each refused upload is logged, with why.
  expectServerError(/^StorageUnavailableError: Could not store \S+ in the bucket site-images: ECONNREFUSED/);
  await s3.stop();
  try {
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: "unavailable", uploads: "not writable", database: "ok" },
    });
    for (const { code } of languagesUnderTest) {
      const typed = `Typed during the outage (${code})`;
      const response = await postForm(
        site.base,
        `/admin/edit-product/${product.id}?lng=${code}`,
        { titleEn: typed, descEn: "Still here" },
        { cookie, image: { bytes: pngImage(40, 30, [200, 40, 40]) } },
      );
      expect(response.status, code).toBe(503);
      const html = decode(await response.text());
      expect(html, code).toContain(resources[code].translation.admin.upload.storageUnavailable);
      expect(html, code).toContain(`value="${typed}"`);
    }
    // Nothing changed: the record still shows its image, which is still there.
    expect(productImage("Bucket product")).toEqual(product);
  } finally {
    await s3.start();
  }
  expect(await s3.files()).toEqual(before); // no half-written image, no orphan
  expect(await health()).toMatchObject({ status: 200, body: { uploads: "ok" } });
  // And uploads work again.
  const edited = await postForm(
    site.base,
    `/admin/edit-product/${product.id}`,
    { titleEn: "Bucket product", descEn: "A new picture" },
    { cookie, image: { bytes: pngImage(40, 30, [40, 200, 40]) } },
  );
  expect(edited.status).toBe(302);
  const now = productImage("Bucket product")!;
  expect(now.image).not.toBe(product.image);
  for (const name of filesOfImage(now.image)) expect(await s3.files()).toContain(name);
});

test("the trash's purge of a record and then of its library picture removes the files from the bucket; the start-up sweep removes files nothing names", async () => {
  const added = await postForm(
    site.base,
    "/admin/add-product",
    { titleEn: "Doomed in a bucket", descEn: "Soon gone" },
    { cookie, image: { bytes: pngImage(50, 50, [10, 10, 200]) } },
  );
  expect(added.status).toBe(302);
  const doomed = productImage("Doomed in a bucket")!;
  const files = filesOfImage(doomed.image);
  expect(
    await postForm(site.base, "/admin/list-products", { id: doomed.id, page: "1" }, { cookie }),
  ).toHaveProperty("status", 302);
  for (const name of files) expect(await s3.files()).toContain(name); // kept while in the trash
  const [trashed] = site.query<{ id: number }>("select id from trash where record_id = ?", doomed.id);
  const purged = await postForm(
    site.base,
    "/admin/trash",
    { purge: String(trashed!.id), confirmPassword: STAFF.password },
    { cookie },
  );
  expect(purged.status).toBe(302);
  // Its picture stays in the image library (decision 043) until deleted from there and purged too.
  for (const name of files) expect(await s3.files()).toContain(name);
  const [item] = site.query<{ id: string }>("select id from media where image = ?", doomed.image);
  expect(
    await postForm(site.base, "/admin/list-images", { id: item!.id, intent: "delete" }, { cookie }),
  ).toHaveProperty("status", 302);
  const [trashedItem] = site.query<{ id: number }>("select id from trash where record_id = ?", item!.id);
  expect(
    await postForm(
      site.base,
      "/admin/trash",
      { purge: String(trashedItem!.id), confirmPassword: STAFF.password },
      { cookie },
    ),
  ).toHaveProperty("status", 302);
  const left = await s3.files();
  for (const name of files) expect(left).not.toContain(name);

  // A file a crash left behind (written, its record never saved) goes at the next start.
  const orphan = "OrphanOrphanOrph-0123456789ab-10x10.png";
  const put = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/${orphan}`, {
    method: "PUT",
    body: new Uint8Array(pngImage(10, 10, [0, 0, 0])),
  });
  expect(put.ok).toBe(true);
  expect(await s3.files()).toContain(orphan);
  await site.restart();
  cookie = await signInCookie(site.base, STAFF);
  expect(await s3.files()).not.toContain(orphan);
  expect(await s3.files()).toEqual(site.referencedFiles());
});

test("backup copies the bucket's images; restore puts them into an empty bucket", async () => {
  const out = mkdtempSync(path.join(tmpdir(), "site-s3-backup-"));
  const other = await S3Server.start();
  const restoredData = mkdtempSync(path.join(tmpdir(), "site-s3-restored-"));
  try {
    const target = path.join(out, "backup");
    const backup = await runScript("backup", ["--out", target], {
      ...s3.env(),
      DATABASE_PATH: site.databasePath,
      BACKUP_KEY_FILE: path.join(out, "backup-key"),
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(readdirSync(path.join(target, "uploads")).sort()).toEqual(site.referencedFiles());

    const restore = await runScript(
      "restore",
      ["--from", target, "--key-file", path.join(out, "backup-key")],
      {
        ...other.env(),
        DATABASE_PATH: path.join(restoredData, "site.db"),
        BACKUP_KEY_FILE: path.join(restoredData, "backup-key"),
      },
    );
    expect(restore.code, restore.stderr).toBe(0);
    expect(await other.files()).toEqual(site.referencedFiles());
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(restoredData, { recursive: true, force: true });
    await other.remove();
  }
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a bad storage configuration stops the start in one line naming the variable", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "site-s3-settings-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const startWith = (env: Record<string, string>) =>
    runProcess("node", ["server.mjs"], {
      cwd: projectDir,
      signal: AbortSignal.timeout(scaled(20_000)),
      env: {
        ...process.env,
        ...TEST_SERVER_ENV,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_PATH: path.join(folder, `data-${Math.random()}`, "site.db"),
        UPLOADS_DIR: path.join(folder, "uploads"),
        S3_BUCKET: "",
        S3_ENDPOINT: "",
        S3_REGION: "",
        UPLOADS_PUBLIC_URL: "",
        AWS_ACCESS_KEY_ID: "",
        AWS_SECRET_ACCESS_KEY: "",
        ...env,
      },
    });

  test.each([
    [
      "an endpoint without a bucket",
      { S3_ENDPOINT: "http://127.0.0.1:9000" },
      /^Invalid environment configuration: S3_BUCKET: S3_ENDPOINT is set but S3_BUCKET is not/,
    ],
    [
      "a bucket without a region",
      { S3_BUCKET: "site-images" },
      /^Invalid environment configuration: S3_REGION: /,
    ],
    [
      "one key of two",
      { S3_BUCKET: "site-images", S3_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "id" },
      /^Invalid environment configuration: AWS_SECRET_ACCESS_KEY: /,
    ],
    [
      "a bucket name that is none",
      { S3_BUCKET: "Site_Images", S3_REGION: "us-east-1" },
      /^Invalid environment configuration: S3_BUCKET: S3_BUCKET must be a bucket's name/,
    ],
    [
      "a malformed UPLOADS_PUBLIC_URL",
      { S3_BUCKET: "site-images", S3_REGION: "us-east-1", UPLOADS_PUBLIC_URL: "cdn.example.com/images" },
      /^Invalid environment configuration: UPLOADS_PUBLIC_URL: UPLOADS_PUBLIC_URL must be the http\(s\) address/,
    ],
    [
      "an endpoint with a path",
      { S3_BUCKET: "site-images", S3_REGION: "us-east-1", S3_ENDPOINT: "http://127.0.0.1:9000/site-images" },
      /^Invalid environment configuration: S3_ENDPOINT: /,
    ],
  ])("%s", async (_, env, message) => {
    const { code, stderr } = await startWith(env);
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  test("an endpoint nothing answers at", { timeout: scaled(40_000) }, async () => {
    const port = await closedPort();
    const { code, stderr } = await startWith({
      S3_BUCKET: "site-images",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^S3_ENDPOINT: Could not list the files in the bucket site-images: ECONNREFUSED/,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain("secret");
  });
});
