import { Outlet } from "@remix-run/react";
import { SiteShell } from "~/components/SiteShell";
import type { RouteCacheHandle } from "~/lib/route-cache";
import { homeSectionsShown } from "~/site/home-content.server";

/**
 * Every public page is the same for everyone who asks with the same URL: stored once per language and
 * content version, and shared by any cache where the URL names the language (app/lib/route-cache.ts).
 */
export const handle: RouteCacheHandle = { cache: "shared" };

/** Which home sections exist, for the navigation's links to them (see homeSectionsShown). */
export function loader() {
  return { homeSections: homeSectionsShown() };
}

/** The public pages share the header, navigation and footer. */
export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
