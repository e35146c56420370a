import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function ErrorMessage() {
  const { t } = useTranslation();
  return (
    <section className="status-page container" role="alert">
      <h1>{t("common.errorTryAgain")}</h1>
      <Link className="button" to="/">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
