import { parseArgs } from "node:util";
import { createOrResetAccount, isValidEmail, WeakPasswordError } from "./accounts.server";
import { MIN_PASSWORD_LENGTH } from "./password.server";

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const USAGE = "Usage: npm run create-admin -- --email EMAIL --password PASSWORD";

/**
 * `npm run create-admin -- --email EMAIL --password PASSWORD`: creates the
 * staff account, or resets its password. Returns the exit code. The password
 * is never printed.
 */
export async function runCreateAdmin(
  argv: string[],
  output: CommandOutput = console,
  readPassword?: () => Promise<string>,
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
  // Without --password it is read from standard input, so it can stay out of shell history.
  const password = values.password ?? (readPassword ? (await readPassword()).replace(/\r?\n$/, "") : "");
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
