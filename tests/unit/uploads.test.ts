import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptsUploads } from "~/admin/route-table";
import { checkImage, MAX_STORED_EDGE } from "~/admin/uploads.server";
import { MAX_IMAGE_FRAMES } from "~/content/image-limits";
import { pixelBombPng, pngImage } from "./images";

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
