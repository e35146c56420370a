import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { formatInteger } from "~/i18n/digits";
import { useLocalizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";

export function NotFound() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const lang = useLanguage();
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        {formatInteger(404, lang)}
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link className="button" to={localized("/")}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
