import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** What a 403 of the roles carries (requirePermission in app/admin/auth.server.ts). */
export const isNotAllowed = (data: unknown): boolean =>
  typeof data === "object" && data !== null && "notAllowed" in data && data.notAllowed === true;

/** A page or button the account's role may not use: says so, and who can help. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section className="status-page" role="alert">
      <h1>{t("admin.roles.notAllowed")}</h1>
      <p>{t("admin.roles.askAnOwner")}</p>
      <Link className="button" to="/dashboard">
        {t("admin.form.backToDashboard")}
      </Link>
    </section>
  );
}
