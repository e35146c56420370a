import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Every test file gets its own real SQLite file in a fresh temporary folder,
// removed when the file's tests are done.
const folder = mkdtempSync(path.join(tmpdir(), "site-test-"));
process.env.DATABASE_PATH = path.join(folder, "site.db");
process.env.UPLOADS_DIR = path.join(folder, "uploads");
afterAll(() => rmSync(folder, { recursive: true, force: true }));
