import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { isRefusalStatus, refusalText } from "~/lib/http-errors";
import { formatInteger } from "~/i18n/digits";
import { useLocalizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";

/**
 * An error page's message: for a refused request (a 4xx such as a form that
 * is too large) it says what was wrong; otherwise the generic "try again".
 */
export function ErrorMessage({ status }: { status?: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const lang = useLanguage();
  const refused = status !== undefined && isRefusalStatus(status);
  return (
    <section className="status-page container" role="alert">
      {refused && (
        <p className="status-page__code" aria-hidden="true">
          {formatInteger(status, lang)}
        </p>
      )}
      <h1>{t(refused ? refusalText[status] : "common.errorTryAgain")}</h1>
      <Link className="button" to={localized("/")}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
