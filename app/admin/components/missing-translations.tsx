import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "~/content/content-types";

/** Which languages a record lacks a text in: a labelled badge each (text, not only colour). */
export function MissingBadges({ missing }: { missing: TranslationLanguage[] }) {
  const { t } = useTranslation();
  if (missing.length === 0) return <span className="muted">{t("admin.list.complete")}</span>;
  return (
    <ul className="missing-badges">
      {missing.map((language) => (
        <li key={language} className="missing-badge">
          {t(`admin.list.missing.${language}`)}
        </li>
      ))}
    </ul>
  );
}

/** All / without Kurdish / without Arabic: plain links (no JavaScript needed) that keep other parameters. */
export function MissingFilter({ current }: { current: TranslationLanguage | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefFor = (missing: TranslationLanguage | null) => {
    const query = new URLSearchParams(location.search);
    // Another filter starts again at its first page.
    query.delete("page");
    if (missing) query.set("missing", missing);
    else query.delete("missing");
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const options: [TranslationLanguage | null, string][] = [
    [null, t("admin.list.filterAll")],
    ...TRANSLATION_LANGUAGES.map((language): [TranslationLanguage, string] => [
      language,
      t(`admin.list.filterMissing.${language}`),
    ]),
  ];
  return (
    <nav className="list-filter" aria-label={t("admin.list.filter")}>
      <span className="list-filter__label" aria-hidden="true">
        {t("admin.list.filter")}
      </span>
      <ul>
        {options.map(([missing, text]) => (
          <li key={missing ?? "all"}>
            <Link
              to={hrefFor(missing)}
              className="list-filter__link"
              aria-current={current === missing ? "page" : undefined}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
