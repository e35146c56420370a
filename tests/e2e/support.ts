import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";
import { startThrowawayServer } from "../../scripts/lib/throwaway-server.mjs";

export const languagesUnderTest = [
  { code: "en", htmlLang: "en", dir: "ltr" },
  { code: "ku", htmlLang: "ckb", dir: "rtl" },
  { code: "ar", htmlLang: "ar", dir: "rtl" },
] as const;

/** Reads a test server's real database (WAL lets us read while it writes). */
function readDatabase<T>(file: string, sql: string, params: unknown[]): T[] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** Queries the shared test server's database (see playwright.config.ts). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  return readDatabase<T>(path.join(process.env.E2E_DATA_DIR!, "site.db"), sql, params);
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
export async function startOwnServer(port: number) {
  const server = await startThrowawayServer(port, {
    quiet: true,
    env: { SESSION_SECRET: "test-secret-that-is-long-enough-0123456789", TRUST_PROXY: "loopback" },
  });
  return {
    ...server,
    query: <T>(sql: string, ...params: unknown[]) => readDatabase<T>(server.databasePath, sql, params),
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
