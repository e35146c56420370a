import { Outlet, useLoaderData } from "@remix-run/react";
import { VisitCount } from "~/components/VisitCount";
import { env } from "~/config/env.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SiteShell } from "~/components/SiteShell";
import { languageOf } from "~/lib/request-facts";
import type { RouteCacheHandle } from "~/lib/route-cache";
import { menusShown } from "~/site/menus.server";
import { homeSectionsShown } from "~/site/home-content.server";

/**
 * Every public page is the same for everyone who asks with the same URL: stored once per language and
 * content version, and shared by any cache where the URL names the language (app/lib/route-cache.ts).
 */
export const handle: RouteCacheHandle = { cache: "shared" };

/**
 * The header's and footer's menus in the page's language (see menusShown), and which of the home page's
 * sections are on it (a page's link to one that is not is left out: a service's "Ask us").
 */
export function loader({ context }: LoaderFunctionArgs) {
  return {
    menus: menusShown(languageOf(context)),
    homeSections: homeSectionsShown(),
    // Page views are counted (docs/decisions/049-visitor-statistics.md): the same for every visitor.
    counting: env().VISIT_STATS,
  };
}

/** The public pages share the header, navigation and footer. */
export default function PublicLayout() {
  const { counting } = useLoaderData<typeof loader>();
  return (
    <SiteShell>
      <Outlet />
      {counting && <VisitCount />}
    </SiteShell>
  );
}
