import { vitePlugin as remix } from "@remix-run/dev";
import { readdirSync, readFileSync } from "node:fs";
import { constants as zlib } from "node:zlib";
import { defineConfig, type Rollup } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { cachedRouteMatching } from "./vite/cached-route-matching";
import { siteScript } from "./vite/site-script";
import {
  adminLayout,
  adminLayoutRoutes,
  adminAccountRecovery,
  adminResourceRoutes,
  adminSignIn,
  adminSignInCode,
  adminSignInPasskey,
  adminSignOut,
} from "./app/admin/route-table";
import { languageList } from "./app/i18n/languages";
import { publicRecordRoutes, SITE_LAYOUT_ID } from "./app/site/route-table";

/** The language codes as a pattern's alternatives: `en|ku|ar`. */
const languageCodes = languageList.map((language) => language.code).join("|");

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The icons only the back office draws: kept out of what visitors download. Every module imports
 * icons through the package's index, so Rollup's module graph cannot tell who uses an icon; the
 * import lines can.
 */
const iconImports = (file: string) =>
  [...readFileSync(`app/${file}`, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@tabler\/icons-react"/g)]
    .flatMap(([, names]) => names!.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
const sourceFiles = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.tsx?$/.test(file),
);
const publicIcons = new Set(sourceFiles.filter((file) => !file.startsWith("admin/")).flatMap(iconImports));
const backOfficeOnlyIcons = new Set(
  sourceFiles
    .filter((file) => file.startsWith("admin/"))
    .flatMap(iconImports)
    .filter((name) => !publicIcons.has(name)),
);

/**
 * The back office's browser chunks (public pages run no React: docs/decisions/038-public-pages-without-react.md):
 * a first visit should cost few requests (see docs/decisions/005-first-load.md).
 * Left to itself, Rollup splits the shared code into about twenty small files. Here: one file
 * for the libraries every page runs, one for the site's shared code; route modules, each
 * language's texts and what loads on demand (the passkeys' library) stay separate.
 */
function browserChunk(id: string): string | undefined {
  if (id.includes("/node_modules/")) {
    // Loaded with what uses them: the back office's passkeys. (Swiper and typed.js are the public pages'
    // script's, a build of its own: vite/site-script.ts.)
    if (/\/node_modules\/@simplewebauthn\//.test(id)) return undefined;
    const icon = /\/@tabler\/icons-react\/dist\/esm\/icons\/(Icon\w+)\.mjs$/.exec(id);
    if (icon && backOfficeOnlyIcons.has(icon[1]!)) return "admin-icons";
    if (id.includes("/node_modules/@tabler/")) return "site";
    return "vendor";
  }
  // Each language's texts in a file of its own, loaded on demand (app/i18n/i18n.client.ts), and its
  // back-office texts and opening hours' texts in others (resources/admin/, resources/hours/). Named
  // here, else Rollup would pull them into "site" with the module that imports them.
  const texts = new RegExp(`/app/i18n/resources/(site|admin|hours)/(${languageCodes})\\.ts$`).exec(id);
  if (texts) return texts[1] === "site" ? `texts-${texts[2]}` : `${texts[1]}-texts-${texts[2]}`;
  // Both halves of a language together: for the server and the tests, unused in the browser.
  if (new RegExp(`/app/i18n/resources/(${languageCodes})\\.ts$`).test(id)) return undefined;
  // The pseudo-language's texts: loaded only on a page in it (development and tests), never by visitors.
  if (id.endsWith("/app/i18n/pseudo.ts")) return undefined;
  // The company's facts as every page shows them (the header, the footer): not the rest of content/.
  if (id.endsWith("/app/content/company-facts.ts")) return "site";
  if (/\/app\/(components|lib|config|i18n|site)\//.test(id)) {
    // A page's own components (app/components/home/, …/about/) stay with that page.
    return /\/app\/components\/[^/]+\//.test(id) ? undefined : "site";
  }
  return undefined;
}

/**
 * Warnings that say nothing about our code: resource routes (healthz, sitemap, CSV…) have no
 * browser code, so their chunks are empty; zod's sources carry comments Rollup drops.
 */
function quietWarnings(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
  warn(warning);
}

/**
 * Terser makes the browser's scripts smaller (gzip) than esbuild's minifier, for a little more build:
 * every visitor downloads them (docs/decisions/005-first-load.md).
 */
const browserMinify = {
  minify: "terser" as const,
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
};

/**
 * The browser's files compressed once, at the highest levels, beside each file (.br, .gz): the server
 * sends them as they are (app/server/http-app.server.ts) instead of gzipping at level 6 per request.
 */
const precompressed = () =>
  compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm("brotliCompress", {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm("gzip", { level: zlib.Z_BEST_COMPRESSION }),
    ],
  });

export default defineConfig(({ command, isSsrBuild }) => ({
  // A quiet build: warnings and errors only (the table of every file and its size ran to hundreds of lines).
  logLevel: "warn",
  build: {
    // Never inline SVGs as data: URLs: the Content-Security-Policy allows images
    // from our own origin only. They get a fingerprinted file instead.
    assetsInlineLimit: (file: string) => (file.endsWith(".svg") ? false : undefined),
    ...(isSsrBuild
      ? {
          rollupOptions: {
            onwarn: quietWarnings,
            // One file, build/server/index.js: the AWS SDK loads its credential providers with import(),
            // which would split the build into chunks under assets/, and app/config/app-dir.server.ts
            // finds the site's folder from where this file is.
            output: { inlineDynamicImports: true },
          },
        }
      : {
          rollupOptions: {
            onwarn: quietWarnings,
            output: { manualChunks: browserChunk },
            // i18next is the server's translator only (the browser's is app/i18n/translate.ts). Shared
            // code names it in a branch the browser build drops; without this its module's top-level
            // code (it makes a default instance) would keep all of it in the browser's bundle.
            treeshake: { moduleSideEffects: (id: string) => !id.includes("/node_modules/i18next/") },
          },
          ...browserMinify,
        }),
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // Public pages come from app/routes, and the types' lists and record pages from their route table
      // (one module pair for every type), inside the site's layout; the back office from its route table.
      routes(defineRoutes) {
        const records = defineRoutes((route) => {
          for (const { id, path, file } of publicRecordRoutes) route(path, file, { id });
        });
        for (const route of Object.values(records)) route.parentId = SITE_LAYOUT_ID;
        const backOffice = defineRoutes((route) => {
          route(adminSignIn.path, adminSignIn.file, { id: adminSignIn.id });
          route(adminSignInCode.path, adminSignInCode.file, { id: adminSignInCode.id });
          route(adminSignInPasskey.path, adminSignInPasskey.file, { id: adminSignInPasskey.id });
          route(adminSignOut.path, adminSignOut.file, { id: adminSignOut.id });
          for (const { id, path, file } of adminAccountRecovery) route(path, file, { id });
          for (const { id, path, file } of adminResourceRoutes()) route(path, file, { id });
          route(undefined, adminLayout.file, { id: adminLayout.id }, () => {
            for (const { id, path, file } of adminLayoutRoutes()) route(path, file, { id });
          });
        });
        return { ...records, ...backOffice };
      },
    }),
    tsconfigPaths(),
    // The server keeps its route matching between requests (docs/decisions/028-cached-route-matching.md).
    isSsrBuild && cachedRouteMatching(),
    !isSsrBuild && precompressed(),
    // The public pages' script, a build of its own (vite/site-script.ts).
    siteScript({ plugins: () => [tsconfigPaths(), precompressed()], minify: browserMinify }),
  ],
  // The server build bundles every dependency but the native addons (the image stages only those).
  // Not `npm run dev`: there Vite runs the server's modules itself and must leave CommonJS packages
  // such as React to Node, or it fails on `module is not defined`.
  ssr: command === "build" ? { noExternal: true, external: ["better-sqlite3", "sharp"] } : {},
}));
