import { data } from "@remix-run/node";
import {
  contentTypeForAdminPath,
  contentTypes,
  type ContentType,
  type ContentTypeName,
} from "~/content/content-types";
import type { FieldError } from "~/content/validation";

/** The content type an admin request is about, from its URL; 404 for none. */
export function contentTypeOf(request: Request): { name: ContentTypeName; type: ContentType } {
  const name = contentTypeForAdminPath(new URL(request.url).pathname);
  if (!name) throw data(null, { status: 404 });
  return { name, type: contentTypes[name] };
}

export type { ImageErrorCode } from "~/admin/components/field-inputs";
import type { ImageErrorCode } from "~/admin/components/field-inputs";

export type FormFailure = {
  values: Record<string, string>;
  errors: Record<string, FieldError | { code: ImageErrorCode }>;
  /**
   * saveFailed: the database refused; imageNotStored: the uploads folder or disk did;
   * storageUnavailable: the bucket could not be reached (an outage of the storage service).
   */
  formError?: "saveFailed" | "imageNotStored" | "storageUnavailable";
};
