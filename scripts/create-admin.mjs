// @ts-check
/**
 * `npm run create-admin -- --email EMAIL --password PASSWORD` (or the
 * password on standard input). Runs the command from the production build,
 * so it works wherever the site runs, Docker included.
 */
const buildPath = "../build/server/index.js";
/** @type {{ runCreateAdmin(argv: string[], output?: unknown, readPassword?: () => Promise<string>): Promise<number> }} */
const entry = (await import(buildPath)).entry.module;

async function readStandardInput() {
  if (process.stdin.isTTY) return "";
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

process.exitCode = await entry.runCreateAdmin(process.argv.slice(2), console, readStandardInput);
