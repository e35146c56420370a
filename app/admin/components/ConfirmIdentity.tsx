import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { TextField } from "./TextField";

/** Why a sensitive change was not made: no password, a wrong one, too many (confirm-identity.server.ts). */
export type ConfirmProblem = "needed" | "wrong" | "wrongCode" | "throttled";

/** The notices /admin/confirm comes back with when the password was not taken. */
export const isConfirmFailure = (notice: string | null) =>
  notice === "admin.confirm.wrong" ||
  notice === "admin.confirm.wrongCode" ||
  notice === "admin.confirm.throttled" ||
  notice === "admin.confirm.needed";

/**
 * The password field of a form whose change asks for it again (when the last confirmation is more
 * than ten minutes old): typed together with the change, one click as before.
 */
export function ConfirmPasswordField(props: { problem?: ConfirmProblem | null; id?: string; help?: string }) {
  const { t } = useTranslation();
  // The frame's loader says whether this account has app codes: then a code is asked too.
  const appCodes = useRouteLoaderData<{ appCodes?: boolean }>("admin-layout")?.appCodes === true;
  const id = props.id ?? "confirm-password";
  return (
    <>
      <PasswordOnly {...props} />
      {appCodes && (
        <TextField
          id={`${id}-code`}
          label={t("admin.confirm.code")}
          name="confirmCode"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          required
          maxLength={64}
          help={t("admin.confirm.codeHelp")}
        />
      )}
    </>
  );
}

function PasswordOnly({
  problem,
  id = "confirm-password",
  help,
}: {
  problem?: ConfirmProblem | null;
  id?: string;
  help?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t("admin.confirm.password")}
      name="confirmPassword"
      type="password"
      autoComplete="current-password"
      required
      help={help ?? t("admin.confirm.intro")}
      error={problem ? t(`admin.confirm.${problem}`) : null}
    />
  );
}

/**
 * "Confirm it is you" on its own, for a page whose sensitive buttons sit in many small forms (each
 * account's role and removal, the trash's delete for ever): confirmed once, they work for ten minutes.
 */
export function ConfirmIdentityCard({ problem }: { problem?: ConfirmProblem | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="admin-card confirm-identity" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">
        <IconShieldLock size={20} aria-hidden="true" /> {t("admin.confirm.heading")}
      </h2>
      <Form method="post" action="/admin/confirm" className="admin-form confirm-identity__form">
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <ConfirmPasswordField
          id="confirm-card-password"
          problem={problem}
          help={t("admin.confirm.cardIntro")}
        />
        <button type="submit" className="button">
          {t("admin.confirm.confirm")}
        </button>
      </Form>
    </section>
  );
}
