import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/i18n/i18n";
import { detectLanguage } from "~/i18n/i18n.server";
import { NonceProvider } from "~/lib/nonce";

// Called by server.mjs, and by the commands in scripts/ (they run from this build).
export { startServer } from "~/server/start.server";
export { runCreateAdmin } from "~/admin/create-admin.server";
export { runBackup, runRestore } from "~/ops/backup.server";
export { runConvertImages } from "~/ops/convert-images.server";

const ABORT_DELAY = 5_000;

/** Logs real failures only: a refused request (a thrown 4xx) is already in the access log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // A fresh i18next instance per request, already in the visitor's language,
  // so the first byte carries the right <html lang dir> and texts.
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: await detectLanguage(request) });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // Wait for everything: the pages have no deferred data, and visitors
        // without JavaScript must receive the whole document.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
