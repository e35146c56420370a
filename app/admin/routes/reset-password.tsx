import { languageOf } from "~/lib/request-facts";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { localizedPath, useLocalizedPath } from "~/i18n/localized-path";
import { adminLinks } from "~/admin/admin-styles";
import { startSession } from "~/admin/auth.server";
import { AdminShell, Notice } from "~/admin/components/AdminShell";
import { TextField } from "~/admin/components/TextField";
import { rememberDevice } from "~/admin/known-device.server";
import { hasSecondFactor } from "~/admin/second-factor.server";
import { signInCodePath, startPendingSignIn } from "~/admin/sign-in-step.server";
import { MIN_PASSWORD_LENGTH } from "~/admin/password.server";
import { accountOfResetLink, resetForgottenPassword } from "~/admin/password-reset.server";
import { RESET_LINK_MINUTES } from "~/mail/password-reset-mail.server";
import { readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { hydratedPage } from "~/lib/page-scripts";

/**
 * The page an e-mailed reset link opens (/admin/reset-password?token=…). Opening it changes nothing
 * (mail scanners open links too); the form's post uses the link up, sets the new password, ends every
 * session of the account and signs this browser in, whatever the sign-in limit says.
 */

/** The back office runs as a React app in the browser (lib/page-scripts.ts). */
export const handle = hydratedPage;

export const links = adminLinks;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.passwordReset.chooseTitle" }),
  { name: "robots", content: "noindex" },
  // The link's token is in this page's address: requests from it name only the site, never the
  // address. Not "no-referrer": a form posted under it says `Origin: null`, which reads as another site.
  { name: "referrer", content: "strict-origin" },
];

type LinkState =
  | { usable: true; token: string; email: string; minLength: number; minutes: number }
  | { usable: false; minLength: number; minutes: number };

export function loader({ request }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const account = accountOfResetLink(token);
  if (!account)
    return data<LinkState>(
      { usable: false, minLength: MIN_PASSWORD_LENGTH, minutes: RESET_LINK_MINUTES },
      { status: 410 },
    );
  return data<LinkState>({
    usable: true,
    token,
    email: account.email,
    minLength: MIN_PASSWORD_LENGTH,
    minutes: RESET_LINK_MINUTES,
  });
}

export type ResetFailure = { error: "expired" | "weakPassword" | "mismatch" };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await resetForgottenPassword(
    field("token").slice(0, 100),
    field("password"),
    field("repeatPassword"),
    languageOf(context),
  );
  if (!result.ok) {
    return data<ResetFailure>(
      { error: result.problem },
      { status: result.problem === "expired" ? 410 : 400 },
    );
  }
  const headers = new Headers();
  // This browser is known to the account from now on: its sign-ins skip the per-account limit.
  headers.append("Set-Cookie", await rememberDevice(request, result.account));
  // The mailbox alone never signs in past a second factor: its code is asked for as after a password.
  if (hasSecondFactor(result.account.id)) {
    headers.append("Set-Cookie", await startPendingSignIn(request, result.account.id, false));
    throw redirect(signInCodePath(request, localizedPath("/admin/staff", languageOf(context))), { headers });
  }
  headers.append("Set-Cookie", await startSession(request, result.account.id, "admin.passwordReset.done"));
  throw redirect(localizedPath("/admin/staff", languageOf(context)), { headers });
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const link = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const saving = useNavigation().state !== "idle";
  const expired = !link.usable || failure?.error === "expired";
  const passwordError =
    failure?.error === "weakPassword"
      ? t("admin.passwordReset.weakPassword", { min: link.minLength, count: link.minLength })
      : failure?.error === "mismatch"
        ? t("admin.passwordReset.mismatch")
        : null;
  return (
    <AdminShell>
      <section className="admin-card admin-sign-in" aria-labelledby="reset-heading">
        <h1 id="reset-heading">{t("admin.passwordReset.chooseTitle")}</h1>
        {expired || !link.usable ? (
          <>
            <Notice
              tone="error"
              text={t("admin.passwordReset.linkExpired", { minutes: link.minutes, count: link.minutes })}
            />
            <p>
              <Link to={localized("/admin/forgot-password")}>{t("admin.passwordReset.askAgain")}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t("admin.passwordReset.chooseIntro", { email: link.email })}</p>
            <Form method="post" className="admin-form">
              <input type="hidden" name="token" value={link.token} />
              {/* For password managers: whose password this is. */}
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={link.email}
                readOnly
                hidden
              />
              <TextField
                id="reset-password"
                label={t("admin.passwordReset.newPassword")}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={link.minLength}
                help={t("admin.passwordReset.passwordHelp", { min: link.minLength, count: link.minLength })}
                error={passwordError}
              />
              <TextField
                id="reset-repeat"
                label={t("admin.passwordReset.repeatPassword")}
                name="repeatPassword"
                type="password"
                autoComplete="new-password"
                required
                minLength={link.minLength}
              />
              <button type="submit" className="button" disabled={saving}>
                {saving ? t("admin.passwordReset.saving") : t("admin.passwordReset.save")}
              </button>
            </Form>
          </>
        )}
        <p>
          <Link to={localized("/admin")}>{t("admin.passwordReset.backToSignIn")}</Link>
        </p>
      </section>
    </AdminShell>
  );
}
