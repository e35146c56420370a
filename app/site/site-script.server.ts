import { siteScript } from "virtual:site-script";

/**
 * The address of the script every public page loads (app/enhance/site.ts): in the production build a
 * file with its content hash under /assets/, made by the build (vite/site-script.ts); in development
 * the source, which Vite serves.
 */
export const siteScriptUrl = (): string => siteScript;
