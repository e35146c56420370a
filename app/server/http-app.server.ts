import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import morgan from "morgan";
import type { TrustProxy } from "~/config/env.server";
import { sampleImageUrl } from "~/content/sample-images";
import { remixHandler } from "./remix-handler.server";
import { guardRequests, sendStatusPage } from "./request-guards.server";
import { isRefusalStatus, refusalText } from "~/lib/http-errors";
import { loadShedding } from "./load-shedding.server";
import { securityHeaders } from "./security-headers.server";

export type HttpAppOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  uploadsDir: string;
  trustProxy: TrustProxy | undefined;
  /** Vite's dev server middleware; production serves build/client instead. */
  viteMiddleware?: RequestHandler;
};

// Uploaded images: their names change with their content, so they never go stale.
const imageTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/**
 * The Express app: guards and security headers first, then static files,
 * then Remix. Everything a request meets before Remix is here.
 */
export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  app.use(securityHeaders({ enforceCsp: options.mode === "production" }));
  app.use(guardRequests());
  app.use(compression());

  app.use(
    "/uploads",
    express.static(options.uploadsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "ignore",
      setHeaders(response, filePath) {
        const extension = filePath.split(".").pop() ?? "";
        response.set("Content-Type", imageTypes[extension] ?? "application/octet-stream");
      },
    }),
  );
  app.get("/images/*", oldSampleImagePath);
  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    // Vite fingerprints these files: cache them for a year.
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(express.static("build/client", { maxAge: "1h" }));
  }
  app.use(morgan(options.mode === "development" ? "dev" : "tiny"));
  app.use(loadShedding());
  // app.use, not app.all("*"): Express would decode the path as a parameter.
  app.use(remixHandler(options.build, options.mode));
  app.use(lastResort);
  return app;
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
