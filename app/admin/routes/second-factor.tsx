import { AppCodeField } from "~/admin/components/AppCodeField";
import { CurrentPasswordField } from "~/admin/components/CurrentPasswordField";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { IconDeviceMobileCheck, IconRefresh, IconShieldOff, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { findAccountById, listAccounts, type Staff } from "~/db/staff-accounts.server";
import { enableTotp, replaceRecoveryCodes } from "~/db/second-factors.server";
import { recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { confirmIdentity, recentlyConfirmed } from "~/admin/confirm-identity.server";
import { ConfirmIdentityCard, isConfirmFailure } from "~/admin/components/ConfirmIdentity";
import { staffAccess } from "~/admin/route-table";
import { may } from "~/content/access";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { TextField } from "~/admin/components/TextField";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { addPasskey, passkeysOf, removePasskey, takeChallenge } from "~/admin/passkeys.server";
import { AddPasskeyForm } from "~/admin/components/Passkeys";
import { adminDateFormat } from "~/admin/dates";
import { languageOf } from "~/lib/request-facts";
import {
  appCodeStep,
  attemptSecondFactor,
  checkSettingsPassword,
  groupedSecret,
  hasSecondFactor,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCode,
  resetSecondFactor,
  SECOND_FACTOR_PATH,
  secondFactorRequired,
  secondFactorState,
  turnOffAppCodes,
  setSecondFactorRequired,
  takeAppCodeStep,
} from "~/admin/second-factor.server";
import { commitSession, getSession } from "~/admin/session.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { isolated } from "~/lib/bidi";

/**
 * Two-step sign-in of one's own account (/admin/staff/second-factor): app codes turned on with the
 * password and a first code (the secret waits in the session until then, never in the account),
 * the ten recovery codes shown once, new ones, turning app codes off. Owners also require two-step
 * sign-in of every account and reset another's lost one here. Plain forms: no JavaScript needed,
 * but for adding a passkey (app/admin/components/Passkeys.tsx posts its answer here, "addPasskey";
 * a passkey's first is its account's first second factor, it comes with recovery codes as app codes do).
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.secondFactor.heading" }),
  { name: "robots", content: "noindex" },
];

/** Requiring two-step sign-in of everyone and resetting another's: what staffAccess lets change accounts (Owners). */
const managesAccounts = (staff: Staff) => may(staff.role, staffAccess, "change");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const state = secondFactorState(staff.id);
  const dates = adminDateFormat(languageOf(context));
  const passkeys = passkeysOf(staff.id).map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    added: dates.format(passkey.createdAt),
    lastUsed: passkey.lastUsedAt === null ? null : dates.format(passkey.lastUsedAt),
  }));
  const required = secondFactorRequired();
  const taken = await takeNotice(request);
  let cookie = taken.cookie;
  let setUp: { secret: string; qr: { size: number; path: string } } | null = null;
  if (!state.appCodes) {
    // The same secret however often the page is opened, until its first code turns app codes on.
    const session = await getSession(request);
    const secret = session.get("setupSecret") ?? newTotpSecret();
    session.set("setupSecret", secret);
    cookie = await commitSession(session, request);
    setUp = { secret: groupedSecret(secret), qr: qrCode(otpauthUri(secret, staff.email)) };
  }
  const owner = managesAccounts(staff)
    ? listAccounts()
        .filter((account) => account.id !== staff.id)
        .map((account) => ({ id: account.id, email: account.email, on: hasSecondFactor(account.id) }))
    : null;
  return data(
    {
      state,
      passkeys,
      required,
      setUp,
      owner,
      notice: taken.notice,
      mustSetUp: required && !hasSecondFactor(staff.id),
      // Requiring it of everyone and resetting another's ask for the password again (sudo mode).
      confirmNeeded: managesAccounts(staff) && !(await recentlyConfirmed(request, context)),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export type SecondFactorFailure = {
  form: "enable" | "renew" | "disable" | "reset" | "addPasskey" | "removePasskey";
  error:
    | "wrongPassword"
    | "wrongCode"
    | "throttled"
    | "expired"
    | "requiredLast"
    | "self"
    | "notFound"
    | "passkeyFailed"
    | "passkeyNotFound"
    | "needsJavaScript";
};

export type SecondFactorAnswer = { codes: string[] } | SecondFactorFailure;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "require" || intent === "reset") {
    requirePermission(staff, context, "change");
    const confirmation = await confirmIdentity(request, context, staff, form);
    if (!confirmation.ok)
      return redirectWithNotice(request, SECOND_FACTOR_PATH, `admin.confirm.${confirmation.problem}`);
  }
  switch (intent) {
    case "enable":
      return enable(request, staff, form);
    case "renew":
      return withPassword(staff, form, "renew", async () => {
        const { codes, hashes } = newRecoveryCodes();
        replaceRecoveryCodes(staff.id, hashes);
        log(staff, "recoveryCodesRenewed");
        return data<SecondFactorAnswer>({ codes });
      });
    case "disable":
      return withPassword(staff, form, "disable", async () => {
        const { passkeys } = secondFactorState(staff.id);
        // The Owner requires a second factor: the last one stays.
        if (secondFactorRequired() && passkeys === 0) return fail("disable", "requiredLast", 409);
        // The password alone does not turn off what guards it: a code of the factor itself, counted.
        const checked = await attemptSecondFactor(
          staff,
          text(form, "code"),
          context.clientAddress ?? "unknown",
        );
        if (!checked.ok)
          return checked.reason === "throttled"
            ? fail("disable", "throttled", 429)
            : fail("disable", "wrongCode", 401);
        if (turnOffAppCodes(staff)) log(staff, "secondFactorOff");
        return redirectWithNotice(
          request,
          SECOND_FACTOR_PATH,
          passkeys > 0 ? "admin.secondFactor.turnedOffPasskeysLeft" : "admin.secondFactor.turnedOff",
        );
      });
    case "addPasskey":
      return addOnePasskey(request, staff, form);
    case "removePasskey":
      return withPassword(staff, form, "removePasskey", async () => {
        const id = text(form, "id");
        const { appCodes, passkeys } = secondFactorState(staff.id);
        // The Owner requires a second factor: the last one stays.
        if (
          secondFactorRequired() &&
          !appCodes &&
          passkeys <= 1 &&
          passkeysOf(staff.id).some((p) => p.id === id)
        )
          return fail("removePasskey", "requiredLast", 409);
        const name = removePasskey(staff, id);
        if (name === null) return fail("removePasskey", "passkeyNotFound", 404);
        log(staff, "passkeyRemoved", name);
        return redirectWithNotice(request, SECOND_FACTOR_PATH, "admin.secondFactor.passkeys.removedNotice");
      });
    case "require": {
      const required = text(form, "required") === "1";
      setSecondFactorRequired(required);
      log(staff, required ? "secondFactorRequired" : "secondFactorOptional");
      return redirectWithNotice(
        request,
        SECOND_FACTOR_PATH,
        required ? "admin.secondFactor.owner.nowRequired" : "admin.secondFactor.owner.nowOptional",
      );
    }
    case "reset": {
      const id = text(form, "id");
      // One's own is turned off above, with the password; another Owner resets a lost one.
      if (id === staff.id) return fail("reset", "self", 409);
      const account = findAccountById(id);
      if (!account) return fail("reset", "notFound", 404);
      resetSecondFactor(account, staff);
      recordActivity({
        accountId: staff.id,
        email: staff.email,
        action: "secondFactorReset",
        subjectType: "staff",
        subjectId: id,
        label: account.email,
      });
      return redirectWithNotice(request, SECOND_FACTOR_PATH, "admin.secondFactor.owner.resetDone");
    }
    default:
      throw refusal(400);
  }
}

const fail = (
  form: SecondFactorFailure["form"],
  error: SecondFactorFailure["error"],
  status = 400,
  headers?: HeadersInit,
) => data<SecondFactorAnswer>({ form, error }, { status, headers });

/** A change to one's own second factor, logged; a passkey's entries name it (the name its person gave). */
const log = (
  staff: Staff,
  action:
    | "secondFactorOn"
    | "secondFactorOff"
    | "recoveryCodesRenewed"
    | "secondFactorRequired"
    | "secondFactorOptional"
    | "passkeyAdded"
    | "passkeyRemoved",
  label = staff.email,
) =>
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action,
    subjectType: "staff",
    subjectId: staff.id,
    label,
  });

/**
 * Runs `then` once the current password was given (and `check`, a code, passed too); wrong ones are
 * counted against SETTINGS_LIMIT, a right one gives its attempt back.
 */
async function withPassword<T>(
  staff: Staff,
  form: FormData,
  which: SecondFactorFailure["form"],
  then: () => Promise<T>,
  check?: () => boolean,
) {
  const refused = await checkSettingsPassword(staff.id, text(form, "password"), check);
  if (refused === "throttled") return fail(which, "throttled", 429);
  if (refused === "wrongPassword") return fail(which, "wrongPassword", 401);
  if (refused) return fail(which, refused);
  return then();
}

/**
 * A new passkey's answer, posted by AddPasskeyForm once the browser made it: checked against the
 * challenge its options kept in the session (given after the name and the current password, in
 * app/admin/routes/passkey-options.ts). Its account's first second factor comes with recovery codes.
 */
async function addOnePasskey(request: Request, staff: Staff, form: FormData) {
  const session = await getSession(request);
  const challenge = takeChallenge(session, "register", staff.id);
  const headers = { "Set-Cookie": await commitSession(session, request) };
  const posted = form.get("response");
  // Posted without the script (its button is off then): nothing to check.
  if (typeof posted !== "string" || posted === "") return fail("addPasskey", "needsJavaScript", 400, headers);
  const added = challenge ? await addPasskey(staff, challenge, posted) : null;
  if (!added) return fail("addPasskey", "passkeyFailed", 400, headers);
  log(staff, "passkeyAdded", added.name);
  if (added.codes) return data<SecondFactorAnswer>({ codes: added.codes }, { headers });
  return redirectWithNotice(request, SECOND_FACTOR_PATH, "admin.secondFactor.passkeys.addedNotice");
}

async function enable(request: Request, staff: Staff, form: FormData) {
  if (secondFactorState(staff.id).appCodes) return fail("enable", "expired", 409);
  const session = await getSession(request);
  const secret = session.get("setupSecret");
  if (!secret) return fail("enable", "expired", 409);
  const codeIsRight = () => {
    const step = appCodeStep(secret, text(form, "code"));
    return step !== null && takeAppCodeStep(staff.id, step);
  };
  return withPassword(
    staff,
    form,
    "enable",
    async () => {
      const { codes, hashes } = newRecoveryCodes();
      enableTotp(staff.id, secret, hashes);
      log(staff, "secondFactorOn");
      session.unset("setupSecret");
      return data<SecondFactorAnswer>(
        { codes },
        { headers: { "Set-Cookie": await commitSession(session, request) } },
      );
    },
    codeIsRight,
  );
}

/**
 * Authenticator apps people know, named as they are in every language; isolated, so that right-to-left
 * text around a name of two Latin words does not reorder the list.
 */
const APP_NAMES = {
  google: isolated("Google Authenticator"),
  microsoft: isolated("Microsoft Authenticator"),
  aegis: isolated("Aegis"),
  twoFas: isolated("2FAS"),
};

export default function SecondFactorPage() {
  const { t } = useTranslation();
  const { state, passkeys, required, setUp, owner, notice, mustSetUp, confirmNeeded } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure = answer && "error" in answer ? answer : null;
  const errorOf = (form: SecondFactorFailure["form"]) => {
    if (failure?.form !== form) return null;
    switch (failure.error) {
      case "passkeyFailed":
        return t("admin.secondFactor.passkeys.errors.failed");
      case "passkeyNotFound":
        return t("admin.secondFactor.passkeys.errors.notFound");
      case "needsJavaScript":
        return t("admin.secondFactor.passkeys.needsJavaScript");
      default:
        return t(`admin.secondFactor.errors.${failure.error}`, { minutes: 15, count: 15 });
    }
  };
  const renewForm = (
    <>
      <h3>{t("admin.secondFactor.renewHeading")}</h3>
      <p className="staff-forms__intro">{t("admin.secondFactor.renewIntro")}</p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="renew" />
        <CurrentPasswordField id="renew-password" error={errorOf("renew")} />
        <button type="submit" className="button" disabled={busy}>
          <IconRefresh size={18} aria-hidden="true" /> {t("admin.secondFactor.renew")}
        </button>
      </Form>
    </>
  );
  const recoveryLeft = (
    <p className="staff-forms__intro">
      {t("admin.secondFactor.recoveryLeft", {
        count: state.recoveryCodesLeft,
        left: state.recoveryCodesLeft,
      })}
    </p>
  );

  if (answer && "codes" in answer) return <RecoveryCodes codes={answer.codes} />;

  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.secondFactor.heading")}</h1>
      </div>
      {mustSetUp ? null : <BackToDashboard />}
      <Notice text={notice ? t(notice) : null} tone={isConfirmFailure(notice) ? "error" : "success"} />
      {mustSetUp ? <p className="notice notice--info">{t("admin.secondFactor.mustSetUp")}</p> : null}
      <p className="second-factor__intro">{t("admin.secondFactor.intro")}</p>

      {setUp ? (
        <section className="admin-card second-factor__setup" aria-labelledby="setup-heading">
          <h2 id="setup-heading">{t("admin.secondFactor.setUpHeading")}</h2>
          <ol className="second-factor__steps">
            <li>
              <p>{t("admin.secondFactor.scan", { ...APP_NAMES, qr: "QR" })}</p>
              <svg
                className="second-factor__qr"
                viewBox={`-4 -4 ${setUp.qr.size + 8} ${setUp.qr.size + 8}`}
                role="img"
                aria-label={t("admin.secondFactor.qrLabel", { qr: "QR" })}
              >
                <rect x="-4" y="-4" width={setUp.qr.size + 8} height={setUp.qr.size + 8} fill="#fff" />
                <path d={setUp.qr.path} fill="#000" />
              </svg>
              <p>{t("admin.secondFactor.typeKey")}</p>
              <p>
                <code className="second-factor__key" dir="ltr" translate="no">
                  {setUp.secret}
                </code>
              </p>
            </li>
            <li>
              <p>{t("admin.secondFactor.confirm")}</p>
              <Form method="post" className="admin-form">
                <input type="hidden" name="intent" value="enable" />
                <CurrentPasswordField id="enable-password" />
                <AppCodeField id="enable-code" error={errorOf("enable")} />
                <button type="submit" className="button" disabled={busy}>
                  <IconDeviceMobileCheck size={18} aria-hidden="true" /> {t("admin.secondFactor.turnOn")}
                </button>
              </Form>
            </li>
          </ol>
        </section>
      ) : (
        <div className="staff-forms">
          <section className="admin-card" aria-labelledby="state-heading">
            <h2 id="state-heading">{t("admin.secondFactor.onHeading")}</h2>
            {recoveryLeft}
            {renewForm}
          </section>
          <section className="admin-card" aria-labelledby="off-heading">
            <h2 id="off-heading">{t("admin.secondFactor.offHeading")}</h2>
            <p className="staff-forms__intro">
              {required ? t("admin.secondFactor.offRequired") : t("admin.secondFactor.offIntro")}
            </p>
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="disable" />
              <CurrentPasswordField id="disable-password" />
              <TextField
                id="disable-code"
                label={t("admin.confirm.code")}
                name="code"
                type="text"
                autoComplete="one-time-code"
                required
                maxLength={64}
                help={t("admin.secondFactor.appCodeHelp")}
                error={errorOf("disable")}
              />
              <button type="submit" className="button button--danger" disabled={busy}>
                <IconShieldOff size={18} aria-hidden="true" /> {t("admin.secondFactor.turnOff")}
              </button>
            </Form>
          </section>
        </div>
      )}

      {setUp && state.passkeys > 0 ? (
        // Passkeys without app codes: their recovery codes are renewed here.
        <section className="admin-card second-factor__recovery" aria-labelledby="recovery-heading">
          <h2 id="recovery-heading">{t("admin.secondFactor.recoveryHeading")}</h2>
          {recoveryLeft}
          {renewForm}
        </section>
      ) : null}

      <section className="admin-card second-factor__passkeys" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">{t("admin.secondFactor.passkeys.heading")}</h2>
        <p className="staff-forms__intro">{t("admin.secondFactor.passkeys.intro")}</p>
        <Notice tone="error" text={errorOf("removePasskey")} />
        {passkeys.length === 0 ? (
          <p>{t("admin.secondFactor.passkeys.none")}</p>
        ) : (
          <ul className="staff-list passkey-list">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="staff-list__item">
                <div className="staff-list__summary">
                  <p className="staff-list__email">
                    <bdi>{passkey.name}</bdi>
                  </p>
                  <p className="staff-list__meta">
                    {t("admin.secondFactor.passkeys.added", { date: passkey.added })}
                    {t("admin.activity.separator")}
                    {passkey.lastUsed
                      ? t("admin.secondFactor.passkeys.lastUsed", { date: passkey.lastUsed })
                      : t("admin.secondFactor.passkeys.neverUsed")}
                  </p>
                </div>
                {/* A disclosure, so the list stays short and removing still works without JavaScript. */}
                <details className="passkey-list__remove">
                  <summary className="button button--small button--danger">
                    {t("admin.secondFactor.passkeys.remove")}
                  </summary>
                  <Form method="post" className="admin-form">
                    <input type="hidden" name="intent" value="removePasskey" />
                    <input type="hidden" name="id" value={passkey.id} />
                    <CurrentPasswordField
                      id={`remove-passkey-password-${passkey.id}`}
                      help={t("admin.secondFactor.passkeys.removeIntro")}
                    />
                    <button type="submit" className="button button--danger" disabled={busy}>
                      <IconTrash size={18} aria-hidden="true" />{" "}
                      {t("admin.secondFactor.passkeys.removeConfirm")}
                    </button>
                  </Form>
                </details>
              </li>
            ))}
          </ul>
        )}
        <h3>{t("admin.secondFactor.passkeys.addHeading")}</h3>
        <p className="staff-forms__intro">{t("admin.secondFactor.passkeys.addIntro")}</p>
        {/* A new passkey in the list starts the form afresh (no name or password left in it). */}
        <AddPasskeyForm key={passkeys.length} error={errorOf("addPasskey")} />
      </section>

      {/* For those who manage accounts (staffAccess): Owners. */}
      {owner ? (
        <section className="admin-card second-factor__owner" aria-labelledby="owner-heading">
          <h2 id="owner-heading">{t("admin.secondFactor.owner.heading")}</h2>
          {confirmNeeded && <ConfirmIdentityCard />}
          <p className="staff-forms__intro">{t("admin.secondFactor.owner.requireIntro")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="require" />
            <input type="hidden" name="required" value={required ? "0" : "1"} />
            <p>
              {required ? t("admin.secondFactor.owner.isRequired") : t("admin.secondFactor.owner.isOptional")}
            </p>
            <button type="submit" className="button button--ghost" disabled={busy}>
              {required ? t("admin.secondFactor.owner.stopRequiring") : t("admin.secondFactor.owner.require")}
            </button>
          </Form>
          {owner.length > 0 ? (
            <>
              <h3>{t("admin.secondFactor.owner.resetHeading")}</h3>
              <p className="staff-forms__intro">{t("admin.secondFactor.owner.resetIntro")}</p>
              <Notice tone="error" text={errorOf("reset")} />
              <ul className="staff-list">
                {owner.map((account) => (
                  <li key={account.id} className="staff-list__item">
                    <p className="staff-list__summary">
                      <EmailAddress address={account.email} />{" "}
                      <span className="badge">
                        {account.on ? t("admin.secondFactor.on") : t("admin.secondFactor.off")}
                      </span>
                    </p>
                    {account.on ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="reset" />
                        <input type="hidden" name="id" value={account.id} />
                        <button
                          type="submit"
                          className="button button--small button--danger"
                          aria-label={t("admin.secondFactor.owner.resetAccount", { email: account.email })}
                          disabled={busy}
                        >
                          {t("admin.secondFactor.owner.reset")}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The ten recovery codes, shown once: after this page they exist only as hashes. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.secondFactor.codesHeading")}</h1>
      </div>
      <section className="admin-card second-factor__codes" aria-labelledby="codes-intro">
        <p id="codes-intro">{t("admin.secondFactor.codesIntro")}</p>
        <ol className="recovery-codes" dir="ltr" translate="no">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Link className="button" to="/admin/staff">
          {t("admin.secondFactor.saved")}
        </Link>
      </section>
    </>
  );
}
