import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff, signOut } from "~/admin/auth.server";
import { readForm } from "~/lib/forms.server";

/** Signing out is a POST; a GET only leads back to the dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  throw redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request); // the form has no fields, but anything that is not a form is a 4xx
  throw redirect("/admin", { headers: { "Set-Cookie": await signOut(request) } });
}
