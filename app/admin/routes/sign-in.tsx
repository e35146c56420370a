import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { countStaffAccounts } from "~/admin/accounts.server";
import { currentStaff, signIn } from "~/admin/auth.server";
import { AdminShell, Notice } from "~/admin/components/AdminShell";
import { CREATE_ADMIN_COMMAND } from "~/admin/create-admin-command";
import { safeRedirect } from "~/admin/redirect";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.signIn.metaTitle", description: "admin.signIn.intro" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await currentStaff(request)) throw redirect(redirectTo);
  return { redirectTo, noAccount: countStaffAccounts() === 0 };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const email = String(form.get("email") ?? "").trim();
  const result = await signIn(request, email, context.clientAddress ?? "unknown");
  if (result.ok) {
    throw redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": result.cookie } });
  }
  return data({ error: result.reason, email }, { status: result.reason === "throttled" ? 429 : 401 });
}

export default function SignInPage() {
  const { t } = useTranslation();
  const { redirectTo, noAccount } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const signingIn = useNavigation().state !== "idle";
  return (
    <AdminShell>
      <section className="admin-card admin-sign-in" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading">{t("admin.signIn.heading")}</h1>
        <p>{t("admin.signIn.intro")}</p>
        {noAccount && (
          <div className="notice notice--info" role="note">
            <p>{t("admin.signIn.noAccount")}</p>
            <code dir="ltr">{CREATE_ADMIN_COMMAND}</code>
          </div>
        )}
        <Notice
          tone="error"
          text={
            failure
              ? t(failure.error === "throttled" ? "admin.signIn.throttled" : "admin.signIn.failed")
              : null
          }
        />
        <Form method="post" className="admin-form">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div className="field">
            <label htmlFor="sign-in-email">{t("admin.signIn.email")}</label>
            <input
              id="sign-in-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="username"
              required
              defaultValue={failure?.email ?? ""}
            />
          </div>
          <div className="field">
            <label htmlFor="sign-in-password">{t("admin.signIn.password")}</label>
            <input
              id="sign-in-password"
              name="password"
              type="password"
              dir="ltr"
              autoComplete="current-password"
              required
            />
          </div>
          <button type="submit" className="button" disabled={signingIn}>
            {signingIn ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
          </button>
        </Form>
      </section>
    </AdminShell>
  );
}
