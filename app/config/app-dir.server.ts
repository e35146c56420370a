import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The site's folder (where server.mjs, build/ and drizzle/ are), whatever the working directory:
 * this code sits two folders below it both in the sources (app/config/) and in the build, where
 * everything is bundled into build/server/index.js. So a command run from another folder finds
 * the migrations and the site's own data, not a new database where it was typed.
 */
export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A path from the environment: relative ones are taken from the site's folder. */
export const fromAppDir = (file: string) => path.resolve(appDir, file);
