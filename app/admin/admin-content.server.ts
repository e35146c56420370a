import { data, type AppLoadContext } from "@remix-run/node";
import {
  contentTypes,
  singleTypes,
  type ContentType,
  type ContentTypeName,
  type SingleType,
  type SingleTypeName,
} from "~/content/content-types";
import type { FieldError } from "~/content/validation";

/** The list type a back-office request is about, as its route in the route table says; 404 for none. */
export function contentTypeOf(context: AppLoadContext): { name: ContentTypeName; type: ContentType } {
  const subject = context.adminRoute?.subject;
  if (subject?.kind !== "record") throw data(null, { status: 404 });
  return { name: subject.type, type: contentTypes[subject.type] };
}

/** The single type a back-office request is about (the company details, a page's texts); 404 for none. */
export function singleTypeOf(context: AppLoadContext): { name: SingleTypeName; type: SingleType } {
  const subject = context.adminRoute?.subject;
  if (subject?.kind !== "single") throw data(null, { status: 404 });
  return { name: subject.type, type: singleTypes[subject.type] };
}

export type { FormErrorCode } from "~/admin/components/field-inputs";
import type { FormErrorCode } from "~/admin/components/field-inputs";

export type FormFailure = {
  values: Record<string, string>;
  errors: Record<string, FieldError | { code: FormErrorCode }>;
  /**
   * saveFailed: the database refused; imageNotStored: the uploads folder or disk did;
   * storageUnavailable: the bucket could not be reached (an outage of the storage service);
   * full: the type holds its most records already (a menu's links).
   */
  formError?: "saveFailed" | "imageNotStored" | "storageUnavailable" | "full";
};
