/**
 * The public pages of the types that have them, from their descriptions: a type's `publicList` (/news)
 * is served by one list module and its `publicPage` with a parameter (/news/:address) by one record
 * module, whatever the type (docs/decisions/046-one-route-pair-for-every-type.md). vite.config.ts
 * registers them inside the site's layout; the modules find their type again with `publicRouteAt`.
 * Paths of files are relative to the app folder, as Remix's `routes` option wants.
 */
import { contentTypeNames, contentTypes, type ContentTypeName } from "../content/content-types";

export type PublicRoute = {
  id: string;
  /** Remix's path, without the leading slash: `news/:address`. */
  path: string;
  file: string;
  type: ContentTypeName;
  kind: "list" | "page";
};

/** The layout every public page is inside (app/routes/_site.tsx): header, footer, language. */
export const SITE_LAYOUT_ID = "routes/_site";

const MODULES = {
  list: "public-routes/record-list.tsx",
  page: "public-routes/record-page.tsx",
} as const;

/** Every type's list page and record page, in the registry's order. */
export const publicRecordRoutes: readonly PublicRoute[] = contentTypeNames.flatMap((type) => {
  const { publicList, publicPage } = contentTypes[type];
  const routes: PublicRoute[] = [];
  if (publicList)
    routes.push({
      id: `public-list-${type}`,
      path: publicList.path.slice(1),
      file: MODULES.list,
      type,
      kind: "list",
    });
  // A path with a parameter is a page per record; a path without one is a place on a page (a section, a list).
  if (publicPage?.path.includes("/:"))
    routes.push({
      id: `public-page-${type}`,
      path: publicPage.path.slice(1),
      file: MODULES.page,
      type,
      kind: "page",
    });
  return routes;
});

const segments = (path: string) => path.split("/").filter(Boolean);
const staticSegments = (route: PublicRoute) =>
  segments(route.path).filter((segment) => !segment.startsWith(":")).length;
/** As Remix ranks them: `/news/:address` before `/:address`. */
const byStaticSegments = [...publicRecordRoutes].sort((a, b) => staticSegments(b) - staticSegments(a));

/**
 * The route of that kind whose path a request's pathname fits: for a module shared by several types,
 * which one Remix matched (a static segment is equal, a parameter takes any one segment).
 */
export function publicRouteAt(kind: PublicRoute["kind"], pathname: string): PublicRoute | undefined {
  const asked = segments(pathname);
  return byStaticSegments.find((route) => {
    if (route.kind !== kind) return false;
    const wanted = segments(route.path);
    return (
      wanted.length === asked.length &&
      wanted.every((segment, index) => segment.startsWith(":") || segment === asked[index])
    );
  });
}
