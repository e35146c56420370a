import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/admin/auth.server";
import { confirmIdentity } from "~/admin/confirm-identity.server";
import { redirectWithNotice } from "~/admin/notices.server";
import { readForm } from "~/lib/forms.server";

/**
 * "Confirm it is you" from any page (app/admin/components/ConfirmIdentity.tsx): the password opens
 * ten minutes of sensitive changes for this browser, then back to the page, which says so.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const sent = String(form.get("back") ?? "");
  // Only a path of the back office: never a way to send someone to another site.
  const back =
    /^\/(admin|dashboard)(?=[/?]|$)[^\\]*$/.test(sent) && !sent.startsWith("//") ? sent : "/dashboard";
  const confirmation = await confirmIdentity(request, context, staff, form);
  if (confirmation.ok) return redirectWithNotice(request, back, "admin.confirm.confirmed");
  const notice =
    confirmation.problem === "needed"
      ? "admin.confirm.needed"
      : (`admin.confirm.${confirmation.problem}` as const);
  return redirectWithNotice(request, back, notice);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  throw redirect("/dashboard");
}
