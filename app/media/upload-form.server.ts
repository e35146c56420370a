import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { MAX_FORM_PARTS, MAX_IMAGE_BYTES, MAX_TEXT_PART_BYTES } from "~/content/image-limits";
import { BodyTooLargeError, mediaType, readForm } from "~/lib/forms.server";
import { checkImage, type ImageUpload } from "./image-pipeline.server";

/** Reads at most `limit` bytes; past that keeps draining without storing anything. */
async function readLimited(data: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/**
 * Parses an admin form (multipart or not). The image field is checked by
 * size and by its bytes; the text fields are kept even when the image is
 * refused, so the person loses nothing they typed. A body that is cut off,
 * malformed or has an oversized text part is a 4xx (see readForm).
 */
export async function readFormWithImage(
  request: Request,
  imageField = "image",
): Promise<{ form: FormData; image: ImageUpload }> {
  if (mediaType(request.headers.get("Content-Type")) !== "multipart/form-data") {
    return { form: await readForm(request), image: { kind: "none" } };
  }
  let image: ImageUpload = { kind: "none" };
  let parts = 0;
  let imageParts = 0;
  // Counts every part first: a body of thousands of tiny fields, or of many
  // images, is refused instead of being worked through.
  const countParts: UploadHandler = async ({ name }) => {
    if (++parts > MAX_FORM_PARTS) throw new BodyTooLargeError();
    if (name === imageField && ++imageParts > 1) throw new Error("More than one image in one form");
    return undefined;
  };
  const imageHandler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== imageField) return undefined;
    // No file chosen: browsers still send an empty part.
    image = filename ? await checkImage(await readLimited(data, MAX_IMAGE_BYTES)) : { kind: "none" };
    if (!filename) await readLimited(data, 0);
    return ""; // the file itself is never kept in the form data
  };
  const form = await readForm(request, (multipartRequest) =>
    parseMultipartFormData(
      multipartRequest,
      composeUploadHandlers(
        countParts,
        imageHandler,
        createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES }),
      ),
    ),
  );
  return { form, image };
}
