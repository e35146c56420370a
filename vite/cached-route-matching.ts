import type { Plugin } from "vite";

/**
 * Route matching without rework on the server (docs/decisions/028-cached-route-matching.md).
 *
 * Remix 2's router (@remix-run/router 1.x) flattens and ranks the whole route table, compiles a regular
 * expression per route path and tries the branches one by one on every matchRoutes call, and a server render
 * calls it four times: with our routes, a large share of the sign-in page's CPU (the figures:
 * docs/decisions/028-cached-route-matching.md). React Router 7 keeps the ranked branches
 * (remix-run/react-router#14967); this goes one step further for the server build, where the route table
 * never changes:
 *
 * - a route table is recognised by its shape (each route's id, path, index and caseSensitive, and its
 *   children in order): Remix builds new route objects for every render, with the same shape;
 * - per shape, the flattened, ranked branches are kept, and per shape and path the matches found (a
 *   bounded number, forgotten all at once when full: an attacker's made-up paths cannot grow it);
 * - matches are handed out bound to the route objects of the call, with params of their own;
 * - compilePath remembers what it compiled, per (path, caseSensitive, end): a RegExp without the g or
 *   y flag keeps no state between matches.
 *
 * Only the server build is changed: the browser patches its route table in place as it discovers
 * routes (v3_lazyRouteDiscovery). A router whose source no longer reads as expected fails the build.
 */
export function cachedRouteMatching(): Plugin {
  return {
    name: "cached-route-matching",
    apply: "build",
    enforce: "pre",
    transform(code, id, options) {
      if (!options?.ssr || !ROUTER_MODULE.test(id)) return null;
      return { code: withCachedRouteMatching(code), map: null };
    },
  };
}

const ROUTER_MODULE = /\/node_modules\/@remix-run\/router\/dist\/router\.js$/;

const EDITS = [
  {
    what: "matchRoutesImpl's flattening, ranking and search",
    from: /\n {2}let branches = flattenRoutes\(routes\);\n {2}rankRouteBranches\(branches\);\n[\s\S]*?\n {2}return matches;\n}\n/,
    to: "\n  return cachedMatches(routes, pathname, allowPartial);\n}\n",
  },
  {
    what: "compilePath",
    from: /\nfunction compilePath\(path, caseSensitive, end\) {\n/,
    to:
      "\nfunction compilePath(path, caseSensitive, end) {\n" +
      "  return compiledPathOf(path, caseSensitive, end);\n" +
      "}\n" +
      "function compilePathOnce(path, caseSensitive, end) {\n",
  },
];

/** The helpers the edits call, added to the end of the router's module. */
const HELPERS = `
// Added at build time by vite/cached-route-matching.ts.
const compiledPaths = new Map();
function compiledPathOf(path, caseSensitive, end) {
  const key = path + "\\u0000" + (caseSensitive === true) + "\\u0000" + (end !== false);
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (compiledPaths.size < 1000) compiledPaths.set(key, compiled);
  }
  return compiled;
}
const MAX_KEPT_MATCHES = 2000;
const shapes = new Map(); // shape -> { branches, matches: Map(path -> matches) }
function tableOf(routes) {
  const byId = new Map();
  let shape = "";
  let named = true;
  (function walk(list) {
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) named = false;
      byId.set(route.id, route);
      shape += route.id + "\\u0001" + route.path + "\\u0001" + (route.index === true) + (route.caseSensitive === true);
      if (route.children) {
        shape += "[";
        walk(route.children);
        shape += "]";
      }
      shape += ";";
    }
  })(routes);
  return { byId, shape, named };
}
function searchBranches(branches, pathname, allowPartial) {
  let matches = null;
  const decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}
function cachedMatches(routes, pathname, allowPartial) {
  const { byId, shape, named } = tableOf(routes);
  if (!named) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    return searchBranches(branches, pathname, allowPartial);
  }
  let table = shapes.get(shape);
  if (table === undefined) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    table = { branches, matches: new Map() };
    if (shapes.size < 20) shapes.set(shape, table);
  }
  const key = (allowPartial === true ? "p" : "e") + pathname;
  let found = table.matches.get(key);
  if (found === undefined) {
    found = searchBranches(table.branches, pathname, allowPartial);
    if (table.matches.size >= MAX_KEPT_MATCHES) table.matches.clear();
    table.matches.set(key, found);
  }
  if (found === null) return null;
  const params = Object.assign({}, found[0].params);
  return found.map((match) => ({
    params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
    route: byId.get(match.route.id),
  }));
}
`;

/** The router module's source with both caches; throws when an edit finds nothing to change. */
export function withCachedRouteMatching(source: string): string {
  let code = source;
  for (const edit of EDITS) {
    const found = code.match(new RegExp(edit.from.source, "g"));
    if (found?.length !== 1) {
      throw new Error(
        `cached-route-matching: ${edit.what} is not where it was in @remix-run/router; ` +
          "check vite/cached-route-matching.ts against the new release (or drop it on React Router 7).",
      );
    }
    code = code.replace(edit.from, edit.to);
  }
  return code + HELPERS;
}
