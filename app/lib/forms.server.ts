import { data } from "@remix-run/node";
import { refusalText, type RefusalStatus } from "./http-errors";

/** The only bodies the site accepts: what an HTML form sends. */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The media type of a request's Content-Type, lower-cased, without parameters. */
export function mediaType(contentType: string | null | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Thrown into a request body that goes past its size limit (see request-guards.server.ts), and by
 * the upload form's parser for a part over its own (upload-form.server.ts): either is a 413.
 */
export class BodyTooLargeError extends Error {
  constructor(options?: ErrorOptions) {
    super("The request body is larger than allowed", options);
  }
}

/** A 4xx the route's error boundary shows as a translated message. */
export function refusal(status: RefusalStatus) {
  return data({ refusal: refusalText[status] }, { status });
}

function causedBy(error: unknown, type: new (...args: never[]) => Error): boolean {
  for (
    let current: unknown = error;
    current instanceof Error;
    current = (current as { cause?: unknown }).cause
  ) {
    if (current instanceof type) return true;
  }
  return false;
}

/**
 * Reads a submitted form. Anything that is not a form (another content type,
 * a malformed or truncated body, a text part over its limit) is a clear 4xx,
 * never a 500: the route's error boundary shows why, in the visitor's language.
 */
export async function readForm(
  request: Request,
  parse: (request: Request) => Promise<FormData> = (r) => r.formData(),
): Promise<FormData> {
  if (!FORM_TYPES.includes(mediaType(request.headers.get("Content-Type")))) throw refusal(415);
  try {
    return await parse(request);
  } catch (error) {
    if (causedBy(error, BodyTooLargeError)) throw refusal(413);
    throw refusal(400);
  }
}
