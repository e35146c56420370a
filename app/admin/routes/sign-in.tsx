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
import { countStaffAccounts } from "~/db/staff-accounts.server";
import { currentStaff, signIn } from "~/admin/auth.server";
import { signInCodePath } from "~/admin/sign-in-step.server";
import { TextField } from "~/admin/components/TextField";
import { AdminShell, Notice } from "~/admin/components/AdminShell";
import { createAdminCommand } from "~/admin/create-admin-command.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { secureSignInUrl } from "~/lib/origin.server";
import { isolated } from "~/lib/bidi";
import { languageOf } from "~/lib/request-facts";
import { hydratedPage } from "~/lib/page-scripts";

/** The back office runs as a React app in the browser (lib/page-scripts.ts). */
export const handle = hydratedPage;

export const links = adminLinks;

export const headers = retryAfterHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.signIn.metaTitle", description: "admin.signIn.intro" }),
  { name: "robots", content: "noindex" },
];

/** Where staff land after signing in, unless the address they came from is given. */
const AFTER_SIGN_IN = "/dashboard";

/** The longest email address there is: no more of what was typed is ever sent back. */
const MAX_EMAIL_ECHO = 254;

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), AFTER_SIGN_IN);
  if (await currentStaff(request)) throw redirect(redirectTo);
  const noAccount = countStaffAccounts() === 0;
  return {
    redirectTo,
    setupCommand: noAccount ? createAdminCommand() : null,
    secureUrl: secureSignInUrl(request),
  };
}

export type SignInFailure =
  | { error: "failed" | "insecure"; email: string }
  | { error: "throttled"; email: string; retryAfterSeconds: number; scope: "address" | "account" };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, MAX_EMAIL_ECHO);
  // Over plain HTTP while the site says HTTPS the browser would drop the
  // session cookie: say so instead of looping back to this page.
  if (secureSignInUrl(request)) return data<SignInFailure>({ error: "insecure", email }, { status: 400 });
  const result = await signIn(request, form, context.clientAddress ?? "unknown", languageOf(context));
  const redirectTo = safeRedirect(form.get("redirectTo"), AFTER_SIGN_IN);
  if (result.ok === "secondFactor")
    throw redirect(signInCodePath(request, redirectTo), { headers: result.headers });
  if (result.ok) throw redirect(redirectTo, { headers: result.headers });
  if (result.reason === "throttled") {
    const { retryAfterSeconds, scope } = result;
    return data<SignInFailure>(
      { error: "throttled", email, retryAfterSeconds, scope },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  return data<SignInFailure>({ error: "failed", email }, { status: 401 });
}

// The address is isolated so that right-to-left text around it does not reorder it.
const insecureText = (t: Translate, url: string) =>
  t("admin.signIn.insecure", {
    url: isolated(url),
    https: "HTTPS",
    http: "HTTP",
    setting: "TRUST_PROXY",
  });

function failureText(failure: SignInFailure, t: Translate, secureUrl: string): string {
  if (failure.error === "insecure") return insecureText(t, secureUrl);
  if (failure.error !== "throttled") return t("admin.signIn.failed");
  // Short waits in seconds; the per-account wait (up to 15 minutes) in minutes.
  const seconds = Math.max(2, failure.retryAfterSeconds);
  const minutes = Math.ceil(failure.retryAfterSeconds / 60);
  return failure.retryAfterSeconds <= 90
    ? t("admin.signIn.throttledSeconds", { seconds, count: seconds })
    : t("admin.signIn.throttledMinutes", { minutes, count: minutes });
}

export default function SignInPage() {
  const { t } = useTranslation();
  const { redirectTo, setupCommand, secureUrl } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const insecure = secureUrl ? insecureText(t, secureUrl) : null;
  const signingIn = useNavigation().state !== "idle";
  const localized = useLocalizedPath();
  return (
    <AdminShell>
      <section className="admin-card admin-sign-in" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading">{t("admin.signIn.heading")}</h1>
        <p>{t("admin.signIn.intro")}</p>
        {setupCommand && (
          <div className="notice notice--info" role="note">
            <p>{t("admin.signIn.noAccount")}</p>
            <code dir="ltr">{setupCommand}</code>
          </div>
        )}
        <Notice tone="error" text={failure ? failureText(failure, t, secureUrl ?? "") : insecure} />
        <Form method="post" className="admin-form">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            id="sign-in-email"
            label={t("admin.signIn.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={failure?.email ?? ""}
          />
          <TextField
            id="sign-in-password"
            label={t("admin.signIn.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="button" disabled={signingIn}>
            {signingIn ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
          </button>
        </Form>
        {!setupCommand && (
          <p>
            <Link to={localized("/admin/forgot-password")}>{t("admin.passwordReset.link")}</Link>
          </p>
        )}
      </section>
    </AdminShell>
  );
}
