// @ts-check
/**
 * `npm start` runs this first: it builds the production bundle when there is
 * none yet, or when a source file is newer than the last build. Only `npm start`:
 * the operator commands (backup, restore, …) never build (scripts/lib/run-command.mjs).
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildEntry = "build/server/index.js";
const sources = ["app", "public", "vite", "vite.config.ts", "package.json"];

/** @param {string} target @returns {number} newest modification time below target */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

// Where only the runtime is installed (the Docker image) there are no sources to build from.
if (!existsSync("app") && existsSync(buildEntry)) process.exit(0);

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestChange));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? "No production build yet: building (about a minute)…" : "Sources changed: rebuilding…",
  );
  execSync("npx remix vite:build", { stdio: "inherit" });
} else {
  console.log("Production build is up to date.");
}
