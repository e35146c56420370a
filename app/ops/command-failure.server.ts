import { EnvError } from "~/config/env.server";
import { isDatabaseError } from "~/db/client.server";

/**
 * What a command (create-admin, backup, restore, convert-images, import:firestore) prints when it
 * fails in a way it did not report itself: one line, never a stack trace. A bad setting (EnvError,
 * one clause per bad value), a database that cannot be used, a file system error (Node's message
 * names the call and the path), anything else by its message. scripts/lib/run-command.mjs prints
 * it on stderr and exits 1.
 */
export function describeCommandFailure(error: unknown): string {
  if (error instanceof EnvError) return oneLine(error.message);
  if (isDatabaseError(error))
    return `The database could not be used: ${oneLine(error.message)} (${error.code}).`;
  if (error instanceof Error) return oneLine(error.message) || error.name;
  return oneLine(String(error));
}

/** The lines of a message as one: "Invalid environment configuration: PORT: …; SESSION_SECRET: …". */
function oneLine(text: string): string {
  const [first = "", ...rest] = text
    .split("\n")
    .map((line) => line.trim().replace(/^- /, ""))
    .filter(Boolean);
  if (rest.length === 0) return first;
  return first.endsWith(":") ? `${first} ${rest.join("; ")}` : [first, ...rest].join(" ");
}
