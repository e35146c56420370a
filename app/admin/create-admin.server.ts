import { parseArgs } from "node:util";
import { createOrResetAccount, isValidEmail, WeakPasswordError } from "./accounts.server";
import { askNewPassword, PasswordPromptError, type Terminal } from "./password-prompt.server";
import { MIN_PASSWORD_LENGTH } from "./password.server";
import { recordActivity } from "./activity.server";
import { resetSecondFactor } from "./second-factor.server";
import { findAccountByEmail } from "~/db/staff-accounts.server";

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const USAGE =
  "Usage: npm run create-admin -- --email EMAIL (the password is asked for, or read from standard input)\n" +
  "       npm run create-admin -- --email EMAIL --reset-second-factor (turns off its two-step sign-in)";

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
  let values: { email?: string; password?: string; "reset-second-factor"?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "reset-second-factor": { type: "boolean" },
      },
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
  if (values["reset-second-factor"]) {
    if (values.password !== undefined) {
      output.error(`--reset-second-factor changes no password: leave out --password.\n${USAGE}`);
      return 2;
    }
    return resetSecondFactorOf(email, output);
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

const plural = (count: number, one: string, other = `${one}s`) => `${count} ${count === 1 ? one : other}`;

/**
 * `--reset-second-factor`: a lost phone, on the server (docs/decisions/036-second-factor.md). Turns off
 * the account's two-step sign-in (app codes, recovery codes, passkeys) and ends its sessions; the
 * password stays. Another Owner can do the same on the back office; e-mail never can.
 */
function resetSecondFactorOf(email: string, output: CommandOutput): number {
  const account = findAccountByEmail(email);
  if (!account) {
    output.error(`There is no staff account ${email.toLowerCase()}. Nothing was changed.`);
    return 1;
  }
  const result = resetSecondFactor(account, null);
  recordActivity({
    accountId: null,
    email: account.email,
    action: "secondFactorReset",
    subjectType: "staff",
    subjectId: account.id,
    label: account.email,
  });
  const removed = [
    result.appCodes ? "app codes" : null,
    result.recoveryCodes ? plural(result.recoveryCodes, "unused recovery code") : null,
    result.passkeys ? plural(result.passkeys, "passkey") : null,
  ].filter(Boolean);
  output.log(
    removed.length
      ? `Turned off two-step sign-in for ${account.email} (removed ${removed.join(", ")}) and signed it out ` +
          `everywhere (${plural(result.endedSessions, "session")} ended). It signs in with its password alone now.`
      : `${account.email} had no two-step sign-in; signed it out everywhere ` +
          `(${plural(result.endedSessions, "session")} ended).`,
  );
  return 0;
}
