/** Limits on uploaded images, shared by the upload checks and the form's messages. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Width × height × frames: a small file can still decode to gigabytes (a "pixel bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
