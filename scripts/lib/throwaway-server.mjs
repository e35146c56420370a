// @ts-check
/**
 * Starts the production build (`node server.mjs`) on a fresh temporary
 * database and uploads folder: for scripts that look at or measure the site,
 * and for browser tests that need a server of their own.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * @param {number} port
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [options]
 */
export async function startThrowawayServer(port, options = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-${port}-`));
  const databasePath = path.join(dataDir, "site.db");
  const uploadsDir = path.join(dataDir, "uploads");
  const server = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET_FILE: path.join(dataDir, "session-secret"),
      ...options.env,
    },
    stdio: options.quiet ? "ignore" : "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (attempt > 150) {
      server.kill("SIGTERM");
      throw new Error("The server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, dataDir, databasePath, uploadsDir, stop: () => server.kill("SIGTERM") };
}
