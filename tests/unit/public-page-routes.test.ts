/**
 * Every public page a description names has its route (app/routes, or the types' route pair): a type's `publicPage` (where "View
 * on the site", a staff member's preview and the sitemap send people) and a page's `page.path` (the
 * sitemap). A type given a page per record (`/news/:id`) before its route was written would otherwise
 * list addresses that answer 404 in the sitemap, and the back office would link to them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { publicRoutePaths, routePath } from "../support/route-paths";
import { describe, expect, it } from "vitest";
import {
  contentTypeNames,
  contentTypes,
  singleTypeNames,
  singleTypes,
  type Fields,
} from "~/content/content-types";
import { menuDestinationKeys, menuDestinations } from "~/content/menu-destinations";
import { publicRecordRoutes, publicRouteAt } from "~/site/route-table";
import { isListedType, listTexts, listViews, pageViews, type ListedType } from "~/site/record-views.server";

const routePaths = publicRoutePaths;

describe("the public pages the descriptions name", () => {
  it("reads Remix's file names as addresses", () => {
    expect(routePath("_site._index.tsx")).toBe("/");
    expect(routePath("_site.solution-details.$id.tsx")).toBe("/solution-details/:id");
    expect(routePath("sitemap[.]xml.ts")).toBe("/sitemap.xml");
  });

  it("each have a route (docs/how-to/add-a-content-type.md)", () => {
    for (const name of contentTypeNames) {
      const page = contentTypes[name].publicPage;
      if (page) expect(routePaths, `${name}: publicPage ${page.path}`).toContain(page.path);
    }
    for (const name of singleTypeNames) {
      const page = singleTypes[name].page;
      if (page) expect(routePaths, `${name}: page ${page.path}`).toContain(page.path);
    }
  });

  it("each have their type's view, and a list its page's texts: the one route pair cannot draw a type without them", () => {
    for (const route of publicRecordRoutes) {
      const views: object = route.kind === "list" ? listViews : pageViews;
      expect(Object.keys(views), `${route.type}: its ${route.kind} view`).toContain(route.type);
      if (isListedType(route.type)) expect(() => listTexts(route.type as ListedType)).not.toThrow();
    }
    // A page per record finds its record by the path's one parameter: its id or its address field.
    for (const name of contentTypeNames) {
      const param = /\/:(\w+)$/.exec(contentTypes[name].publicPage?.path ?? "")?.[1];
      const fields: Fields = contentTypes[name].fields;
      if (param && param !== "id") expect(fields[param]?.kind, `${name}: :${param}`).toBe("address");
    }
  });

  it("find their type again from the address Remix matched", () => {
    expect(publicRouteAt("list", "/news")?.type).toBe("news");
    expect(publicRouteAt("list", "/team")?.type).toBe("teamMembers");
    expect(publicRouteAt("page", "/news/office-opens")?.type).toBe("news");
    expect(publicRouteAt("page", "/solution-details/abc")?.type).toBe("services");
    expect(publicRouteAt("page", "/careers")?.type).toBe("pages");
    expect(publicRouteAt("page", "/news/a/b")).toBeUndefined();
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
