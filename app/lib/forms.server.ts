import { data, MaxPartSizeExceededError } from "@remix-run/node";
import { refusalText, type RefusalStatus } from "./http-errors";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Thrown into a request body that goes past its size limit (see request-guards.server.ts). */
export class BodyTooLargeError extends Error {
  constructor() {
    super("The request body is larger than allowed");
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
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw refusal(415);
  try {
    return await parse(request);
  } catch (error) {
    if (causedBy(error, BodyTooLargeError) || causedBy(error, MaxPartSizeExceededError)) throw refusal(413);
    throw refusal(400);
  }
}
