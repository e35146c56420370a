// @ts-check
/**
 * `node scripts/bench-news.mjs [PROJECT_DIR]`: what news costs with 10,000 posts (and 10,000 services),
 * printed as figures (no pass or fail): the server's CPU per render of /news, a post's page, /solutions
 * and a service's page, each asked with a query no stored page answers (so rendered every time), and of
 * the Atom feed (made once until the content changes) and its 304. PROJECT_DIR (default: here) must
 * hold a production build.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { fillRecords, recordId } from "./lib/fill-records.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
const ROWS = 10_000;
/** Requests per block; blocks alternate between pages so that a slower moment hits each alike. */
const BLOCK = 40;
const BLOCKS = 8;
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU seconds a process has used so far (user + system). @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const sample = await startThrowawayServer({ quiet: true, cwd: project, env });
await sample.stop({ keepData: true });
fillRecords(sample.databasePath, ROWS, ["services", "news"]);
// Posts as the office writes them: a summary and a text of a few paragraphs, in three languages.
{
  const sqlite = new Database(sample.databasePath);
  sqlite
    .prepare(
      `update news set summaryEn = 'A short summary of the post, a sentence or two long.',
        summaryKu = 'پوختەیەکی کورتی هەواڵەکە، یەک یان دوو ڕستە.', summaryAr = 'ملخص قصير للخبر في جملة أو جملتين.',
        bodyEn = ?, bodyKu = ?, bodyAr = ?`,
    )
    .run(
      "A paragraph of the post with **bold** words and [a link](/solutions).\n\n".repeat(5),
      "بڕگەیەکی هەواڵەکە لەگەڵ وشەی **تۆخ** و [بەستەرێک](/solutions).\n\n".repeat(5),
      "فقرة من الخبر فيها كلمات **عريضة** و[رابط](/solutions).\n\n".repeat(5),
    );
  sqlite.close();
}
const server = await startThrowawayServer({
  quiet: true,
  cwd: project,
  env,
  dataDir: sample.dataDir,
  removeDataDir: true,
});
const pid = /** @type {number} */ (server.child.pid);
const service = recordId("services", ROWS - 1);
let n = 0;
/** A query no stored page answers: the page is rendered for each request. */
const fresh = () => `&bench=${n++}`;
/** @type {[string, () => string, Record<string, string>?][]} */
const pages = [
  ["/solutions (ku)", () => `/solutions?lng=ku${fresh()}`],
  ["/news (ku)", () => `/news?lng=ku${fresh()}`],
  ["/solutions?page=500 (ku)", () => `/solutions?page=500&lng=ku${fresh()}`],
  ["/news?page=500 (ku)", () => `/news?page=500&lng=ku${fresh()}`],
  ["a service's page (ku)", () => `/solution-details/${service}?lng=ku${fresh()}`],
  ["a post's page (ku)", () => `/news/record-${ROWS - 1}?lng=ku${fresh()}`],
  ["the Atom feed (ku)", () => `/news.atom?lng=ku`],
];
try {
  const etag = (await fetch(`${server.base}/news.atom?lng=ku`)).headers.get("etag") ?? "";
  pages.push(["the Atom feed's 304 (ku)", () => `/news.atom?lng=ku`, { "If-None-Match": etag }]);
  // Warm up every page once (the first render of a route loads its code).
  for (const [, url, headers] of pages)
    await (await fetch(`${server.base}${url()}`, { headers })).arrayBuffer();
  /** @type {number[][]} */
  const samples = pages.map(() => []);
  for (let block = 0; block < BLOCKS; block++) {
    for (const [index, [, url, headers]] of pages.entries()) {
      const before = cpuSeconds(pid);
      for (let i = 0; i < BLOCK; i++)
        await (await fetch(`${server.base}${url()}`, { headers })).arrayBuffer();
      samples[index]?.push(((cpuSeconds(pid) - before) * 1000) / BLOCK);
    }
  }
  const cpu = samples.map(median);
  const at = (/** @type {string} */ label) => cpu[pages.findIndex(([name]) => name === label)] ?? NaN;
  console.log(`With ${ROWS.toLocaleString("en")} posts and ${ROWS.toLocaleString("en")} services:`);
  for (const [index, [label]] of pages.entries())
    console.log(`${`CPU per request, ${label}`.padEnd(60)} ${(cpu[index] ?? 0).toFixed(2)} ms`);
  const ratio = (/** @type {string} */ a, /** @type {string} */ b) => (at(a) / at(b)).toFixed(2);
  console.log(`${"/news against /solutions".padEnd(60)} ${ratio("/news (ku)", "/solutions (ku)")}×`);
  console.log(
    `${"/news?page=500 against /solutions?page=500".padEnd(60)} ${ratio("/news?page=500 (ku)", "/solutions?page=500 (ku)")}×`,
  );
  console.log(
    `${"a post's page against a service's".padEnd(60)} ${ratio("a post's page (ku)", "a service's page (ku)")}×`,
  );
} finally {
  await server.stop();
}
