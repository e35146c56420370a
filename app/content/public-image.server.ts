import { imageUrl } from "./image";
import { sampleImageUrl } from "./sample-images";

/**
 * What a public page loads for a record's image value: an old `/images/…`
 * path becomes the sample image's fingerprinted URL (databases made before
 * the fingerprints keep working); uploads, http(s) URLs and the default logo
 * as imageUrl gives them.
 */
export function publicImageUrl(value: string | null | undefined): string {
  const url = imageUrl(value);
  return sampleImageUrl(url) ?? url;
}
