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
import { changePassword, changeRole, createAccount, removeAccount } from "~/admin/accounts.server";
import { confirmIdentity, recentlyConfirmed } from "~/admin/confirm-identity.server";
import {
  ConfirmIdentityCard,
  ConfirmPasswordField,
  isConfirmFailure,
  type ConfirmProblem,
} from "~/admin/components/ConfirmIdentity";
import { mayUse, staffAccess } from "~/admin/route-table";
import { isRole, may, roles, type Role } from "~/content/access";
import { listAccounts, type Staff } from "~/db/staff-accounts.server";
import { recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
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
import { SignedInBrowsers } from "~/admin/components/SignedInBrowsers";
import { endSignedInBrowser, signedInBrowsers } from "~/admin/signed-in-browsers.server";
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
  const staff = await requireStaff(request, context);
  const dates = adminDateFormat(languageOf(context));
  // Other accounts are managed by the roles the route table's staffAccess names (Owners).
  const canManage = may(staff.role, staffAccess, "change");
  const accounts = listAccounts()
    .filter((account) => canManage || account.id === staff.id)
    .map((account) => ({
      id: account.id,
      email: account.email,
      role: account.role,
      created: dates.format(account.date),
      lastSignIn: account.lastSignInAt ? dates.format(account.lastSignInAt) : null,
      isMe: account.id === staff.id,
    }));
  const { notice, cookie } = await takeNotice(request);
  const signedIn = await signedInBrowsers(request, staff, dates);
  const secondFactor = { ...secondFactorState(staff.id), required: secondFactorRequired() };
  return data(
    {
      accounts,
      canManage,
      canSeeActivity: mayUse(staff.role, "/admin/activity"),
      confirmNeeded: canManage && !(await recentlyConfirmed(request, context)),
      notice,
      minLength: MIN_PASSWORD_LENGTH,
      signedIn,
      secondFactor,
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export type StaffFailure =
  | {
      form: "add";
      error?: "invalidEmail" | "weakPassword" | "exists";
      confirm?: ConfirmProblem;
      email: string;
      role: Role;
    }
  | { form: "remove"; error: "last" | "lastOwner" | "self" | "notFound" }
  | { form: "role"; error: "lastOwner" | "notFound" }
  | { form: "confirm"; confirm: ConfirmProblem }
  | { form: "password"; error: "wrongPassword" | "weakPassword" | "mismatch" | "throttled" };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What each change to other accounts asks of the role (staffAccess); one's own needs only to be signed in. */
const teamIntents = { add: "add", remove: "delete", role: "change" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "add" || intent === "remove" || intent === "role") {
    requirePermission(staff, context, teamIntents[intent]);
    const role = isRole(form.get("role")) ? (form.get("role") as Role) : "editor";
    const email = text(form, "email").trim().slice(0, 254);
    const confirmation = await confirmIdentity(request, context, staff, form);
    if (!confirmation.ok) {
      const failure: StaffFailure =
        intent === "add"
          ? { form: "add", confirm: confirmation.problem, email, role }
          : { form: "confirm", confirm: confirmation.problem };
      return data(failure, { status: confirmation.problem === "throttled" ? 429 : 403 });
    }
  }
  switch (intent) {
    case "add":
      return addAccount(
        request,
        staff,
        text(form, "email").trim().slice(0, 254),
        text(form, "password"),
        form,
      );
    case "remove":
      return remove(request, staff, text(form, "id"));
    case "role":
      return newRole(request, staff, text(form, "id"), form.get("role"));
    case "password":
      return newPassword(request, staff, form);
    case "endSession":
      return endSignedInBrowser(request, staff, text(form, "handle"));
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

async function addAccount(request: Request, staff: Staff, email: string, password: string, form: FormData) {
  const role = form.get("role");
  if (!isRole(role)) throw refusal(400);
  const result = await createAccount(email, password, role, staff);
  if (!result.ok) {
    return data<StaffFailure>(
      { form: "add", error: result.problem, email, role },
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
  const result = removeAccount(id, staff);
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

async function newRole(request: Request, staff: Staff, id: string, role: FormDataEntryValue | null) {
  if (!isRole(role)) throw refusal(400);
  const result = changeRole(id, role, staff);
  if (!result.ok) {
    return data<StaffFailure>(
      { form: "role", error: result.problem },
      { status: result.problem === "notFound" ? 404 : 409 },
    );
  }
  if (result.from !== role)
    recordActivity({
      accountId: staff.id,
      email: staff.email,
      action: "roleChanged",
      subjectType: "staff",
      subjectId: id,
      label: result.email,
    });
  return redirectWithNotice(request, PATH, "admin.roles.changed");
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
  const { accounts, canManage, canSeeActivity, confirmNeeded, notice, minLength, signedIn, secondFactor } =
    useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const addError = failure?.form === "add" ? (failure.error ?? null) : null;
  const roleError = failure?.form === "role" ? failure.error : null;
  const confirmProblem = failure?.form === "confirm" ? failure.confirm : null;
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
        {canSeeActivity && (
          <Link className="button button--ghost" to="/admin/activity">
            {t("admin.activity.heading")}
          </Link>
        )}
      </div>
      <BackToDashboard />
      <Notice text={notice ? t(notice) : null} tone={isConfirmFailure(notice) ? "error" : "success"} />
      <Notice
        tone="error"
        text={
          failure?.form === "remove"
            ? t(`admin.staff.errors.${failure.error}`)
            : roleError
              ? t(`admin.staff.errors.${roleError}`)
              : null
        }
      />
      {/* Changing other accounts asks for the password again; the rows' buttons work once it was given. */}
      {confirmNeeded && <ConfirmIdentityCard problem={confirmProblem} />}

      <section className="staff-section" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">{t("admin.staff.accounts")}</h2>
        <ul className="staff-list">
          {accounts.map((account) => (
            <li key={account.id} className="admin-card staff-list__item">
              <div className="staff-list__summary">
                <p className="staff-list__email">
                  <EmailAddress address={account.email} />
                  {account.isMe ? <span className="badge">{t("admin.staff.you")}</span> : null}
                  <span className={`badge badge--role badge--${account.role}`}>
                    {t(`admin.roles.${account.role}`)}
                  </span>
                </p>
                <p className="staff-list__meta">
                  {t("admin.staff.created", { date: account.created })}
                  <br />
                  {account.lastSignIn
                    ? t("admin.staff.lastSignIn", { date: account.lastSignIn })
                    : t("admin.staff.neverSignedIn")}
                </p>
              </div>
              {account.isMe || !canManage ? null : (
                <div className="staff-list__actions">
                  <Form method="post" className="staff-list__role">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={account.id} />
                    <label htmlFor={`role-${account.id}`} className="visually-hidden">
                      {t("admin.roles.changeFor", { email: account.email })}
                    </label>
                    <select id={`role-${account.id}`} name="role" defaultValue={account.role}>
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {t(`admin.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="button button--small button--ghost" disabled={busy}>
                      {t("admin.roles.change")}
                    </button>
                  </Form>
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
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <SignedInBrowsers {...signedIn} gone={failure?.form === "browsers"} busy={busy} />

      <div className="staff-forms">
        {canManage && (
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
              <fieldset className="role-choice">
                <legend>{t("admin.roles.label")}</legend>
                {roles.map((role) => (
                  <label key={role} className="role-choice__option">
                    <input
                      type="radio"
                      name="role"
                      value={role}
                      defaultChecked={role === (failure?.form === "add" ? failure.role : "editor")}
                    />
                    <span>
                      <strong>{t(`admin.roles.${role}`)}</strong>
                      <span className="role-choice__help">{t(`admin.roles.${role}Help`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              {confirmNeeded && (
                <ConfirmPasswordField
                  id="add-confirm-password"
                  problem={failure?.form === "add" ? failure.confirm : null}
                />
              )}
              <button type="submit" className="button" disabled={busy}>
                <IconUserPlus size={18} aria-hidden="true" /> {t("admin.staff.add")}
              </button>
            </Form>
          </section>
        )}

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
