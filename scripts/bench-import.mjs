// @ts-check
/**
 * `npm run bench:import [-- --records N --images N --large-mb M]`: what `npm run import:firestore`
 * costs, printed as figures (no pass or fail). Needs a production build (`npm run build`).
 *
 * 1. An export of N records (default 10,000, spread over the old site's six collections, Kurdish and
 *    Arabic texts, every date form) with N images (default 500: 800×600 JPEGs of noise, named
 *    `{id}.png`), imported twice into a fresh database: the first import and a second run that
 *    changes nothing.
 * 2. An export of M MB (default 200; 0 leaves it out) made of the same records, without images,
 *    imported once into a fresh database: what a large export costs in memory.
 *
 * For each run: wall time, CPU time (user + system, less sensitive to a busy machine) and peak
 * memory (maxRSS) of the command's process.
 */
import { spawn } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { values } = parseArgs({
  options: {
    records: { type: "string", default: "10000" },
    images: { type: "string", default: "500" },
    "large-mb": { type: "string", default: "200" },
  },
});
const RECORDS = Number(values.records);
const IMAGES = Number(values.images);
const LARGE_MB = Number(values["large-mb"]);

// Shares of the export per collection; clients, products and services carry the images.
const SHARES = [
  ["newClients", 0.2],
  ["newProducts", 0.2],
  ["newServices", 0.1],
  ["newJumbotron", 0.05],
  ["newInfoArea", 0.05],
  ["newContactUs", 0.4],
];
const WITH_IMAGES = ["newClients", "newProducts", "newServices"];

/** A Firestore-style id: 20 letters and digits. */
const id = (/** @type {string} */ prefix, /** @type {number} */ n) =>
  `${prefix}${String(n).padStart(20 - prefix.length, "0")}`;

/** The n-th document of a collection, as the old site stored it. */
function documentOf(/** @type {string} */ name, /** @type {number} */ n, /** @type {number} */ now) {
  const docId = id(name.slice(3, 6), n);
  // Every date form in turn: timestamp, epoch milliseconds, ISO string.
  const at = now - (n + 1) * 60_000;
  const date =
    n % 3 === 0
      ? { __datatype__: "timestamp", value: { _seconds: Math.floor(at / 1000), _nanoseconds: 0 } }
      : n % 3 === 1
        ? at
        : new Date(at).toISOString();
  if (name === "newContactUs") {
    return {
      docId,
      fields: {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: "0750 123 4567",
        subject: `پرسیار ${n}`,
        message: "سڵاو، دەمەوێت زانیاری زیاتر دەربارەی خزمەتگوزارییەکانتان. ".repeat(4),
        date,
        __collections__: {},
      },
    };
  }
  return {
    docId,
    fields: {
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
      ...(WITH_IMAGES.includes(name)
        ? { image: `https://firebasestorage.googleapis.com/v0/b/old/o/${docId}.png` }
        : {}),
      date,
      __collections__: {},
    },
  };
}

/**
 * Writes an export in node-firestore-import-export's shape, a document at a time (any size fits in
 * little memory): `records` documents in all, or documents until the file holds `bytes`.
 * Returns the ids of the documents that may have an image.
 */
function writeExport(/** @type {string} */ file, /** @type {{records?: number, bytes?: number}} */ size) {
  const fd = openSync(file, "w");
  let pending = "";
  let bytes = 0; // written and pending
  const write = (/** @type {string} */ text) => {
    pending += text;
    bytes += Buffer.byteLength(text);
    if (pending.length < 1 << 20) return;
    writeSync(fd, pending);
    pending = "";
  };
  const now = Date.now();
  /** @type {string[]} */
  const withImages = [];
  let made = 0;
  write('{"__collections__":{');
  SHARES.forEach(([name, share], index) => {
    const collection = String(name);
    const last = index === SHARES.length - 1;
    const count = size.records
      ? last
        ? size.records - made
        : Math.round(size.records * Number(share))
      : Infinity;
    const until = size.bytes ? bytes + size.bytes * Number(share) : Infinity;
    write(`${index > 0 ? "," : ""}${JSON.stringify(collection)}:{`);
    for (let n = 0; n < count && bytes < until; n++) {
      const { docId, fields } = documentOf(collection, n, now);
      write(`${n > 0 ? "," : ""}${JSON.stringify(docId)}:${JSON.stringify(fields)}`);
      if (WITH_IMAGES.includes(collection)) withImages.push(docId);
      made++;
    }
    write("}");
  });
  write("}}");
  writeSync(fd, pending);
  closeSync(fd);
  return { records: made, withImages };
}

/** Runs the real command on a fresh or existing data folder; resolves with its figures. */
function runImport(/** @type {string[]} */ args, /** @type {string} */ dataDir) {
  return new Promise((resolve, reject) => {
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
        ...args,
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
}

function printRun(/** @type {string} */ label, /** @type {any} */ result) {
  const summary = result.stdout
    .split("\n")
    .filter((/** @type {string} */ line) => /→|^Images:/.test(line))
    .join("\n  ");
  console.log(
    `${label}: ${result.seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU, ` +
      `peak memory ${result.maxRssMb.toFixed(0)} MB (maxRSS), exit ${result.code}\n  ${summary}`,
  );
}

const megabytes = (/** @type {string} */ file) => (statSync(file).size / 1024 / 1024).toFixed(0);

const work = mkdtempSync(path.join(tmpdir(), "bench-import-"));
try {
  console.log(
    `Load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  if (RECORDS > 0) {
    const imagesDir = path.join(work, "images");
    mkdirSync(imagesDir);
    const exportFile = path.join(work, "export.json");
    const { records, withImages } = writeExport(exportFile, { records: RECORDS });
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
    console.log(
      `Export: ${records} records (${megabytes(exportFile)} MB), ${imageCount} images (800×600 JPEG named .png)`,
    );
    const dataDir = path.join(work, "site");
    for (const label of ["first import", "second run (changes nothing)"]) {
      printRun(label, await runImport(["--export", exportFile, "--images", imagesDir], dataDir));
    }
  }
  if (LARGE_MB > 0) {
    const exportFile = path.join(work, "large.json");
    const { records } = writeExport(exportFile, { bytes: LARGE_MB * 1024 * 1024 });
    console.log(`Large export: ${records} records (${megabytes(exportFile)} MB), no images`);
    printRun("first import", await runImport(["--export", exportFile], path.join(work, "large-site")));
    rmSync(exportFile);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
