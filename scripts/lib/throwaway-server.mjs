// @ts-check
/**
 * Starts the production build (`node server.mjs`) on a fresh temporary
 * database and uploads folder: for scripts that look at or measure the site,
 * and for tests that need a server of their own.
 *
 * The server picks a free port itself (PORT=0) and says which in its
 * "Site ready on …" line, so two runs never collide and a port taken by
 * something else can never be mistaken for our server. `stop()` waits for
 * the process to end and removes the temporary folder.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * @typedef {object} ThrowawayOptions
 * @property {boolean} [quiet] keep the server's output to ourselves (it is still shown if it fails to start)
 * @property {Record<string, string>} [env] extra environment variables
 * @property {string} [dataDir] reuse this folder (e.g. to restart on the same data)
 * @property {boolean} [removeDataDir] remove the folder at stop(); the default for a folder made here
 * @property {boolean} [expectHealthy] fail unless /healthz answers 200 at start (default true)
 * @property {string} [cwd] where server.mjs is (default: this project)
 * @property {string} [user] run as this user (with runuser; needs root)
 */

/**
 * @typedef {object} StartedServer
 * @property {string} base
 * @property {() => string} errorOutput everything the server wrote to its standard error so far
 * @property {Promise<unknown>} exited
 */

/** @type {Set<(server: StartedServer) => void>} */
const startListeners = new Set();

/**
 * Calls `listener` with every server started from now on (the tests watch what servers write to
 * their standard error: tests/support/stray-errors.ts). Returns a function that stops the calls.
 * @param {(server: StartedServer) => void} listener
 */
export function onServerStarted(listener) {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/** @param {ThrowawayOptions} [options] */
export async function startThrowawayServer(options = {}) {
  const ownFolder = options.removeDataDir ?? options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-"));
  const databasePath = path.join(dataDir, "site.db");
  const uploadsDir = path.join(dataDir, "uploads");
  // The Node that runs this script, not the first `node` on the PATH: a machine may have another one
  // (CI fetches the project's Node beside the system's), and runuser keeps the PATH.
  /** @type {[string, ...string[]]} */
  const [program, ...args] = options.user
    ? ["runuser", "-u", options.user, "--", process.execPath, "server.mjs"]
    : [process.execPath, "server.mjs"];
  const child = spawn(program, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET_FILE: path.join(dataDir, "session-secret"),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  let errorOutput = "";
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  child.stderr.on("data", (chunk) => {
    output += chunk;
    errorOutput += chunk;
    if (!options.quiet) process.stderr.write(chunk);
  });
  const port = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      output += `${line}\n`;
      if (!options.quiet) console.log(line);
      const ready = /^Site ready on http:\/\/[^\s:]+:(\d+)/.exec(line);
      if (ready) resolve(Number(ready[1]));
    });
    void exited.then(() => reject(new Error(`The server stopped before it was ready:\n${output}`)));
  }).catch((error) => {
    if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });

  const base = `http://127.0.0.1:${port}`;
  const health = await fetch(`${base}/healthz`);
  if (!health.ok && options.expectHealthy !== false) {
    child.kill("SIGKILL");
    throw new Error(`The server started but /healthz answered ${health.status}: ${await health.text()}`);
  }

  /** @param {NodeJS.Signals} signal */
  const end = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return /** @type {Promise<{ code: number | null, signal: string | null }>} */ (exited);
  };
  const server = {
    base,
    port,
    dataDir,
    databasePath,
    uploadsDir,
    child,
    /** Everything the server printed so far. */
    output: () => output,
    /** What it wrote to its standard error (errors and warnings) so far. */
    errorOutput: () => errorOutput,
    /**
     * A graceful stop (SIGTERM); also removes the temporary folder, unless
     * `keepData` (to start again on the same data).
     * @param {{ keepData?: boolean }} [stopOptions]
     */
    stop: async (stopOptions = {}) => {
      const result = await end("SIGTERM");
      if (ownFolder && !stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
    /** A crash: SIGKILL, the folder is kept (for a restart on the same data). */
    kill: () => end("SIGKILL"),
    exited,
  };
  for (const listener of startListeners) listener(server);
  return server;
}
