// @ts-check
/**
 * `npm run bench`: starts the production build on a throwaway database and
 * prints what the home page costs a visitor: HTML and JavaScript sizes
 * (gzip) and server response times. Figures only; no pass or fail.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const port = 3298;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-"));
const server = spawn("node", ["server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(dataDir, "site.db"),
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    SESSION_SECRET_FILE: path.join(dataDir, "session-secret"),
  },
  stdio: "ignore",
});

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** @param {string} url */
async function gzipSize(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 100) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

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
  server.kill("SIGTERM");
}
