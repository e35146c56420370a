// @ts-check
/**
 * `node scripts/stage-runtime.mjs DIR`: puts into DIR exactly what running
 * the site needs, as the Docker image's last stage copies it: the production
 * build (every JavaScript dependency is bundled into it, see vite.config.ts),
 * server.mjs, the migrations, the commands (create-admin, backup, restore,
 * convert-images, import-firestore) and the container's health check
 * the two native modules the bundle loads at run time with their own
 * dependencies, read from package-lock.json, and the Litestream binary.
 * Run `npm run build` first.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Native modules: never bundled (vite.config.ts `ssr.external`); and Litestream, a program the
 * server runs when LITESTREAM_REPLICA_URL is set (its binary is in the platform's package).
 */
const RUNTIME_MODULES = ["better-sqlite3", "sharp", "@flydotio/litestream-linux-x64"];
/** Needed only to install better-sqlite3, never to run it. */
const INSTALL_ONLY = new Set(["node_modules/prebuild-install"]);
const FILES = [
  "server.mjs",
  "package.json",
  "build",
  "drizzle",
  "scripts/build-if-needed.mjs",
  "scripts/create-admin.mjs",
  "scripts/backup.mjs",
  "scripts/restore.mjs",
  "scripts/convert-images.mjs",
  "scripts/import-firestore.mjs",
  "scripts/healthcheck.mjs",
  "scripts/lib/run-command.mjs",
];

const target = process.argv[2];
if (!target) {
  console.error("Usage: node scripts/stage-runtime.mjs DIR");
  process.exit(2);
}
if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** @type {{ packages: Record<string, { dependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }> }} */
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));

/**
 * Where npm put `name` for a package at `from` (nested first, then up the tree).
 * @param {string} name @param {string} from @returns {string | undefined}
 */
function resolve(name, from) {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** The runtime modules and everything they depend on that is installed here. */
const needed = new Set();
const queue = RUNTIME_MODULES.map((name) => resolve(name, ""));
while (queue.length > 0) {
  const location = queue.pop();
  // Absent: an optional package for another platform.
  if (!location || needed.has(location) || INSTALL_ONLY.has(location) || !existsSync(location)) continue;
  needed.add(location);
  const entry = lock.packages[location];
  for (const name of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) {
    queue.push(resolve(name, location));
  }
}

/** better-sqlite3 ships its C sources; only the compiled addon and its loader are needed. */
const skip = (/** @type {string} */ source) =>
  /node_modules\/better-sqlite3\/(deps|src|build\/(?!Release(\/better_sqlite3\.node)?$))/.test(source);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const file of FILES)
  cpSync(file, path.join(target, file), { recursive: true, preserveTimestamps: true });
for (const location of needed) {
  cpSync(location, path.join(target, location), {
    recursive: true,
    filter: (source) => !skip(source),
  });
}

/** @param {string} dir @returns {number} */
const size = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (total, entry) =>
      total +
      (entry.isDirectory() ? size(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size),
    0,
  );
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `Staged the runtime in ${target}: ${mb(size(target))} in all, node_modules ${mb(
    size(path.join(target, "node_modules")),
  )} (${[...needed].map((location) => location.replace(/^node_modules\//, "")).join(", ")})`,
);
