import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin, type PluginOption, type Rollup } from "vite";

/**
 * The public pages' script (app/enhance/site.ts, docs/decisions/038-public-pages-without-react.md):
 * a build of its own, made when Remix's browser build is written, so that nothing of React, Remix or
 * the site's shared chunks can end up in it. Its modules are files under /assets/enhance/ with their
 * content hash; what site.ts imports on demand (the typing, the carousels, the contact form) are chunks
 * of their own. The server build, made after it, reads the entry's address from `virtual:site-script`.
 */
const ENTRY = "app/enhance/site.ts";
const OUT_DIR = "build/client/assets/enhance";
const BASE = "/assets/enhance/";
/** Written by the browser build, read by the server build (a separate Vite run). */
export const SITE_SCRIPT_RECORD = "build/site-script.json";
const VIRTUAL = "virtual:site-script";

export type SiteScriptRecord = {
  /** The entry's address. */
  siteScript: string;
  /** Every file of the build: what the bench prints. */
  files: { file: string; imports: string[]; dynamicImports: string[] }[];
};

export function siteScript(options: {
  /** The same plugins as the browser build's (path aliases, the precompressed copies). */
  plugins: () => PluginOption[];
  minify: { minify: "terser"; terserOptions: Record<string, unknown> };
}): Plugin {
  let command: "build" | "serve" = "serve";
  let ssr = false;
  return {
    name: "site-script",
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      // In development Vite serves and transforms the source itself.
      const address =
        command === "serve"
          ? `/${ENTRY}`
          : (JSON.parse(readFileSync(SITE_SCRIPT_RECORD, "utf8")) as SiteScriptRecord).siteScript;
      return `export const siteScript = ${JSON.stringify(address)};`;
    },
    async closeBundle() {
      if (command !== "build" || ssr) return;
      const output = (await build({
        configFile: false,
        root: process.cwd(),
        base: BASE,
        // The site's public/ folder is the main build's to copy.
        publicDir: false,
        logLevel: "warn",
        plugins: options.plugins(),
        build: {
          outDir: OUT_DIR,
          emptyOutDir: true,
          assetsDir: "",
          // Every browser the site supports loads modules; nothing to polyfill.
          modulePreload: { polyfill: false },
          ...options.minify,
          rollupOptions: {
            input: path.resolve(ENTRY),
            output: {
              entryFileNames: "[name]-[hash].js",
              chunkFileNames: "[name]-[hash].js",
              assetFileNames: "[name]-[hash][extname]",
            },
          },
        },
      })) as Rollup.RollupOutput;
      const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error(`The site's script build made no entry from ${ENTRY}`);
      const record: SiteScriptRecord = {
        siteScript: `${BASE}${entry.fileName}`,
        files: chunks.map((chunk) => ({
          file: `${BASE}${chunk.fileName}`,
          imports: chunk.imports.map((file) => `${BASE}${file}`),
          dynamicImports: chunk.dynamicImports.map((file) => `${BASE}${file}`),
        })),
      };
      mkdirSync(path.dirname(SITE_SCRIPT_RECORD), { recursive: true });
      writeFileSync(SITE_SCRIPT_RECORD, `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
