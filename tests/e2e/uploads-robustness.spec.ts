import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { en } from "../../app/i18n/resources/en";
import { pixelBombPng, pngImage } from "../unit/images";
import { filesOfImage } from "../../app/content/stored-image";
import { createAdmin, signInCookie, startOwnServer } from "./support";

/**
 * Images and records stay in step under parallel edits, races with a
 * delete, an uploads folder that refuses writes, and hostile files.
 */
test.describe.configure({ mode: "serial" });

const EMAIL = "uploads@zagros.test";
const PASSWORD = "uploads password 1";
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cookie: string;

test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  cookie = await signInCookie(server.base, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

const storedFiles = () => readdirSync(server.uploadsDir).filter((name) => !name.startsWith("."));
const referencedFiles = () => server.referencedFiles();

function postForm(pathname: string, fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    "image",
    image ? new Blob([new Uint8Array(image)], { type: "image/png" }) : new Blob([]),
    image ? "logo.png" : "",
  );
  return fetch(`${server.base}${pathname}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

test("ten parallel edits of one record, each with a new image: one file left, the one the record shows", async () => {
  const [client] = server.query<{ id: string }>("select id from clients limit 1");
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      postForm(
        `/admin/edit-client/${client!.id}`,
        { titleEn: `Parallel ${i}`, phone: "" },
        pngImage(8, 8, [i * 20, 80, 160]),
      ),
    ),
  );
  for (const response of responses) expect(response.status).toBe(302);
  const files = storedFiles().filter((name) => name.startsWith(`${client!.id}-`));
  const [row] = server.query<{ image: string }>("select image from clients where id = ?", client!.id);
  // The original the record shows and its WebP copy (8 px wide: one), nothing of the nine others.
  expect(files.sort()).toEqual(filesOfImage(row!.image).sort());
  expect(files).toHaveLength(2);
  expect(storedFiles().sort()).toEqual(referencedFiles());
});

test("an edit that loses a race with a delete says so and leaves no file behind", async () => {
  const [client] = server.query<{ id: string }>("select id from clients order by date limit 1");
  // The edit's body is sent in two halves: the server has found the record and
  // is waiting for the image when the delete arrives.
  const form = new FormData();
  form.set("titleEn", "Too late");
  form.set("phone", "");
  form.set("image", new Blob([new Uint8Array(pngImage(16, 16))], { type: "image/png" }), "late.png");
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(`/admin/edit-client/${client!.id}`, server.base);
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

  const deleted = await fetch(`${server.base}/admin/list-clients`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id: client!.id, page: "1" }),
    redirect: "manual",
  });
  expect(deleted.status).toBe(302);
  edit.end(body.subarray(100));
  const response = await answer;
  expect(response.statusCode).toBe(302);
  const next = await fetch(new URL(response.headers.location!, server.base), {
    headers: {
      Cookie: [cookie, ...[response.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0])].join(
        "; ",
      ),
    },
  });
  expect(await next.text()).toContain(en.admin.notices.notFound);
  expect(server.query("select id from clients where id = ?", client!.id)).toHaveLength(0);
  expect(storedFiles().filter((name) => name.startsWith(`${client!.id}-`))).toEqual([]);
  expect(storedFiles().sort()).toEqual(referencedFiles());
});

test("an uploads folder that refuses writes: the form comes back with what was typed and a clear message", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const away = `${server.uploadsDir}.away`;
  renameSync(server.uploadsDir, away);
  writeFileSync(server.uploadsDir, "not a folder"); // even root cannot write into a file
  try {
    const before = server.query("select id from products");
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: server.base };
      }),
    );
    await page.goto(`${server.base}/admin/add-product`);
    await page.locator("#field-titleEn").fill("Kept title");
    await page.locator("#field-descEn").fill("Kept description");
    await page
      .locator("#field-image")
      .setInputFiles({ name: "p.png", mimeType: "image/png", buffer: pngImage() });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: en.admin.form.add }).click();
    expect((await response).status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText(en.admin.upload.saveFailed);
    // On a phone the message is brought into view, not left above the screen.
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.locator("#field-titleEn")).toHaveValue("Kept title");
    await expect(page.locator("#field-descEn")).toHaveValue("Kept description");
    expect(server.query("select id from products")).toEqual(before);
  } finally {
    rmSync(server.uploadsDir, { force: true });
    renameSync(away, server.uploadsDir);
  }
  expect(readdirSync(server.uploadsDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});

test("a picture with HTML after it, and a 20000×20000 pixel bomb, are refused with translated messages", async () => {
  const polyglot = Buffer.concat([
    pngImage(),
    Buffer.from("<html><body><script>alert(document.cookie)</script>"),
  ]);
  const withMarkup = await postForm("/admin/add-client", { titleEn: "Polyglot", phone: "" }, polyglot);
  expect(withMarkup.status).toBe(400);
  expect(await withMarkup.text()).toContain(en.admin.upload.notClean);

  const bomb = pixelBombPng();
  expect(bomb.length).toBeLessThan(1024 * 1024);
  const bombed = await postForm("/admin/add-client", { titleEn: "Bomb", phone: "" }, bomb);
  expect(bombed.status).toBe(400);
  expect(await bombed.text()).toContain(en.admin.upload.tooManyPixels.replace("{{max}}", "25"));
  expect(server.query("select id from clients where titleEn in ('Polyglot', 'Bomb')")).toEqual([]);
});

test("at start, leftovers of a crash are swept: temporary files and images no record points to, copies included", async () => {
  const added = await postForm(
    "/admin/add-client",
    { titleEn: "Swept around", phone: "" },
    pngImage(400, 300),
  );
  expect(added.status).toBe(302);
  const kept = storedFiles();
  // Referenced images keep every copy: the 400 px logo has three (160, 320, 400 w).
  expect(kept.filter((name) => name.endsWith("w.webp")).length).toBeGreaterThanOrEqual(3);
  mkdirSync(server.uploadsDir, { recursive: true });
  const orphans = [
    "AbCdEfGhIjKlMnOp-0123456789ab.png",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300.png",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300-160w.webp",
    "AbCdEfGhIjKlMnOp-0123456789ab-400x300-400w.webp",
    // A copy of a referenced image's stem but another size: not one of its copies.
    `${kept.find((name) => !name.endsWith("w.webp"))!.replace(/-\d+x\d+\.\w+$/, "")}-999x999-320w.webp`,
  ];
  writeFileSync(path.join(server.uploadsDir, ".AbCdEfGhIjKlMnOp-0123456789ab.png.abcdef.tmp"), "half");
  for (const name of orphans) writeFileSync(path.join(server.uploadsDir, name), pngImage());
  writeFileSync(path.join(server.uploadsDir, "notes.txt"), "not ours: left alone");
  const { dataDir } = server;
  await server.stop({ keepData: true });
  server = await startOwnServer({ dataDir, removeDataDir: true });
  expect(server.output()).toMatch(/Removed 6 leftover file\(s\) from the uploads folder/);
  expect(storedFiles().sort()).toEqual([...kept, "notes.txt"].sort());
  for (const name of orphans) expect(existsSync(path.join(server.uploadsDir, name)), name).toBe(false);
});
