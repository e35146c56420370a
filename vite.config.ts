import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { adminLayout, adminLayoutRoutes, adminSignIn, adminSignOut } from "./app/admin/route-table";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // Public pages come from app/routes; the back office from its route table.
      routes(defineRoutes) {
        return defineRoutes((route) => {
          route(adminSignIn.path, adminSignIn.file, { id: adminSignIn.id });
          route(adminSignOut.path, adminSignOut.file, { id: adminSignOut.id });
          route(undefined, adminLayout.file, { id: adminLayout.id }, () => {
            for (const { id, path, file } of adminLayoutRoutes()) route(path, file, { id });
          });
        });
      },
    }),
    tsconfigPaths(),
  ],
  // Never inline SVGs as data: URLs: the Content-Security-Policy allows images
  // from our own origin only. They get a fingerprinted file instead.
  build: { assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined) },
  // better-sqlite3 is a native addon: never bundle it into the server build.
  ssr: { noExternal: true, external: ["better-sqlite3", "sharp"] },
});
