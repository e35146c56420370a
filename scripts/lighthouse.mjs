// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4× CPU slowdown) in
 * headless Chromium (CHROME_PATH, else Debian's /usr/bin/chromium) against the production build on a
 * throwaway database, reached as a visitor reaches it: through the shipped Caddyfile (a real Caddy,
 * certificates from its internal CA), so over HTTPS and HTTP/2, with brotli. `--direct` measures the
 * app alone over plain HTTP/1.1, which no visitor gets (Chromium offers brotli only over HTTPS, and
 * Lighthouse's model gives every extra HTTP/1.1 connection its own handshake: note 005).
 * Prints the four category scores per page, LCP/CLS/TBT and what the page downloaded. Figures only,
 * no pass or fail: on a shared machine the performance score moves with the load, so the machine's
 * load average is printed with them.
 *
 *   npm run lighthouse                      # the pages below
 *   npm run lighthouse -- /team /?lng=ar    # chosen pages
 *   npm run lighthouse -- "/solution-details/{service}?lng=ku"   # {service}: the first sample service's id
 *   npm run lighthouse -- --runs 3 /about   # each page 3 times: the median run, and every score
 *   npm run lighthouse -- --direct /about   # the app alone, plain HTTP/1.1
 */
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { withSampleIds } from "./lib/sample-paths.mjs";
import { startSiteBehindCaddy } from "./lib/site-behind-caddy.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { direct: { type: "boolean", default: false }, runs: { type: "string", default: "1" } },
});
const runs = Number(options.runs);
// An odd count has one middle run: with two, "the median" would be whichever sorted first.
if (!Number.isInteger(runs) || runs < 1 || runs % 2 === 0) {
  console.error(`--runs takes an odd number of runs (1, 3, 5…), not ${options.runs}`);
  process.exit(2);
}
const pages = positionals.length ? positionals : ["/", "/?lng=ku", "/?lng=ar", "/about"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Checked before anything starts: chrome-launcher reports a missing binary as an uncaught error.
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH.`);
  process.exit(2);
}

/** The site, and Caddy in front of it unless --direct: where Lighthouse goes, and how to stop it all. */
async function startSite() {
  if (options.direct) {
    const server = await startThrowawayServer({ quiet: true });
    return { server, base: server.base, how: "straight to the app, plain HTTP/1.1", stop: server.stop };
  }
  const behind = await startSiteBehindCaddy({ domain: "localhost" }).catch((/** @type {Error} */ error) => {
    throw new Error(`${error.message}\n(Or measure the app alone: npm run lighthouse -- --direct)`);
  });
  return {
    server: behind.site,
    base: behind.base,
    how: "through Caddy (deploy/caddy/Caddyfile): HTTPS, HTTP/2",
    stop: behind.stop,
  };
}

const site = await startSite();
/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;
/** @type {Record<string, string>[]} */
const rows = [];
/** @type {string[]} */
const problems = [];
try {
  pages.splice(0, pages.length, ...(await withSampleIds(site.server.base, pages)));
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      // Caddy's certificate comes from its own internal CA, which nothing on this machine trusts.
      ...(options.direct ? [] : ["--ignore-certificate-errors"]),
    ],
  });
  const port = chrome.port;
  const loadBefore = loadavg()[0] ?? 0;
  for (const path of pages) {
    const runLighthouse = async () => {
      const result = await lighthouse(`${site.base}${path}`, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      return result.lhr;
    };
    /** @type {import("lighthouse").Result[]} */
    const results = [];
    for (let run = 0; run < runs; run++) {
      // Now and then Chromium's trace of a load comes back unusable (NO_NAVSTART): that run is tried again.
      let result = await runLighthouse();
      for (let retry = 0; result.runtimeError?.code === "NO_NAVSTART" && retry < 2; retry++)
        result = await runLighthouse();
      if (result.runtimeError) throw new Error(`${path}: ${result.runtimeError.message}`);
      results.push(result);
    }
    // The run with the median performance score stands for the page; the others' scores are listed.
    const performance = (/** @type {import("lighthouse").Result} */ result) =>
      result.categories.performance?.score ?? 0;
    const byScore = [...results].sort((a, b) => performance(a) - performance(b));
    const lhr = /** @type {import("lighthouse").Result} */ (byScore[Math.floor((byScore.length - 1) / 2)]);
    const auditOf = (/** @type {string} */ id) => lhr.audits[id];
    const score = (/** @type {string} */ id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    /** @type {{ resourceType?: string; transferSize?: number }[]} */
    const requests = /** @type {any} */ (auditOf("network-requests")?.details)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === "Script");
    const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    const sum = (/** @type {{ transferSize?: number }[]} */ items) =>
      items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    rows.push({
      page: path,
      perf: score("performance"),
      ...(runs > 1
        ? { "perf, all runs": results.map((r) => Math.round(performance(r) * 100)).join(", ") }
        : {}),
      a11y: score("accessibility"),
      "best pr.": score("best-practices"),
      seo: score("seo"),
      LCP: `${((auditOf("largest-contentful-paint")?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      CLS: (auditOf("cumulative-layout-shift")?.numericValue ?? 0).toFixed(3),
      TBT: `${Math.round(auditOf("total-blocking-time")?.numericValue ?? 0)} ms`,
      bytes: kb(sum(requests)),
      requests: String(requests.length),
      "JS (transfer)": `${kb(sum(scripts))} / ${scripts.length}`,
    });
    // Name what cost points, so a score below 100 says why.
    for (const id of categories) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const failed = lhr.audits[ref.id];
        if (ref.weight > 0 && failed && failed.score !== null && failed.score < 0.9)
          problems.push(`${path} ${id}: ${failed.title} (${failed.displayValue ?? failed.score})`);
      }
    }
  }
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column] ?? "")));
  console.log(
    `\nLighthouse mobile (simulated throttling) in ${chromePath}, ${site.how}` +
      `${runs > 1 ? `, median of ${runs} runs` : ""}; load average ${loadBefore.toFixed(2)} ` +
      `before, ${(loadavg()[0] ?? 0).toFixed(2)} after, ${availableParallelism()} cores.`,
  );
  if (problems.length)
    console.log(`\nBelow 90 in an audit that counts:\n${problems.map((p) => `- ${p}`).join("\n")}`);
} finally {
  chrome?.kill();
  await site.stop();
}
