import { readdirSync } from "node:fs";
import { publicRecordRoutes } from "../../app/site/route-table";

/**
 * A route file's address by Remix's flat-route names: dots separate segments (`[.]` is a dot), a
 * segment starting with `_` adds none (a layout; `_index` is its parent's own page), `$id` is `:id`.
 */
export function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/\.(?![^[]*\])/)
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => segment.replace(/^\$(\w+)$/, ":$1").replace(/\[(.*?)\]/g, "$1"));
  return `/${segments.join("/")}`;
}

/**
 * Every public address pattern the site answers: app/routes' files, and the types' lists and record
 * pages (app/site/route-table.ts), as vite.config.ts registers them.
 */
export const publicRoutePaths: ReadonlySet<string> = new Set([
  ...readdirSync("app/routes").map(routePath),
  ...publicRecordRoutes.map((route) => `/${route.path}`),
]);
