// @ts-check
/**
 * `npm run create-admin -- --email EMAIL --password PASSWORD` (or the
 * password on standard input): see app/admin/create-admin.server.ts.
 */
import { runCommand } from "./lib/run-command.mjs";

async function readStandardInput() {
  if (process.stdin.isTTY) return "";
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

await runCommand("runCreateAdmin", readStandardInput);
