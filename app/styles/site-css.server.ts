import { createHash } from "node:crypto";
import css from "./app.css?inline";

/** The site's stylesheet as Vite built it (asset URLs resolved), inlined into every page. */
export const siteCss: string = css;

/** Its CSP source: the only inline style the policy allows. */
export const siteCssHash = `'sha256-${createHash("sha256").update(siteCss).digest("base64")}'`;
