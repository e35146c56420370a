// @ts-check
/**
 * `npm run bench:import [-- --records N --images N]`: what `npm run import:firestore`
 * costs, printed as figures (no pass or fail). Generates an export of N records
 * (default 10,000, spread over the old site's six collections, Kurdish and Arabic
 * texts, every date form) and N images (default 500: 800×600 JPEGs of noise,
 * named `{id}.png`), then runs the real command twice on a fresh database: the
 * first import and a second run that changes nothing. For each: wall time, CPU
 * time (user + system, less sensitive to a busy machine) and peak memory (maxRSS).
 * Needs a production build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { values } = parseArgs({
  options: { records: { type: "string", default: "10000" }, images: { type: "string", default: "500" } },
});
const RECORDS = Number(values.records);
const IMAGES = Number(values.images);

// Shares of the records per collection; clients, products and services carry the images.
const SHARES = [
  ["newClients", 0.2],
  ["newProducts", 0.2],
  ["newServices", 0.1],
  ["newJumbotron", 0.05],
  ["newInfoArea", 0.05],
  ["newContactUs", 0.4],
];

/** A Firestore-style id: 20 letters and digits. */
const id = (/** @type {string} */ prefix, /** @type {number} */ n) =>
  `${prefix}${String(n).padStart(20 - prefix.length, "0")}`;

const work = mkdtempSync(path.join(tmpdir(), "bench-import-"));
try {
  const imagesDir = path.join(work, "images");
  mkdirSync(imagesDir);
  const now = Date.now();
  /** @type {Record<string, Record<string, unknown>>} */
  const collections = {};
  const withImages = [];
  let made = 0;
  for (const [name, share] of SHARES) {
    const count = name === "newContactUs" ? RECORDS - made : Math.round(RECORDS * Number(share));
    made += count;
    /** @type {Record<string, unknown>} */
    const documents = {};
    for (let n = 0; n < count; n++) {
      const docId = id(String(name).slice(3, 6), n);
      // Every date form in turn: timestamp, epoch milliseconds, ISO string.
      const at = now - (n + 1) * 60_000;
      const date =
        n % 3 === 0
          ? { __datatype__: "timestamp", value: { _seconds: Math.floor(at / 1000), _nanoseconds: 0 } }
          : n % 3 === 1
            ? at
            : new Date(at).toISOString();
      if (name === "newContactUs") {
        documents[docId] = {
          name: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          phone: "0750 123 4567",
          subject: `پرسیار ${n}`,
          message: "سڵاو، دەمەوێت زانیاری زیاتر دەربارەی خزمەتگوزارییەکانتان. ".repeat(4),
          date,
          __collections__: {},
        };
        continue;
      }
      documents[docId] = {
        titleEn: `Record ${n}`,
        titleKu: `تۆمار ${n}`,
        titleAr: `سجل ${n}`,
        ...(name === "newClients"
          ? { phone: "07501234567" }
          : {
              descEn: "A description of some length. ".repeat(10),
              descKu: "وەسفێکی درێژ. ".repeat(10),
              descAr: "وصف طويل. ".repeat(10),
            }),
        ...(["newClients", "newProducts", "newServices"].includes(String(name))
          ? { image: `https://firebasestorage.googleapis.com/v0/b/old/o/${docId}.png` }
          : {}),
        date,
        __collections__: {},
      };
      if (["newClients", "newProducts", "newServices"].includes(String(name))) withImages.push(docId);
    }
    collections[String(name)] = documents;
  }
  const exportFile = path.join(work, "export.json");
  writeFileSync(exportFile, JSON.stringify({ __collections__: collections }));

  const imageCount = Math.min(IMAGES, withImages.length);
  for (let n = 0; n < imageCount; n++) {
    const bytes = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    writeFileSync(path.join(imagesDir, `${withImages[(n * 7) % withImages.length]}.png`), bytes);
  }

  const dataDir = path.join(work, "site");
  const run = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      // Peak memory and CPU time of the command's own process, printed as it exits.
      const probe =
        "import{writeSync}from'node:fs';process.on('exit',()=>{const u=process.resourceUsage();" +
        "writeSync(3,JSON.stringify({maxRssKb:u.maxRSS,cpuUs:u.userCPUTime+u.systemCPUTime}))})";
      const child = spawn(
        "node",
        [
          "--import",
          `data:text/javascript,${encodeURIComponent(probe)}`,
          "scripts/import-firestore.mjs",
          "--export",
          exportFile,
          "--images",
          imagesDir,
        ],
        {
          stdio: ["ignore", "pipe", "inherit", "pipe"],
          env: {
            ...process.env,
            DATABASE_PATH: path.join(dataDir, "site.db"),
            UPLOADS_DIR: path.join(dataDir, "uploads"),
          },
        },
      );
      let stdout = "";
      let usage = "";
      child.stdout?.on("data", (chunk) => (stdout += chunk));
      child.stdio[3]?.on("data", (chunk) => (usage += chunk));
      child.on("exit", (code) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        if (code === 2 || usage === "") return reject(new Error(`import failed (${code}):\n${stdout}`));
        const { maxRssKb, cpuUs } = JSON.parse(usage);
        resolve({ code, seconds, cpuSeconds: cpuUs / 1e6, maxRssMb: maxRssKb / 1024, stdout });
      });
    });

  console.log(
    `Export: ${RECORDS} records, ${imageCount} images (800×600 JPEG named .png); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  for (const label of ["first import", "second run (changes nothing)"]) {
    const result = /** @type {any} */ (await run());
    const summary = result.stdout
      .split("\n")
      .filter((/** @type {string} */ line) => /→|^Images:/.test(line))
      .join("\n  ");
    console.log(
      `${label}: ${result.seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU, ` +
        `peak memory ${result.maxRssMb.toFixed(0)} MB (maxRSS), exit ${result.code}\n  ${summary}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
