/**
 * Every public page a description names has its route in app/routes: a type's `publicPage` (where "View
 * on the site", a staff member's preview and the sitemap send people) and a page's `page.path` (the
 * sitemap). A type given a page per record (`/news/:id`) before its route was written would otherwise
 * list addresses that answer 404 in the sitemap, and the back office would link to them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentTypeNames,
  contentTypes,
  singleTypeNames,
  singleTypes,
  type Fields,
} from "~/content/content-types";
import { menuDestinationKeys, menuDestinations } from "~/content/menu-destinations";

/**
 * A route file's address by Remix's flat-route names: dots separate segments (`[.]` is a dot), a
 * segment starting with `_` adds none (a layout; `_index` is its parent's own page), `$id` is `:id`.
 */
function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/\.(?![^[]*\])/)
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => segment.replace(/^\$(\w+)$/, ":$1").replace(/\[(.*?)\]/g, "$1"));
  return `/${segments.join("/")}`;
}

const routePaths = new Set(readdirSync("app/routes").map(routePath));

describe("the public pages the descriptions name", () => {
  it("reads Remix's file names as addresses", () => {
    expect(routePath("_site._index.tsx")).toBe("/");
    expect(routePath("_site.solution-details.$id.tsx")).toBe("/solution-details/:id");
    expect(routePath("sitemap[.]xml.ts")).toBe("/sitemap.xml");
  });

  it("each have a route: a type's page of its own needs its route file (docs/how-to/add-a-content-type.md)", () => {
    for (const name of contentTypeNames) {
      const page = contentTypes[name].publicPage;
      // A page at its own address (`/:address`, the address field kind) is the catch-all route's.
      const at = /^\/:(\w+)$/.exec(page?.path ?? "")?.[1];
      const fields: Fields = contentTypes[name].fields;
      const path = at && fields[at]?.kind === "address" ? "/$" : page?.path;
      if (page) expect(routePaths, `${name}: publicPage ${page.path}`).toContain(path);
    }
    for (const name of singleTypeNames) {
      const page = singleTypes[name].page;
      if (page) expect(routePaths, `${name}: page ${page.path}`).toContain(page.path);
    }
  });

  it("include every destination a menu link may choose: its page, and a section's anchor on the home page", () => {
    const homeSections = readdirSync("app/components/home")
      .map((file) => readFileSync(`app/components/home/${file}`, "utf8"))
      .join("\n");
    for (const key of menuDestinationKeys) {
      const [pathname = "", anchor] = menuDestinations[key].path.split("#");
      expect(routePaths, `${key}: ${pathname}`).toContain(pathname);
      if (anchor !== undefined) expect(homeSections, `${key}: #${anchor}`).toContain(`id="${anchor}"`);
    }
  });
});
