// @ts-check
/**
 * `npm run bench:stats`: what visitor statistics cost (issue 34; docs/decisions/049-visitor-statistics.md),
 * printed as figures (no pass or fail):
 * 1. the statistics page's CPU per request (7 days, 30 days, 12 months) with 1,000,000 page views in the
 *    database (a year of them, every row kept), signed in;
 * 2. a cached page's CPU per request on a server that counts and on one that does not, both up at once
 *    and measured in alternated blocks, and their ratio;
 * 3. a counting request's CPU (the beacon, POST /count, its share of the batched write included) beside
 *    a cached page's, on the same server;
 * 4. a burst of beacons for 10 s under wrk (3,000 connections; over 2,000 a second): answered,
 *    acknowledged, refused, and found in the database after a graceful stop. Needs `wrk`.
 * PROJECT_DIR (argv[2], default: here) must hold a production build.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { startSignedIn } from "./lib/bench-admin.mjs";
import { fillVisits } from "./lib/fill-visits.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
const VIEWS = 1_000_000;
const BLOCKS = 8;
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** CPU seconds a process has used so far (user + system). @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const line = (/** @type {string} */ label, /** @type {string} */ value) =>
  console.log(`${label.padEnd(64)} ${value}`);

/**
 * Sends `total` requests, `concurrency` at a time; returns the server's CPU per request in ms.
 * @param {number} pid @param {() => Promise<Response>} send @param {number} total @param {number} concurrency
 */
async function cpuPerRequest(pid, send, total, concurrency, idlePerSecond = 0) {
  const started = performance.now();
  const before = cpuSeconds(pid);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) await (await send()).arrayBuffer();
    }),
  );
  // The batch written after the last answer is part of what the requests cost.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const idle = (idlePerSecond * (performance.now() - started)) / 1000;
  return ((cpuSeconds(pid) - before - idle) * 1000) / total;
}

/**
 * What a server's process spends doing nothing (timers, the collector) per second: a beacon's answer
 * waits up to VISIT_FLUSH_MS for its batch, and that wait is not the request's cost.
 * @param {number} pid
 */
async function idleCpuPerSecond(pid) {
  const before = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return (cpuSeconds(pid) - before) / 5;
}

// 1. The statistics page with a million page views (BENCH_PARTS=2,3,4 skips it).
const parts = (process.env.BENCH_PARTS ?? "1,2,3,4").split(",");
if (parts.includes("1")) {
  const { server, cookie } = await startSignedIn({
    project,
    // Every row kept (the detail retention would fold all but 30 days of them at start).
    env: { ...env, VISIT_DETAIL_DAYS: "3650" },
    fill: (databasePath) => {
      const started = performance.now();
      const { totals } = fillVisits(databasePath, { views: VIEWS, days: 365 });
      line(
        `Filled ${VIEWS.toLocaleString("en")} page views over 365 days (${totals.toLocaleString("en")} daily totals)`,
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  });
  try {
    const pid = /** @type {number} */ (server.child.pid);
    const rows = new Database(server.databasePath, { readonly: true })
      .prepare("select count(*) as n from visits")
      .get();
    line("Page views in the database", /** @type {{ n: number }} */ (rows).n.toLocaleString("en"));
    const periods = ["week", "month", "year"];
    const ask = (/** @type {string} */ period) => () =>
      fetch(`${server.base}/admin/statistics?period=${period}`, { headers: { Cookie: cookie } });
    for (const period of periods) await (await ask(period)()).arrayBuffer();
    /** @type {number[][]} */
    const samples = periods.map(() => []);
    for (let block = 0; block < BLOCKS; block++)
      for (const [index, period] of periods.entries())
        samples[index]?.push(await cpuPerRequest(pid, ask(period), 10, 1));
    for (const [index, period] of periods.entries())
      line(
        `CPU per request, /admin/statistics?period=${period}`,
        `${median(samples[index] ?? []).toFixed(2)} ms`,
      );
    const csv = () =>
      fetch(`${server.base}/admin/statistics.csv?period=year`, { headers: { Cookie: cookie } });
    const csvSamples = [];
    for (let block = 0; block < 4; block++) csvSamples.push(await cpuPerRequest(pid, csv, 3, 1));
    line("CPU per request, /admin/statistics.csv?period=year", `${median(csvSamples).toFixed(2)} ms`);
  } finally {
    await server.stop();
  }
}

// 2 and 3. A cached page with counting on and off; a counting request beside a cached page.
{
  const on = await startThrowawayServer({ quiet: true, cwd: project, env: { ...env, VISIT_STATS: "1" } });
  const off = await startThrowawayServer({ quiet: true, cwd: project, env: { ...env, VISIT_STATS: "0" } });
  try {
    const page = (/** @type {{ base: string }} */ server) => () =>
      fetch(`${server.base}/about?lng=ar`, { headers: { "Accept-Encoding": "br", "User-Agent": BROWSER } });
    let visitor = 0;
    const beacon = () =>
      fetch(`${on.base}/count?p=%2Fabout&l=ar&r=l.facebook.com&us=facebook&uc=autumn`, {
        method: "POST",
        headers: {
          "User-Agent": BROWSER,
          "X-Forwarded-For": `10.${(visitor >> 8) & 255}.${visitor++ & 255}.1`,
        },
      });
    for (const server of [on, off]) await (await page(server)()).arrayBuffer();
    await (await beacon()).arrayBuffer();
    const onPid = /** @type {number} */ (on.child.pid);
    const offPid = /** @type {number} */ (off.child.pid);
    const idle = await idleCpuPerSecond(onPid);
    line("CPU of the counting server at rest", `${(idle * 1000).toFixed(1)} ms a second`);
    /** @type {Record<string, number[]>} */
    const samples = { on: [], off: [], count: [], page200: [] };
    for (let block = 0; block < BLOCKS; block++) {
      samples.on?.push(await cpuPerRequest(onPid, page(on), 400, 10));
      samples.off?.push(await cpuPerRequest(offPid, page(off), 400, 10));
      // A beacon waits for its batch (up to a second): many at once, as a busy site's visitors send
      // them; the cached page beside it asked the same way (200 connections), for a like comparison.
      samples.count?.push(await cpuPerRequest(onPid, beacon, 400, 200, idle));
      samples.page200?.push(await cpuPerRequest(onPid, page(on), 400, 200, idle));
    }
    const pageOn = median(samples.on ?? []);
    const pageOff = median(samples.off ?? []);
    const count = median(samples.count ?? []);
    const page200 = median(samples.page200 ?? []);
    line("CPU per request, a cached page (/about?lng=ar, br), counting on", `${pageOn.toFixed(3)} ms`);
    line("CPU per request, the same page, counting off", `${pageOff.toFixed(3)} ms`);
    line("  on against off", `${(pageOn / pageOff).toFixed(2)}×`);
    line(
      "CPU per request, a counting request (POST /count, write included, rest taken off)",
      `${count.toFixed(3)} ms`,
    );
    line(
      "CPU per request, the cached page asked the same way (200 at once, rest off)",
      `${page200.toFixed(3)} ms`,
    );
    line("  counting request against the cached page", `${(count / page200).toFixed(2)}×`);
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

// 4. A burst: beacons as fast as wrk sends them for 10 s. Each connection waits for its view's batch
// (a second) before its next request, as no browser does (each visitor is a connection of its own):
// 3,000 connections stand for them.
{
  const server = await startThrowawayServer({ quiet: true, cwd: project, env });
  const script = path.join(server.dataDir, "beacon.lua");
  writeFileSync(
    script,
    // Each request from an address of its own: one address's views past VISIT_MAX_PER_ADDRESS are not kept.
    [
      `wrk.method = "POST"`,
      `wrk.headers["User-Agent"] = "${BROWSER}"`,
      `local n = 0`,
      `request = function()`,
      `  n = n + 1`,
      `  wrk.headers["X-Forwarded-For"] = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)`,
      `  return wrk.format()`,
      `end`,
      ``,
    ].join("\n"),
  );
  try {
    const output = execFileSync(
      "wrk",
      [
        "-t2",
        "-c3000",
        "-d10s",
        "--timeout",
        "10s",
        "-s",
        script,
        `${server.base}/count?p=%2Fabout&l=ar&us=newsletter`,
      ],
      { encoding: "utf8" },
    );
    const answered = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
    const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
    const errors = /Socket errors: (.*)/.exec(output)?.[1] ?? "none";
    await server.stop({ keepData: true });
    const stored = /** @type {{ views: number }} */ (
      new Database(server.databasePath, { readonly: true })
        .prepare("select coalesce(sum(views), 0) as views from visit_totals where dimension = 'all'")
        .get()
    ).views;
    const acknowledged = answered - failed;
    line(
      "Burst (wrk -c3000, 10 s): answered",
      `${answered.toLocaleString("en")} (${(answered / 10).toFixed(0)}/s)`,
    );
    line("  acknowledged (204)", acknowledged.toLocaleString("en"));
    line("  refused (503), socket errors", `${failed.toLocaleString("en")}, ${errors}`);
    line("  views in the database after the stop", stored.toLocaleString("en"));
    line("  acknowledged and lost", Math.max(0, acknowledged - stored).toLocaleString("en"));
  } finally {
    await server.stop();
  }
}
