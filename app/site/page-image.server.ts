import { publicImageUrl } from "~/content/public-image.server";
import { publicUploadUrl } from "~/media/upload-store.server";

/**
 * What a public page loads for a record's image value: publicImageUrl's answer, with an upload at
 * its storage's public address (our /uploads/, or the bucket's or CDN's: app/media/upload-store.server.ts).
 */
export function pageImageUrl(value: string | null | undefined): string {
  return publicUploadUrl(publicImageUrl(value));
}
