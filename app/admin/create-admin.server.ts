import { parseArgs } from "node:util";
import { createOrResetAccount, isValidEmail, WeakPasswordError } from "./accounts.server";
import { askNewPassword, PasswordPromptError, type Terminal } from "./password-prompt.server";
import { MIN_PASSWORD_LENGTH } from "./password.server";

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const USAGE =
  "Usage: npm run create-admin -- --email EMAIL (the password is asked for, or read from standard input)";

/**
 * The password when `--password` is left out: asked for twice, unseen, on a terminal; else
 * read from standard input (a pipe, a file), so it stays out of the screen and shell history.
 */
export async function passwordFromStandardInput(
  terminal: Terminal = { input: process.stdin, output: process.stderr },
): Promise<string> {
  if (terminal.input.isTTY) return askNewPassword(terminal);
  let text = "";
  terminal.input.setEncoding("utf8");
  for await (const chunk of terminal.input) text += chunk;
  return text;
}

/**
 * `npm run create-admin -- --email EMAIL [--password PASSWORD]`: creates the
 * staff account, or resets its password. Returns the exit code. The password
 * is never printed.
 */
export async function runCreateAdmin(
  argv: string[],
  output: CommandOutput = console,
  readPassword: () => Promise<string> = passwordFromStandardInput,
): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    output.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const email = values.email?.trim() ?? "";
  if (!isValidEmail(email)) {
    output.error(`Please give a valid email address with --email.\n${USAGE}`);
    return 2;
  }
  let password = values.password;
  if (password === undefined) {
    try {
      password = (await readPassword()).replace(/\r?\n$/, "");
    } catch (error) {
      if (!(error instanceof PasswordPromptError)) throw error;
      output.error(error.message);
      return 1;
    }
  }
  try {
    const result = await createOrResetAccount(email, password);
    output.log(
      result.outcome === "created"
        ? `Created the staff account ${email.toLowerCase()}. Sign in at /admin.`
        : `Set a new password for ${email.toLowerCase()} and signed it out everywhere ` +
            `(${result.endedSessions} session${result.endedSessions === 1 ? "" : "s"} ended).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof WeakPasswordError) {
      output.error(
        `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters. Nothing was changed.`,
      );
      return 1;
    }
    throw error;
  }
}
