// @ts-check
/**
 * The back office at size: what a page costs on the sample content and on a company years on (100,000
 * visitor messages, half read, 10,000 records of every other type and 10,000 pictures in the image
 * library, half of the clients showing one), by the server's CPU per
 * request and the median time, for the pages staff open most and the inbox's search. Run by
 * `npm run bench`, or alone: `npm run bench:admin [-- PROJECT_DIR]`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { fillRecords, PUBLIC_TABLES } from "./fill-records.mjs";
import { startThrowawayServer } from "./throwaway-server.mjs";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
/** @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const NAMES = ["Dilan Ahmed", "Karwan Aziz", "Shilan Omar", "علي حسن", "ژیلا محمد", "Sara Khalid"];
const SUBJECTS = [
  "A website for our shop",
  "دیزاینی ماڵپەڕ بۆ کۆمپانیاکەمان",
  "استفسار عن الاستضافة",
  "Networking for a new office",
  "خولی تەکنەلۆجیای زانیاری",
  "طلب عرض سعر للشبكات",
];
const TEXTS = [
  "Hello, we would like a quote for a website in Kurdish and English, with an online catalogue.",
  "سڵاو، دەمانەوێت ماڵپەڕێکی نوێ دروست بکەین بۆ فرۆشگاکەمان بە کوردی و عەرەبی.",
  "مرحبا، نحتاج إلى استضافة موقعنا وبريد إلكتروني لعشرة موظفين في أربيل.",
];

/**
 * Writes `count` visitor messages straight into SQLite (the triggers the site installed run), half of
 * them read. @param {string} file @param {number} count
 */
function fillMessages(file, count) {
  const sqlite = new Database(file);
  const start = Date.now() - count * 60_000;
  try {
    sqlite.transaction(() => {
      const insert = sqlite.prepare(
        "insert into messages (id, name, email, phone, subject, message, date) values (?, ?, ?, ?, ?, ?, ?)",
      );
      const read = sqlite.prepare("insert into message_reads (message_id, read_at) values (?, ?)");
      for (let i = 0; i < count; i++) {
        const id = `mess${String(i).padStart(12, "0")}`;
        insert.run(
          id,
          NAMES[i % NAMES.length],
          `visitor${i}@example.com`,
          `+964 750 ${String(i % 1000).padStart(3, "0")} ${String(i % 10000).padStart(4, "0")}`,
          `${SUBJECTS[i % SUBJECTS.length]} ${i}`,
          TEXTS[i % TEXTS.length],
          start + i * 60_000,
        );
        if (i % 2 === 0) read.run(id, start + i * 60_000 + 1000);
      }
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * Writes `count` image library items straight into SQLite, named and described in three languages, and
 * has every other client show one of them (the rest are what "Unused only" lists).
 * @param {string} file @param {number} count
 */
function fillLibrary(file, count) {
  const sqlite = new Database(file);
  const start = Date.UTC(2020, 0, 1);
  try {
    sqlite.transaction(() => {
      const insert = sqlite.prepare(
        "insert into media (id, name, image, imageAltEn, imageAltKu, imageAltAr, date) values (?, ?, ?, ?, ?, ?, ?)",
      );
      for (let i = 0; i < count; i++) {
        const id = `medi${String(i).padStart(12, "0")}`;
        insert.run(
          id,
          `photo-${i}`,
          `/uploads/${id}-0123456789ab-1200x800.jpg`,
          `Picture ${i} of the office in Erbil`,
          `وێنەی ژمارە ${i} ی ئۆفیسەکە لە هەولێر`,
          `الصورة رقم ${i} للمكتب في أربيل`,
          start + i * 1000,
        );
      }
      sqlite
        .prepare(
          "update clients set image = '/uploads/medi' || substr('000000000000' || (rowid % ?), -12) || '-0123456789ab-1200x800.jpg' where rowid % 2 = 0",
        )
        .run(count);
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * A server on a database that `fill` filled (the site's tables made by a first start), with a staff
 * account, and its session cookie.
 * @param {{ project: string, env: Record<string, string>, fill: (databasePath: string) => void }} options
 */
export async function startSignedIn({ project, env, fill }) {
  const first = await startThrowawayServer({ quiet: true, cwd: project, env });
  await first.stop({ keepData: true });
  fill(first.databasePath);
  execFileSync(
    process.execPath,
    ["scripts/create-admin.mjs", "--email", "bench@zagros.test", "--password", "bench password 1"],
    {
      cwd: project,
      env: { ...process.env, NODE_ENV: "production", DATABASE_PATH: first.databasePath },
      stdio: "ignore",
    },
  );
  const server = await startThrowawayServer({
    quiet: true,
    cwd: project,
    env,
    dataDir: first.dataDir,
    removeDataDir: true,
  });
  const signIn = await fetch(`${server.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({
      email: "bench@zagros.test",
      password: "bench password 1",
      redirectTo: "/",
    }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { server, cookie };
}

/**
 * CPU per request of each page on each server, both up at once and measured in alternated blocks, so
 * that a busy moment of the box weighs on both sizes alike: the median of the blocks, and the median
 * time of a request.
 * @param {{ server: Awaited<ReturnType<typeof startThrowawayServer>>, cookie: string }[]} sites
 * @returns {Promise<Map<string, { cpuMs: number, ms: number }>[]>}
 */
async function measureSideBySide(sites) {
  /** @type {{ cpu: number[], times: number[] }[][]} */
  const samples = sites.map(() => PAGES.map(() => ({ cpu: [], times: [] })));
  /** @param {number} site @param {string} path */
  const get = async (site, path) => {
    const { server, cookie } = /** @type {(typeof sites)[number]} */ (sites[site]);
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (const [site] of sites.entries())
    for (const [, path] of PAGES) for (let i = 0; i < 3; i++) await get(site, path);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [page, [, path]] of PAGES.entries()) {
      for (const [site, { server }] of sites.entries()) {
        const pid = /** @type {number} */ (server.child.pid);
        const sample = /** @type {{ cpu: number[], times: number[] }} */ (samples[site]?.[page]);
        const cpuBefore = cpuSeconds(pid);
        for (let i = 0; i < BLOCK; i++) sample.times.push(await get(site, path));
        sample.cpu.push(((cpuSeconds(pid) - cpuBefore) * 1000) / BLOCK);
      }
    }
  }
  return samples.map(
    (pages) =>
      new Map(
        PAGES.map(([label], page) => {
          const { cpu, times } = /** @type {{ cpu: number[], times: number[] }} */ (pages[page]);
          return [label, { cpuMs: median(cpu), ms: median(times) }];
        }),
      ),
  );
}

/** Blocks of BLOCK requests per page and size (a CPU tick is 10 ms: 0.25 ms a request): 320 of each. */
const ROUNDS = 8;
const BLOCK = 40;
/** The pages staff open most, and the inbox's search in each script: [label, path]. */
const PAGES = /** @type {const} */ ([
  ["dashboard", "/dashboard"],
  ["a content list", "/admin/list-services"],
  ["staff", "/admin/staff"],
  ["inbox", "/admin/list-contactus"],
  ["inbox, unread only", "/admin/list-contactus?filter=unread"],
  ["inbox search, Latin", "/admin/list-contactus?q=catalogue"],
  [
    "inbox search, Kurdish typed with Arabic ي/ك",
    `/admin/list-contactus?q=${encodeURIComponent("ماڵپەڕيك")}`,
  ],
  ["inbox search, phone digits", `/admin/list-contactus?q=${encodeURIComponent("750 123")}`],
  ["a content list, searched", `/admin/list-clients?q=${encodeURIComponent("Record 4242")}`],
  ["the image library", "/admin/list-images"],
  [
    "the image library, a Kurdish description searched",
    `/admin/list-images?q=${encodeURIComponent("ژمارە 4242")}`,
  ],
  ["the image library, unused only", "/admin/list-images?unused=1"],
]);

/**
 * @param {{ project: string, env: Record<string, string>, report: (label: string, value: string) => void }} options
 */
export async function benchAdminAtSize({ project, env, report }) {
  const sites = [
    await startSignedIn({ project, env, fill: (file) => fillMessages(file, 0) }),
    // A company years on: 100,000 messages and 10,000 records of every other type.
    await startSignedIn({
      project,
      env,
      fill: (file) => {
        fillMessages(file, 100_000);
        fillRecords(file, 10_000, [...PUBLIC_TABLES, "team_members"]);
        fillLibrary(file, 10_000);
      },
    }),
  ];
  let empty, full;
  try {
    [empty, full] =
      /** @type {[Map<string, { cpuMs: number, ms: number }>, Map<string, { cpuMs: number, ms: number }>]} */ (
        await measureSideBySide(sites)
      );
  } finally {
    for (const { server } of sites) await server.stop();
  }
  const inbox = full.get("inbox");
  for (const [label] of PAGES) {
    const none = empty.get(label);
    const many = full.get(label);
    if (!none || !many) continue;
    // A search's own cost: the inbox page with it against the same page without it, both at 100,000.
    const search =
      label.startsWith("inbox search") && inbox
        ? `; the search itself ${(many.cpuMs - inbox.cpuMs).toFixed(1)} ms`
        : "";
    report(
      `back office: ${label}, sample content / 100,000 messages and 10,000 of each type`,
      `${none.cpuMs.toFixed(1)} / ${many.cpuMs.toFixed(1)} ms CPU a request (${(many.cpuMs / none.cpuMs).toFixed(2)}×), ` +
        `median ${none.ms.toFixed(1)} / ${many.ms.toFixed(1)} ms${search}`,
    );
  }
}
