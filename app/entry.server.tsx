import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { languageOf } from "~/lib/request-facts";
import { TranslationProvider } from "~/i18n/translation";
import { NonceProvider } from "~/lib/nonce";
import { routeSharesPage } from "~/lib/route-cache";
import { shownPageNumber } from "~/lib/sharing";
import {
  withClosingTagsLast,
  withLowPriorityModulePreloads,
  withoutNulPadding,
} from "~/server/html-stream.server";
import { isAdminPath } from "~/server/security-headers.server";
import { SiteCssProvider } from "~/styles/SiteStyles";
import { siteCss } from "~/styles/site-css.server";

// Called by server.mjs, and by the commands in scripts/ (they run from this build).
export { startServer } from "~/server/start.server";
export { runCreateAdmin } from "~/admin/create-admin.server";
export { runBackup, runRestore } from "~/ops/backup.server";
export { runConvertImages } from "~/ops/convert-images.server";
export { runFirestoreImport } from "~/ops/firestore-import.server";
export { describeCommandFailure } from "~/ops/command-failure.server";

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
  // Rendered for the page store: what the matched routes say about the page (its sharing, and a list's
  // page number from its loader), so the store never reads that back from the HTML.
  if (loadContext.pageFacts) {
    const { matches, loaderData } = remixContext.staticHandlerContext;
    loadContext.pageFacts.shared = routeSharesPage(
      matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
    );
    loadContext.pageFacts.pageNumber = shownPageNumber(loaderData[matches.at(-1)?.route.id ?? ""]);
  }
  // The visitor's language is known before the first byte (the server decided it), so the first
  // byte carries the right <html lang dir> and texts.
  const language = languageOf(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Set once the render has started (the callbacks below clear it); they may run before then.
    // eslint-disable-next-line prefer-const
    let abortTimer: NodeJS.Timeout | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteCssProvider value={isAdminPath(new URL(request.url).pathname) ? null : siteCss}>
          <TranslationProvider language={language}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </TranslationProvider>
        </SiteCssProvider>
      </NonceProvider>,
      {
        nonce,
        // Wait for everything: the pages have no deferred data, and visitors
        // without JavaScript must receive the whole document.
        onAllReady() {
          shellRendered = true;
          // The whole document is ready, so it goes out as one piece: written in React's 2 KB chunks,
          // each was flushed through gzip on its own (a larger body) and through every stream between.
          const body = withoutNulPadding();
          const html = body.pipe(withLowPriorityModulePreloads());
          const chunks: Buffer[] = [];
          html.on("data", (chunk: Buffer) => chunks.push(chunk));
          html.once("error", reject);
          html.once("end", () => {
            // The abort timer would otherwise keep the whole render alive for 5 s.
            clearTimeout(abortTimer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(withClosingTagsLast(Buffer.concat(chunks)), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}
