import { useTranslation } from "~/i18n/translation";
import { TextField } from "./TextField";

/** "Current password" in a form that asks for it before a change to one's own sign-in (field `password`). */
export function CurrentPasswordField({
  id,
  error,
  help,
}: {
  id: string;
  error?: string | null;
  help?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t("admin.staff.currentPassword")}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      help={help}
      error={error}
    />
  );
}
