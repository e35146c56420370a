import { CurrentPasswordField } from "./CurrentPasswordField";
import { useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "@remix-run/react";
import { IconFingerprint, IconKey } from "@tabler/icons-react";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import {
  PASSKEY_REGISTER_OPTIONS_PATH,
  PASSKEY_SIGN_IN_OPTIONS_PATH,
  passkeyRefusalText,
  type PasskeyOptionsRefusal,
} from "~/admin/passkey-requests";
import { Notice } from "./AdminShell";
import { TextField } from "./TextField";

/**
 * The browser's side of a passkey (docs/decisions/036-second-factor.md): the options come from the
 * server as JSON, `@simplewebauthn/browser` runs the ceremony, and its answer is posted to the
 * page's own action as a form field, so a right one ends as any form does (the recovery codes, a
 * redirect). A passkey needs JavaScript: the server's HTML has a line that says so in place of the
 * button, which replaces it once the script runs (not a <noscript>: a browser with JavaScript turned
 * off by a setting or an extension may still hide its content).
 */

type OptionsAnswer<Options> = { options: Options } | PasskeyOptionsRefusal;

async function askOptions<Options>(path: string, fields: Record<string, string>) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return (await response.json()) as OptionsAnswer<Options>;
}

/**
 * What both ceremonies keep while they run: whether the browser can run one (hydrated, with WebAuthn),
 * the problem to show, and "waiting" from the click until the page's post has come back.
 */
function usePasskeyCeremony() {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const navigating = useNavigation().state !== "idle";
  const waiting = asking || navigating;
  const supported = hydrated && browserSupportsWebAuthn();
  return { hydrated, submit, problem, setProblem, setAsking, waiting, supported };
}

/** "A passkey needs JavaScript", or that the browser cannot use one (it runs no WebAuthn). */
function CannotUse({ hydrated, text }: { hydrated: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <p className="notice notice--info passkey-note">
      {hydrated ? t("admin.secondFactor.passkeys.unsupported") : text}
    </p>
  );
}

/** Adding a passkey on the set-up page: its name and the current password, then the browser's ceremony. */
export function AddPasskeyForm({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const { hydrated, submit, problem, setProblem, setAsking, waiting, supported } = usePasskeyCeremony();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setProblem(null);
    setAsking(true);
    try {
      const answer = await askOptions<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
        PASSKEY_REGISTER_OPTIONS_PATH,
        { name: String(form.get("name") ?? ""), password: String(form.get("password") ?? "") },
      );
      if ("error" in answer) return setProblem(passkeyRefusalText(t, answer));
      const registration = await startRegistration({ optionsJSON: answer.options }).catch(() => null);
      if (!registration) return setProblem(t("admin.secondFactor.passkeys.errors.failed"));
      await submit({ intent: "addPasskey", response: JSON.stringify(registration) }, { method: "post" });
    } catch {
      setProblem(t("common.errorTryAgain"));
    } finally {
      setAsking(false);
    }
  }

  if (!supported) {
    const line = t("admin.secondFactor.passkeys.needsJavaScript");
    // The action's answer (a post without the script) is said once, as the error it is.
    return error === line ? (
      <Notice tone="error" text={error} />
    ) : (
      <>
        <Notice tone="error" text={error} />
        <CannotUse hydrated={hydrated} text={line} />
      </>
    );
  }
  return (
    <form className="admin-form" onSubmit={(event) => void add(event)}>
      <TextField
        id="passkey-name"
        label={t("admin.secondFactor.passkeys.name")}
        help={t("admin.secondFactor.passkeys.nameHelp")}
        name="name"
        dir="auto"
        maxLength={60}
        autoComplete="off"
        required
      />
      <CurrentPasswordField id="passkey-password" />
      <Notice tone="error" text={problem ?? error} />
      <button type="submit" className="button" disabled={waiting}>
        <IconKey size={18} aria-hidden="true" />{" "}
        {waiting ? t("admin.secondFactor.passkeys.waiting") : t("admin.secondFactor.passkeys.add")}
      </button>
    </form>
  );
}

/**
 * "Use a passkey" at the sign-in's second step. A ceremony that fails or is cancelled is posted too
 * (an empty answer), so the server counts it with the wrong codes and says why in the page's words.
 */
export function PasskeySignIn({ redirectTo, codeMethod }: { redirectTo: string; codeMethod: string }) {
  const { t } = useTranslation();
  const { hydrated, submit, problem, setProblem, setAsking, waiting, supported } = usePasskeyCeremony();

  async function signInWithPasskey() {
    setProblem(null);
    setAsking(true);
    try {
      const answer = await askOptions<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
        PASSKEY_SIGN_IN_OPTIONS_PATH,
        {},
      );
      if ("error" in answer) return setProblem(passkeyRefusalText(t, answer));
      const assertion = await startAuthentication({ optionsJSON: answer.options }).catch(() => null);
      await submit(
        {
          method: "passkey",
          codeMethod,
          redirectTo,
          response: assertion ? JSON.stringify(assertion) : "",
        },
        { method: "post" },
      );
    } catch {
      setProblem(t("common.errorTryAgain"));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <Notice tone="error" text={problem} />
      {supported ? (
        <button type="button" className="button" disabled={waiting} onClick={() => void signInWithPasskey()}>
          <IconFingerprint size={18} aria-hidden="true" />{" "}
          {waiting
            ? t("admin.secondFactor.signIn.passkeyWaiting")
            : t("admin.secondFactor.signIn.usePasskey")}
        </button>
      ) : (
        <CannotUse hydrated={hydrated} text={t("admin.secondFactor.signIn.passkeyNeedsJavaScript")} />
      )}
    </div>
  );
}
