// @ts-check
/**
 * Runs one of the site's commands (create-admin, backup, restore, convert-images,
 * import-firestore) from the production build, so they work wherever the site runs,
 * Docker included.
 */
const buildPath = "../../build/server/index.js";

/** @param {"runCreateAdmin" | "runBackup" | "runRestore" | "runConvertImages" | "runFirestoreImport"} name @param {unknown[]} extra */
export async function runCommand(name, ...extra) {
  /** @type {{ [command: string]: (argv: string[], ...rest: unknown[]) => Promise<number> }} */
  const entry = (await import(buildPath)).entry.module;
  const command = /** @type {(argv: string[], ...rest: unknown[]) => Promise<number>} */ (entry[name]);
  process.exitCode = await command(process.argv.slice(2), console, ...extra);
}
