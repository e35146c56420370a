import { Link } from "@remix-run/react";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { Fields } from "~/content/content-types";
import { VERSIONS_KEPT, VERSIONS_MONTHS } from "~/content/record-columns";
import { columnLabel } from "~/admin/components/field-labels";
import type { VersionLine } from "~/admin/versions.server";

/**
 * An edit page's history: every save, newest first (who, when, which
 * fields), each opening on a page of its own that shows what it held and
 * can bring it back. Plain links: no JavaScript needed.
 */
export function VersionHistory({
  versions,
  fields,
  labelKey,
}: {
  versions: VersionLine[];
  fields: Fields;
  labelKey: (name: string) => string;
}) {
  const { t } = useTranslation();
  if (versions.length === 0) return null;
  return (
    <section className="admin-card version-history" aria-labelledby="version-history-heading">
      <h2 id="version-history-heading">
        <IconHistory size={20} aria-hidden="true" /> {t("admin.versions.heading")}
      </h2>
      <p className="admin-intro">
        {t("admin.versions.intro", { kept: VERSIONS_KEPT, months: VERSIONS_MONTHS })}
      </p>
      <ol className="version-history__list">
        {versions.map((version) => (
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
    </section>
  );
}
