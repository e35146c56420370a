/**
 * Names of uploaded images and of their WebP copies (docs/decisions/006-image-variants.md).
 * The database keeps one value per image, `/uploads/<id>-<hash>-<w>x<h>.<ext>`;
 * everything else (the copies' names, widths and heights) follows from that
 * name, so pages build `srcset` without asking anything. Shared by the
 * server, the pages and the tests: no imports.
 */
export const UPLOADS_URL_PREFIX = "/uploads/";

/**
 * Widths of the WebP copies. Client logos are 150–240 CSS px wide, product
 * and service cards 260–400 (a full phone column, ≈ 340, at the smallest);
 * these cover them at 1×, 2× and 3× screens.
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export const STORED_EXTENSIONS = ["png", "jpg", "webp", "gif", "avif"] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** The type a stored file is served with, from its extension (our names only). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** Stored files' names change with their content, so a browser or a CDN may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const STEM = "[A-Za-z0-9_-]+-[0-9a-f]+";
const SIZE = "([1-9][0-9]{0,4})x([1-9][0-9]{0,4})";
// Before this change names had no size: `<id>-<hash>.<ext>` ("legacy", no copies).
const ORIGINAL = new RegExp(`^(${STEM})(?:-${SIZE})?\\.(${STORED_EXTENSIONS.join("|")})$`);
const VARIANT = new RegExp(`^(${STEM})-${SIZE}-([1-9][0-9]{0,4})w\\.webp$`);

/** Every name we make (originals, old and new, and their copies). Nothing else is ever removed. */
export const STORED_IMAGE_NAME = new RegExp(`${ORIGINAL.source}|${VARIANT.source}`);

export type ImageVariant = { name: string; width: number; height: number };
export type StoredImage = {
  name: string;
  extension: StoredExtension;
  /** Absent for images stored before copies were made (until `npm run convert-images`). */
  width?: number;
  height?: number;
  variants: ImageVariant[];
};

/** The widths of the copies of an image `width` pixels wide: never wider than it. */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  return [...VARIANT_WIDTHS.filter((w) => w < width && w < largest), Math.min(width, largest)];
}

export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width));
}

export function originalName(stem: string, width: number, height: number, extension: string): string {
  return `${stem}-${width}x${height}.${extension}`;
}

/** An original's name read back: its size and its copies (none for an old name). */
export function parseStoredName(name: string): StoredImage | undefined {
  const match = ORIGINAL.exec(name);
  if (!match) return undefined;
  const [, stem, w, h, extension] = match;
  if (!w || !h) return { name, extension: extension as StoredExtension, variants: [] };
  const width = Number(w);
  const height = Number(h);
  const variants = variantWidths(width).map((vw) => ({
    name: `${stem}-${width}x${height}-${vw}w.webp`,
    width: vw,
    height: variantHeight(width, height, vw),
  }));
  return { name, extension: extension as StoredExtension, width, height, variants };
}

/** A record's image value, when it is an upload of ours. */
export function parseUploadUrl(value: string | null | undefined): StoredImage | undefined {
  if (!value?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  return parseStoredName(value.slice(UPLOADS_URL_PREFIX.length));
}

/**
 * An uploaded image at its public address (`/uploads/<name>` on our origin, or `<bucket or CDN>/uploads/<name>`):
 * what parseUploadUrl says of its name, and where its copies are (the same folder).
 */
export function uploadAt(src: string): (StoredImage & { folder: string }) | undefined {
  const match = /^((?:https?:\/\/[^/?#]+(?:\/[^?#]*)?)?\/uploads\/)([^/?#]+)$/i.exec(src);
  if (!match) return undefined;
  const image = parseStoredName(match[2]!);
  return image ? { ...image, folder: match[1]! } : undefined;
}

/** The files one image value stands for: the original and all its copies. */
export function filesOfImage(value: string | null | undefined): string[] {
  const image = parseUploadUrl(value);
  return image ? [image.name, ...image.variants.map((variant) => variant.name)] : [];
}
