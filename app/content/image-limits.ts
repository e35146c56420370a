/** Limits on uploaded images and the forms that carry them, shared by the request guards, the upload checks and the form's messages. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Width × height × frames: a small file can still decode to gigabytes (a
 * "pixel bomb"). 25 million covers a phone's photo (12 to 24 megapixels).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Frames of an animated GIF or WebP. */
export const MAX_IMAGE_FRAMES = 100;

/** The upload allowance: bodies larger than this are refused before they are read at all. */
export const MAX_REQUEST_BYTES = 4 * MAX_IMAGE_BYTES;
/** A text field of a multipart form; far above any field's maximum length. */
export const MAX_TEXT_PART_BYTES = 64 * 1024;
/** Parts of one form: our forms have at most a dozen fields. */
export const MAX_FORM_PARTS = 50;

/**
 * The accepted formats' names, put into the texts that list them (`{{png}}`,
 * `{{jpeg}}`, …): they stay in Latin letters in every language, each wrapped
 * in Unicode isolates (LRI … PDI) so that, inside a right-to-left sentence, a
 * list of them keeps its order (without the isolates "PNG، JPEG، WebP" runs
 * left to right as one Latin phrase and reads backwards).
 */
export const IMAGE_FORMAT_NAMES = {
  png: "\u2066PNG\u2069",
  jpeg: "\u2066JPEG\u2069",
  webp: "\u2066WebP\u2069",
  gif: "\u2066GIF\u2069",
  avif: "\u2066AVIF\u2069",
} as const;
