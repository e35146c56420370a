import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as router from "@remix-run/router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { withCachedRouteMatching } from "../../vite/cached-route-matching";

/**
 * The server build's route matching with its caches (vite/cached-route-matching.ts) against the
 * router as published: the same matches for every path, bound to the route objects of the call.
 */
type Route = router.AgnosticDataRouteObject;
type Matching = Pick<typeof router, "matchRoutes" | "matchPath">;

/** A table shaped like ours: a layout with an index, params, nested versions, a splat, an optional segment. */
function routeTable(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "site",
          children: [
            { id: "home", index: true },
            { id: "about", path: "about" },
          ],
        },
        { id: "detail", path: "solution-details/:id" },
        { id: "sign-in", path: "admin" },
        {
          id: "admin-layout",
          children: [
            { id: "dashboard", path: "admin/dashboard" },
            { id: "list", path: "admin/list-products" },
            { id: "edit", path: "admin/edit-product/:id" },
            { id: "version", path: "admin/edit-product/:id/versions/:version" },
            { id: "Case", path: "admin/Exact", caseSensitive: true },
          ],
        },
        { id: "lang", path: ":lang?/team" },
        { id: "catch-all", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/about",
  "/about/",
  "/solution-details/web-apps",
  "/solution-details/%D9%88%DB%8E%D8%A8",
  "/admin",
  "/admin/dashboard",
  "/admin/list-products",
  "/admin/edit-product/p1",
  "/admin/edit-product/p1/versions/3",
  "/admin/exact",
  "/admin/Exact",
  "/ar/team",
  "/team",
  "/no/such/page",
];

/** What a match says, with the route named by id (objects differ between the two routers). */
const described = (matches: ReturnType<typeof router.matchRoutes>) =>
  matches?.map(({ params, pathname, pathnameBase, route }) => ({
    params,
    pathname,
    pathnameBase,
    id: route.id,
  }));

let folder: string;
let cached: Matching;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    path.join(path.dirname(require.resolve("@remix-run/router")), "router.js"),
    "utf8",
  );
  folder = mkdtempSync(path.join(tmpdir(), "cached-route-matching-"));
  const file = path.join(folder, "router.mjs");
  writeFileSync(file, withCachedRouteMatching(source).replace(/^\/\/# sourceMappingURL=.*$/m, ""));
  cached = (await import(pathToFileURL(file).href)) as Matching;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("with the caches, matching", () => {
  test("finds what the published router finds, for every path, first call and later ones", () => {
    for (let call = 0; call < 3; call++) {
      const routes = routeTable();
      for (const pathname of PATHS) {
        expect(described(cached.matchRoutes(routes, pathname)), pathname).toEqual(
          described(router.matchRoutes(routeTable(), pathname)),
        );
      }
    }
  });

  test("gives the route objects of the table it was called with, not those of an earlier call", () => {
    const first = routeTable();
    const second = routeTable();
    cached.matchRoutes(first, "/admin/edit-product/p1/versions/3");
    const matches = cached.matchRoutes(second, "/admin/edit-product/p1/versions/3")!;
    const inSecond = new Set<Route>();
    (function walk(list: Route[]) {
      for (const route of list) {
        inSecond.add(route);
        if (route.children) walk(route.children);
      }
    })(second);
    expect(matches.map((match) => match.route.id)).toEqual(["root", "admin-layout", "version"]);
    for (const match of matches) expect(inSecond.has(match.route), match.route.id).toBe(true);
  });

  test("tells tables apart by their shape: another path or another nesting is matched afresh", () => {
    const routes = routeTable();
    cached.matchRoutes(routes, "/about");
    const moved = routeTable();
    moved[0]!.children![1]!.path = "services/:id"; // the same ids, another path
    expect(described(cached.matchRoutes(moved, "/services/x"))?.at(-1)?.id).toBe("detail");
    expect(described(cached.matchRoutes(moved, "/solution-details/x"))?.at(-1)?.id).toBe("catch-all");
    const flat = routeTable()[0]!.children!; // the same routes without their root
    expect(described(cached.matchRoutes(flat, "/about"))?.map((match) => match.id)).toEqual([
      "site",
      "about",
    ]);
  });

  test("hands out params of their own: a caller changing them changes nothing for the next", () => {
    const first = cached.matchRoutes(routeTable(), "/admin/edit-product/p1/versions/3")!;
    expect(first.at(-1)!.params).toEqual({ id: "p1", version: "3" });
    // Read-only by its type, not in JavaScript: a kept object handed out twice would carry the change.
    (first.at(-1)!.params as Record<string, string>).id = "changed";
    const second = cached.matchRoutes(routeTable(), "/admin/edit-product/p1/versions/3")!;
    expect(second.map((match) => match.params)).toEqual(second.map(() => ({ id: "p1", version: "3" })));
  });

  test("compiles a path once, and a case-sensitive path apart from the same path without case", () => {
    expect(cached.matchPath({ path: "/admin/Exact", caseSensitive: true }, "/admin/exact")).toBeNull();
    expect(cached.matchPath({ path: "/admin/Exact" }, "/admin/exact")).not.toBeNull();
    expect(cached.matchPath({ path: "/admin/Exact", caseSensitive: true }, "/admin/Exact")).not.toBeNull();
    expect(cached.matchPath({ path: "/a/:id", end: false }, "/a/1/more")?.pathnameBase).toBe("/a/1");
    expect(cached.matchPath({ path: "/a/:id" }, "/a/1/more")).toBeNull();
  });
});

test("a router that no longer reads as expected fails the build, naming what moved", () => {
  expect(() => withCachedRouteMatching("export function matchRoutes() {}")).toThrow(
    /matchRoutesImpl's flattening, ranking and search is not where it was in @remix-run\/router/,
  );
});
