import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

/** The project folder: the commands and the server run from the production build in it. */
export const projectDir = path.resolve(import.meta.dirname, "../..");

/** Tests that run the server or a command use the production build: without it they say so. */
export function requireBuild(): void {
  if (!existsSync(path.join(projectDir, "build/server/index.js")))
    throw new Error("These tests run the production build: run `npm run build` first.");
}

export type ProcessResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a command to its end without blocking this process (unlike spawnSync:
 * while it blocks, a server may close an idle keep-alive connection that the
 * next fetch then reuses and finds closed). Resolves with its exit code and output.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; signal?: AbortSignal } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? projectDir,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      // Ends a process that runs for longer than the test expects (SIGTERM: a server stops cleanly).
      signal: options.signal,
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    if (options.input !== undefined) child.stdin!.end(options.input);
    child.on("error", (error) => {
      if (error.name !== "AbortError") reject(error);
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs one of the project's commands (`scripts/<name>.mjs`) with extra environment variables. */
export function runScript(name: string, args: string[], env: Record<string, string> = {}) {
  return runProcess("node", [path.join(projectDir, "scripts", `${name}.mjs`), ...args], {
    env: { ...process.env, ...env },
  });
}

/**
 * The port a process listens on, read from /proc (Linux): for a server whose output cannot be
 * read (it goes to /dev/full), so its "Site ready" line cannot say. Waits until it listens or exits.
 */
export async function listeningPortOf(child: ChildProcess): Promise<number> {
  while (child.exitCode === null && child.signalCode === null) {
    const port = portFromProc(child.pid!);
    if (port !== undefined) return port;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it listened`);
}

function portFromProc(pid: number): number | undefined {
  const sockets = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = readlinkOrEmpty(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith("socket:[")) sockets.add(target.slice(8, -1));
    }
    for (const table of ["tcp", "tcp6"]) {
      for (const line of readFileSync(`/proc/${pid}/net/${table}`, "utf8").split("\n").slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; field 9 is the socket's inode.
        if (fields[3] === "0A" && sockets.has(fields[9] ?? ""))
          return parseInt(fields[1]!.split(":")[1]!, 16);
      }
    }
  } catch {
    return undefined; // not started yet, or gone
  }
  return undefined;
}

function readlinkOrEmpty(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return "";
  }
}
