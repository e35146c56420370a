import { data, type ActionFunctionArgs } from "@remix-run/node";
import { countPasskeys } from "~/db/second-factors.server";
import { findStaffById } from "~/db/staff-accounts.server";
import { optionsAnswer, optionsRefusal } from "~/admin/passkey-answers.server";
import { signInOptions } from "~/admin/passkeys.server";
import { commitPendingSession, pendingSignIn } from "~/admin/sign-in-step.server";
import { getSession } from "~/admin/session.server";

/**
 * POST /admin/sign-in/passkey: the options of `navigator.credentials.get()` for the sign-in's
 * second step (app/admin/routes/sign-in-code.tsx posts the answer). Only for a pending sign-in,
 * whose password was right: 401 otherwise. The challenge waits in the pending session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await pendingSignIn(request);
  const staff = pending ? findStaffById(pending.staffId) : undefined;
  if (!pending || !staff) return optionsRefusal(context, "expired", 401);
  if (countPasskeys(staff.id) === 0) return optionsRefusal(context, "noPasskey", 409);
  const session = await getSession(request);
  const options = await signInOptions(session, staff.id);
  return optionsAnswer(options, await commitPendingSession(session, request));
}

/** Only posted to. */
export function loader() {
  throw data(null, { status: 405 });
}
