import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { currentStaff, requireStaff } from "~/admin/auth.server";
import { optionsAnswer, optionsRefusal, postedForm } from "~/admin/passkey-answers.server";
import { passkeyName, registrationOptions } from "~/admin/passkeys.server";
import { checkSettingsPassword, SETTINGS_LIMIT } from "~/admin/second-factor.server";
import { commitSession, getSession } from "~/admin/session.server";

/**
 * POST /admin/staff/second-factor/passkey: the options of `navigator.credentials.create()` for a
 * new passkey of one's own account, once its name and the current password are given (counted
 * with the set-up page's other forms, SETTINGS_LIMIT). The challenge and the name wait in the
 * session; the browser's answer goes to the set-up page's action (intent "addPasskey").
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // JSON for a script: no session is a 401 here, not the sign-in page's redirect.
  if (!(await currentStaff(request))) return optionsRefusal(context, "signedOut", 401);
  const staff = await requireStaff(request, context);
  const form = await postedForm(request);
  if (!form) return optionsRefusal(context, "badRequest", 400);
  const name = passkeyName(form.get("name"));
  if (!name) return optionsRefusal(context, "nameMissing", 400);
  const password = form.get("password");
  const refused = await checkSettingsPassword(staff.id, typeof password === "string" ? password : "");
  if (refused === "throttled")
    return optionsRefusal(context, "throttled", 429, Math.ceil(SETTINGS_LIMIT.windowMs / 1000));
  if (refused) return optionsRefusal(context, "wrongPassword", 401);
  const session = await getSession(request);
  const options = await registrationOptions(session, staff, name);
  return optionsAnswer(options, await commitSession(session, request));
}

/** Only posted to; a GET without a session goes to sign-in like every admin address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  throw data(null, { status: 405 });
}
