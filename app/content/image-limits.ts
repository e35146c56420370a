/** Limits on uploaded images, shared by the upload checks and the form's messages. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Width × height × frames: a small file can still decode to gigabytes (a
 * "pixel bomb"). 25 million covers a phone's photo (12 to 24 megapixels).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Frames of an animated GIF or WebP. */
export const MAX_IMAGE_FRAMES = 100;
