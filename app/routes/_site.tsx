import { Outlet } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SiteShell } from "~/components/SiteShell";
import { languageOf } from "~/lib/request-facts";
import type { RouteCacheHandle } from "~/lib/route-cache";
import { menusShown } from "~/site/menus.server";

/**
 * Every public page is the same for everyone who asks with the same URL: stored once per language and
 * content version, and shared by any cache where the URL names the language (app/lib/route-cache.ts).
 */
export const handle: RouteCacheHandle = { cache: "shared" };

/** The header's and footer's menus in the page's language (see menusShown). */
export function loader({ context }: LoaderFunctionArgs) {
  return { menus: menusShown(languageOf(context)) };
}

/** The public pages share the header, navigation and footer. */
export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
