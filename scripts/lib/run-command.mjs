// @ts-check
/**
 * Runs one of the site's commands (create-admin, backup, restore, convert-images,
 * import-firestore) from the production build, so they work wherever the site runs,
 * Docker included, and from any folder. Whatever goes wrong is one line on stderr and
 * a non-zero exit code, never a stack trace. They never build (a backup must not wait minutes
 * for one): they run the build that is there, and without one they say what to run.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const buildPath = "../../build/server/index.js";

/** @param {"runCreateAdmin" | "runBackup" | "runRestore" | "runConvertImages" | "runFirestoreImport"} name @param {unknown[]} extra */
export async function runCommand(name, ...extra) {
  /** @type {{ [export_: string]: any }} */
  let entry;
  if (!existsSync(new URL(buildPath, import.meta.url))) {
    const siteDir = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
    console.error(
      `There is no production build in ${siteDir}: run npm run build there first (about a minute), then this command again.`,
    );
    process.exitCode = 1;
    return;
  }
  try {
    entry = (await import(buildPath)).entry.module;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(
      `The site's production build could not be loaded (${reason}): run npm run build in the site's folder.`,
    );
    process.exitCode = 1;
    return;
  }
  const command = /** @type {(argv: string[], ...rest: unknown[]) => Promise<number>} */ (entry[name]);
  try {
    process.exitCode = await command(process.argv.slice(2), console, ...extra);
  } catch (error) {
    console.error(entry.describeCommandFailure(error));
    process.exitCode = 1;
  }
}
