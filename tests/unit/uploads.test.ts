import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptsUploads } from "~/admin/route-table";
import { checkImage, MAX_STORED_EDGE } from "~/media/image-pipeline.server";
import { MAX_IMAGE_FRAMES } from "~/content/image-limits";
import { filesOfImage, parseStoredName, STORED_IMAGE_NAME, VARIANT_WIDTHS } from "~/content/stored-image";
import { pixelBombPng, pngImage } from "../support/images";

describe("the image pipeline", () => {
  it("re-encodes an accepted image: what is stored is a clean picture of the same size", async () => {
    const result = await checkImage(pngImage(32, 16));
    expect(result.kind).toBe("image");
    if (result.kind !== "image") return;
    const stored = await sharp(result.bytes).metadata();
    expect(stored).toMatchObject({ format: "png", width: 32, height: 16 });
  });

  it("refuses a picture followed by an HTML page (a polyglot)", async () => {
    const polyglot = Buffer.concat([
      pngImage(),
      Buffer.from("<!DOCTYPE html><html><script>alert(1)</script>"),
    ]);
    expect(await checkImage(polyglot)).toEqual({ kind: "notClean" });
  });

  it("refuses a 20000×20000 pixel bomb before decoding it", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await checkImage(bomb)).toEqual({ kind: "tooManyPixels" });
  });

  it("refuses a PNG signature followed by garbage", async () => {
    const fake = Buffer.concat([pngImage().subarray(0, 16), Buffer.from("garbage that is not an image")]);
    expect(await checkImage(fake)).toEqual({ kind: "badType" });
  });

  it("drops metadata (EXIF, GPS), applies the orientation and scales a huge photo down", async () => {
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await checkImage(photo);
    expect(result.kind).toBe("image");
    if (result.kind !== "image") return;
    const stored = await sharp(result.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    // Orientation 6 turns it upright: it is now taller than wide, and fits MAX_STORED_EDGE.
    expect(stored.height).toBe(MAX_STORED_EDGE);
    expect(stored.width).toBeLessThan(stored.height!);
  });
});

describe("WebP copies", () => {
  it("are made at every width the pages use up to the photo's own, decode, and carry no metadata", async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    const result = await checkImage(photo);
    if (result.kind !== "image") throw new Error(result.kind);
    expect(result).toMatchObject({ width: 2000, height: 1500 });
    expect(result.variants.map((v) => v.width)).toEqual([...VARIANT_WIDTHS]);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: variant.width, height: variant.width * 0.75 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
    // Smaller than the original at every width the cards use.
    expect(result.variants[2]!.bytes.byteLength).toBeLessThan(result.bytes.byteLength);
  });

  it("are never wider than the picture: a small logo gets one copy at its own width", async () => {
    const result = await checkImage(pngImage(200, 80));
    if (result.kind !== "image") throw new Error(result.kind);
    expect(result.variants.map((v) => v.width)).toEqual([160, 200]);
    const tiny = await checkImage(pngImage(100, 40));
    if (tiny.kind !== "image") throw new Error(tiny.kind);
    expect(tiny.variants.map((v) => v.width)).toEqual([100]);
  });

  it("keep an animation's frames, with the picture's own height", async () => {
    const frame = 300 * 200 * 3;
    const frames = Buffer.concat([30, 120, 210].map((grey) => Buffer.alloc(frame, grey)));
    const gif = await sharp(frames, { raw: { width: 300, height: 600, channels: 3, pageHeight: 200 } })
      .gif()
      .toBuffer();
    const result = await checkImage(gif);
    if (result.kind !== "image") throw new Error(result.kind);
    expect(result).toMatchObject({ width: 300, height: 200 });
    const copy = await sharp(result.variants[0]!.bytes).metadata();
    expect(copy).toMatchObject({ format: "webp", pages: 3, width: 160 });
  });
});

describe("stored names", () => {
  it("read the size and the copies from the name alone", () => {
    expect(parseStoredName("AbCd-0123456789ab-2000x1500.jpg")).toEqual({
      name: "AbCd-0123456789ab-2000x1500.jpg",
      extension: "jpg",
      width: 2000,
      height: 1500,
      variants: VARIANT_WIDTHS.map((w) => ({
        name: `AbCd-0123456789ab-2000x1500-${w}w.webp`,
        width: w,
        height: w * 0.75,
      })),
    });
    // Stored before the copies: no size, no copies (plain <img> until converted).
    expect(parseStoredName("AbCd-0123456789ab.png")).toEqual({
      name: "AbCd-0123456789ab.png",
      extension: "png",
      variants: [],
    });
    expect(filesOfImage("/uploads/Ab_-c-0123456789ab-300x100.png")).toEqual([
      "Ab_-c-0123456789ab-300x100.png",
      "Ab_-c-0123456789ab-300x100-160w.webp",
      "Ab_-c-0123456789ab-300x100-300w.webp",
    ]);
  });

  it("are the only files ever touched", () => {
    for (const name of [
      "AbCd-0123456789ab.png",
      "AbCd-0123456789ab-2x2.gif",
      "AbCd-0123456789ab-2x2-2w.webp",
    ])
      expect(name).toMatch(STORED_IMAGE_NAME);
    for (const name of [
      "../site.db",
      "AbCd-0123.svg",
      "AbCd-0123-2x2-2w.png",
      "notes.txt",
      "AbCd-0123-0x2.png",
    ])
      expect(name).not.toMatch(STORED_IMAGE_NAME);
    expect(filesOfImage("/uploads/../package.json")).toEqual([]);
    expect(filesOfImage("/images/logo.svg")).toEqual([]);
    expect(filesOfImage("https://example.com/AbCd-0123456789ab-2x2.png")).toEqual([]);
  });
});

describe("which URLs take image uploads", () => {
  it("is only the add and edit pages of types with an image", () => {
    expect(acceptsUploads("/admin/add-client")).toBe(true);
    expect(acceptsUploads("/admin/edit-product/AbCdEfGhIjKlMnOp")).toBe(true);
    expect(acceptsUploads("/admin/add-service.data")).toBe(true);
    expect(acceptsUploads("/admin/add-jumbotron")).toBe(false); // no image field
    expect(acceptsUploads("/admin/list-clients")).toBe(false);
    expect(acceptsUploads("/")).toBe(false);
    expect(acceptsUploads("/admin")).toBe(false);
    expect(acceptsUploads("/admin/edit-client/a/b")).toBe(false);
  });
});

describe("animated images", () => {
  /** An animated GIF of `frames` different 2×2 frames. */
  const animatedGif = (frames: number) => {
    const pixels = Buffer.alloc(2 * 2 * frames * 3);
    // Each frame a colour of its own, so no encoder merges two of them.
    for (let i = 0; i < pixels.length; i++) {
      const frame = Math.floor(i / 12);
      pixels[i] = [(frame * 37) % 256, (frame * 91) % 256, (frame * 53) % 256][i % 3]!;
    }
    return sharp(pixels, { raw: { width: 2, height: 2 * frames, channels: 3, pageHeight: 2 } })
      .gif()
      .toBuffer();
  };

  it("keeps a short animation, with all its frames", async () => {
    const result = await checkImage(await animatedGif(10));
    expect(result.kind).toBe("image");
    if (result.kind !== "image") return;
    expect((await sharp(result.bytes).metadata()).pages).toBe(10);
  });

  it("refuses more frames than MAX_IMAGE_FRAMES, however small each is", async () => {
    expect(await checkImage(await animatedGif(MAX_IMAGE_FRAMES + 1))).toEqual({ kind: "tooManyPixels" });
  });
});
