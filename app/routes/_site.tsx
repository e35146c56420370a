import { Outlet } from "@remix-run/react";
import { SiteShell } from "~/components/SiteShell";

/** The public pages share the header, navigation and footer. */
export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
