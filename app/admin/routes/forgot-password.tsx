import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { adminLinks } from "~/admin/admin-styles";
import { retryAfterHeaders } from "~/admin/retry-after-headers";
import { AdminShell, Notice } from "~/admin/components/AdminShell";
import { TextField } from "~/admin/components/TextField";
import { createAdminCommand } from "~/admin/create-admin-command.server";
import { requestPasswordReset, resetByMail } from "~/admin/password-reset.server";
import { RESET_LINK_MINUTES } from "~/mail/password-reset-mail.server";
import { readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { hydratedPage } from "~/lib/page-scripts";

/**
 * "Forgot your password?" (/admin/forgot-password): asks for an e-mailed link
 * (docs/decisions/021-password-reset-and-backup-key.md). The answer is the same
 * whether the address has an account or not. Without SMTP_URL the page says
 * how else a password is reset.
 */

/** The back office runs as a React app in the browser (lib/page-scripts.ts). */
export const handle = hydratedPage;

export const links = adminLinks;

export const headers = retryAfterHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.passwordReset.metaTitle" }),
  { name: "robots", content: "noindex" },
];

export function loader() {
  return { byMail: resetByMail(), command: createAdminCommand(), minutes: RESET_LINK_MINUTES };
}

export type ForgotAnswer =
  | { state: "sent" | "invalidEmail" | "noMail"; email: string }
  | { state: "throttled"; email: string; minutes: number };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  if (!resetByMail()) return data<ForgotAnswer>({ state: "noMail", email });
  const result = requestPasswordReset(email, context.clientAddress ?? "unknown", languageOf(context));
  if (result.ok) return data<ForgotAnswer>({ state: "sent", email });
  if (result.problem === "invalidEmail")
    return data<ForgotAnswer>({ state: "invalidEmail", email }, { status: 400 });
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  return data<ForgotAnswer>(
    { state: "throttled", email, minutes },
    { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { byMail, command, minutes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const sending = useNavigation().state !== "idle";
  const notice =
    answer?.state === "sent"
      ? t("admin.passwordReset.sent", { email: answer.email, minutes, count: minutes })
      : answer?.state === "throttled"
        ? t("admin.passwordReset.throttled", { minutes: answer.minutes, count: answer.minutes })
        : null;
  return (
    <AdminShell>
      <section className="admin-card admin-sign-in" aria-labelledby="forgot-heading">
        <h1 id="forgot-heading">{t("admin.passwordReset.heading")}</h1>
        {byMail && answer?.state !== "noMail" ? (
          <>
            <p>{t("admin.passwordReset.intro", { minutes, count: minutes })}</p>
            <Notice tone={answer?.state === "sent" ? "success" : "error"} text={notice} />
            <Form method="post" className="admin-form">
              <TextField
                id="forgot-email"
                label={t("admin.signIn.email")}
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={answer?.email ?? ""}
                error={answer?.state === "invalidEmail" ? t("admin.passwordReset.invalidEmail") : null}
              />
              <button type="submit" className="button" disabled={sending}>
                {sending ? t("admin.passwordReset.submitting") : t("admin.passwordReset.submit")}
              </button>
            </Form>
          </>
        ) : (
          <div className="notice notice--info" role="note">
            <p>{t("admin.passwordReset.noMail")}</p>
            <code dir="ltr">{command}</code>
          </div>
        )}
        <p>
          <Link to={localized("/admin")}>{t("admin.passwordReset.backToSignIn")}</Link>
        </p>
      </section>
    </AdminShell>
  );
}
