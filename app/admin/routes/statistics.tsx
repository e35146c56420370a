import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { IconDownload } from "@tabler/icons-react";
import { requireStaff } from "~/admin/auth.server";
import { STATISTICS_PATH as STATS_PATH } from "~/admin/paths";
import { BackToDashboard } from "~/admin/components/AdminShell";
import { StatsChart } from "~/admin/components/StatsChart";
import { periodStats } from "~/admin/visit-stats.server";
import { parsePeriod, STAT_PERIODS, type StatPeriod } from "~/admin/stat-periods";
import { env } from "~/config/env.server";
import { site } from "~/config/site";
import { formatInteger, localizeDigits, numberingSystem } from "~/i18n/digits";
import { isLanguage, languages, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translation";
import { languageOf } from "~/lib/request-facts";
import { pageMeta } from "~/lib/meta";

/**
 * Visitor statistics (/admin/statistics; docs/decisions/049-visitor-statistics.md): the last 7 days,
 * 30 days or 12 months as a chart drawn on the server (an SVG, mirrored in Kurdish and Arabic) with its
 * numbers as a table, the period's page views, unique visitors and messages per 100 visitors, and the
 * most viewed pages, languages, referring sites, campaigns and devices; a CSV of the daily totals.
 * Works without JavaScript: the periods are links.
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.stats.heading" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const lang = languageOf(context);
  const stats = periodStats(period);
  // Labels of the chart's bars in the staff member's language and digits, on the company's calendar.
  const common = { timeZone: "UTC", numberingSystem: numberingSystem(lang) } as const;
  const label = new Intl.DateTimeFormat(
    languages[lang].dateLocale,
    // Numbers only: a Kurdish month's name is too long for a bar (the table below names it in full).
    period === "year"
      ? { ...common, month: "numeric", year: "2-digit" }
      : { ...common, day: "numeric", month: "numeric" },
  );
  const long = new Intl.DateTimeFormat(
    languages[lang].dateLocale,
    period === "year"
      ? { ...common, month: "long", year: "numeric" }
      : { ...common, day: "numeric", month: "long", year: "numeric" },
  );
  const dateOf = (key: string) => Date.parse(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);
  return data(
    {
      ...stats,
      bars: stats.buckets.map((bucket) => ({
        ...bucket,
        label: label.format(dateOf(bucket.key)),
        long: long.format(dateOf(bucket.key)),
      })),
      detailDays: env().VISIT_DETAIL_DAYS,
      timeZone: site.timeZone,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** A value of a dimension as staff read it: a language's name, "Phone", "Direct or not known"… */
function valueName(t: Translate, dimension: string, value: string): string {
  if (value === "(other)") return t("admin.stats.other");
  if (dimension === "language")
    return isLanguage(value) ? t(`admin.languages.${value}`) : t("admin.inbox.unknown");
  if (dimension === "device") return value === "phone" ? t("admin.stats.phone") : t("admin.stats.computer");
  if (dimension === "referrer" && value === "") return t("admin.stats.direct");
  return value;
}

export default function Statistics() {
  const { t, language } = useTranslation();
  const lang = language as Language;
  const stats = useLoaderData<typeof loader>();
  const number = (value: number) => formatInteger(value, lang);
  const perHundred =
    stats.visitors > 0
      ? localizeDigits((Math.round((stats.messages / stats.visitors) * 1000) / 10).toFixed(1), lang)
      : "–";
  const periodName = t(`admin.stats.periods.${stats.period}`);
  const rtl = languages[lang].dir === "rtl";
  const periodLink = (period: StatPeriod) =>
    period === "month" ? STATS_PATH : `${STATS_PATH}?period=${period}`;
  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.stats.heading")}</h1>
        <a className="button button--ghost" href={`${STATS_PATH}.csv?period=${stats.period}`} download>
          <IconDownload size={18} aria-hidden="true" /> {t("admin.stats.csv")}
        </a>
      </div>
      <BackToDashboard />
      <nav className="stats-periods" aria-label={t("admin.stats.period")}>
        {STAT_PERIODS.map((period) => (
          <Link
            key={period}
            to={periodLink(period)}
            className={`button button--small${period === stats.period ? "" : " button--ghost"}`}
            aria-current={period === stats.period ? "page" : undefined}
          >
            {t(`admin.stats.periods.${period}`)}
          </Link>
        ))}
      </nav>

      <dl className="stats-summary">
        {(
          [
            ["views", number(stats.views)],
            ["visitors", number(stats.visitors)],
            ["messages", number(stats.messages)],
            ["perHundred", perHundred],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="admin-card stats-summary__item">
            <dt>{t(`admin.stats.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section className="admin-card stats-chart-card" aria-labelledby="stats-chart-heading">
        <h2 id="stats-chart-heading">{t("admin.stats.chart", { period: periodName })}</h2>
        <p className="stats-legend" aria-hidden="true">
          <span className="stats-legend__views" /> {t("admin.stats.views")}{" "}
          <span className="stats-legend__visitors" /> {t("admin.stats.visitors")}
        </p>
        {/* Scrolled on a phone, it opens on its newest end: the scroll starts on the side opposite to reading. */}
        <div className="stats-chart-scroll" dir={rtl ? "ltr" : "rtl"}>
          <StatsChart
            bars={stats.bars}
            rtl={rtl}
            title={t("admin.stats.chart", { period: periodName })}
            formatNumber={number}
            labelEvery={stats.period === "month" ? 5 : 1}
          />
        </div>
        <div className="visually-hidden">
          <table>
            <caption>{t("admin.stats.numbers")}</caption>
            <thead>
              <tr>
                <th scope="col">{t(stats.period === "year" ? "admin.stats.month" : "admin.stats.day")}</th>
                <th scope="col">{t("admin.stats.views")}</th>
                <th scope="col">{t("admin.stats.visitors")}</th>
              </tr>
            </thead>
            <tbody>
              {stats.bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.long}</th>
                  <td>{number(bar.views)}</td>
                  <td>{number(bar.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {stats.views === 0 ? <p className="empty admin-card">{t("admin.stats.noViews")}</p> : null}

      <div className="stats-tables">
        {stats.tables
          .filter((table) => table.rows.length > 0)
          .map((table) => (
            <section
              key={table.dimension}
              className="admin-card"
              aria-labelledby={`stats-${table.dimension}`}
            >
              <h2 id={`stats-${table.dimension}`}>{t(`admin.stats.dimensions.${table.dimension}`)}</h2>
              <table className="stats-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.stats.csvValue")}</th>
                    <th scope="col">{t("admin.stats.views")}</th>
                    <th scope="col">{t("admin.stats.visitors")}</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.value}>
                      <th scope="row">
                        <bdi
                          dir={
                            table.dimension === "language" || table.dimension === "device" ? undefined : "ltr"
                          }
                        >
                          {valueName(t, table.dimension, row.value)}
                        </bdi>
                      </th>
                      <td>{number(row.views)}</td>
                      <td>{number(row.visitors)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
      </div>
      <p className="field-help">{t("admin.stats.about", { days: number(stats.detailDays) })}</p>
    </>
  );
}
