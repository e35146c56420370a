// @ts-check
/**
 * Starts the site: the production build, or in development the app served by
 * Vite with hot reload. Everything else (checks before listening, Express,
 * request guards, security headers, graceful shutdown) is in
 * app/server/start.server.ts, built and type-checked with the app.
 */
import v8 from "node:v8";

// The heap may grow to 2.5 times what is live after a full collection, not V8's 4 under a steady stream
// of renders: RSS stays under issue 7's 300 MB after a minute of load. 1.5 times (our setting on Node 20)
// made Node 26 collect the whole heap again and again, a good share of each render's CPU
// (the figures: docs/decisions/017-memory.md).
v8.setFlagsFromString("--heap-growing-percent=150");

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
/** @type {{ startServer(options: unknown): Promise<void> }} */
const entry = /** @type {any} */ (build.entry.module);
await entry.startServer({
  build: viteDevServer ? loadBuild : build,
  mode: development ? "development" : "production",
  viteMiddleware: viteDevServer?.middlewares,
});
