import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import { env } from "~/config/env.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Bodies larger than this are refused before they are read at all. */
export const MAX_REQUEST_BYTES = 4 * MAX_IMAGE_BYTES;
export const UPLOADS_URL_PREFIX = "/uploads/";

/** Accepted images, recognised by their bytes, and the extension we store them under. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

export type ImageUpload =
  | { kind: "none" }
  | { kind: "image"; bytes: Uint8Array; extension: string }
  | { kind: "tooLarge" }
  | { kind: "badType" };

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

/** What an uploaded file is, judged from its bytes alone (never its name or claimed type). */
export async function checkImage(bytes: Uint8Array | null): Promise<ImageUpload> {
  if (bytes === null) return { kind: "tooLarge" };
  if (bytes.byteLength === 0) return { kind: "none" };
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED_IMAGE_TYPES[detected.mime] : undefined;
  return extension ? { kind: "image", bytes, extension } : { kind: "badType" };
}

export class RequestTooLargeError extends Error {}

/**
 * Parses an admin form (multipart or not). The image field is checked by
 * size and by its bytes; the text fields are kept even when the image is
 * refused, so the person loses nothing they typed.
 */
export async function readFormWithImage(
  request: Request,
  imageField = "image",
): Promise<{ form: FormData; image: ImageUpload }> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_REQUEST_BYTES) throw new RequestTooLargeError();
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { form: await request.formData(), image: { kind: "none" } };
  }
  let image: ImageUpload = { kind: "none" };
  const imageHandler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== imageField) return undefined;
    // No file chosen: browsers still send an empty part.
    image = filename ? await checkImage(await readLimited(data, MAX_IMAGE_BYTES)) : { kind: "none" };
    if (!filename) await readLimited(data, 0);
    return ""; // the file itself is never kept in the form data
  };
  const form = await parseMultipartFormData(
    request,
    composeUploadHandlers(imageHandler, createMemoryUploadHandler({ maxPartSize: 64 * 1024 })),
  );
  return { form, image };
}

function uploadsDir(): string {
  const dir = path.resolve(env().UPLOADS_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Stores an image as `<record id>-<content hash>.<ext>`: a replaced image
 * gets a new name, so no cache shows the old one. Written under a temporary
 * name and renamed, so a crash never leaves half a file under the real name.
 */
export async function storeImage(
  recordId: string,
  image: { bytes: Uint8Array; extension: string },
): Promise<string> {
  const hash = createHash("sha256").update(image.bytes).digest("hex").slice(0, 12);
  const name = `${recordId}-${hash}.${image.extension}`;
  const dir = uploadsDir();
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  await writeFile(temporary, image.bytes, { flag: "wx" });
  await rename(temporary, path.join(dir, name));
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Removes a file we stored earlier; other values (sample images, URLs) are left alone. */
export async function removeStoredImage(value: string | null | undefined): Promise<void> {
  if (!value?.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = value.slice(UPLOADS_URL_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+-[0-9a-f]+\.[a-z]+$/.test(name)) return;
  await unlink(path.join(uploadsDir(), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
