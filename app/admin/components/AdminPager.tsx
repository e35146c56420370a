import { Link } from "@remix-run/react";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { Page } from "~/content/pagination";

/** Previous / "Page N of M" / next under every back-office list; `pathFor` keeps the list's own filters. */
export function AdminPager({ page, pathFor }: { page: Page; pathFor: (page: number) => string }) {
  const { t } = useTranslation();
  const previous = (
    <>
      <IconArrowLeft className="icon-flip" size={16} aria-hidden="true" /> {t("admin.list.previous")}
    </>
  );
  const next = (
    <>
      {t("admin.list.next")} <IconArrowRight className="icon-flip" size={16} aria-hidden="true" />
    </>
  );
  return (
    <nav className="pager" aria-label={t("admin.list.pagination")}>
      {page.hasPrevious ? (
        <Link className="button button--small button--ghost" to={pathFor(page.page - 1)} rel="prev">
          {previous}
        </Link>
      ) : (
        <span className="button button--small button--ghost" aria-disabled="true">
          {previous}
        </span>
      )}
      <span className="pager__status">
        {t(page.morePages ? "admin.list.pageOfMore" : "admin.list.pageOf", {
          page: page.page,
          pages: page.pages,
        })}
      </span>
      {page.hasNext ? (
        <Link className="button button--small button--ghost" to={pathFor(page.page + 1)} rel="next">
          {next}
        </Link>
      ) : (
        <span className="button button--small button--ghost" aria-disabled="true">
          {next}
        </span>
      )}
    </nav>
  );
}
