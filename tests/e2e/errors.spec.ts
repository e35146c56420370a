import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ar } from "../../app/i18n/resources/ar";
import { startOwnServer } from "./support";

// A server of its own: this test breaks its database on purpose.
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe("with a broken database table", () => {
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(() => server.stop());

  test("a failing page shows the translated error inside the layout, with status 500", async ({ page }) => {
    const base = server.base;
    const sqlite = new Database(server.databasePath);
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

/** Starts the server with an environment and returns its exit code and error output. */
async function startFailing(env: Record<string, string>) {
  const child = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Never the project's own data folder.
      DATABASE_PATH: `${process.env.E2E_DATA_DIR}/failing-start.db`,
      UPLOADS_DIR: `${process.env.E2E_DATA_DIR}/failing-start-uploads`,
      ...env,
    },
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

test("a bad environment value stops the server with a clear message", async () => {
  const { code, output } = await startFailing({ PORT: "eighty", SESSION_SECRET: "s".repeat(40) });
  expect(code).toBe(1);
  expect(output).toContain("PORT must be a whole number from 1 to 65535");
});

test("production refuses to start without a session secret, saying how to make one", async () => {
  const { code, output } = await startFailing({ PORT: "0", SESSION_SECRET: "", SESSION_SECRET_FILE: "" });
  expect(code).toBe(1);
  expect(output).toContain("SESSION_SECRET is required in production");
});

test("a port already in use stops the server with a clear message, never serving someone else's answers", async () => {
  const { createServer } = await import("node:net");
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
  const { port } = squatter.address() as import("node:net").AddressInfo;
  try {
    const { code, output } = await startFailing({
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "s".repeat(40),
    });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
  } finally {
    squatter.close();
  }
});
