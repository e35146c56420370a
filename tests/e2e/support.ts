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
