import { languageOf } from "~/lib/request-facts";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { IconKey, IconLogout, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { changePassword, createAccount, removeAccount } from "~/admin/accounts.server";
import { listAccounts, type Staff } from "~/db/staff-accounts.server";
import { recordActivity } from "~/admin/activity.server";
import { requireStaff } from "~/admin/auth.server";
import { rememberDevice } from "~/admin/known-device.server";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { TextField } from "~/admin/components/TextField";
import { adminDateFormat } from "~/admin/dates";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { MIN_PASSWORD_LENGTH } from "~/admin/password.server";
import { destroySession, endSessionsOf, getSession } from "~/admin/session.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { reserve, type Limit } from "~/db/rate-limits.server";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { SecondFactorSection } from "~/admin/components/SecondFactorSection";
import { secondFactorRequired, secondFactorState } from "~/admin/second-factor.server";

/**
 * Staff accounts (/admin/staff): who can sign in, adding and removing
 * accounts, changing one's own password and signing out everywhere.
 * Every change is in the activity log.
 */

const PATH = "/admin/staff";

/** Guesses at the current password from a signed-in browser (a stolen session) are slowed down too. */
const PASSWORD_CHANGE_LIMIT: Limit = { name: "password-change", max: 5, windowMs: 15 * 60_000 };

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.staff.heading" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const dates = adminDateFormat(languageOf(context));
  const accounts = listAccounts().map((account) => ({
    id: account.id,
    email: account.email,
    created: dates.format(account.date),
    lastSignIn: account.lastSignInAt ? dates.format(account.lastSignInAt) : null,
    isMe: account.id === staff.id,
  }));
  const { notice, cookie } = await takeNotice(request);
  const secondFactor = { ...secondFactorState(staff.id), required: secondFactorRequired() };
  return data(
    { accounts, notice, minLength: MIN_PASSWORD_LENGTH, secondFactor },
    { headers: { "Set-Cookie": cookie } },
  );
}

export type StaffFailure =
  | { form: "add"; error: "invalidEmail" | "weakPassword" | "exists"; email: string }
  | { form: "remove"; error: "last" | "self" | "notFound" }
  | { form: "password"; error: "wrongPassword" | "weakPassword" | "mismatch" | "throttled" };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "add":
      return addAccount(request, staff, text(form, "email").trim().slice(0, 254), text(form, "password"));
    case "remove":
      return remove(request, staff, text(form, "id"));
    case "password":
      return newPassword(request, staff, form);
    case "signOutEverywhere": {
      endSessionsOf(staff.id);
      recordActivity({ accountId: staff.id, email: staff.email, action: "signedOutEverywhere" });
      throw redirect("/admin", {
        headers: { "Set-Cookie": await destroySession(await getSession(request), request) },
      });
    }
    default:
      throw refusal(400);
  }
}

async function addAccount(request: Request, staff: Staff, email: string, password: string) {
  const result = await createAccount(email, password);
  if (!result.ok) {
    return data<StaffFailure>(
      { form: "add", error: result.problem, email },
      { status: result.problem === "exists" ? 409 : 400 },
    );
  }
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "accountAdded",
    subjectType: "staff",
    subjectId: result.id,
    label: email.toLowerCase(),
  });
  return redirectWithNotice(request, PATH, "admin.staff.added");
}

async function remove(request: Request, staff: Staff, id: string) {
  const result = removeAccount(id, staff.id);
  if (!result.ok) {
    return data<StaffFailure>(
      { form: "remove", error: result.problem },
      { status: result.problem === "notFound" ? 404 : 409 },
    );
  }
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "accountRemoved",
    subjectType: "staff",
    subjectId: id,
    label: result.email,
  });
  return redirectWithNotice(request, PATH, "admin.staff.removed");
}

async function newPassword(request: Request, staff: Staff, form: FormData) {
  const next = text(form, "newPassword");
  const fail = (error: Extract<StaffFailure, { form: "password" }>["error"], status = 400) =>
    data<StaffFailure>({ form: "password", error }, { status });
  if (next !== text(form, "repeatPassword")) return fail("mismatch");
  if (next.length < MIN_PASSWORD_LENGTH) return fail("weakPassword");
  const attempt = reserve(PASSWORD_CHANGE_LIMIT, staff.id);
  if (!attempt.ok) return fail("throttled", 429);
  const session = await getSession(request);
  const result = await changePassword(staff.id, text(form, "currentPassword"), next, session.id);
  if (!result.ok) return fail(result.problem);
  attempt.release();
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "passwordChanged",
    subjectType: "staff",
    subjectId: staff.id,
    label: staff.email,
  });
  // This browser stays known to the account under its new password (see docs/decisions/002-sign-in-throttle.md).
  const device = await rememberDevice(request, { id: staff.id, passwordHash: result.passwordHash });
  return redirectWithNotice(request, PATH, "admin.staff.passwordChanged", undefined, [device]);
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p className="field__error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

export default function StaffAccounts() {
  const { t } = useTranslation();
  const { accounts, notice, minLength, secondFactor } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const addError = failure?.form === "add" ? failure.error : null;
  const passwordError = failure?.form === "password" ? failure.error : null;
  const confirmRemove = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.staff.confirmRemove"))) event.preventDefault();
  };
  const confirmSignOut = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.staff.confirmSignOutEverywhere"))) event.preventDefault();
  };
  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.staff.heading")}</h1>
        <Link className="button button--ghost" to="/admin/activity">
          {t("admin.activity.heading")}
        </Link>
      </div>
      <BackToDashboard />
      <Notice text={notice ? t(notice) : null} />
      <Notice
        tone="error"
        text={failure?.form === "remove" ? t(`admin.staff.errors.${failure.error}`) : null}
      />

      <section className="staff-section" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">{t("admin.staff.accounts")}</h2>
        <ul className="staff-list">
          {accounts.map((account) => (
            <li key={account.id} className="admin-card staff-list__item">
              <div className="staff-list__summary">
                <p className="staff-list__email">
                  <EmailAddress address={account.email} />
                  {account.isMe ? <span className="badge">{t("admin.staff.you")}</span> : null}
                </p>
                <p className="staff-list__meta">
                  {t("admin.staff.created", { date: account.created })}
                  <br />
                  {account.lastSignIn
                    ? t("admin.staff.lastSignIn", { date: account.lastSignIn })
                    : t("admin.staff.neverSignedIn")}
                </p>
              </div>
              {account.isMe ? null : (
                <Form method="post" onSubmit={confirmRemove}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={account.id} />
                  <button
                    type="submit"
                    className="button button--small button--danger"
                    aria-label={t("admin.staff.removeAccount", { email: account.email })}
                    disabled={busy}
                  >
                    <IconTrash size={16} aria-hidden="true" /> {t("admin.staff.remove")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="staff-forms">
        <section className="admin-card" aria-labelledby="add-heading">
          <h2 id="add-heading">{t("admin.staff.addHeading")}</h2>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="add" />
            <TextField
              id="staff-email"
              label={t("admin.signIn.email")}
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={failure?.form === "add" ? failure.email : ""}
              error={addError && addError !== "weakPassword" ? t(`admin.staff.errors.${addError}`) : null}
            />
            <TextField
              id="staff-password"
              label={t("admin.staff.initialPassword")}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={minLength}
              help={t("admin.staff.passwordHelp", { min: minLength, count: minLength })}
              error={
                addError === "weakPassword"
                  ? t("admin.staff.errors.weakPassword", { min: minLength, count: minLength })
                  : null
              }
            />
            <button type="submit" className="button" disabled={busy}>
              <IconUserPlus size={18} aria-hidden="true" /> {t("admin.staff.add")}
            </button>
          </Form>
        </section>

        <section className="admin-card" aria-labelledby="password-heading">
          <h2 id="password-heading">{t("admin.staff.passwordHeading")}</h2>
          <p className="staff-forms__intro">{t("admin.staff.passwordIntro")}</p>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="password" />
            <TextField
              id="current-password"
              label={t("admin.staff.currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={passwordError === "wrongPassword" ? true : undefined}
            />
            <TextField
              id="new-password"
              label={t("admin.staff.newPassword")}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={minLength}
              help={t("admin.staff.passwordHelp", { min: minLength, count: minLength })}
            />
            <TextField
              id="repeat-password"
              label={t("admin.staff.repeatPassword")}
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              required
            />
            <FieldError
              id="password-error"
              text={
                passwordError
                  ? t(`admin.staff.errors.${passwordError}`, {
                      min: minLength,
                      minutes: 15,
                      // The number a text is said with: the wait, or the length (pluralKey).
                      count: passwordError === "throttled" ? 15 : minLength,
                    })
                  : null
              }
            />
            <button type="submit" className="button" disabled={busy}>
              <IconKey size={18} aria-hidden="true" /> {t("admin.staff.changePassword")}
            </button>
          </Form>
        </section>

        <SecondFactorSection summary={secondFactor} />

        <section className="admin-card" aria-labelledby="everywhere-heading">
          <h2 id="everywhere-heading">{t("admin.staff.signOutEverywhere")}</h2>
          <p className="staff-forms__intro">{t("admin.staff.signOutEverywhereIntro")}</p>
          <Form method="post" onSubmit={confirmSignOut}>
            <input type="hidden" name="intent" value="signOutEverywhere" />
            <button type="submit" className="button button--danger" disabled={busy}>
              <IconLogout size={18} aria-hidden="true" /> {t("admin.staff.signOutEverywhere")}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
