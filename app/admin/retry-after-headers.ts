import type { HeadersFunction } from "@remix-run/node";

/**
 * A throttled form (sign-in, a reset link) tells clients when to come back: the action's Retry-After
 * reaches the page's answer too, as a document request without JavaScript gets it.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
