import { Outlet } from "@remix-run/react";
import { SiteShell } from "~/components/SiteShell";
import { homeSectionsShown } from "~/site/home-content.server";

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
