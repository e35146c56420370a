import type { TextKey } from "~/i18n/text-keys";
import { Link } from "@remix-run/react";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { Fields } from "~/content/content-types";
import { VERSIONS_ALL_DAYS, VERSIONS_DAILY_MONTHS, VERSIONS_KEPT } from "~/content/record-columns";
import { AdminPager } from "~/admin/components/AdminPager";
import { columnLabel } from "~/admin/components/field-labels";
import type { VersionHistoryPage } from "~/admin/versions.server";

/**
 * An edit page's history: its saves, newest first, a page of them at a time (who, when to the
 * second, which fields), each opening on a page of its own that shows what it held and what it
 * changed, and can bring it back. Plain links: no JavaScript needed.
 */
export function VersionHistory({
  versions,
  fields,
  labelKey,
}: {
  versions: VersionHistoryPage | null;
  fields: Fields;
  labelKey: (name: string) => TextKey;
}) {
  const { t } = useTranslation();
  if (!versions || versions.total === 0) return null;
  return (
    <section
      className="admin-card version-history"
      id="version-history"
      aria-labelledby="version-history-heading"
    >
      <h2 id="version-history-heading">
        <IconHistory size={20} aria-hidden="true" /> {t("admin.versions.heading")}
      </h2>
      <p className="admin-intro">
        {t("admin.versions.intro", {
          count: VERSIONS_ALL_DAYS,
          days: VERSIONS_ALL_DAYS,
          months: VERSIONS_DAILY_MONTHS,
          kept: VERSIONS_KEPT,
        })}
      </p>
      <ol className="version-history__list" start={versions.page.offset + 1}>
        {versions.lines.map((version) => (
          <li key={version.id} className="version-history__item">
            <p className="version-history__meta">
              <Link to={version.path}>
                <time dateTime={version.savedAtIso}>{version.savedAt}</time>
              </Link>{" "}
              · <bdi>{version.savedBy ?? t("admin.versions.unknownAuthor")}</bdi>
              {version.current ? (
                <span className="badge badge--quiet">{t("admin.versions.current")}</span>
              ) : null}
            </p>
            <p className="version-history__fields">
              {version.baseline
                ? t("admin.versions.baseline")
                : version.changedFields.length > 0
                  ? `${t("admin.activity.changed")} ${version.changedFields
                      .map((column) => columnLabel(t, fields, column, labelKey))
                      .join(t("admin.activity.separator"))}`
                  : null}
              {version.restoredFrom !== null ? ` ${t("admin.versions.restoredNote")}` : null}
            </p>
          </li>
        ))}
      </ol>
      {versions.page.pages > 1 && (
        <AdminPager page={versions.page} pathFor={(page) => `?history=${page}#version-history`} />
      )}
    </section>
  );
}
