/**
 * Where uploaded images are kept (docs/decisions/027-upload-storage.md): the uploads folder
 * (UPLOADS_DIR, the default) or a bucket on S3-compatible storage, chosen by S3_BUCKET. Parsed
 * here, with every other setting, so that a half-written configuration stops the start in one line
 * naming the variable. The storage itself is app/media/upload-store.server.ts.
 */

/** The folder of every key, and of every path on our origin: a record's value is `/uploads/<name>`. */
export const UPLOADS_KEY_PREFIX = "uploads/";

export type UploadStorage =
  | { kind: "folder"; folder: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** An S3-compatible service's origin; none means Amazon S3 itself. */
      endpoint?: string;
      /**
       * Where browsers load images from, without a trailing slash: UPLOADS_PUBLIC_URL (a CDN in front
       * of the bucket), else the bucket's own address. An image `/uploads/<name>` is at `<this>/uploads/<name>`.
       */
      publicUrl: string;
      /** Both keys, or none: the SDK's own chain then finds them (a role of the machine). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** The variables that only mean something with S3_BUCKET. */
export const S3_VARIABLES = ["S3_ENDPOINT", "S3_REGION", "UPLOADS_PUBLIC_URL"] as const;

// Amazon's rule for bucket names, which S3-compatible servers follow too.
const BUCKET_NAME = /^(?!xn--)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const BUCKET_MESSAGE =
  "S3_BUCKET must be a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens";
export const ENDPOINT_MESSAGE =
  "S3_ENDPOINT must be the storage service's http(s) address without a path, e.g. https://s3.example.com";
export const PUBLIC_URL_MESSAGE =
  "UPLOADS_PUBLIC_URL must be the http(s) address images are served from (a CDN in front of the bucket), " +
  "without ?query or #fragment, e.g. https://cdn.example.com";

export function isBucketName(value: string): boolean {
  return BUCKET_NAME.test(value);
}

/** An origin (`https://s3.example.com`) from an http(s) address without a path, or undefined. */
export function parseEndpoint(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (!["http:", "https:"].includes(url.protocol) || !url.hostname) return undefined;
    if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** UPLOADS_PUBLIC_URL without its trailing slash (a path is allowed: a CDN may serve the bucket under one). */
export function parsePublicUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (!["http:", "https:"].includes(url.protocol) || !url.hostname) return undefined;
    if (url.username || url.password || url.search || url.hash) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return undefined;
  }
}

/** The bucket's own address: path-style on an S3-compatible service, Amazon's virtual host otherwise. */
export function bucketUrl(bucket: string, region: string, endpoint?: string): string {
  return endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}
