import type { Translate } from "~/i18n/translate";

/**
 * What the back office's passkey buttons ask the server (app/admin/components/Passkeys.tsx) and
 * what they are answered: the options of a WebAuthn ceremony as JSON, or why not (a 4xx).
 * The answer itself goes to the page's own action as a form field (`response`, the JSON).
 */

/** The options of a sign-in's passkey: for a pending sign-in (the password was right). */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = "/admin/sign-in/passkey";
/** The options of a new passkey of one's own account: the name and the current password are posted. */
export const PASSKEY_REGISTER_OPTIONS_PATH = "/admin/staff/second-factor/passkey";

export type PasskeyOptionsError =
  "expired" | "signedOut" | "wrongPassword" | "throttled" | "nameMissing" | "noPasskey" | "badRequest";

export type PasskeyOptionsRefusal = {
  error: PasskeyOptionsError;
  /** The same in the request's language, for whoever reads the answer without the page. */
  message: string;
  retryAfterSeconds?: number;
};

/** Why the options were refused, in words. */
export function passkeyRefusalText(
  t: Translate,
  { error, retryAfterSeconds }: Pick<PasskeyOptionsRefusal, "error" | "retryAfterSeconds">,
): string {
  switch (error) {
    case "throttled": {
      const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
      return t("admin.secondFactor.errors.throttled", { minutes, count: minutes });
    }
    case "wrongPassword":
      return t("admin.secondFactor.errors.wrongPassword");
    case "expired":
      return t("admin.secondFactor.signIn.expired");
    default:
      return t(`admin.secondFactor.passkeys.errors.${error}`);
  }
}
