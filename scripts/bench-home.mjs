// @ts-check
/**
 * `npm run bench [-- PROJECT_DIR]`: what the public pages cost, printed as
 * figures (no pass or fail). Starts the production build on throwaway
 * databases and measures, in one run:
 *  - home page sizes: HTML, initial JavaScript and CSS (gzip);
 *  - a cached `GET /` under `wrk -t2 -c50` against a plain node:http server
 *    (and nginx `gzip_static`, when nginx is installed) sending the same
 *    precompressed bytes: requests per second and p99;
 *  - CPU per home page rendered per request, in each language (as a browser asks: br preferred);
 *  - CPU per cached answer: `GET /`, and an explicit-language page with the visitor's language
 *    cookie, without it, and without it but with tracking parameters (a CDN's, a search engine's or a
 *    shared link's request), and that last one under wrk against a plain node:http server;
 *  - nginx with the shipped rules (deploy/nginx/zagros-proxy.conf) in front, `wrk -c50`: a burst on a
 *    page it must not store (negotiated `/`) and on an explicit page with changing tracking parameters
 *    (timeouts, errors, requests per second, and whether nginx answers it from its cache);
 *  - RSS after BENCH_LOAD_SECONDS (default 60) of mixed load;
 *  - the home page with 10,000 records of each type: size and render time;
 *  - an admin list with 100,000 rows: the last and middle pages against page 1;
 *  - the back office with 100,000 visitor messages against none (scripts/lib/bench-admin.mjs).
 * PROJECT_DIR (default: here) must hold a production build: pointing it at a
 * checkout of an older commit gives the "before" figures. Needs `wrk`
 * (apt-get install wrk).
 */
import { promisify } from "node:util";
import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ADMIN_PAGE_SIZE } from "../app/content/pagination.ts";
import { gzipSync } from "node:zlib";
import { benchAdminAtSize, startSignedIn } from "./lib/bench-admin.mjs";
import { fillRecords } from "./lib/fill-records.mjs";
import { freePort } from "./lib/free-port.mjs";
import { nginxInstalled, startNginxProxy } from "./lib/nginx-proxy.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WRK_SECONDS = 10;
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
/** What Chromium and Firefox send. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** An explicit-language page, and the same page as a link from a newsletter or Facebook reaches it. */
const EXPLICIT_PAGE = "/about?lng=ar";
const TRACKED_PAGE = `${EXPLICIT_PAGE}&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc`;

if (spawnSync("wrk", ["--version"]).error) {
  console.error("npm run bench needs wrk: apt-get install wrk");
  process.exit(1);
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const execFileAsync = promisify(execFile);
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU seconds a process has used so far (user + system). @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** @param {number} pid */
function rssMegabytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

/**
 * @param {string} url
 * @param {{ seconds?: number, headers?: Record<string, string>, script?: string }} [options]
 * @returns {Promise<{ perSecond: number, p99ms: number, non2xx: number, timeouts: number, socketErrors: number }>}
 */
async function wrk(url, options = {}) {
  const args = ["-t2", "-c50", `-d${options.seconds ?? WRK_SECONDS}s`, "--latency"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.script) args.push("-s", options.script);
  // Not execFileSync: a blocked event loop stops reading the server's output, the pipe fills, and the
  // server then holds every unwritten access-log line in memory (it showed as RSS growth under load).
  const { stdout: output } = await execFileAsync("wrk", [...args, url], { encoding: "utf8" });
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const p99ms = p99
    ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[/** @type {"us"|"ms"|"s"} */ (p99[2])]
    : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  // "Socket errors: connect 0, read 0, write 0, timeout 54": a timeout is a request unanswered after 2 s.
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const [connectErrors, readErrors, writeErrors, timeouts] = (socket?.slice(1) ?? []).map(Number);
  return {
    perSecond,
    p99ms,
    non2xx,
    timeouts: timeouts ?? 0,
    socketErrors: (connectErrors ?? 0) + (readErrors ?? 0) + (writeErrors ?? 0),
  };
}

/**
 * A plain node:http server, in its own process like the site, answering
 * every request with the same bytes and headers.
 * @param {Buffer} body @param {Record<string, string>} headers
 */
async function startPlainServer(body, headers) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-bench-plain-"));
  writeFileSync(path.join(folder, "body"), body);
  const port = await freePort();
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(path.join(folder, "body"))});
    const headers = ${JSON.stringify({ ...headers, "Content-Length": String(body.length) })};
    http.createServer((request, response) => { response.writeHead(200, headers); response.end(body); })
      .listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** nginx serving the page from a .gz file with gzip_static, when nginx is installed. @param {Buffer} gzipBody */
async function startNginxGzipStatic(gzipBody) {
  if (spawnSync("nginx", ["-v"]).error) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), "site-bench-nginx-"));
  const port = await freePort();
  writeFileSync(path.join(folder, "index.html.gz"), gzipBody);
  writeFileSync(
    path.join(folder, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1; daemon off; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${folder}/b; proxy_temp_path ${folder}/p;
  fastcgi_temp_path ${folder}/f; uwsgi_temp_path ${folder}/u; scgi_temp_path ${folder}/s;
  gzip_static on; default_type text/html;
  server { listen 127.0.0.1:${port}; root ${folder}; location / { try_files /index.html =404; } } }`,
  );
  const child = spawn(
    "nginx",
    ["-p", folder, "-e", path.join(folder, "error.log"), "-c", path.join(folder, "nginx.conf")],
    {
      stdio: "ignore",
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill("SIGQUIT");
      setTimeout(() => rmSync(folder, { recursive: true, force: true }), 500);
    },
  };
}

/** @param {string} url @param {Record<string, string>} [headers] */
async function fetchBytes(url, headers = {}) {
  return await new Promise((resolve, reject) => {
    http
      // A new connection each time: a kept-alive one may have been closed by the server while wrk ran.
      .get(url, { headers, agent: false }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** Median time of `count` sequential GETs, each a fresh render (a query the cache does not keep). @param {string} base @param {string} path @param {number} count @param {Record<string,string>} [headers] */
async function renderTimes(base, path, count, headers = {}) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count; i++) {
    const separator = path.includes("?") ? "&" : "?";
    const started = performance.now();
    const response = await fetch(`${base}${path}${separator}bench=${i}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * nginx with this project's proxy and cache rules in front of the site, `wrk -c50`: a burst on a page
 * nginx must not store (`/`, whose language comes from Accept-Language), then on an explicit-language page
 * whose tracking parameters change with every request, after one request filled the cache. Timeouts
 * (no answer within wrk's 2 s), socket errors and non-2xx answers are counted.
 * @param {string} base
 */
async function benchNginxProxy(base) {
  const rules = path.join(project, "deploy/nginx/zagros-proxy.conf");
  if (!nginxInstalled() || !existsSync(rules)) {
    report("nginx in front (deploy/nginx)", "skipped: no nginx or no deploy/nginx/zagros-proxy.conf");
    return;
  }
  const nginx = await startNginxProxy(base, { rules, workerConnections: 1024 });
  const folder = mkdtempSync(path.join(tmpdir(), "site-bench-nginx-wrk-"));
  try {
    /** @param {Awaited<ReturnType<typeof wrk>>} run */
    const summary = (run) =>
      `${run.perSecond.toFixed(0)} req/s, p99 ${run.p99ms.toFixed(0)} ms, ${run.timeouts} timeouts, ${run.socketErrors} socket errors, ${run.non2xx} non-2xx`;
    const negotiated = { "Accept-Encoding": BROWSER_ENCODINGS, "Accept-Language": "ar,en;q=0.5" };
    const direct = await wrk(`${base}/`, { headers: negotiated });
    const viaNginx = await wrk(`${nginx.base}/`, { headers: negotiated });
    report("nginx burst, GET / (not stored by nginx), wrk -c50", summary(viaNginx));
    report("  the same straight to the site", summary(direct));

    const script = path.join(folder, "tracked.lua");
    writeFileSync(
      script,
      `local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "${EXPLICIT_PAGE}&utm_source=bench&fbclid=" .. n, { ["Accept-Encoding"] = "${BROWSER_ENCODINGS}" })
end`,
    );
    await fetchBytes(`${nginx.base}${TRACKED_PAGE}`, { "Accept-Encoding": BROWSER_ENCODINGS });
    const tracked = await wrk(`${nginx.base}/`, { script });
    let hits = 0;
    for (let i = 0; i < 20; i++) {
      const probe = /** @type {{ headers: Record<string, string> }} */ (
        await fetchBytes(`${nginx.base}${EXPLICIT_PAGE}&fbclid=probe${i}`, {
          "Accept-Encoding": BROWSER_ENCODINGS,
        })
      );
      if (probe.headers["x-cache-status"] === "HIT") hits++;
    }
    report(
      `nginx burst, ${EXPLICIT_PAGE}&fbclid=<changing>, no cookie`,
      `${summary(tracked)}; then ${hits} of 20 new fbclid values answered from nginx's cache (HIT)`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await nginx.stop();
  }
}

const rows = /** @type {[string, string][]} */ ([]);
/** @param {string} label @param {string} value */
const report = (label, value) => {
  rows.push([label, value]);
  console.log(`${label.padEnd(58)} ${value}`);
};

console.log(
  `Bench of ${project} on ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}\n`,
);

// 1. The sample content: sizes, throughput against references, CPU, memory.
const server = await startThrowawayServer({ quiet: true, cwd: project, env });
const pid = /** @type {number} */ (server.child.pid);
try {
  const html = await (await fetch(`${server.base}/?lng=en`)).text();
  const scripts = new Set(
    [
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
      ...html.matchAll(/import\("([^"]+)"\)/g),
    ].map((match) => match[1]),
  );
  let initialJs = 0;
  for (const src of scripts)
    initialJs += gzipSync(/** @type {any} */ (await fetchBytes(`${server.base}${src}`)).body).length;
  let css = 0;
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    css += gzipSync(/** @type {any} */ (await fetchBytes(`${server.base}${href}`)).body).length;
  report(
    "home HTML (en)",
    `${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html, { level: 9 }).length)} gzip -9`,
  );
  report("home initial JavaScript (en)", `${kb(initialJs)} gzip in ${scripts.size} files`);
  report("home CSS", `${kb(css)} gzip`);

  // Warm-up, not reported: the first seconds under load run code V8 has not optimised yet, and the
  // first measured run took that hit alone (its p99 was far above the second's for the same work).
  for (const encoding of ["br", "gzip"])
    await wrk(`${server.base}/`, { seconds: 3, headers: { "Accept-Encoding": encoding } });
  // `GET /` (language from Accept-Language, the usual first visit) and an explicit-language page as a CDN,
  // a search engine or a shared link asks for it: no cookie, and tracking parameters.
  const throughput = /** @type {const} */ ([
    ["GET /", "/", "br"],
    ["GET /", "/", "gzip"],
    ["explicit page, no cookie, tracking parameters", TRACKED_PAGE, "br"],
  ]);
  for (const [label, target, encoding] of throughput) {
    const served = /** @type {{ headers: Record<string, string>, body: Buffer }} */ (
      await fetchBytes(`${server.base}${target}`, { "Accept-Encoding": encoding })
    );
    report(
      `${label} as served (${encoding})`,
      `${kb(served.body.length)} (content-encoding: ${served.headers["content-encoding"] ?? "none"}${served.headers["set-cookie"] ? "; sets a cookie" : ""})`,
    );
    const site = await wrk(`${server.base}${target}`, { headers: { "Accept-Encoding": encoding } });
    const plain = await startPlainServer(served.body, {
      "Content-Type": "text/html; charset=utf-8",
      ...(served.headers["content-encoding"]
        ? { "Content-Encoding": served.headers["content-encoding"] }
        : {}),
    });
    const reference = await wrk(`${plain.base}/`, { headers: { "Accept-Encoding": encoding } });
    plain.stop();
    report(
      `${label} (${encoding}), wrk -t2 -c50: site vs plain node:http`,
      `${site.perSecond.toFixed(0)} vs ${reference.perSecond.toFixed(0)} req/s = 1/${(reference.perSecond / site.perSecond).toFixed(2)}; p99 ${site.p99ms.toFixed(1)} ms vs ${reference.p99ms.toFixed(1)} ms${site.non2xx ? `; ${site.non2xx} non-2xx` : ""}`,
    );
    if (target === "/" && encoding === "gzip") {
      const nginx = await startNginxGzipStatic(
        served.headers["content-encoding"] === "gzip" ? served.body : gzipSync(served.body, { level: 9 }),
      );
      if (nginx) {
        const viaNginx = await wrk(`${nginx.base}/`, { headers: { "Accept-Encoding": "gzip" } });
        nginx.stop();
        report(
          "GET / (gzip): site vs nginx gzip_static",
          `${site.perSecond.toFixed(0)} vs ${viaNginx.perSecond.toFixed(0)} req/s = 1/${(viaNginx.perSecond / site.perSecond).toFixed(1)}`,
        );
      }
    }
  }

  // CPU: a page rendered per request (an unknown query parameter is never cached), as a browser asks
  // for it (brotli preferred), in each language.
  // (And English once more as a client that takes only gzip, to see what brotli costs.) After a warm-up
  // of 300 renders, as a site that has been up a while: with 30 the first language measured still took
  // the JIT's early renders alone (English by brotli came out above English by gzip).
  const renders = 100;
  for (let i = 0; i < 300; i++)
    await (
      await fetch(`${server.base}/?lng=${["en", "ku", "ar"][i % 3]}&warm=${i}`, {
        headers: { "Accept-Encoding": BROWSER_ENCODINGS },
      })
    ).arrayBuffer();
  for (const [lang, encodings] of /** @type {const} */ ([
    ["en", BROWSER_ENCODINGS],
    ["ku", BROWSER_ENCODINGS],
    ["ar", BROWSER_ENCODINGS],
    ["en", "gzip"],
  ])) {
    const sample = /** @type {{ headers: Record<string, string>, body: Buffer }} */ (
      await fetchBytes(`${server.base}/?lng=${lang}&sample=1`, { "Accept-Encoding": encodings })
    );
    const before = cpuSeconds(pid);
    const renderMedian = await renderTimes(server.base, `/?lng=${lang}`, renders, {
      "Accept-Encoding": encodings,
    });
    const cpuPerRender = ((cpuSeconds(pid) - before) / renders) * 1000;
    report(
      `CPU per home render (${lang}${encodings === "gzip" ? ", gzip only" : ""}), rendered per request (${renders} sequential)`,
      `${cpuPerRender.toFixed(2)} ms (median response ${renderMedian.toFixed(1)} ms; sent ${kb(sample.body.length)} ${sample.headers["content-encoding"] ?? "uncompressed"})`,
    );
  }

  // The sign-in page: rendered for each visitor (never stored), the back office's busiest door.
  {
    const signIn = { "Accept-Encoding": BROWSER_ENCODINGS };
    for (let i = 0; i < 50; i++)
      await (await fetch(`${server.base}/admin`, { headers: signIn })).arrayBuffer();
    const count = 500;
    const before = cpuSeconds(pid);
    for (let i = 0; i < count; i++)
      await (await fetch(`${server.base}/admin`, { headers: signIn })).arrayBuffer();
    report(
      `CPU per sign-in page, GET /admin (${count} sequential)`,
      `${(((cpuSeconds(pid) - before) / count) * 1000).toFixed(2)} ms`,
    );
  }

  // CPU per cached answer: 1500 sequential requests of each kind on a kept-alive connection (as a CDN
  // keeps one), in 5 interleaved rounds, so that a busy moment of the box weighs on every kind alike.
  const br = { "Accept-Encoding": "br" };
  const kinds = /** @type {const} */ ({
    root: ["/", { ...br, "Accept-Language": "en" }],
    withCookie: [EXPLICIT_PAGE, { ...br, Cookie: "lng=ar" }],
    withoutCookie: [EXPLICIT_PAGE, br],
    tracked: [TRACKED_PAGE, br],
  });
  /** @type {Record<keyof typeof kinds, number>} */
  const cpuOf = { root: 0, withCookie: 0, withoutCookie: 0, tracked: 0 };
  const rounds = 5;
  const perRound = 300;
  for (let round = 0; round < rounds; round++) {
    for (const [kind, [target, headers]] of Object.entries(kinds)) {
      await (await fetch(`${server.base}${target}`, { headers })).arrayBuffer();
      const before = cpuSeconds(pid);
      for (let i = 0; i < perRound; i++)
        await (await fetch(`${server.base}${target}`, { headers })).arrayBuffer();
      cpuOf[/** @type {keyof typeof kinds} */ (kind)] += cpuSeconds(pid) - before;
    }
  }
  /** @param {number} seconds */
  const perRequest = (seconds) => (seconds / (rounds * perRound)) * 1000;
  const root = perRequest(cpuOf.root);
  const withCookie = perRequest(cpuOf.withCookie);
  const withoutCookie = perRequest(cpuOf.withoutCookie);
  const tracked = perRequest(cpuOf.tracked);
  const sequential = `${rounds * perRound} sequential`;
  report(`CPU per cached GET / (${sequential})`, `${root.toFixed(3)} ms`);
  report(`CPU per cached ${EXPLICIT_PAGE}, with its lng cookie`, `${withCookie.toFixed(3)} ms`);
  report(
    `CPU per cached ${EXPLICIT_PAGE}, no cookie`,
    `${withoutCookie.toFixed(3)} ms = ${(withoutCookie / withCookie).toFixed(2)}× with the cookie`,
  );
  report(
    "  same, no cookie, with tracking parameters",
    `${tracked.toFixed(3)} ms = ${(tracked / withCookie).toFixed(2)}× with the cookie`,
  );

  await benchNginxProxy(server.base);

  report("RSS idle", `${rssMegabytes(pid).toFixed(0)} MB`);
  // Mixed load: cached pages in three languages and one uncached render in four requests.
  const folder = mkdtempSync(path.join(tmpdir(), "site-bench-wrk-"));
  const script = path.join(folder, "mix.lua");
  writeFileSync(
    script,
    `local paths = { "/?lng=en", "/about?lng=ku", "/?lng=ar", "/?lng=en&q=" }
local n = 0
request = function()
  n = n + 1
  local p = paths[(n % 4) + 1]
  if p:sub(-3) == "&q=" then p = p .. n end
  return wrk.format("GET", p, { ["Accept-Encoding"] = "br, gzip" })
end`,
  );
  const mixed = await wrk(`${server.base}/`, { seconds: LOAD_SECONDS, script });
  rmSync(folder, { recursive: true, force: true });
  report(
    `RSS after ${LOAD_SECONDS} s of mixed load (1 in 4 uncached)`,
    `${rssMegabytes(pid).toFixed(0)} MB (${mixed.perSecond.toFixed(0)} req/s, p99 ${mixed.p99ms.toFixed(1)} ms${mixed.non2xx ? `, ${mixed.non2xx} non-2xx` : ""})`,
  );
} finally {
  await server.stop();
}

// 2. The home page with 10,000 records of each type, against the sample content.
{
  const sample = await startThrowawayServer({ quiet: true, cwd: project, env });
  const sampleTime = await renderTimes(sample.base, "/?lng=ku", 20);
  const sampleSize = Buffer.byteLength(await (await fetch(`${sample.base}/?lng=ku&x=1`)).text());
  await sample.stop({ keepData: true });
  fillRecords(sample.databasePath, 10_000);
  const full = await startThrowawayServer({
    quiet: true,
    cwd: project,
    env,
    dataDir: sample.dataDir,
    removeDataDir: true,
  });
  try {
    const fullTime = await renderTimes(full.base, "/?lng=ku", 20);
    const fullSize = Buffer.byteLength(await (await fetch(`${full.base}/?lng=ku&x=1`)).text());
    report("home (ku) with sample content: HTML, render", `${kb(sampleSize)}, ${sampleTime.toFixed(1)} ms`);
    report(
      "home (ku) with 10,000 of each type: HTML, render",
      `${kb(fullSize)}, ${fullTime.toFixed(1)} ms (RSS ${rssMegabytes(/** @type {number} */ (full.child.pid)).toFixed(0)} MB)`,
    );
  } finally {
    await full.stop();
  }
}

// 3. An admin list with 100,000 rows: deep pages against page 1.
{
  const { server: admin, cookie } = await startSignedIn({
    project,
    env,
    fill: (file) => fillRecords(file, 100_000, ["products"]),
  });
  try {
    const pages = Math.ceil((100_000 + 4) / ADMIN_PAGE_SIZE);
    /** @param {number} page */
    const time = async (page) => {
      /** @type {number[]} */
      const times = [];
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        const response = await fetch(`${admin.base}/admin/list-products?page=${page}`, {
          headers: { Cookie: cookie },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`admin list answered ${response.status}`);
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const pageOne = await time(1);
    const middle = await time(Math.floor(pages / 2));
    const last = await time(pages);
    report(
      "admin list, 100,000 rows: page 1 / middle / last (median of 30)",
      `${pageOne.toFixed(1)} / ${middle.toFixed(1)} / ${last.toFixed(1)} ms; last page at ${(pageOne / last).toFixed(2)}× the speed of page 1`,
    );
  } finally {
    await admin.stop();
  }
}

// 4. The back office with 100,000 visitor messages against none.
await benchAdminAtSize({ project, env, report });
