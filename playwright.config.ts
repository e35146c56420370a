import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run the production build (`node server.mjs`) on a fresh
 * temporary database and uploads folder, in a real Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

// Workers inherit the main process's environment: one folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
export const dataDir = process.env.E2E_DATA_DIR;

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download. */
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium found for the browser tests. Install one with `apt-get install -y chromium` " +
      "(Debian/Ubuntu), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // The public pages once more with JavaScript disabled.
    { name: "no-js", use: { javaScriptEnabled: false }, testMatch: /public-pages\.spec\.ts/ },
  ],
  webServer: {
    command: "node server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "site.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "browser-tests-session-secret-0123456789abcdef",
      // Tests send X-Forwarded-For to act as different visitors (rate limits).
      TRUST_PROXY: "loopback",
    },
  },
});
