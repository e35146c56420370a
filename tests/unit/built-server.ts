import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export { startThrowawayServer } from "../../scripts/lib/throwaway-server.mjs";

/** The project folder: the commands and the server are run from the production build in it. */
export const projectDir = path.resolve(import.meta.dirname, "../..");

/**
 * The tests that start the real server or run a command as a process use the production build
 * (`npm run build`, which `npm test` runs before vitest): without it they say so, once.
 */
export function requireBuild(): void {
  if (!existsSync(path.join(projectDir, "build/server/index.js")))
    throw new Error("These tests run the production build: run `npm run build` first.");
}

/** Runs a command to its end without blocking this process; resolves with its exit code and output. */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? projectDir,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    if (options.input !== undefined) child.stdin!.end(options.input);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
