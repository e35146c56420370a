import { languageOf } from "~/lib/request-facts";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { Translate } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { adminLinks } from "~/admin/admin-styles";
import { retryAfterHeaders } from "~/admin/retry-after-headers";
import { findStaffById } from "~/db/staff-accounts.server";
import { currentStaff, finishSignIn } from "~/admin/auth.server";
import { attemptSecondFactor, countedSecondFactor, secondFactorState } from "~/admin/second-factor.server";
import { checkPasskeyAnswer, takeChallenge } from "~/admin/passkeys.server";
import { commitPendingSession, pendingSignIn } from "~/admin/sign-in-step.server";
import { getSession } from "~/admin/session.server";
import { PasskeySignIn } from "~/admin/components/Passkeys";
import { TextField } from "~/admin/components/TextField";
import { AppCodeField } from "~/admin/components/AppCodeField";
import { AdminShell, Notice } from "~/admin/components/AdminShell";
import { safeRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { hydratedPage } from "~/lib/page-scripts";

/**
 * The sign-in's second step (/admin/sign-in/code): after a right password, a code of the account's
 * second factor. A plain form, so app and recovery codes work without JavaScript; `?method=recovery`
 * asks for a recovery code instead (a link, not a script). A passkey, when the account has one, is
 * offered above these forms ("Use a passkey", which needs JavaScript): its answer is posted here
 * (`method=passkey`) and counted with the wrong codes. An account with passkeys only is asked for a
 * recovery code by the form.
 */

/** The back office runs as a React app in the browser (lib/page-scripts.ts). */
export const handle = hydratedPage;

export const links = adminLinks;

export const headers = retryAfterHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.secondFactor.signIn.metaTitle" }),
  { name: "robots", content: "noindex" },
];

const AFTER_SIGN_IN = "/dashboard";

type Method = "app" | "recovery";
/** The code the form asks for: a recovery code when asked, or when the account has no app codes. */
const methodOf = (value: string | null, appCodes: boolean): Method =>
  value === "recovery" || !appCodes ? "recovery" : "app";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), AFTER_SIGN_IN);
  if (await currentStaff(request)) throw redirect(redirectTo);
  // No password given, or too long ago: the page says so and leads to the first step (a redirect
  // here would also hide the action's own answer, which the page renders after it).
  const pending = await pendingSignIn(request);
  const state = pending ? secondFactorState(pending.staffId) : { appCodes: true, passkeys: 0 };
  return {
    redirectTo,
    method: methodOf(url.searchParams.get("method"), state.appCodes),
    expired: !pending,
    appCodes: state.appCodes,
    passkeys: state.passkeys > 0,
  };
}

export type CodeFailure =
  | { error: "wrong" | "expired" | "passkeyFailed"; method: Method }
  | { error: "throttled"; method: Method; retryAfterSeconds: number };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const pending = await pendingSignIn(request);
  const staff = pending ? findStaffById(pending.staffId) : undefined;
  const byPasskey = form.get("method") === "passkey";
  // The code form to show again: a passkey's post names the one the page had.
  const method = methodOf(
    String(form.get(byPasskey ? "codeMethod" : "method") ?? ""),
    staff ? secondFactorState(staff.id).appCodes : true,
  );
  if (!pending || !staff) return data<CodeFailure>({ error: "expired", method }, { status: 401 });
  const clientAddress = context.clientAddress ?? "unknown";
  const session = byPasskey ? await getSession(request) : undefined;
  const result = session
    ? await countedSecondFactor(staff, clientAddress, () =>
        checkPasskeyAnswer(staff.id, takeChallenge(session, "signIn", staff.id), form.get("response")),
      )
    : await attemptSecondFactor(staff, String(form.get("code") ?? "").slice(0, 64), clientAddress);
  if (result.ok) {
    const headers = await finishSignIn(request, staff, {
      newDevice: pending.newDevice,
      clientAddress: context.clientAddress ?? "unknown",
      language: languageOf(context),
    });
    throw redirect(safeRedirect(form.get("redirectTo"), AFTER_SIGN_IN), { headers });
  }
  if (result.reason === "throttled") {
    const { retryAfterSeconds } = result;
    return data<CodeFailure>(
      { error: "throttled", method, retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  if (!session) return data<CodeFailure>({ error: "wrong", method }, { status: 401 });
  // The challenge is spent: the pending session without it (its cookie still ends with the step).
  return data<CodeFailure>(
    { error: "passkeyFailed", method },
    { status: 401, headers: { "Set-Cookie": await commitPendingSession(session, request) } },
  );
}

function failureText(failure: CodeFailure, t: Translate): string {
  if (failure.error !== "throttled") return t(`admin.secondFactor.signIn.${failure.error}`);
  const minutes = Math.ceil(failure.retryAfterSeconds / 60);
  return t("admin.secondFactor.signIn.throttled", { minutes, count: minutes });
}

export default function SignInCode() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const method = failure?.method ?? loaded.method;
  const busy = useNavigation().state !== "idle";
  const offerPasskey = loaded.passkeys && !loaded.expired;
  const localized = useLocalizedPath();
  const expired = loaded.expired || failure?.error === "expired";
  const other = method === "app" ? "recovery" : "app";
  const otherLink = `/admin/sign-in/code?${new URLSearchParams({ redirectTo: loaded.redirectTo, method: other })}`;
  return (
    <AdminShell>
      <section className="admin-card admin-sign-in" aria-labelledby="code-heading">
        <h1 id="code-heading">{t("admin.secondFactor.signIn.heading")}</h1>
        {expired || offerPasskey ? null : (
          <p>
            {method === "app"
              ? t("admin.secondFactor.signIn.intro")
              : t("admin.secondFactor.signIn.recoveryIntro")}
          </p>
        )}
        <Notice
          tone="error"
          text={expired ? t("admin.secondFactor.signIn.expired") : failure ? failureText(failure, t) : null}
        />
        {expired ? (
          <p>
            <Link to={localized(`/admin?${new URLSearchParams({ redirectTo: loaded.redirectTo })}`)}>
              {t("admin.secondFactor.signIn.startOver")}
            </Link>
          </p>
        ) : (
          <>
            {offerPasskey ? (
              <>
                <p>{t("admin.secondFactor.signIn.passkeyIntro")}</p>
                <PasskeySignIn redirectTo={loaded.redirectTo} codeMethod={method} />
                <p className="admin-sign-in__or">
                  {method === "app"
                    ? t("admin.secondFactor.signIn.orApp")
                    : t("admin.secondFactor.signIn.orRecovery")}
                </p>
              </>
            ) : null}
            <Form method="post" className="admin-form" key={method}>
              <input type="hidden" name="redirectTo" value={loaded.redirectTo} />
              <input type="hidden" name="method" value={method} />
              {method === "app" ? (
                <AppCodeField id="sign-in-code" autoFocus />
              ) : (
                <TextField
                  id="sign-in-code"
                  label={t("admin.secondFactor.recoveryCode")}
                  help={t("admin.secondFactor.recoveryCodeHelp")}
                  name="code"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  required
                  autoFocus
                />
              )}
              <button type="submit" className="button" disabled={busy}>
                {busy ? t("admin.signIn.submitting") : t("admin.secondFactor.signIn.submit")}
              </button>
            </Form>
          </>
        )}
        {!expired && loaded.appCodes && (
          <p className="admin-sign-in__other">
            <Link to={localized(otherLink)}>
              {method === "app"
                ? t("admin.secondFactor.signIn.useRecovery")
                : t("admin.secondFactor.signIn.useApp")}
            </Link>
          </p>
        )}
      </section>
    </AdminShell>
  );
}
