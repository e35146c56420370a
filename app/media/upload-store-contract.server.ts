/**
 * Where uploaded files live (docs/decisions/027-upload-storage.md). One interface, two places: the
 * uploads folder (UPLOADS_DIR, the default) or a bucket on S3-compatible storage (S3_BUCKET). Files
 * are named by app/content/stored-image.ts; what stays and what goes is decided above this module
 * (uploads.server.ts, the backup), never here. A failure to reach the storage throws
 * StorageUnavailableError, which the back office answers with a 503.
 */
export type UploadStore = {
  /** "the uploads folder /srv/uploads" or "the bucket site-images": for messages. */
  readonly description: string;
  /** Stores a file whole or not at all: no reader ever sees half of it under its name. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** A file's bytes, or undefined when there is none. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Removes a file; one that is not there is no error. */
  remove(name: string): Promise<void>;
  /** Every file's name (with the folder's temporary files, which the start-up sweep removes). */
  list(): Promise<string[]>;
  exists(name: string): Promise<boolean>;
  /** A file's size in bytes, or undefined when there is none (an image library picture's page says it). */
  size(name: string): Promise<number | undefined>;
  /** Whether a file can be written now (a small probe written and removed): what /healthz says. */
  isWritable(): Promise<boolean>;
};

/** The storage could not be reached or refused the work (an outage, a full disk, wrong keys). */
export class StorageUnavailableError extends Error {
  /** The setting to look at first (S3_ENDPOINT for a service that does not answer, …). */
  readonly variable: string;
  constructor(message: string, options: { cause?: unknown; variable: string }) {
    super(message, { cause: options.cause });
    this.variable = options.variable;
  }
}
