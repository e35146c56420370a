import { Link } from "@remix-run/react";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";

/** What the staff page says of one's own two-step sign-in, with the way to its settings. */
export type SecondFactorSummary = {
  appCodes: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  required: boolean;
};

export function SecondFactorSection({ summary }: { summary: SecondFactorSummary }) {
  const { t } = useTranslation();
  const on = summary.appCodes || summary.passkeys > 0;
  return (
    <section className="admin-card" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{t("admin.secondFactor.heading")}</h2>
      <p className="staff-forms__intro">
        {!on
          ? t("admin.secondFactor.summaryOff")
          : summary.passkeys === 0
            ? t("admin.secondFactor.summaryOn")
            : summary.appCodes
              ? t("admin.secondFactor.summaryOnBoth")
              : t("admin.secondFactor.summaryOnPasskey")}
        {on ? (
          <>
            {" "}
            {t("admin.secondFactor.recoveryLeft", {
              count: summary.recoveryCodesLeft,
              left: summary.recoveryCodesLeft,
            })}
          </>
        ) : null}
        {summary.required ? <> {t("admin.secondFactor.summaryRequired")}</> : null}
      </p>
      <Link className="button button--ghost" to="/admin/staff/second-factor">
        <IconShieldLock size={18} aria-hidden="true" /> {t("admin.secondFactor.manage")}
      </Link>
    </section>
  );
}
