import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/localized-path";

export function NotFound() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link className="button" to={localized("/")}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
