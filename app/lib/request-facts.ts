import type { AppLoadContext } from "@remix-run/node";
import type { Language } from "~/i18n/languages";

/**
 * The request's language, decided once by the server before Remix runs (app/server/language.server.ts:
 * `?lng=`, the cookie, Accept-Language, English) and handed to every loader, action and the render in
 * the load context, so no route works it out again.
 */
export function languageOf(context: AppLoadContext): Language {
  if (context.language === undefined)
    throw new Error(
      "The server decides a request's language before Remix (app/server/remix-handler.server.ts)",
    );
  return context.language;
}
