// @ts-check
/**
 * Starts the production build (`node server.mjs`) on a fresh temporary
 * database, for scripts that look at or measure the site.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** @param {number} port @param {{ quiet?: boolean }} [options] */
export async function startThrowawayServer(port, options = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-script-"));
  const server = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "site.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET_FILE: path.join(dataDir, "session-secret"),
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
  return { base, stop: () => server.kill("SIGTERM") };
}
