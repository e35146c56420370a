import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import { scaled } from "./tests/support/timeouts";

/**
 * Browser tests (only what needs a browser) run the production build
 * (`node server.mjs`, after `npm run build`) on a fresh temporary database and
 * uploads folder, in a real Chromium. The shared server, for files that only
 * read, is started by tests/e2e/global-setup.ts on a free port; workers read
 * its address from E2E_BASE_URL. A file that changes data has a server of its
 * own (`test.use({ ownSite })`, tests/e2e/fixtures.ts). Every timeout is
 * multiplied by TEST_TIMEOUT_FACTOR (tests/support/timeouts.ts).
 */

/**
 * Debian's Chromium, headless: CHROMIUM_PATH, else the headless shell
 * (`apt-get install chromium-headless-shell`), else the full browser
 * (`apt-get install chromium`), else Playwright's own download. The shell is
 * the same Blink without the browser around it and runs this suite in much
 * less time (docs/decisions/015-browser-tests.md).
 */
const DEBIAN_CHROMIUM = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const debian = DEBIAN_CHROMIUM.find((candidate) => existsSync(candidate));
  if (debian) return debian;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium found for the browser tests. Install one with `apt-get install -y chromium-headless-shell` " +
      "(or `chromium`; Debian/Ubuntu), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry; `.only` left in a file fails CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // The slowest test stays well within this on a two-core machine (how well: docs/benchmarks.md).
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // The headless shell hints glyph outlines fully, which widens text: a Kurdish
        // title wrapped onto a third line there and nowhere else. Text is measured
        // as the full browser (and phones) lay it out.
        "--font-render-hinting=none",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // The public pages once more with JavaScript disabled.
    { name: "no-js", use: { javaScriptEnabled: false }, testMatch: /public-pages\.spec\.ts/ },
  ],
});
