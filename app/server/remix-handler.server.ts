import { Readable } from "node:stream";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { adminRouteFor } from "~/admin/route-table";
import type { Language } from "~/i18n/languages";
import { clientAddressKey } from "./client-address.server";
import { decidedLanguage } from "./language.server";
import { pageHeaders, searchOf, setPageHeaders } from "./page-policy.server";
import type { RenderedPageFacts } from "./page-store.server";
import { pseudoLanguageAllowed, requestedPseudoMode, withPseudoMode } from "./pseudo-language.server";
import { drainAfterAnswer } from "./request-guards.server";
import { copyRouteHeaders } from "./security-headers.server";

/**
 * Remix's Express adapter (@remix-run/express 2.17), with one change: the body comes from
 * `guardRequests` (already read and size-checked, or a length-limited upload
 * stream) instead of the raw socket, which the adapter would read unbounded.
 * `render` is for the page cache: a page rendered with no visitor's input.
 */
export function createRemixHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
) {
  const handle = createRequestHandler(build, mode);
  const pseudoAllowed = pseudoLanguageAllowed(mode);
  const middleware = async (request: Request, response: Response, next: NextFunction) => {
    try {
      const remixRequest = toFetchRequest(request, response);
      // The request's facts, decided once here: every loader, action and the render read them.
      const loadContext = {
        clientAddress: clientAddressKey(request.ip),
        cspNonce: response.locals.cspNonce,
        language: await decidedLanguage(request, response),
        adminRoute: adminRouteFor(request.path),
      };
      // Development and the tests' servers only: the pseudo-language (docs/decisions/034-pseudo-language.md).
      const pseudo = pseudoAllowed ? requestedPseudoMode(request.originalUrl, request.headers.cookie) : null;
      const remixResponse = await (pseudo
        ? withPseudoMode(pseudo, () => handle(remixRequest, loadContext))
        : handle(remixRequest, loadContext));
      await sendRemixResponse(request, response, remixResponse, pseudo !== null);
      // A page may answer without reading the whole body (an upload after the
      // session ended is sent to sign-in): drain the rest, then close.
      drainAfterAnswer(request, response);
    } catch (error) {
      next(error);
    }
  };
  // No nonce: the page's inline scripts are allowed by their hashes instead. entry.server.tsx fills
  // in what the matched routes say about the page (pageFacts).
  const render = (request: globalThis.Request, language: Language, pageFacts: RenderedPageFacts) =>
    handle(request, { clientAddress: "page-cache", cspNonce: "", language, pageFacts });
  return { middleware, render };
}

function toFetchRequest(request: Request, response: Response): globalThis.Request {
  // `protocol` is https behind a trusted proxy that says so (X-Forwarded-Proto).
  const url = new URL(request.originalUrl, `${request.protocol}://${request.get("host")}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  // guardRequests has already checked the Origin of every post against our
  // own hosts; Remix's check compares it with Host only and answers 500.
  headers.delete("origin");
  let controller: AbortController | null = new AbortController();
  response.on("finish", () => (controller = null));
  response.on("close", () => controller?.abort());
  const body = response.locals.body;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (body !== undefined && request.method !== "GET" && request.method !== "HEAD") {
    init.body = body instanceof Readable ? createReadableStreamFromReadable(body) : new Uint8Array(body);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function sendRemixResponse(
  request: Request,
  response: Response,
  remixResponse: globalThis.Response,
  pseudo: boolean,
): Promise<void> {
  response.statusMessage = remixResponse.statusText;
  response.status(remixResponse.status);
  copyRouteHeaders(response, remixResponse.headers);
  // Rendered for this visitor (a session, a form's result, a query): the policy says what caches may do.
  const answer = {
    kind: "rendered",
    status: remixResponse.status,
    path: request.path,
    scriptSources: [`'nonce-${response.locals.cspNonce}'`],
    route: {
      cacheControl: remixResponse.headers.get("Cache-Control"),
      vary: remixResponse.headers.get("Vary"),
    },
    search: searchOf(request.originalUrl),
    cookie: request.headers.cookie,
    pseudo,
  } as const;
  setPageHeaders(response, pageHeaders(answer, { secure: request.secure }));
  if (remixResponse.body) await writeReadableStreamToWritable(remixResponse.body, response);
  else response.end();
}
