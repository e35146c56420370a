import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";
import type { TrustProxy } from "~/config/env.server";
import { UPLOADS_KEY_PREFIX, type UploadStorage } from "~/config/upload-storage.server";
import { contentTypeOf } from "~/content/stored-image";
import { siteOrigin } from "~/config/env.server";
import { sampleImageUrl } from "~/content/sample-images";
import { ACCESS_LOG_FORMAT } from "./access-log.server";
import { createPageCache } from "./page-cache.server";
import { createRemixHandler } from "./remix-handler.server";
import { guardRequests, LEGACY_PARSED_TARGET, sendStatusPage } from "./request-guards.server";
import { isRefusalStatus, refusalText } from "~/lib/http-errors";
import { loadShedding } from "./load-shedding.server";
import { securityHeaders } from "./security-headers.server";
import { createVisitCounter } from "./visit-counter.server";
import proxyAddress from "proxy-addr";

export type HttpAppOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  uploads: UploadStorage;
  trustProxy: TrustProxy | undefined;
  /** Memory for rendered public pages; 0 turns the page cache off. */
  pageCacheBytes: number;
  sharedCacheSeconds: number;
  /** Vite's dev server middleware; production serves build/client instead. */
  viteMiddleware?: RequestHandler;
  /** Page views counted at /count, written every `flushMs` (docs/decisions/049-visitor-statistics.md); unset: not counted. */
  visitCounting?: { flushMs: number; maxPerAddress: number };
};

/**
 * Brotli for answers compressed per request: quality 4 (of 11), text mode. On our pages it costs what
 * gzip's default level does and is smaller; quality 5 was smaller still but cost more CPU than a page
 * rendered per request can spare (the figures: docs/decisions/022-shareable-pages.md).
 */
const PER_REQUEST_BROTLI = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
};

/**
 * An async middleware for Express 4, which ignores the promise a handler returns: a rejection
 * goes to the error handlers (lastResort) instead of becoming an unhandled rejection.
 */
function awaited(
  handler: (
    request: express.Request,
    response: express.Response,
    next: express.NextFunction,
  ) => Promise<unknown>,
): RequestHandler {
  return (request, response, next) => {
    handler(request, response, next).catch(next);
  };
}

/**
 * The Express app: guards and security headers first, then static files,
 * then Remix. Everything a request meets before Remix is here.
 */
export function createHttpApp(options: HttpAppOptions): HttpApp {
  const app = express();
  const accessLog = batchedStdout();
  const isFilePath = filePaths(options.mode === "production" ? "build/client" : undefined);
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  app.use(securityHeaders({ enforceCsp: options.mode === "production" }));
  app.use(awaited(guardRequests()));
  // Static files are not logged: one page load asks for a dozen.
  app.use(
    morgan(ACCESS_LOG_FORMAT, {
      skip: (request) => isFilePath(request.originalUrl.split("?")[0] ?? ""),
      stream: accessLog,
    }),
  );

  const remix = createRemixHandler(options.build, options.mode);
  const pageCache =
    options.mode === "production" && typeof options.build !== "function" && options.pageCacheBytes > 0
      ? createPageCache({
          maxBytes: options.pageCacheBytes,
          sharedCacheSeconds: options.sharedCacheSeconds,
          renderIdentity: memoize(() => renderIdentity(options.build as ServerBuild)),
          render: remix.render,
          isFilePath,
          origin: () => siteOrigin(),
          isSecure: (request) => isSecure(app, request),
          log: (line) => accessLog.write(line),
        })
      : undefined;
  // A cached page is answered here, before anything else costs time.
  if (pageCache) app.use(awaited(pageCache.serveCached));
  // Pages rendered per request, in the encoding the browser prefers (stored pages and the browser's files
  // come compressed at the highest levels, made once). Already-encoded answers pass through untouched.
  app.use(compression({ brotli: { params: PER_REQUEST_BROTLI } }));
  // Vite fingerprints these files: cached for a year.
  if (!options.viteMiddleware) app.use("/assets", precompressedAssets("build/client/assets"));

  app.use("/uploads", uploadedFiles(options.uploads));
  app.get("/images/*", oldSampleImagePath);
  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    const clientFiles = express.static("build/client", { maxAge: "1h", index: false });
    app.use((request, response, next) =>
      isFilePath(request.path) ? clientFiles(request, response, next) : next(),
    );
  }
  app.use(loadShedding());
  if (pageCache) app.use(awaited(pageCache.renderAndStore));
  // app.use, not app.all("*"): Express would decode the path as a parameter.
  app.use(awaited(remix.middleware));
  app.use(lastResort);
  const answerFromMemory = pageCache?.answerFromMemory;
  const throughExpress = (request: IncomingMessage, response: ServerResponse) => {
    readableByTheRouter(request);
    app(request, response);
  };
  const pages: HttpApp = answerFromMemory
    ? (request, response) => answerFromMemory(request, response) || throughExpress(request, response)
    : throughExpress;
  if (!options.visitCounting) return pages;
  // A view's count is answered before anything else: it must cost no more than a cached page.
  const trusted = app.get("trust proxy fn") as Parameters<typeof proxyAddress>[1];
  const counter = createVisitCounter({
    flushMs: options.visitCounting.flushMs,
    maxPerAddress: options.visitCounting.maxPerAddress,
    addressOf: (request) => proxyAddress(request, trusted),
    isSecure: (request) => isSecure(app, request),
  });
  const counting: HttpApp = (request, response) =>
    counter.handle(request, response) || pages(request, response);
  counting.drainCounting = counter.drain;
  counting.stopCounting = counter.close;
  return counting;
}

/**
 * Express's router reads a request's path with parseurl, which hands a target that does not start
 * with "/" (an absolute-form `http://host/`, `*`) or holds a fragment, whitespace or a no-break space
 * to Node's legacy url.parse(). Node answers the first such call with a deprecation warning and its
 * stack on standard error (bundled, Express is not inside node_modules, where Node keeps quiet), so a
 * scanner's probe wrote a warning into the error log. The guard refuses all of these targets (400,
 * judged on `originalUrl`, request-guards.server.ts); the router is given "/" to read instead.
 */
function readableByTheRouter(request: IncomingMessage): void {
  const url = request.url ?? "";
  if (!LEGACY_PARSED_TARGET.test(url)) return;
  (request as IncomingMessage & { originalUrl?: string }).originalUrl = url;
  request.url = "/";
}

/**
 * The browser's files, as compressed at build time (a brotli and a gzip copy beside each, made by
 * vite.config.ts): nothing is compressed per request. A file without copies (an image only the
 * server's code names, which Remix moves in after the browser build) is gzipped by the
 * compression middleware, like any answer.
 */
function precompressedAssets(root: string): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  });
  return (request, response, next) => {
    // It sets Content-Encoding before serve-static looks at the method: any other method falls through
    // with that header on whatever answers it.
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    serve(request, response, next);
  };
}

/**
 * What the HTTP server calls for every request. On shutdown, `drainCounting` writes the page views that
 * wait and every later one at once; `stopCounting` writes what is left and refuses more.
 */
export type HttpApp = ((request: IncomingMessage, response: ServerResponse) => void) & {
  drainCounting?: () => void;
  stopCounting?: () => void;
};

/**
 * Express's rule for `request.secure`, for a request Express has not seen:
 * HTTPS on the socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts.
 */
function isSecure(app: express.Express, request: IncomingMessage): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  if (!trusted(request.socket.remoteAddress, 0)) return false;
  const forwarded = request.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first === "https";
}

/**
 * The sample images used to be served from /images/<path>; they now have
 * fingerprinted names. An old address (a bookmark, a page cached before)
 * is sent to the current file, briefly cached: the next build may rename it.
 */
const oldSampleImagePath: RequestHandler = (request, response, next) => {
  const url = sampleImageUrl(request.path);
  if (!url) return next();
  response.set("Cache-Control", "public, max-age=3600");
  response.redirect(301, url);
};

/**
 * An error Remix could not turn into a page: a translated 500, never a stack
 * trace; an error that carries a 4xx status (a body the client cut short,
 * say) keeps it.
 */
const lastResort: ErrorRequestHandler = (error, request, response, _next) => {
  const status = (error as { status?: unknown }).status;
  const refusal = typeof status === "number" && isRefusalStatus(status) ? status : undefined;
  if (!refusal) console.error(error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  void sendStatusPage(
    request,
    response,
    refusal ?? 500,
    refusal ? refusalText[refusal] : "common.errorTryAgain",
  );
};

/**
 * Part of every cached page's validator: a new build (new asset names) or a
 * new SITE_URL must never be answered "not modified" with an old page.
 */
function renderIdentity(build: ServerBuild): string {
  return createHash("sha256")
    .update(`${build.assets.version} ${siteOrigin()}`)
    .digest("base64url")
    .slice(0, 8);
}

/** Computed on first use: the origin is known only once the server listens (PORT=0). */
function memoize<T>(compute: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: compute() }).current;
}

/**
 * Paths answered from files: uploads, build assets and whatever else sits at
 * the top of the client build (favicon, sample images). Known once at start,
 * so a page request costs no file-system lookup to find out it is a page.
 */
function filePaths(clientBuild: string | undefined): (path: string) => boolean {
  // `images`: the old sample-image addresses, redirected to their fingerprinted files.
  const topLevel = new Set(["uploads", "assets", "images"]);
  if (clientBuild) for (const name of readdirSync(clientBuild)) topLevel.add(name);
  return (path) => topLevel.has(path.split("/")[1] ?? "");
}

/**
 * The access log, written once per turn of the event loop instead of once
 * per request: under load, a write per line cost as much as a cached page.
 */
function batchedStdout(): { write(line: string): void } {
  let lines: string[] = [];
  return {
    write(line) {
      lines.push(line);
      if (lines.length > 1) return;
      setImmediate(() => {
        const text = lines.join("");
        lines = [];
        process.stdout.write(text);
      });
    },
  };
}

/**
 * /uploads/<name>: from the uploads folder, cached for a year (names change with their content); with
 * uploads in a bucket, a permanent redirect to the image's address there, so that an address someone
 * kept (a link, the back office's thumbnails) keeps working.
 */
function uploadedFiles(uploads: UploadStorage): RequestHandler {
  if (uploads.kind === "s3") {
    return (request, response, next) => {
      const name = request.path.slice(1);
      if (request.method !== "GET" && request.method !== "HEAD") return next();
      if (!/^[A-Za-z0-9_.-]+$/.test(name) || name.startsWith(".")) return next();
      response.redirect(301, `${uploads.publicUrl}/${UPLOADS_KEY_PREFIX}${name}`);
    };
  }
  return express.static(uploads.folder, {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "ignore",
    setHeaders(response, filePath) {
      response.set("Content-Type", contentTypeOf(filePath));
    },
  });
}
