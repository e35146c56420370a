import { createHash } from "node:crypto";
import { filesOfImage, originalName, STORED_IMAGE_NAME, UPLOADS_URL_PREFIX } from "~/content/stored-image";
import { imageIsReferenced } from "~/db/records.server";
import type { CleanImage } from "./image-pipeline.server";
import { StorageUnavailableError, uploadStore, type UploadStore } from "./upload-store.server";

/**
 * Uploaded images in the upload store (the uploads folder or a bucket): written whole or not at
 * all, removed with their copies, swept at start.
 */

export class ImageNotStoredError extends Error {}

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
export async function storeImage(
  recordId: string,
  image: CleanImage,
  store: UploadStore = uploadStore(),
): Promise<string> {
  const value = storedImageValue(recordId, image);
  const [name, ...variantNames] = filesOfImage(value);
  if (!name) throw new ImageNotStoredError(`Not a name we make: ${value}`);
  try {
    for (const [index, variant] of image.variants.entries()) {
      const variantName = variantNames[index];
      // The copies' names follow from the original's: they must be the same widths.
      if (!variantName?.endsWith(`-${variant.width}w.webp`))
        throw new Error(`unexpected copy ${variant.width}w`);
      await store.put(variantName, variant.bytes);
    }
    await store.put(name, image.bytes);
  } catch (error) {
    // What was written goes again; what cannot be removed now (storage down) the next start's sweep removes.
    await removeStoredImage(value, store).catch(() => undefined);
    if (error instanceof StorageUnavailableError) throw error;
    throw new ImageNotStoredError(
      `Could not store ${name} in ${store.description}: ${(error as Error).message}`,
    );
  }
  return value;
}

/** Removes a file we stored earlier and all its copies; other values (sample images, URLs) are left alone. */
export async function removeStoredImage(
  value: string | null | undefined,
  store: UploadStore = uploadStore(),
): Promise<void> {
  for (const name of filesOfImage(value)) await store.remove(name);
}

/**
 * Removes the files of these image values that nothing names any more: no
 * record, trashed record or version (a replaced image usually stays, named by
 * the version before the save; a record deleted for ever takes its files with
 * it). Nothing can name a value again once nothing does, so the check and the
 * removal need no lock. Never throws: a file left behind goes at the next start.
 * `isNamed` asks another connection (a command's own) instead of the site's.
 */
export async function removeUnnamedImages(
  values: Iterable<string | null | undefined>,
  isNamed: (value: string) => boolean = (value) => imageIsReferenced(value),
  store: UploadStore = uploadStore(),
): Promise<void> {
  for (const value of new Set(values)) {
    if (!value || filesOfImage(value).length === 0) continue;
    try {
      if (!isNamed(value)) await removeStoredImage(value, store);
    } catch (error) {
      console.error(`Could not remove ${value} from ${store.description}`, error);
    }
  }
}

/**
 * At start: removes temporary files a crash left behind and stored images no
 * record points to, copies included (a crash between writing a file and saving its record, or
 * between saving and removing the replaced file; an upload cut off by a storage outage). Returns
 * what was removed. A storage that cannot be listed throws StorageUnavailableError.
 */
export async function sweepUploads(
  referenced: ReadonlySet<string>,
  store: UploadStore = uploadStore(),
): Promise<string[]> {
  const removed: string[] = [];
  const names = await store.list();
  // The files referenced images stand for: originals and their copies.
  const keep = new Set([...referenced].flatMap(filesOfImage));
  for (const name of names) {
    const temporary = name.startsWith(".") && name.endsWith(".tmp");
    const orphan = STORED_IMAGE_NAME.test(name) && !keep.has(name);
    if (!temporary && !orphan) continue;
    try {
      await store.remove(name);
      removed.push(name);
    } catch (error) {
      console.error(`Could not remove ${name} from ${store.description}`, error);
    }
  }
  return removed;
}
