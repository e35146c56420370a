import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { isNotAllowed, NotAllowed } from "~/admin/components/NotAllowed";
import { requireSignedIn } from "~/admin/auth.server";
import { AdminShell } from "~/admin/components/AdminShell";
import { unreadCount } from "~/db/inbox.server";
import { ErrorMessage } from "~/components/ErrorMessage";
import { adminLinks } from "~/admin/admin-styles";
import { mayUse } from "~/admin/route-table";
import { secondFactorState } from "~/admin/second-factor.server";
import { headerLinks, INBOX_PATH } from "~/admin/paths";
import { hydratedPage } from "~/lib/page-scripts";

/** The back office runs as a React app in the browser (lib/page-scripts.ts). */
export const handle = hydratedPage;

export const links = adminLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireSignedIn(request);
  // The header links only to what the account's role may open.
  const links = headerLinks.filter((path) => mayUse(staff.role, path));
  const unread = links.includes(INBOX_PATH) ? unreadCount() : undefined;
  // Whether "Confirm it is you" asks for an app code beside the password (confirm-identity.server.ts).
  const appCodes = secondFactorState(staff.id).appCodes;
  return { email: staff.email, links, unread, appCodes };
}

// The unread count stays current after marking or deleting messages.
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  const { email, links, unread } = useLoaderData<typeof loader>();
  // A page that changes the count (opening a message reads it) says what it is
  // now: its loader ran beside this one, which may have counted first.
  const counted = useMatches()
    .map((match) => (match.data as { unread?: unknown } | undefined)?.unread)
    .filter((value): value is number => typeof value === "number");
  return (
    <AdminShell
      email={email}
      links={links}
      unread={unread === undefined ? undefined : (counted.at(-1) ?? unread)}
    >
      <Outlet />
    </AdminShell>
  );
}

/** A failed admin page shows the translated error inside the back office frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  // The frame as the account knows it, when its loader had run (a page's own error, a 403).
  const frame = useRouteLoaderData<typeof loader>("admin-layout");
  const notAllowed = isRouteErrorResponse(error) && isNotAllowed(error.data);
  return (
    <AdminShell email={frame?.email} links={frame?.links} unread={frame?.unread}>
      {notAllowed ? <NotAllowed /> : <ErrorMessage status={status} />}
    </AdminShell>
  );
}
