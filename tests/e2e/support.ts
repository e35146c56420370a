import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";

export const languagesUnderTest = [
  { code: "en", htmlLang: "en", dir: "ltr" },
  { code: "ku", htmlLang: "ckb", dir: "rtl" },
  { code: "ar", htmlLang: "ar", dir: "rtl" },
] as const;

/** Reads the test server's real database (WAL lets us read while it writes). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const file = path.join(process.env.E2E_DATA_DIR!, "site.db");
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** A visitor address of its own, so per-address rate limits never collide between tests. */
export function visitorAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export async function expectDocumentLanguage(page: Page, htmlLang: string, dir: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

/**
 * A server of a test file's own, on a fresh database and uploads folder:
 * for tests that change or break data other tests count on.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const { spawn } = await import("node:child_process");
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const folder = mkdtempSync(path.join(tmpdir(), `site-own-${port}-`));
  const settings: Record<string, string> = {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(folder, "site.db"),
    UPLOADS_DIR: path.join(folder, "uploads"),
    SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
    TRUST_PROXY: "loopback",
    ...env,
  };
  const child = spawn("node", ["server.mjs"], {
    env: { ...process.env, ...settings } as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const databasePath = settings.DATABASE_PATH!;
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
  return {
    base,
    folder,
    databasePath,
    uploadsDir: settings.UPLOADS_DIR!,
    query<T>(sql: string, ...params: unknown[]): T[] {
      const sqlite = new Database(databasePath, { readonly: true });
      try {
        return sqlite.prepare(sql).all(...params) as T[];
      } finally {
        sqlite.close();
      }
    },
    stop: () => child.kill("SIGTERM"),
  };
}

/** Creates (or resets) a staff account with the real command, as a person would. */
export async function createAdmin(databasePath: string, email: string, password: string) {
  const { execFileSync } = await import("node:child_process");
  return execFileSync("node", ["scripts/create-admin.mjs", "--email", email, "--password", password], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}
