import { env, uploadStorage } from "~/config/env.server";
import { UPLOADS_KEY_PREFIX, type UploadStorage } from "~/config/upload-storage.server";
import { UPLOADS_URL_PREFIX } from "~/content/stored-image";
import { folderStore } from "./folder-store.server";
import { s3Store } from "./s3-store.server";
import type { UploadStore } from "./upload-store-contract.server";

export { StorageUnavailableError, type UploadStore } from "./upload-store-contract.server";

/** The store the settings name, made for the caller (commands and tests use their own settings). */
export function createUploadStore(storage: UploadStorage): UploadStore {
  return storage.kind === "folder" ? folderStore(storage.folder) : s3Store(storage);
}

let current: { storage: UploadStorage; store: UploadStore } | undefined;

/** The site's store, made once from the environment. */
export function uploadStore(): UploadStore {
  if (!current) {
    const storage = uploadStorage(env());
    current = { storage, store: createUploadStore(storage) };
  }
  return current.store;
}

/**
 * Where a browser loads a stored image value (`/uploads/<name>`) from: that same path on our origin
 * for the folder, the bucket's (or UPLOADS_PUBLIC_URL's) address for a bucket. Other values as given.
 */
export function publicUploadUrl(value: string, storage: UploadStorage = uploadStorage()): string {
  if (storage.kind === "folder" || !value.startsWith(UPLOADS_URL_PREFIX)) return value;
  return `${storage.publicUrl}/${UPLOADS_KEY_PREFIX}${value.slice(UPLOADS_URL_PREFIX.length)}`;
}

/**
 * The one place images come from besides our own origin, as a Content-Security-Policy source
 * (`https://cdn.example.com/uploads/`), or undefined for the folder: the policy allows exactly it.
 */
export function uploadsImageSource(storage: UploadStorage = uploadStorage()): string | undefined {
  return storage.kind === "s3" ? `${storage.publicUrl}/${UPLOADS_KEY_PREFIX}` : undefined;
}
