// @ts-check
/**
 * The HTTP server: Express with the Remix request handler, as `remix-serve`
 * runs it, plus what remix-serve cannot give: the visitor's address for rate
 * limits (load context), checks before listening and a clean shutdown.
 * In development Vite serves the app with hot reload.
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const development = process.env.NODE_ENV !== "production";

const viteDevServer = development
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

const productionBuildPath = "./build/server/index.js";
/** @returns {Promise<import("@remix-run/node").ServerBuild>} */
const loadBuild = () =>
  viteDevServer
    ? /** @type {Promise<import("@remix-run/node").ServerBuild>} */ (
        viteDevServer.ssrLoadModule("virtual:remix/server-build")
      )
    : import(productionBuildPath);

const build = await loadBuild();

/** @type {import("./app/server/prepare.server").ServerSettings} */
let settings;
try {
  const entry = /** @type {{ prepareServer(): typeof settings }} */ (
    /** @type {unknown} */ (build.entry.module)
  );
  settings = entry.prepareServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
if (settings.trustProxy) app.set("trust proxy", settings.trustProxy);
app.use(compression());
app.use((_request, response, next) => {
  response.set({
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
  });
  next();
});

// Uploaded images: their names change with their content, so they never go stale.
const imageTypes = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};
app.use(
  "/uploads",
  express.static(settings.uploadsDir, {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "ignore",
    setHeaders(response, filePath) {
      const extension = /** @type {keyof typeof imageTypes} */ (filePath.split(".").pop() ?? "");
      response.set("Content-Type", imageTypes[extension] ?? "application/octet-stream");
    },
  }),
);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Vite fingerprints these files: cache them for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
}
app.use(morgan(development ? "dev" : "tiny"));

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? loadBuild : build,
    mode: development ? "development" : "production",
    getLoadContext: (request) => ({ clientAddress: request.ip ?? "unknown" }),
  }),
);

const server = app.listen(settings.port, settings.host ?? "0.0.0.0", () => {
  console.log(`Site ready on http://${settings.host ?? "localhost"}:${settings.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => {
      settings.close();
      process.exit(0);
    });
  });
}
