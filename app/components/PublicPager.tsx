import { Link } from "@remix-run/react";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";

/** Previous/next links for a public list longer than one page; nothing when it fits on one. */
export function PublicPager({ path, page, pages }: { path: string; page: number; pages: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (pages <= 1) return null;
  const to = (n: number) => localized(n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {page > 1 && (
        <Link className="button button--small button--ghost" to={to(page - 1)} rel="prev">
          <IconArrowLeft className="icon-flip" size={16} aria-hidden="true" /> {t("pager.previous")}
        </Link>
      )}
      <span className="pager__status">{t("pager.pageOf", { page, pages })}</span>
      {page < pages && (
        <Link className="button button--small button--ghost" to={to(page + 1)} rel="next">
          {t("pager.next")} <IconArrowRight className="icon-flip" size={16} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
