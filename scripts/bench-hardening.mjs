// @ts-check
/**
 * `node scripts/bench-hardening.mjs [PROJECT_DIR]`: prints what hostile load
 * costs the production server: the answer to a 50 MB form post and the
 * server's peak memory (one, then four at once, with /healthz timed
 * meanwhile), how many of 300 parallel wrong passwords are checked, and how
 * many image files 10 parallel edits of one record leave behind.
 * PROJECT_DIR (default: here) must hold a production build; pointing it at a
 * checkout of an older commit gives the "before" figures.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { freePort } from "./lib/free-port.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-"));
const databasePath = path.join(dataDir, "site.db");
const uploadsDir = path.join(dataDir, "uploads");
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATABASE_PATH: databasePath,
  UPLOADS_DIR: uploadsDir,
  SESSION_SECRET: "bench-secret-0123456789abcdef0123456789",
  TRUST_PROXY: "loopback",
};

// A port of our choosing: older builds, which this bench compares, do not accept PORT=0.
const port = await freePort();
const server = spawn("node", ["server.mjs"], {
  cwd: project,
  env: { ...env, PORT: String(port) },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 100) throw new Error("The server did not start");
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const status = () => readFileSync(`/proc/${server.pid}/status`, "utf8");
const kb = (/** @type {string} */ field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
const mb = (/** @type {number} */ kbytes) => `${(kbytes / 1024).toFixed(0)} MB`;

/**
 * Posts `bytes` of urlencoded form to the contact form, streamed.
 * @param {number} bytes
 * @returns {Promise<{ status: number | string, size: number, ms: number }>}
 */
function bigPost(bytes) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${base}/?index`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": bytes,
        "X-Forwarded-For": `10.9.${(Math.random() * 250) | 0}.1`,
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let size = 0;
      response.on("data", (chunk) => (size += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, size, ms: performance.now() - started }),
      );
    });
    request.on("error", (error) => {
      if (!answered)
        resolve({
          status: /** @type {NodeJS.ErrnoException} */ (error).code ?? "error",
          size: 0,
          ms: performance.now() - started,
        });
    });
    const chunk = Buffer.from(`name=${"a".repeat(65531)}`);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !answered && !request.destroyed) {
        const piece = sent === 0 ? chunk : chunk.subarray(5);
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

try {
  const MB50 = 50 * 1024 * 1024;
  console.log(`project: ${project}`);
  console.log(`idle RSS: ${mb(kb("VmRSS"))}`);

  const one = await bigPost(MB50);
  console.log(
    `50 MB form post: ${one.status}, ${one.size} bytes back in ${one.ms.toFixed(0)} ms; peak RSS ${mb(kb("VmHWM"))}`,
  );

  /** @type {number[]} */
  const healthTimes = [];
  let loading = true;
  const probe = (async () => {
    while (loading) {
      const started = performance.now();
      await fetch(`${base}/healthz`).catch(() => undefined);
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const four = await Promise.all([1, 2, 3, 4].map(() => bigPost(MB50)));
  loading = false;
  await probe;
  console.log(
    `4 × 50 MB at once: ${four.map((r) => r.status).join(", ")}, ${four.reduce((s, r) => s + r.size, 0)} bytes back; ` +
      `peak RSS ${mb(kb("VmHWM"))}; slowest /healthz meanwhile ${Math.max(...healthTimes).toFixed(0)} ms`,
  );

  // Two accounts: the guesses below throttle the first one.
  for (const email of ["bench@x.test", "editor@x.test"]) {
    const args = ["scripts/create-admin.mjs", "--email", email, "--password", "bench password 1"];
    execFileSync("node", args, { cwd: project, env, stdio: "ignore" });
  }
  const guesses = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      fetch(`${base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.1.1.1" },
        body: new URLSearchParams({ email: "bench@x.test", password: `wrong ${i}` }),
      }).then((r) => r.status),
    ),
  );
  const counts = guesses.reduce(
    (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
    /** @type {Record<number, number>} */ ({}),
  );
  console.log(`300 parallel wrong passwords: ${JSON.stringify(counts)} (checked: ${counts[401] ?? 0})`);

  const signIn = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.2.2.2" },
    body: new URLSearchParams({ email: "editor@x.test", password: "bench password 1" }),
  });
  if (signIn.status !== 302) throw new Error(`The editor could not sign in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const sqlite = new Database(databasePath, { readonly: true });
  const { id } = /** @type {{ id: string }} */ (sqlite.prepare("select id from clients limit 1").get());
  const png = (/** @type {number} */ n) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: n * 20, g: 9, b: 9 } } })
      .png()
      .toBuffer();
  const images = await Promise.all(Array.from({ length: 10 }, (_, n) => png(n)));
  const edits = await Promise.all(
    images.map((image, n) => {
      const form = new FormData();
      form.set("titleEn", `Edit ${n}`);
      form.set("phone", "");
      form.set("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "x.png");
      return fetch(`${base}/admin/edit-client/${id}`, {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
        redirect: "manual",
      }).then((r) => `${r.status}${r.status === 302 ? ` → ${r.headers.get("location")}` : ""}`);
    }),
  );
  const referenced = new Set(
    ["clients", "products", "services"].flatMap((table) =>
      /** @type {{ image: string }[]} */ (sqlite.prepare(`select image from ${table}`).all()).map(
        (row) => row.image,
      ),
    ),
  );
  sqlite.close();
  const files = readdirSync(uploadsDir).filter((name) => !name.startsWith("."));
  const orphans = files.filter((name) => !referenced.has(`/uploads/${name}`));
  console.log(
    `10 parallel edits with new images: ${edits.join(",")}; files left ${files.length}, orphans ${orphans.length}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
