/**
 * The image pipeline: bytes in, a checked and re-encoded image and its WebP copies out. No I/O:
 * storing the result is media/uploads.server.ts's work.
 */
import sharp, { type Metadata } from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS } from "~/content/image-limits";
import { variantWidths, type StoredExtension } from "~/content/stored-image";

/** Stored images are scaled down to fit this many pixels on their longer side. */
export const MAX_STORED_EDGE = 2560;
/** Decoding and encoding one image may take this long before it is given up. */
const IMAGE_WORK_SECONDS = 20;

// One libvips thread and no operation cache: one image at a time leaves the
// other core to the visitors, and memory goes back once the work is done.
sharp.concurrency(1);
sharp.cache(false);

/** Image work runs one at a time, in arrival order, whatever the number of uploads. */
let imageQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = imageQueue.then(work, work);
  imageQueue = turn.catch(() => undefined);
  return turn;
}

/** Accepted images, recognised by their bytes, and the extension we store them under. */
export const ACCEPTED_IMAGE_TYPES: Record<string, StoredExtension> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

/** A re-encoded image and its WebP copies, ready to store. */
export type CleanImage = {
  bytes: Uint8Array;
  extension: string;
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array }[];
};

export type ImageUpload =
  | { kind: "none" }
  | ({ kind: "image" } & CleanImage)
  | { kind: "tooLarge" }
  | { kind: "badType" }
  | { kind: "tooManyPixels" }
  | { kind: "notClean" };

/**
 * Markup hidden in an image file (a "polyglot": a valid picture that is also
 * an HTML page). Re-encoding drops it anyway; such a file is refused so that
 * nobody relies on that.
 */
const HIDDEN_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg)[\s>/]/i;

/**
 * What an uploaded file is, judged from its bytes alone (never its name or
 * claimed type): the type, then a full decode within the pixel limit, then a
 * clean re-encode (EXIF rotation applied, metadata and anything after the
 * image dropped, scaled to fit MAX_STORED_EDGE).
 */
export async function checkImage(bytes: Uint8Array | null): Promise<ImageUpload> {
  if (bytes === null) return { kind: "tooLarge" };
  if (bytes.byteLength === 0) return { kind: "none" };
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED_IMAGE_TYPES[detected.mime] : undefined;
  if (!extension) return { kind: "badType" };
  if (HIDDEN_MARKUP.test(Buffer.from(bytes).toString("latin1"))) return { kind: "notClean" };

  return oneAtATime(() => decodeAndEncode(bytes, extension));
}

async function decodeAndEncode(bytes: Uint8Array, extension: string): Promise<ImageUpload> {
  const animated = extension === "gif" || extension === "webp";
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { kind: "badType" };
  }
  const frames = animated ? (metadata.pages ?? 1) : 1;
  if (frames > MAX_IMAGE_FRAMES) return { kind: "tooManyPixels" };
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * frames > MAX_IMAGE_PIXELS)
    return { kind: "tooManyPixels" };

  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: "error" })
      .timeout({ seconds: IMAGE_WORK_SECONDS })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: "inside", withoutEnlargement: true });
    const encoded =
      extension === "png"
        ? pipeline.png({ compressionLevel: 9, palette: false })
        : extension === "jpg"
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : extension === "webp"
            ? pipeline.webp({ quality: 85 })
            : extension === "gif"
              ? pipeline.gif()
              : pipeline.avif({ quality: 60, effort: 4 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // An animation's info.height is all its frames stacked: the picture is one page tall.
    const height = info.pageHeight ?? info.height;
    const variants = await makeVariants(data, info.width, animated);
    return { kind: "image", bytes: data, extension, width: info.width, height, variants };
  } catch (error) {
    // Too much work for its size (a decompression bomb the header did not show).
    if (/timeout/i.test(String(error))) return { kind: "tooManyPixels" };
    return { kind: "badType" };
  }
}

/**
 * The WebP copies the pages use (see VARIANT_WIDTHS), made from the clean
 * re-encode: it is upright, stripped and at most MAX_STORED_EDGE wide.
 */
export async function makeVariants(
  clean: Uint8Array,
  width: number,
  animated: boolean,
): Promise<{ width: number; bytes: Uint8Array }[]> {
  const variants: { width: number; bytes: Uint8Array }[] = [];
  for (const variantWidth of variantWidths(width)) {
    const bytes = await sharp(clean, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: IMAGE_WORK_SECONDS })
      .resize({ width: variantWidth })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    variants.push({ width: variantWidth, bytes });
  }
  return variants;
}

/** Copies for an image stored before copies were made (see app/ops/convert-images.server.ts). */
export function variantsOf(bytes: Uint8Array, width: number, animated: boolean) {
  return oneAtATime(() => makeVariants(bytes, width, animated));
}
