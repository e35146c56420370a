// @ts-check
/**
 * `npm run bench:first-load`: what a public page costs a phone on its first visit, printed as figures
 * (no pass or fail), for the current build and, side by side, an older one (issue 35):
 *  - every module of the public pages' script (build/site-script.json): raw, gzip and brotli bytes,
 *    and which module loads which;
 *  - per page and language, in a fresh Chromium context at 375×740 (mobile): the script files and
 *    their compressed bytes as transferred, on the first load (network idle and 3 s more, so the
 *    typing module, fetched 2 s after the start, counts) and after scrolling to the bottom (the
 *    carousels' module loads when one comes near);
 *  - main-thread work during the load with the CPU slowed 4× (CDP Performance.getMetrics: TaskDuration,
 *    ScriptDuration, and the long tasks' sum), the median of --runs runs, at load + network idle
 *    and 3 s later; and the same for a blank load (/healthz, plain text), the browser's own share.
 * Bytes are the response bodies as sent (brotli: the .br files), in kB of 1024 bytes.
 * The older build (--against, default 27a94d6: the last build that hydrated every page with React) is
 * checked out in a temporary git worktree, built there with this checkout's node_modules, and measured
 * run by run in turn with the current one, so a busy moment of the machine weighs on both alike.
 *
 *   npm run bench:first-load
 *   npm run bench:first-load -- --pages /,/about --runs 3
 *   npm run bench:first-load -- --against main~3
 *   npm run bench:first-load -- --no-against        # the current build alone
 *
 * `{service}` in a page stands for the first sample service's id (found on each server's /solutions).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { withSampleIds } from "./lib/sample-paths.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const { values: options } = parseArgs({
  options: {
    against: { type: "string", default: "27a94d6" },
    "no-against": { type: "boolean", default: false },
    pages: { type: "string", default: "/,/about,/solutions,/team,/privacy,/solution-details/{service}" },
    languages: { type: "string", default: "en,ku,ar" },
    runs: { type: "string", default: "5" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs (1 or more), not ${options.runs}`);
  process.exit(2);
}
const pageTemplates = options.pages.split(",");
const languages = options.languages.split(",");
const against = options["no-against"] ? undefined : options.against;

const ENV = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
const RECORD = "build/site-script.json";
const CLIENT_DIR = "build/client";
/** A phone: what the issue measures. */
const MOBILE = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
/** site.ts fetches the typing module 2 s after the start: 3 s more makes sure it counted. */
const AFTER_IDLE_MS = 3000;
/** No request for this long: the network is idle (Playwright's rule). */
const QUIET_MS = 500;
const QUIET_GIVE_UP_MS = 30_000;
const CPU_SLOWDOWN = 4;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
/** @param {string} file */
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : NaN);
/** @param {string} url */
const fileName = (url) => new URL(url, "http://x").pathname.split("/").pop() ?? url;

/**
 * Prints rows as columns, each as wide as its widest cell: text to the left, figures to the right.
 * @param {string[][]} rows @param {number[]} [textColumns] the columns aligned left
 */
function printTable(rows, textColumns = [0, 1]) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          textColumns.includes(column)
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    );
}

// --- The site's script as built -----------------------------------------------------------------------

/** @typedef {{ file: string, imports: string[], dynamicImports: string[] }} RecordedFile */

/** @returns {{ siteScript: string, files: RecordedFile[] }} */
function readRecord() {
  if (!existsSync(RECORD)) throw new Error(`No ${RECORD}: run npm run build first.`);
  return JSON.parse(readFileSync(RECORD, "utf8"));
}

/** Each module of the site's script with its sizes, and the files beside them no module lists (CSS). */
function printSiteScript() {
  const record = readRecord();
  console.log(`The public pages' script (${RECORD}), entry ${record.siteScript}:`);
  /** @param {string} address */
  const loaders = (address) =>
    record.files.filter((file) => file.imports.includes(address) || file.dynamicImports.includes(address));
  /** @type {string[][]} */
  const rows = [["module", "", "raw", "gzip", "brotli", "loads", "loaded by"]];
  for (const { file, imports, dynamicImports } of record.files) {
    const onDisk = path.join(CLIENT_DIR, file);
    const loads = [
      ...imports.map(fileName),
      ...dynamicImports.map((address) => `${fileName(address)} (on demand)`),
    ];
    rows.push([
      fileName(file),
      file === record.siteScript ? "entry" : "",
      kb(sizeOf(onDisk)),
      kb(sizeOf(`${onDisk}.gz`)),
      kb(sizeOf(`${onDisk}.br`)),
      loads.join(", ") || "-",
      loaders(file)
        .map((loader) => fileName(loader.file))
        .join(", ") || "-",
    ]);
  }
  // An import of the entry (typing and contact share code with it) costs no request: it is loaded.
  printTable(rows, [0, 1, 5, 6]);
  const listed = new Set(record.files.map((file) => fileName(file.file)));
  const folder = path.join(CLIENT_DIR, path.dirname(record.siteScript));
  const others = readdirSync(folder).filter((name) => !/\.(br|gz)$/.test(name) && !listed.has(name));
  for (const name of others) {
    const file = path.join(folder, name);
    console.log(
      `  also in ${path.dirname(record.siteScript)}/: ${name} ${kb(sizeOf(file))} raw, ${kb(sizeOf(`${file}.gz`))} gzip, ${kb(sizeOf(`${file}.br`))} brotli (fetched by the module that imports it)`,
    );
  }
  console.log();
  return record;
}

// --- The older build, in a worktree of its own --------------------------------------------------------

/**
 * Checks `ref` out in a temporary git worktree beside this checkout's node_modules and builds it. The
 * returned `remove` is safe to call more than once (and synchronously, from a signal handler).
 * @param {string} ref
 */
function prepareOlderBuild(ref) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-first-load-"));
  const checkout = path.join(folder, "checkout");
  const remove = () => {
    if (existsSync(checkout)) {
      // The link first: nothing may follow it into this checkout's node_modules.
      rmSync(path.join(checkout, "node_modules"), { force: true });
      spawnSync("git", ["worktree", "remove", "--force", checkout], { stdio: "ignore" });
    }
    rmSync(folder, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { stdio: "ignore" });
  };
  try {
    run("git", ["worktree", "add", "--detach", checkout, ref]);
    symlinkSync(path.resolve("node_modules"), path.join(checkout, "node_modules"), "dir");
    console.log(`Building ${ref} in ${checkout}…`);
    run("npx", ["remix", "vite:build"], checkout);
  } catch (error) {
    remove();
    throw error;
  }
  return { checkout, remove };
}

/** Runs a command, its output kept unless it fails. @param {string} command @param {string[]} args @param {string} [cwd] */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
}

// --- Measuring a page in Chromium --------------------------------------------------------------------

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {import("@playwright/test").CDPSession} CDPSession */
/** @typedef {{ url: string, bytes: number, encoding: string }} ScriptTransfer */

/**
 * `measure` in a new context (empty cache, no cookies): every load is a first visit.
 * @template T
 * @param {Browser} browser @param {(page: Page, cdp: CDPSession) => Promise<T>} measure
 */
async function inFreshContext(browser, measure) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    return await measure(page, await context.newCDPSession(page));
  } finally {
    await context.close();
  }
}

/**
 * Watches the page's requests: the scripts' compressed bytes as transferred (CDP loadingFinished's
 * encodedDataLength less the response's headers, i.e. the body as sent: the .br file), and how many
 * requests are still open.
 * @param {CDPSession} cdp
 */
async function watchNetwork(cdp) {
  /** @type {Map<string, { url: string, headerBytes: number, encoding: string }>} */
  const scriptResponses = new Map();
  /** @type {ScriptTransfer[]} */
  const scripts = [];
  const open = new Set();
  let lastActivity = performance.now();
  /** @param {string} requestId */
  const settle = (requestId) => {
    open.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on("Network.requestWillBeSent", ({ requestId }) => {
    open.add(requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type !== "Script" && !/javascript/.test(response.mimeType)) return;
    const headers = Object.entries(response.headers);
    const encoding = headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "none";
    scriptResponses.set(requestId, { url: response.url, headerBytes: response.encodedDataLength, encoding });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    settle(requestId);
    const response = scriptResponses.get(requestId);
    if (response)
      scripts.push({
        url: response.url,
        bytes: encodedDataLength - response.headerBytes,
        encoding: response.encoding,
      });
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => settle(requestId));
  await cdp.send("Network.enable");
  return {
    scripts,
    /**
     * Resolves once no request has been open for QUIET_MS, or after QUIET_GIVE_UP_MS (a request whose
     * end CDP never reports must not stop the bench).
     */
    async quiet() {
      const started = performance.now();
      while (open.size > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() - started > QUIET_GIVE_UP_MS) {
          console.warn(
            `\n(the network was still busy after ${QUIET_GIVE_UP_MS / 1000} s: measured as it was)`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Scrolls a screen at a time to the bottom (the page may grow as it goes), as a reader would. @param {Page} page */
async function scrollToBottom(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** Characters of JavaScript in the page's own <script> elements (not JSON): sent inside the HTML. @param {Page} page */
const inlineScriptChars = (page) =>
  page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && /^(|module|text\/javascript)$/.test(script.type))
      .reduce((sum, script) => sum + (script.textContent ?? "").length, 0),
  );

/**
 * The scripts of a first load, and of the same visit after scrolling to the bottom.
 * @param {Browser} browser @param {string} url
 */
function measureTransfer(browser, url) {
  return inFreshContext(browser, async (page, cdp) => {
    const network = await watchNetwork(cdp);
    await page.goto(url, { waitUntil: "load" });
    await network.quiet();
    await page.waitForTimeout(AFTER_IDLE_MS);
    const firstLoad = [...network.scripts];
    await scrollToBottom(page);
    await network.quiet();
    return { firstLoad, afterScroll: [...network.scripts], inlineChars: await inlineScriptChars(page) };
  });
}

/** Counts the page's long tasks from its first script on (they are not buffered for later observers). */
function observeLongTasks() {
  const page = /** @type {Window & { longTaskMs?: number }} */ (window);
  page.longTaskMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.longTaskMs = (page.longTaskMs ?? 0) + entry.duration;
  }).observe({ type: "longtask" });
}

/** What the main thread did, by CDP Performance.getMetrics' names (in seconds there), as ms here. */
const CDP_METRICS = /** @type {const} */ ({
  taskMs: "TaskDuration",
  scriptMs: "ScriptDuration",
  layoutMs: "LayoutDuration",
  styleMs: "RecalcStyleDuration",
});
/** @typedef {Record<keyof typeof CDP_METRICS | "longTaskMs", number>} MainThread */
/** @typedef {{ atIdle: MainThread, later: MainThread }} MainThreadLoad */

/** @param {Page} page @param {CDPSession} cdp @returns {Promise<MainThread>} */
async function mainThreadSoFar(page, cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  /** @param {string} name */
  const ms = (name) => (metrics.find((metric) => metric.name === name)?.value ?? NaN) * 1000;
  return {
    taskMs: ms(CDP_METRICS.taskMs),
    scriptMs: ms(CDP_METRICS.scriptMs),
    layoutMs: ms(CDP_METRICS.layoutMs),
    styleMs: ms(CDP_METRICS.styleMs),
    longTaskMs: await page.evaluate(() => /** @type {{ longTaskMs?: number }} */ (window).longTaskMs ?? 0),
  };
}

/**
 * Main-thread work of one load with the CPU slowed down: at load + network idle, and AFTER_IDLE_MS later
 * (what the page does once the network went quiet, the typing's module among it).
 * @param {Browser} browser @param {string} url @returns {Promise<MainThreadLoad>}
 */
function measureMainThread(browser, url) {
  return inFreshContext(browser, async (page, cdp) => {
    await page.addInitScript(observeLongTasks);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    const network = await watchNetwork(cdp);
    await page.goto(url, { waitUntil: "load" });
    await network.quiet();
    const atIdle = await mainThreadSoFar(page, cdp);
    await page.waitForTimeout(AFTER_IDLE_MS);
    return { atIdle, later: await mainThreadSoFar(page, cdp) };
  });
}

/** Each figure's median over the loads. @param {MainThreadLoad[]} loads @returns {MainThreadLoad} */
function medianLoad(loads) {
  /** @param {"atIdle" | "later"} when @returns {MainThread} */
  const mid = (when) => {
    const first = loads[0]?.[when];
    const keys = /** @type {(keyof MainThread)[]} */ (Object.keys(first ?? {}));
    return /** @type {MainThread} */ (
      Object.fromEntries(keys.map((key) => [key, median(loads.map((load) => load[when][key]))]))
    );
  };
  return { atIdle: mid("atIdle"), later: mid("later") };
}

// --- The two builds, page by page -------------------------------------------------------------------

/**
 * @typedef {object} Site
 * @property {string} label
 * @property {string} base
 * @property {string[]} pages the page templates with this server's ids
 * @property {() => Promise<unknown>} stop
 */

/** @param {string} label @param {string | undefined} cwd @returns {Promise<Site>} */
async function startSite(label, cwd) {
  const server = await startThrowawayServer({ quiet: true, cwd, env: ENV });
  try {
    return {
      label,
      base: server.base,
      pages: await withSampleIds(server.base, pageTemplates),
      stop: server.stop,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** @param {Site} site @param {number} page @param {string} language */
function urlOf(site, page, language) {
  const pathname = site.pages[page] ?? "/";
  return `${site.base}${pathname}${pathname.includes("?") ? "&" : "?"}lng=${language}`;
}

/** The sites in turn, each run starting with the next one, so neither always goes first. @param {Site[]} sites @param {number} runIndex */
const inTurn = (sites, runIndex) =>
  sites.map((_, i) => /** @type {Site} */ (sites[(i + runIndex) % sites.length]));

/** Every page in every language. @returns {[page: number, language: string][]} */
const pageLanguages = () =>
  pageTemplates.flatMap((_, page) =>
    languages.map((language) => /** @type {[number, string]} */ ([page, language])),
  );

/** @param {ScriptTransfer[]} scripts */
const totalBytes = (scripts) => scripts.reduce((sum, script) => sum + script.bytes, 0);
/** @param {ScriptTransfer[]} scripts */
const summary = (scripts) =>
  `${scripts.length} file${scripts.length === 1 ? "" : "s"}, ${kb(totalBytes(scripts))}`;

/**
 * The scripts each page loads, one visit per build and page, the builds in turn.
 * @param {Browser} browser @param {Site[]} sites @param {Set<string>} siteScriptFiles the current build's
 */
async function benchTransfers(browser, sites, siteScriptFiles) {
  console.log(
    "Script files and their bytes as transferred (the response bodies, CDP Network.loadingFinished's encodedDataLength",
  );
  console.log(
    `less the headers: with Content-Encoding br, the .br files' sizes); first load = network idle + ${AFTER_IDLE_MS / 1000} s; inline = JavaScript characters inside the HTML`,
  );
  /** @type {string[][]} */
  const rows = [["page", "lng", "build", "first load", "after scrolling", "inline", "encodings"]];
  /** @type {Map<string, { first: ScriptTransfer[][], scrolled: ScriptTransfer[][] }>} */
  const bySite = new Map(sites.map((site) => [site.label, { first: [], scrolled: [] }]));
  /** @type {Map<string, Map<string, number>>} every file seen per build, with its bytes */
  const filesSeen = new Map(sites.map((site) => [site.label, new Map()]));
  /** @type {string[]} */
  const strays = [];
  for (const [index, [page, language]] of pageLanguages().entries()) {
    for (const site of inTurn(sites, index)) {
      const { firstLoad, afterScroll, inlineChars } = await measureTransfer(
        browser,
        urlOf(site, page, language),
      );
      bySite.get(site.label)?.first.push(firstLoad);
      bySite.get(site.label)?.scrolled.push(afterScroll);
      for (const script of afterScroll) filesSeen.get(site.label)?.set(fileName(script.url), script.bytes);
      if (site === sites[0])
        for (const script of afterScroll)
          if (!siteScriptFiles.has(new URL(script.url).pathname))
            strays.push(`${site.pages[page]} (${language}): ${new URL(script.url).pathname}`);
      rows.push([
        site.pages[page] ?? "",
        language,
        site.label,
        summary(firstLoad),
        summary(afterScroll),
        inlineChars ? `${inlineChars} chars` : "0",
        [...new Set(afterScroll.map((script) => script.encoding))].join(",") || "-",
      ]);
    }
  }
  printTable(rows, [0, 1, 2, 6]);
  console.log();
  for (const [label, seen] of bySite) {
    const largest = (/** @type {ScriptTransfer[][]} */ loads) =>
      `${kb(Math.max(...loads.map(totalBytes)))}, ${Math.max(...loads.map((load) => load.length))} files`;
    console.log(
      `${label}: the most on any page: first load ${largest(seen.first)}; after scrolling ${largest(seen.scrolled)} (the limits, note 052: a first load 25 kB and 4 files; a whole visit 4 files, and 36 kB gzip in the first-load test)`,
    );
    const files = [...(filesSeen.get(label) ?? [])].sort((a, b) => b[1] - a[1]);
    console.log(`  files seen: ${files.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}`);
  }
  console.log(
    strays.length
      ? `Scripts outside ${RECORD} on public pages of the current build (React or Remix?):\n  ${strays.join("\n  ")}`
      : `No public page of the current build loaded a script outside ${RECORD}.`,
  );
  console.log();
}

/**
 * The median of `runs` loads of one page on each site, the sites taking turns run by run.
 * @param {Browser} browser @param {Site[]} sites @param {(site: Site) => string} urlFor
 * @returns {Promise<Map<string, MainThreadLoad>>}
 */
async function medianLoads(browser, sites, urlFor) {
  /** @type {Map<string, MainThreadLoad[]>} */
  const loads = new Map(sites.map((site) => [site.label, []]));
  for (let runIndex = 0; runIndex < runs; runIndex++)
    for (const site of inTurn(sites, runIndex))
      loads.get(site.label)?.push(await measureMainThread(browser, urlFor(site)));
  return new Map([...loads].map(([label, measured]) => [label, medianLoad(measured)]));
}

/**
 * The main-thread work per page, language and build (pageLanguages() order), and of a blank
 * load (/healthz, a line of plain text): what the browser does for any page, which no script can save.
 * @param {Browser} browser @param {Site[]} sites
 */
async function benchMainThread(browser, sites) {
  // One load each, not counted: the first throttled loads of a browser may pay for warming it up.
  for (const site of sites) await measureMainThread(browser, urlOf(site, 0, languages[0] ?? "en"));
  const blank = await medianLoads(browser, sites, (site) => `${site.base}/healthz`);
  const medians = [];
  for (const [page, language] of pageLanguages()) {
    medians.push(await medianLoads(browser, sites, (site) => urlOf(site, page, language)));
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  return { medians, blank };
}

/** The table's columns: [when, figure, heading]. */
const COLUMNS = /** @type {const} */ ([
  ["atIdle", "taskMs", "TaskDuration"],
  ["atIdle", "scriptMs", "ScriptDuration"],
  ["atIdle", "longTaskMs", "long tasks"],
  ["later", "taskMs", `TaskDuration +${AFTER_IDLE_MS / 1000} s`],
]);

/**
 * The main-thread figures: per page and language, the older build against the current one and their ratio,
 * the medians over every page and language, the largest ratio, and where each build's time went.
 * @param {Site[]} sites @param {{ medians: Map<string, MainThreadLoad>[], blank: Map<string, MainThreadLoad> }} measured
 */
function printMainThread(sites, { medians, blank }) {
  const [current, older] = sites;
  if (!current) return;
  console.log(
    `Main-thread work during load, ms (CPU ${CPU_SLOWDOWN}× slower, median of ${runs} loads; at load + network idle, and TaskDuration again ${AFTER_IDLE_MS / 1000} s later)`,
  );
  /** @param {MainThreadLoad | undefined} load @param {(typeof COLUMNS)[number]} column */
  const value = (load, [when, figure]) => load?.[when][figure] ?? NaN;
  /** @param {MainThreadLoad | undefined} now @param {MainThreadLoad | undefined} before @param {(typeof COLUMNS)[number]} column */
  const cell = (now, before, column) => {
    const after = value(now, column).toFixed(0);
    if (!older) return after;
    const ratio =
      value(before, column) > 0 ? `${(value(now, column) / value(before, column)).toFixed(2)}×` : "-";
    return `${value(before, column).toFixed(0)} → ${after} (${ratio})`;
  };
  const heading = older ? `${older.label} → ${current.label} (ratio)` : current.label;
  /** @type {string[][]} */
  const rows = [["page", "lng", ...COLUMNS.map(([, , name]) => `${name}: ${heading}`)]];
  for (const [index, [page, language]] of pageLanguages().entries()) {
    const row = medians[index];
    const before = older ? row?.get(older.label) : undefined;
    rows.push([
      current.pages[page] ?? "",
      language,
      ...COLUMNS.map((column) => cell(row?.get(current.label), before, column)),
    ]);
  }
  // The median over every page and language of each build's per-page medians.
  const [nowOverall, beforeOverall] = sites.map((site) =>
    medianLoad(medians.map((row) => /** @type {MainThreadLoad} */ (row.get(site.label)))),
  );
  rows.push(["median of all", "", ...COLUMNS.map((column) => cell(nowOverall, beforeOverall, column))]);
  const [nowBlank, beforeBlank] = sites.map((site) => blank.get(site.label));
  rows.push(["blank load (/healthz)", "", ...COLUMNS.map((column) => cell(nowBlank, beforeBlank, column))]);
  if (older) {
    /** @param {(typeof COLUMNS)[number]} column */
    const largest = (column) => {
      const ratios = medians
        .map((row) => value(row.get(current.label), column) / value(row.get(older.label), column))
        .filter(Number.isFinite);
      // No ratio where the older build did none of it (long tasks: 0 ms) on every page.
      return ratios.length ? `${Math.max(...ratios).toFixed(2)}×` : "-";
    };
    rows.push(["largest ratio", "", ...COLUMNS.map(largest)]);
  }
  printTable(rows);
  if (older) {
    // The blank load's work is in every figure above, the same for both builds: the pages' own work is the rest.
    /** @param {MainThreadLoad | undefined} load @param {MainThreadLoad | undefined} base */
    const net = (load, base) => (load?.atIdle.taskMs ?? NaN) - (base?.atIdle.taskMs ?? NaN);
    const [after, before] = [net(nowOverall, nowBlank), net(beforeOverall, beforeBlank)];
    console.log(
      `TaskDuration less the blank load's, median of all: ${before.toFixed(0)} → ${after.toFixed(0)} ms (${(after / before).toFixed(2)}×)`,
    );
    // Issue 35's "a quarter of today's" counts the scripts' own work (docs/decisions/052-…).
    const script = /** @param {MainThreadLoad | undefined} load */ (load) => load?.atIdle.scriptMs ?? NaN;
    console.log(
      `ScriptDuration, the scripts' own work (the quarter of note 052), median of all: ${script(beforeOverall).toFixed(0)} → ${script(nowOverall).toFixed(0)} ms (${(script(nowOverall) / script(beforeOverall)).toFixed(2)}×)`,
    );
  }
  // What the main thread's time was spent on: the script is not all of it.
  for (const [index, site] of sites.entries()) {
    const overall = [nowOverall, beforeOverall][index]?.atIdle;
    if (!overall) continue;
    const other = overall.taskMs - overall.scriptMs - overall.layoutMs - overall.styleMs;
    console.log(
      `${site.label}, median of all at network idle: TaskDuration ${overall.taskMs.toFixed(0)} ms = script ${overall.scriptMs.toFixed(0)} + layout ${overall.layoutMs.toFixed(0)} + style ${overall.styleMs.toFixed(0)} + the rest (parsing, paint…) ${other.toFixed(0)}`,
    );
  }
  console.log();
}

// --- The run -------------------------------------------------------------------------------------------

console.log(`Load average before: ${loadAverage()}\n`);
const record = printSiteScript();
const siteScriptFiles = new Set(record.files.map((file) => file.file));

/** Everything to undo, newest first: run at the end and on failure. */
/** @type {(() => unknown)[]} */
const cleanups = [];
/** On Ctrl-C, what can be undone at once: the worktree (the servers get the terminal's signal too). */
let removeWorktree = () => {};
const onSignal = () => {
  removeWorktree();
  process.exit(130);
};
process.once("SIGINT", onSignal);
process.once("SIGTERM", onSignal);

try {
  const older = against ? prepareOlderBuild(against) : undefined;
  if (older) {
    removeWorktree = older.remove;
    cleanups.unshift(older.remove);
  }
  const current = await startSite("current", undefined);
  cleanups.unshift(current.stop);
  const sites = [current];
  if (older && against) {
    const before = await startSite(against, older.checkout);
    cleanups.unshift(before.stop);
    sites.push(before);
  }
  for (const site of sites)
    console.log(
      `${site.label}: ${site.base} (the service page: ${site.pages.find((page) => page.includes("solution-details")) ?? "none asked"})`,
    );
  // The servers render and store each page once: the measured loads all get stored pages.
  for (const site of sites)
    for (const [page, language] of pageLanguages()) await (await fetch(urlOf(site, page, language))).text();
  console.log();

  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  cleanups.unshift(() => browser.close());
  await benchTransfers(browser, sites, siteScriptFiles);
  printMainThread(sites, await benchMainThread(browser, sites));
} finally {
  for (const cleanup of cleanups) await cleanup();
  console.log(`Load average after: ${loadAverage()}`);
}
