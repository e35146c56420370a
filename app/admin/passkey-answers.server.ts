import type { AppLoadContext } from "@remix-run/node";
import { translatorFor } from "~/i18n/translation";
import { languageOf } from "~/lib/request-facts";
import { FORM_TYPES, mediaType } from "~/lib/forms.server";
import { passkeyRefusalText, type PasskeyOptionsError } from "./passkey-requests";

/**
 * The answers of the passkey options' routes (resource routes: a Response each, never Remix's
 * `data`, and never a 5xx for what a client sent).
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function optionsAnswer(options: unknown, cookie: string): Response {
  return Response.json({ options }, { headers: { ...NO_STORE, "Set-Cookie": cookie } });
}

export function optionsRefusal(
  context: AppLoadContext,
  error: PasskeyOptionsError,
  status: 400 | 401 | 403 | 409 | 429,
  retryAfterSeconds?: number,
): Response {
  const message = passkeyRefusalText(translatorFor(languageOf(context)), { error, retryAfterSeconds });
  const headers: Record<string, string> = { ...NO_STORE };
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  return Response.json({ error, message, retryAfterSeconds }, { status, headers });
}

/** The posted form, or null when the body is not one that can be read (a 400, not readForm's thrown 4xx). */
export async function postedForm(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.includes(mediaType(request.headers.get("Content-Type")))) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
