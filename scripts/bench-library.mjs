// @ts-check
/**
 * `npm run bench:library [-- PROJECT_DIR]`: the image library at size, printed as figures (no pass or
 * fail). 10,000 library items (names and descriptions in three languages), 10,000 services using some
 * of them and 10,000 clients: the server's CPU per request of the library's first page, a search (a
 * Kurdish description, a Latin name), its "unused only" filter and a deep page, against the admin list
 * of clients (an admin list page as it was before the library), in alternated blocks.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startSignedIn } from "./lib/bench-admin.mjs";
import { fillRecords } from "./lib/fill-records.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
const ITEMS = 10_000;
const ROUNDS = 8;
const BLOCK = 30;
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
/** @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** 10,000 items; every other service shows one of them. @param {string} file */
function fillLibrary(file) {
  fillRecords(file, ITEMS, ["services", "clients"]);
  const sqlite = new Database(file);
  const start = Date.UTC(2021, 0, 1);
  try {
    sqlite.transaction(() => {
      const insert = sqlite.prepare(
        `insert into media (id, name, image, imageAltEn, imageAltKu, imageAltAr, date)
         values (?, ?, ?, ?, ?, ?, ?)`,
      );
      const use = sqlite.prepare("update services set image = ? where id = ?");
      for (let i = 0; i < ITEMS; i++) {
        const id = `medi${String(i).padStart(12, "0")}`;
        const image = `/uploads/${id}-0123456789ab-1600x1200.jpg`;
        insert.run(
          id,
          `office-photo-${i}`,
          image,
          `The office in Erbil, photo ${i}`,
          `نووسینگەکە لە هەولێر، وێنەی ${i}`,
          `المكتب في أربيل، الصورة ${i}`,
          start + i * 1000,
        );
        if (i % 2 === 0) use.run(image, `serv${String(i).padStart(12, "0")}`);
      }
    })();
  } finally {
    sqlite.close();
  }
}

/** [label, path] */
const PAGES = /** @type {const} */ ([
  ["an admin list (clients)", "/admin/list-clients"],
  ["the library, first page", "/admin/list-images"],
  ["the library, search a Kurdish description", `/admin/list-images?q=${encodeURIComponent("وێنەی 4321")}`],
  ["the library, search a name", "/admin/list-images?q=office-photo-4321"],
  ["the library, unused only", "/admin/list-images?unused=1"],
  ["the library, page 250", "/admin/list-images?page=250"],
]);

console.log(
  `Load average before: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
const { server, cookie } = await startSignedIn({ project, env, fill: fillLibrary });
const pid = /** @type {number} */ (server.child.pid);
try {
  /** @param {string} url */
  const get = async (url) => {
    const response = await fetch(`${server.base}${url}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  for (const [, url] of PAGES) for (let i = 0; i < 3; i++) await get(url);
  /** @type {number[][]} */
  const samples = PAGES.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, [, url]] of PAGES.entries()) {
      const before = cpuSeconds(pid);
      for (let i = 0; i < BLOCK; i++) await get(url);
      samples[index]?.push(((cpuSeconds(pid) - before) * 1000) / BLOCK);
    }
  const cpu = samples.map(median);
  const base = cpu[0] ?? NaN;
  console.log(`With ${ITEMS.toLocaleString("en")} library items, services and clients:`);
  for (const [index, [label]] of PAGES.entries())
    console.log(
      `${`CPU per request, ${label}`.padEnd(64)} ${(cpu[index] ?? 0).toFixed(2)} ms  ${((cpu[index] ?? 0) / base).toFixed(2)}×`,
    );
} finally {
  await server.stop();
}
console.log(
  `Load average after: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
