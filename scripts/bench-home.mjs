// @ts-check
/**
 * `npm run bench`: starts the production build on a throwaway database and
 * prints what the home page costs a visitor: HTML and JavaScript sizes
 * (gzip) and server response times. Figures only; no pass or fail.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const server = await startThrowawayServer({ quiet: true });
const base = server.base;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** @param {string} url */
async function gzipSize(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

try {
  const html = await (await fetch(`${base}/?lng=en`)).text();
  const initialScripts = new Set(
    [
      ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
      ...html.matchAll(/import\("([^"]+)"\)/g),
    ].map((match) => match[1]),
  );
  let initialJs = 0;
  for (const src of initialScripts) initialJs += await gzipSize(`${base}${src}`);
  // Loaded only after hydration, and only on the home page: typed.js and swiper.
  const lazyFiles = readdirSync("build/client/assets").filter((name) => /^(typed|swiper)/.test(name));
  let lazySize = 0;
  for (const name of lazyFiles)
    lazySize += gzipSync(readFileSync(path.join("build/client/assets", name))).length;
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  let cssSize = 0;
  for (const href of css) cssSize += await gzipSize(`${base}${href}`);

  /** @type {number[]} */
  const timings = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await (await fetch(`${base}/?lng=${["en", "ku", "ar"][i % 3]}`)).text();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  /** @param {number} p */
  const pct = (p) => (timings[Math.floor((timings.length - 1) * p)] ?? 0).toFixed(1);

  console.log(
    `home HTML:                ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip`,
  );
  console.log(`home JavaScript (initial): ${kb(initialJs)} gzip in ${initialScripts.size} files`);
  console.log(`home CSS:                  ${kb(cssSize)} gzip`);
  console.log(`home lazy (typed, swiper): ${kb(lazySize)} gzip in ${lazyFiles.length} files`);
  console.log(`GET / (200 sequential):    p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
} finally {
  await server.stop();
}
