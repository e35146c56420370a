// @ts-check
/**
 * Starts the site: the production build, or in development the app served by
 * Vite with hot reload. Everything else (checks before listening, Express,
 * request guards, security headers, graceful shutdown) is in
 * app/server/start.server.ts, built and type-checked with the app.
 */
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
/** @type {{ startServer(options: unknown): void }} */
const entry = /** @type {any} */ (build.entry.module);
entry.startServer({
  build: viteDevServer ? loadBuild : build,
  mode: development ? "development" : "production",
  viteMiddleware: viteDevServer?.middlewares,
});
