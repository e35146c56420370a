import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { requireStaff } from "~/admin/auth.server";
import { AdminShell } from "~/admin/components/AdminShell";
import { ErrorMessage } from "~/components/ErrorMessage";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return { email: staff.email };
}

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AdminShell email={email}>
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
