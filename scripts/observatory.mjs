// @ts-check
/**
 * `npm run observatory`: the MDN HTTP Observatory's own scanner (its CLI from the npm registry,
 * @mdn/mdn-http-observatory) over the site behind the shipped Caddyfile, as a visitor on the
 * internet would reach it: the production build on a throwaway database, started as the
 * Caddyfile says (SITE_URL=https://localhost, TRUST_PROXY=1), a real Caddy with certificates from
 * its internal CA on ports 80 and 443 of this machine (the scanner takes a name only, no port:
 * run it as root or with those ports free and allowed), the name `localhost`. Prints the grade,
 * the score and every test's result. Not part of `npm test`: a figure, like the benchmarks.
 *
 * The scanner is installed once into node_modules/.cache (without its install scripts, which
 * download Chromium's HSTS preload list and the certificate authorities' intermediates from the
 * internet); the preload list is fetched when the internet is reachable, else an empty one is
 * used: a name on that list earns 5 more points, which localhost never would.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSiteBehindCaddy } from "./lib/site-behind-caddy.mjs";

const VERSION = "1.4.8";
const HOST = "localhost";
const home = path.resolve("node_modules/.cache/mdn-http-observatory");
const scanner = path.join(home, "node_modules/@mdn/mdn-http-observatory");

function installScanner() {
  if (existsSync(path.join(scanner, "src/scan.js"))) return;
  console.error(`Installing @mdn/mdn-http-observatory@${VERSION} into ${path.relative(".", home)}…`);
  const installed = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      home,
      "--no-save",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (installed.status !== 0)
    throw new Error("Could not install the Observatory's scanner from the npm registry.");
}

/** @returns {string} which HSTS preload list the scan uses */
function preloadList() {
  const file = path.join(scanner, "conf/hsts-preload.json");
  const entries = () => (existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, "utf8"))).length : 0);
  if (entries() === 0) spawnSync("node", ["src/retrieve-hsts.js"], { cwd: scanner, stdio: "ignore" });
  if (entries() > 0) return `Chromium's HSTS preload list (${entries()} names)`;
  writeFileSync(file, "{}");
  return "an empty HSTS preload list (the real one could not be downloaded)";
}

/** Scans the site behind Caddy and prints the result; throws with a message a person can act on. */
async function main() {
  installScanner();
  const preload = preloadList();
  const { caddy, stop } = await startSiteBehindCaddy({ domain: HOST, httpPort: 80, httpsPort: 443 }).catch(
    (/** @type {Error} */ error) => {
      throw new Error(
        `${error.message}\nThe scanner reaches a name on ports 80 and 443 only: run this as root, with both ports free.`,
      );
    },
  );
  try {
    const scan = spawnSync("node", [path.join(scanner, "src/scan.js"), HOST], {
      // Trust the internal CA of this Caddy, and only for this run.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caddy.rootCertificateFile, NO_PROXY: HOST },
      encoding: "utf8",
    });
    /** @type {{ error?: string, scan: { grade: string, score: number, testsPassed: number, testsQuantity: number }, tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }} */
    const report = JSON.parse(scan.stdout || "{}");
    if (!report.scan) throw new Error(`The scan failed: ${report.error ?? scan.stderr}`);
    console.log(
      Object.entries(report.tests)
        .map(
          ([name, test]) =>
            `${test.pass ? "pass" : "FAIL"}  ${String(test.scoreModifier).padStart(4)}  ${name.padEnd(30)} ${test.result}`,
        )
        .join("\n"),
    );
    console.log(
      `\nMDN HTTP Observatory ${VERSION} over Caddy (deploy/caddy/Caddyfile) at https://${HOST}: ` +
        `${report.scan.grade} (${report.scan.score}/100), ${report.scan.testsPassed} of ${report.scan.testsQuantity} tests passed; ` +
        `scored with ${preload}.`,
    );
  } finally {
    await stop();
  }
}

await main().catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exitCode = 1;
});
