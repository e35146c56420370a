import { useTranslation } from "~/i18n/translation";
import { TextField } from "./TextField";

/** The 6 digits of an authenticator app, as the set-up and the sign-in's code step ask for them (field `code`). */
export function AppCodeField({
  id,
  error,
  autoFocus,
}: {
  id: string;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t("admin.secondFactor.appCode")}
      help={t("admin.secondFactor.appCodeHelp")}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      autoFocus={autoFocus}
      error={error}
    />
  );
}
