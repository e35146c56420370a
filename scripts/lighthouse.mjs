// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4× CPU slowdown) in
 * headless Chromium (CHROME_PATH, else Debian's /usr/bin/chromium) against the production build on a
 * throwaway database. Prints the four category scores per page, LCP/CLS/TBT and what the page
 * downloaded. Figures only, no pass or fail: on a shared machine the performance score moves with
 * the load, so the machine's load average is printed with them.
 *
 *   npm run lighthouse                      # the pages below
 *   npm run lighthouse -- /team /?lng=ar    # chosen pages
 *   npm run lighthouse -- "/solution-details/{service}?lng=ku"   # {service}: the first sample service's id
 */
import { availableParallelism, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { withSampleIds } from "./lib/sample-paths.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/?lng=ku", "/?lng=ar", "/about"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const server = await startThrowawayServer({ quiet: true });
pages.splice(0, pages.length, ...(await withSampleIds(server.base, pages)));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
/** @type {Record<string, string>[]} */
const rows = [];
/** @type {string[]} */
const problems = [];
try {
  const loadBefore = loadavg()[0] ?? 0;
  for (const path of pages) {
    const runLighthouse = async () => {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      return result.lhr;
    };
    // Now and then Chromium's trace of a load comes back unusable (NO_NAVSTART): that run is tried again.
    let lhr = await runLighthouse();
    for (let retry = 0; lhr.runtimeError?.code === "NO_NAVSTART" && retry < 2; retry++)
      lhr = await runLighthouse();
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
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
    `\nLighthouse mobile (simulated throttling) in ${chromePath}; load average ${loadBefore.toFixed(2)} ` +
      `before, ${(loadavg()[0] ?? 0).toFixed(2)} after, ${availableParallelism()} cores.`,
  );
  if (problems.length)
    console.log(`\nBelow 90 in an audit that counts:\n${problems.map((p) => `- ${p}`).join("\n")}`);
} finally {
  chrome.kill();
  await server.stop();
}
