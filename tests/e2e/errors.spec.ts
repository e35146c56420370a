import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";

// A server of its own: this test breaks its database on purpose.
const port = 3211;
const base = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(tmpdir(), "site-errors-"));
const databasePath = path.join(folder, "site.db");
let server: ChildProcess;

test.describe("with a broken database table", () => {
  test.beforeAll(async () => {
    server = spawn("node", ["server.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: databasePath,
        UPLOADS_DIR: path.join(folder, "uploads"),
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server.kill("SIGTERM");
  });

  test("a failing page shows the translated error inside the layout, with status 500", async ({ page }) => {
    const sqlite = new Database(databasePath);
    sqlite.exec("ALTER TABLE services RENAME TO services_hidden");
    try {
      const response = await page.goto(`${base}/?lng=ar`);
      expect(response?.status()).toBe(500);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.common.errorTryAgain);
      await expect(page).toHaveTitle(new RegExp(ar.error.metaTitle));
      await expect(page.locator("header .navbar")).toBeVisible();
      await expect(page.locator("footer")).toContainText(ar.footer.hoursHeading);
      // The rest of the site still works.
      expect((await page.goto(`${base}/about?lng=ar`))?.status()).toBe(200);
    } finally {
      sqlite.exec("ALTER TABLE services_hidden RENAME TO services");
      sqlite.close();
    }
    expect((await page.goto(`${base}/?lng=ar`))?.status()).toBe(200);
  });
});

test("a bad environment value stops the server with a clear message", async () => {
  const child = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "eighty",
      DATABASE_PATH: path.join(folder, "other.db"),
    },
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("PORT must be a whole number from 1 to 65535");
});
