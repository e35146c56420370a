import {
  type FileUpload,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import {
  MAX_FORM_PARTS,
  MAX_IMAGE_BYTES,
  MAX_REQUEST_BYTES,
  MAX_TEXT_PART_BYTES,
} from "~/content/image-limits";
import { BodyTooLargeError, mediaType, readForm } from "~/lib/forms.server";
import { checkImage, type ImageUpload } from "./image-pipeline.server";

/** The parser's own limits: any of them passed is a 413, as a body over our limits is. */
const PARSER_LIMITS = [
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
];

/** A file of an upload form, checked: the name it had on the person's computer and what it is. */
export type UploadedFile = { fileName: string; image: ImageUpload };

/**
 * Parses an admin form (multipart or not). The image field is checked by
 * size and by its bytes; the text fields are kept even when the image is
 * refused, so the person loses nothing they typed. A body that is cut off,
 * malformed, has more than MAX_FORM_PARTS parts or a text part over its
 * limit is a 4xx (see readForm); so is a second file in the image field.
 *
 * The parser (docs/decisions/030-multipart-parser.md) stops at the first
 * part over its `maxFileSize`, losing the parts after it. So that an image
 * over 5 MB is a message beside the typed text rather than a refusal of the
 * whole form, each part may be as large as the request allowance (the
 * request guard has already cut the body there); the 5 MB of an image is
 * checked here as its part arrives, the 64 KB of a text part once the body
 * is read.
 */
export async function readFormWithImage(
  request: Request,
  imageField = "image",
): Promise<{ form: FormData; image: ImageUpload; fileName: string }> {
  const { form, files } = await readUploadForm(request, imageField, 1);
  const [first] = files;
  return { form, image: first?.image ?? { kind: "none" }, fileName: first?.fileName ?? "" };
}

/**
 * The same for a field that takes several files (the image library's `<input type="file" multiple>`):
 * each file is checked as readFormWithImage checks its one, in the order sent; a refused one is
 * named with its reason and the others are kept. Files chosen together share the request's
 * allowance (MAX_REQUEST_BYTES): past it the whole request is a 413.
 */
export async function readFormWithImages(
  request: Request,
  imageField: string,
): Promise<{ form: FormData; files: UploadedFile[] }> {
  return readUploadForm(request, imageField, MAX_FORM_PARTS);
}

async function readUploadForm(
  request: Request,
  imageField: string,
  most: number,
): Promise<{ form: FormData; files: UploadedFile[] }> {
  if (mediaType(request.headers.get("Content-Type")) !== "multipart/form-data") {
    return { form: await readForm(request), files: [] };
  }
  const files: UploadedFile[] = [];
  let imageParts = 0;
  const onFile = async (file: FileUpload) => {
    if (file.fieldName !== imageField) {
      // A file in a field of no image: kept as a text part would be (our forms send none).
      if (file.size > MAX_TEXT_PART_BYTES) throw new BodyTooLargeError();
      return file;
    }
    if (++imageParts > most) throw new Error("More images than the form takes");
    // No file chosen: browsers still send an empty part, without a file name.
    if (!file.name) return null;
    // The name the file had on the person's computer: what the image library first calls it.
    const fileName = file.name
      .normalize("NFC")
      .replace(/[\u0000-\u001F\u007F]/g, "")
      .slice(0, 200);
    files.push({
      fileName,
      image: await checkImage(file.size > MAX_IMAGE_BYTES ? null : new Uint8Array(await file.arrayBuffer())),
    });
    return null; // the file itself is never kept in the form data
  };
  const form = await readForm(request, async (multipartRequest) => {
    let parsed: FormData;
    try {
      parsed = await parseFormData(
        multipartRequest,
        {
          maxParts: MAX_FORM_PARTS,
          maxFiles: MAX_FORM_PARTS,
          maxFileSize: MAX_REQUEST_BYTES,
          maxTotalSize: MAX_REQUEST_BYTES,
        },
        onFile,
      );
    } catch (error) {
      if (PARSER_LIMITS.some((limit) => error instanceof limit))
        throw new BodyTooLargeError({ cause: error });
      throw error;
    }
    for (const value of parsed.values()) {
      if (typeof value === "string" && Buffer.byteLength(value) > MAX_TEXT_PART_BYTES)
        throw new BodyTooLargeError();
    }
    return parsed;
  });
  return { form, files };
}
