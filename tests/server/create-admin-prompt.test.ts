import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { verifyCredentials } from "~/admin/accounts.server";
import { projectDir, runProcess } from "../support/processes";

/**
 * `create-admin` without `--password`, on a real pseudo-terminal (util-linux `script`): it asks
 * for the password twice with the terminal's echo off, so what is typed never shows. The command
 * writes to this test file's own database (tests/unit/setup-env.ts).
 */

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

/** Runs the command in a terminal; `type` sends keys once `after` is on the screen. */
function inTerminal(command: string) {
  child = spawn("script", ["--quiet", "--flush", "--return", "--command", command, "/dev/null"], {
    cwd: projectDir,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const terminal = child;
  let screen = "";
  terminal.stdout!.setEncoding("utf8").on("data", (chunk: string) => (screen += chunk));
  const exited = new Promise<number | null>((resolve) => terminal.once("exit", resolve));
  const shown = async (text: string) => {
    while (!screen.includes(text)) {
      const more = await Promise.race([
        new Promise((resolve) => terminal.stdout!.once("data", resolve)).then(() => true),
        exited.then(() => false),
      ]);
      if (!more && !screen.includes(text)) throw new Error(`"${text}" never showed; the screen:\n${screen}`);
    }
  };
  return {
    async type(after: string, keys: string) {
      await shown(after);
      terminal.stdin!.write(keys);
    },
    exited,
    screen: () => screen,
  };
}

describe("create-admin on a terminal", () => {
  it("asks for the password twice without showing it, and creates the account", async () => {
    const terminal = inTerminal("node scripts/create-admin.mjs --email typed@zagros.test");
    await terminal.type("New password", "typed secret 12345\r");
    await terminal.type("The same password again", "typed secret 12345\r");
    expect(await terminal.exited).toBe(0);
    expect(terminal.screen()).toContain("Created the staff account typed@zagros.test");
    expect(terminal.screen()).not.toContain("secret");
    expect(await verifyCredentials("typed@zagros.test", "typed secret 12345")).not.toBeNull();
  });

  it("changes nothing when the two differ, or the first is too short", async () => {
    const differ = inTerminal("node scripts/create-admin.mjs --email other@zagros.test");
    await differ.type("New password", "first attempt 12345\r");
    await differ.type("The same password again", "second attempt 12345\r");
    expect(await differ.exited).toBe(1);
    expect(differ.screen()).toContain("The two passwords differ. Nothing was changed.");
    expect(differ.screen()).not.toContain("attempt");

    const short = inTerminal("node scripts/create-admin.mjs --email other@zagros.test");
    await short.type("New password", "tiny\r");
    expect(await short.exited).toBe(1);
    expect(short.screen()).toContain("too short");
    expect(short.screen()).not.toContain("The same password again");
    expect(await verifyCredentials("other@zagros.test", "first attempt 12345")).toBeNull();
  });

  it("still reads the password from standard input when it is not a terminal (a file, a pipe)", async () => {
    const piped = await runProcess("node", ["scripts/create-admin.mjs", "--email", "piped@zagros.test"], {
      input: "piped password 123\n",
    });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout + piped.stderr).not.toContain("New password");
    expect(await verifyCredentials("piped@zagros.test", "piped password 123")).not.toBeNull();
  });
});
