import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { scaled } from "../support/timeouts";
import { verifyCredentials } from "~/admin/accounts.server";
import { countStaffAccounts } from "~/db/staff-accounts.server";
import { runCreateAdmin } from "~/admin/create-admin.server";
import { paginate, parsePageParam } from "~/content/pagination";
import { hashPassword, verifyPassword } from "~/admin/password.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { MAX_IMAGE_BYTES } from "~/content/image-limits";
import { checkImage } from "~/media/image-pipeline.server";
import { readFormWithImage } from "~/media/upload-form.server";
import { removeStoredImage, storeImage, sweepUploads } from "~/media/uploads.server";
import { filesOfImage } from "~/content/stored-image";
import { bareSvgImage, jpegImage, pngImage, svgImage } from "../support/images";

describe("password hashing", () => {
  // Several password hashes (deliberately slow): seconds beside the build and ESLint in npm test.
  it("verifies the right password and refuses a wrong one", { timeout: scaled(20_000) }, async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterz", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(a).not.toBe(b);
  });

  it("treats a malformed stored hash as a failed check, not a crash", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$1$1$1$$")).toBe(false);
  });
});

describe("create-admin command", () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCreateAdmin(argv, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    return { code, output: lines.join("\n") };
  };

  it("refuses a password shorter than 10 characters, without printing it or storing anything", async () => {
    const { code, output } = await run("--email", "short@example.com", "--password", "Tiny12345");
    expect(code).toBe(1);
    expect(output).toContain("at least 10 characters");
    expect(output).not.toContain("Tiny12345");
    expect(await verifyCredentials("short@example.com", "Tiny12345")).toBeNull();
  });

  // Several password hashes (deliberately slow): seconds beside the build and ESLint in npm test.
  it(
    "creates an account, then resets its password (emails are case-insensitive)",
    { timeout: scaled(20_000) },
    async () => {
      const before = countStaffAccounts();
      const created = await run("--email", "Rezan@Example.com", "--password", "first password 1");
      expect(created.code).toBe(0);
      expect(created.output).toContain("Created");
      expect(created.output).not.toContain("first password 1");
      expect(countStaffAccounts()).toBe(before + 1);

      const reset = await run("--email", "rezan@example.COM", "--password", "second password 2");
      expect(reset.code).toBe(0);
      expect(reset.output).not.toContain("second password 2");
      expect(countStaffAccounts()).toBe(before + 1);
      expect(await verifyCredentials("REZAN@example.com", "second password 2")).toMatchObject({
        email: "rezan@example.com",
      });
      expect(await verifyCredentials("rezan@example.com", "first password 1")).toBeNull();
    },
  );

  it("explains its usage for a missing or invalid email", async () => {
    expect((await run("--password", "long enough password")).code).toBe(2);
    const invalid = await run("--email", "nope", "--password", "long enough password");
    expect(invalid.output).toContain("--email");
  });

  it("can read the password from standard input", async () => {
    const lines: string[] = [];
    const code = await runCreateAdmin(
      ["--email", "stdin@example.com"],
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      async () => "piped password 123\n",
    );
    expect(code).toBe(0);
    expect(await verifyCredentials("stdin@example.com", "piped password 123")).not.toBeNull();
  });
});

describe("safeRedirect", () => {
  it("keeps paths on this site, with their query, normalised", () => {
    expect(safeRedirect("/admin/list-products?page=2", "/dashboard")).toBe("/admin/list-products?page=2");
    expect(safeRedirect("/dashboard", "/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/admin/../dashboard", "/dashboard")).toBe("/dashboard");
  });
  it.each([
    "//evil.com",
    "//evil.com/admin",
    "/\\evil.com",
    "https://evil.com/dashboard",
    "http:/evil.com",
    "javascript:alert(1)",
    "dashboard",
    "/\u0000",
    "",
    null,
    // Paths that normalise to //host, which a browser reads as another site.
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
  ])("refuses %j and falls back to the dashboard", (target) => {
    expect(safeRedirect(target, "/dashboard")).toBe("/dashboard");
  });
});

describe("pagination", () => {
  it("splits 7 records into pages of 3 with continuing row numbers", () => {
    expect(paginate(7, 1, 3)).toMatchObject({
      page: 1,
      pages: 3,
      offset: 0,
      limit: 3,
      firstRowNumber: 1,
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginate(7, 2, 3)).toMatchObject({
      page: 2,
      offset: 3,
      firstRowNumber: 4,
      hasPrevious: true,
      hasNext: true,
    });
    expect(paginate(7, 3, 3)).toMatchObject({
      page: 3,
      offset: 6,
      firstRowNumber: 7,
      hasPrevious: true,
      hasNext: false,
    });
  });
  it("clamps out-of-range pages", () => {
    expect(paginate(7, 99, 3).page).toBe(3);
    expect(paginate(7, 0, 3).page).toBe(1);
    expect(paginate(7, -4, 3).page).toBe(1);
  });
  it("gives an empty list one page", () => {
    expect(paginate(0, 5)).toMatchObject({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
  });
  it("reads ?page= leniently", () => {
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("abc")).toBe(1);
    expect(parsePageParam("1.5")).toBe(1);
    expect(parsePageParam(null)).toBe(1);
  });
});

describe("image uploads", () => {
  const uploadsDir = () => process.env.UPLOADS_DIR!;
  const stored = () => readdirSync(uploadsDir());

  // A clean, existing uploads folder for every test.
  beforeEach(() => {
    rmSync(uploadsDir(), { recursive: true, force: true });
    mkdirSync(uploadsDir(), { recursive: true });
  });

  it("accepts a real PNG and a real JPEG, by their bytes", async () => {
    expect(await checkImage(pngImage())).toMatchObject({ kind: "image", extension: "png" });
    expect(await checkImage(jpegImage)).toMatchObject({ kind: "image", extension: "jpg" });
  });

  it("refuses a text file, an SVG (with or without an XML declaration) and a file over 5 MB", async () => {
    expect(await checkImage(Buffer.from("just some text, named photo.png"))).toEqual({ kind: "badType" });
    expect(await checkImage(svgImage)).toEqual({ kind: "badType" });
    expect(await checkImage(bareSvgImage)).toEqual({ kind: "badType" });
    expect(await checkImage(null)).toEqual({ kind: "tooLarge" });
  });

  function multipart(file: Buffer, filename: string, type: string) {
    const form = new FormData();
    form.set("titleEn", "Typed title");
    form.set("image", new Blob([new Uint8Array(file)], { type }), filename);
    form.set("imageAltEn", "Typed after the image");
    return new Request("http://localhost/admin/add-product", { method: "POST", body: form });
  }

  it("refuses a 6 MB upload, and one of 19 MB, keeps the typed fields (those after the image too) and writes nothing", async () => {
    for (const megabytes of [6, 19]) {
      const big = Buffer.concat([pngImage(), Buffer.alloc(megabytes * 1024 * 1024)]);
      expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
      const { form, image } = await readFormWithImage(multipart(big, "big.png", "image/png"));
      expect(image).toEqual({ kind: "tooLarge" });
      expect(form.get("titleEn")).toBe("Typed title");
      expect(form.get("imageAltEn")).toBe("Typed after the image");
      // The file itself is never kept in the form data.
      expect([...form.values()].every((value) => typeof value === "string")).toBe(true);
    }
    expect(stored()).toEqual([]);
  });

  it("refuses a text file that claims to be a PNG, and an SVG", async () => {
    const text = await readFormWithImage(multipart(Buffer.from("hello"), "photo.png", "image/png"));
    expect(text.image).toEqual({ kind: "badType" });
    for (const file of [svgImage, bareSvgImage]) {
      for (const [name, type] of [
        ["logo.svg", "image/svg+xml"],
        ["logo.png", "image/png"],
      ]) {
        const svg = await readFormWithImage(multipart(file, name!, type!));
        expect(svg.image, name).toEqual({ kind: "badType" });
      }
    }
  });

  it("stores an accepted image as <id>-<hash>-<w>x<h>.<ext> with its WebP copy, no temporary file left, and removes both", async () => {
    const { image } = await readFormWithImage(multipart(pngImage(), "logo.png", "image/png"));
    expect(image.kind).toBe("image");
    if (image.kind !== "image") return;
    const url = await storeImage("AbCdEfGhIjKlMnOp", image);
    expect(url).toMatch(/^\/uploads\/AbCdEfGhIjKlMnOp-[0-9a-f]{12}-4x4\.png$/);
    const stem = path.basename(url, ".png");
    expect(stored().sort()).toEqual([path.basename(url), `${stem}-4w.webp`].sort());
    await removeStoredImage(url);
    expect(stored()).toEqual([]);
  });

  it("stores a photo's copies at the widths the pages use; removing the image removes every copy", async () => {
    const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const image = await checkImage(photo);
    if (image.kind !== "image") throw new Error(image.kind);
    const url = await storeImage("AbCdEfGhIjKlMnOp", image);
    expect(url).toMatch(/^\/uploads\/AbCdEfGhIjKlMnOp-[0-9a-f]{12}-1500x1000\.jpg$/);
    const stem = path.basename(url, ".jpg");
    const copies = [160, 320, 480, 640, 960, 1280].map((w) => `${stem}-${w}w.webp`);
    expect(stored().sort()).toEqual([path.basename(url), ...copies].sort());
    expect(filesOfImage(url).sort()).toEqual(stored().sort());
    await removeStoredImage(url);
    expect(stored()).toEqual([]);
  });

  it("at start, keeps referenced images with their copies and removes orphans and orphan copies", async () => {
    const accepted = async () => {
      const image = await checkImage(pngImage(400, 300));
      if (image.kind !== "image") throw new Error(image.kind);
      return image;
    };
    const keep = await storeImage("KeepKeepKeepKeep", await accepted());
    const lose = await storeImage("LoseLoseLoseLose", await accepted());
    // A copy whose original is gone (a crash between two removals), and a file not ours.
    writeFileSync(path.join(uploadsDir(), "GoneGoneGoneGone-0123456789ab-400x300-320w.webp"), "x");
    writeFileSync(path.join(uploadsDir(), "notes.txt"), "not ours");
    const removed = await sweepUploads(new Set([keep, "/images/logo.svg", "https://example.com/a.png"]));
    expect(removed.sort()).toEqual(
      [...filesOfImage(lose), "GoneGoneGoneGone-0123456789ab-400x300-320w.webp"].sort(),
    );
    expect(stored().sort()).toEqual([...filesOfImage(keep), "notes.txt"].sort());
    expect(filesOfImage(keep)).toHaveLength(4); // 400 px wide: 160, 320 and 400 w copies
  });

  it("never removes files it did not store", async () => {
    await expect(removeStoredImage("/images/logo.svg")).resolves.toBeUndefined();
    await expect(removeStoredImage("/uploads/../package.json")).resolves.toBeUndefined();
    await expect(removeStoredImage("https://cdn.example.com/x.png")).resolves.toBeUndefined();
  });
});
