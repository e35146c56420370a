import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches, useRouteError } from "@remix-run/react";
import { requireStaff } from "~/admin/auth.server";
import { AdminShell } from "~/admin/components/AdminShell";
import { unreadCount } from "~/db/inbox.server";
import { ErrorMessage } from "~/components/ErrorMessage";
import { adminLinks } from "~/admin/admin-styles";

export const links = adminLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return { email: staff.email, unread: unreadCount() };
}

// The unread count stays current after marking or deleting messages.
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  const { email, unread } = useLoaderData<typeof loader>();
  // A page that changes the count (opening a message reads it) says what it is
  // now: its loader ran beside this one, which may have counted first.
  const counted = useMatches()
    .map((match) => (match.data as { unread?: unknown } | undefined)?.unread)
    .filter((value): value is number => typeof value === "number");
  return (
    <AdminShell email={email} unread={counted.at(-1) ?? unread}>
      <Outlet />
    </AdminShell>
  );
}

/** A failed admin page shows the translated error inside the back office frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  return (
    <AdminShell>
      <ErrorMessage status={status} />
    </AdminShell>
  );
}
