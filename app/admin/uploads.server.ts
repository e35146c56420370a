import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, unlinkSync } from "node:fs";
import { rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { env } from "~/config/env.server";
import { MAX_IMAGE_BYTES, MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS } from "~/content/image-limits";
import {
  filesOfImage,
  originalName,
  STORED_IMAGE_NAME,
  UPLOADS_URL_PREFIX,
  variantWidths,
  type StoredExtension,
} from "~/content/stored-image";
import { BodyTooLargeError, mediaType, readForm } from "~/lib/forms.server";

export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, STORED_IMAGE_NAME, UPLOADS_URL_PREFIX };
/** Bodies larger than this are refused before they are read at all. */
export const MAX_REQUEST_BYTES = 4 * MAX_IMAGE_BYTES;
/** Stored images are scaled down to fit this many pixels on their longer side. */
export const MAX_STORED_EDGE = 2560;
/** A text field of a multipart form; far above any field's maximum length. */
export const MAX_TEXT_PART_BYTES = 64 * 1024;
/** Parts of one form: our forms have at most a dozen fields. */
export const MAX_FORM_PARTS = 50;
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

/** Reads at most `limit` bytes; past that keeps draining without storing anything. */
async function readLimited(data: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

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

/**
 * Parses an admin form (multipart or not). The image field is checked by
 * size and by its bytes; the text fields are kept even when the image is
 * refused, so the person loses nothing they typed. A body that is cut off,
 * malformed or has an oversized text part is a 4xx (see readForm).
 */
export async function readFormWithImage(
  request: Request,
  imageField = "image",
): Promise<{ form: FormData; image: ImageUpload }> {
  if (mediaType(request.headers.get("Content-Type")) !== "multipart/form-data") {
    return { form: await readForm(request), image: { kind: "none" } };
  }
  let image: ImageUpload = { kind: "none" };
  let parts = 0;
  let imageParts = 0;
  // Counts every part first: a body of thousands of tiny fields, or of many
  // images, is refused instead of being worked through.
  const countParts: UploadHandler = async ({ name }) => {
    if (++parts > MAX_FORM_PARTS) throw new BodyTooLargeError();
    if (name === imageField && ++imageParts > 1) throw new Error("More than one image in one form");
    return undefined;
  };
  const imageHandler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== imageField) return undefined;
    // No file chosen: browsers still send an empty part.
    image = filename ? await checkImage(await readLimited(data, MAX_IMAGE_BYTES)) : { kind: "none" };
    if (!filename) await readLimited(data, 0);
    return ""; // the file itself is never kept in the form data
  };
  const form = await readForm(request, (multipartRequest) =>
    parseMultipartFormData(
      multipartRequest,
      composeUploadHandlers(
        countParts,
        imageHandler,
        createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES }),
      ),
    ),
  );
  return { form, image };
}

function uploadsDir(): string {
  return path.resolve(env().UPLOADS_DIR);
}

export class ImageNotStoredError extends Error {}

/** Writes under a temporary name, then renames: a crash never leaves half a file under a real name. */
async function writeAtomically(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: "wx" });
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** The value storeImage gives a record for this image, worked out without writing anything. */
export function storedImageValue(recordId: string, image: CleanImage): string {
  const hash = createHash("sha256").update(image.bytes).digest("hex").slice(0, 12);
  return `${UPLOADS_URL_PREFIX}${originalName(`${recordId}-${hash}`, image.width, image.height, image.extension)}`;
}

/**
 * Stores an image as `<record id>-<content hash>-<width>x<height>.<ext>` and
 * its WebP copies beside it (names in ~/content/stored-image): a replaced
 * image gets a new name, so no cache shows the old one. The copies are
 * written first, so an original on disk always has its copies; a failed
 * write (full disk, unwritable folder) leaves nothing behind.
 */
export async function storeImage(recordId: string, image: CleanImage): Promise<string> {
  const value = storedImageValue(recordId, image);
  const [name, ...variantNames] = filesOfImage(value);
  if (!name) throw new ImageNotStoredError(`Not a name we make: ${value}`);
  const dir = uploadsDir();
  try {
    mkdirSync(dir, { recursive: true });
    for (const [index, variant] of image.variants.entries()) {
      const variantName = variantNames[index];
      // The copies' names follow from the original's: they must be the same widths.
      if (!variantName?.endsWith(`-${variant.width}w.webp`))
        throw new Error(`unexpected copy ${variant.width}w`);
      await writeAtomically(dir, variantName, variant.bytes);
    }
    await writeAtomically(dir, name, image.bytes);
  } catch (error) {
    await removeStoredImage(value).catch(() => undefined);
    throw new ImageNotStoredError(`Could not store ${name}: ${(error as Error).message}`);
  }
  return value;
}

/** Removes a file we stored earlier and all its copies; other values (sample images, URLs) are left alone. */
export async function removeStoredImage(value: string | null | undefined): Promise<void> {
  for (const name of filesOfImage(value)) {
    await unlink(path.join(uploadsDir(), name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}

/**
 * At start: removes temporary files a crash left behind and stored images no
 * record points to, copies included (a crash between writing a file and saving its record, or
 * between saving and removing the replaced file). Returns what was removed.
 */
export function sweepUploads(referenced: ReadonlySet<string>): string[] {
  const dir = uploadsDir();
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  // The files referenced images stand for: originals and their copies.
  const keep = new Set([...referenced].flatMap(filesOfImage));
  for (const name of names) {
    const temporary = name.startsWith(".") && name.endsWith(".tmp");
    const orphan = STORED_IMAGE_NAME.test(name) && !keep.has(name);
    if (!temporary && !orphan) continue;
    try {
      unlinkSync(path.join(dir, name));
      removed.push(name);
    } catch (error) {
      console.error(`Could not remove ${name} from the uploads folder`, error);
    }
  }
  return removed;
}
