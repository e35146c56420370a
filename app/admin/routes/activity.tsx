import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { Translate } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translation";
import { FilterButtons } from "~/admin/components/FilterButtons";
import {
  ACTIVITY_ACTIONS,
  activitySearch,
  isActivityAction,
  parseActivityQuery,
} from "~/admin/activity-query";
import { ACTIVITY_RETENTION_MONTHS } from "~/admin/activity.server";
import { activityAccounts, activityPage, countActivity } from "~/db/activity-log.server";
import { requireStaff } from "~/admin/auth.server";
import { AdminPager } from "~/admin/components/AdminPager";
import { BackToDashboard } from "~/admin/components/AdminShell";
import { adminDateFormat } from "~/admin/dates";
import { ADMIN_PAGE_SIZE, paginate, parsePageParam } from "~/content/pagination";
import {
  columnHeadingKey,
  contentTypeNames,
  contentTypes,
  singleLabelKey,
  singleTypeNames,
  singleTypes,
} from "~/content/content-types";
import { inputOfColumn } from "~/content/form-inputs";
import { inputLabel } from "~/admin/components/field-labels";
import { pageMeta } from "~/lib/meta";
import { EmailAddress } from "~/admin/components/EmailAddress";

/**
 * The activity log (/admin/activity): newest first, paged, filtered by
 * account and by kind of entry with a plain GET form (no JavaScript needed).
 */

const PATH = "/admin/activity";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.activity.heading" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const query = parseActivityQuery(params);
  const page = paginate(countActivity(query), parsePageParam(params.get("page")), ADMIN_PAGE_SIZE);
  const dates = adminDateFormat(languageOf(context));
  const rows = activityPage(query, page).map((entry) => ({
    id: entry.id,
    at: dates.format(entry.at),
    atIso: entry.at.toISOString(),
    email: entry.accountEmail,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    label: entry.label,
    changedFields: entry.changedFields,
  }));
  return data({ query, page, rows, accounts: activityAccounts(), months: ACTIVITY_RETENTION_MONTHS });
}

/** What an entry is about, as the log stores it: a content type, an account, the facts or a page. */
const contentTypeNamed = (type: string | null) => contentTypeNames.find((name) => name === type);
const OTHER_SUBJECTS = [
  "staff",
  "settings",
  ...singleTypeNames.filter((name) => name !== "companyFacts"),
] as const;
const otherSubjectNamed = (type: string | null) => OTHER_SUBJECTS.find((name) => name === type);

function subjectName(t: Translate, type: string | null): string | null {
  const contentType = contentTypeNamed(type);
  if (contentType) return t(`admin.types.${contentType}.name`);
  const other = otherSubjectNamed(type);
  return other ? t(`admin.activity.subjects.${other}`) : type;
}

/** A changed column's label ("Description (Kurdish)" for `descKu`), as its list or form names it; else the column. */
function changedFieldLabel(t: Translate, type: string | null, column: string): string {
  const contentType = contentTypeNamed(type);
  if (contentType) {
    const input = inputOfColumn(contentTypes[contentType].fields, column);
    return input ? inputLabel(t, columnHeadingKey(input.name), input.language) : column;
  }
  const single = type === "settings" ? "companyFacts" : singleTypeNames.find((name) => name === type);
  const input = single ? inputOfColumn(singleTypes[single].fields, column) : undefined;
  return single && input
    ? inputLabel(t, singleLabelKey(singleTypes[single], input.name), input.language)
    : column;
}

export default function ActivityLog() {
  const { t } = useTranslation();
  const { query, page, rows, accounts, months } = useLoaderData<typeof loader>();
  const filtered = query.account !== "" || query.action !== "";
  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.activity.heading")}</h1>
        <Link className="button button--ghost" to="/admin/staff">
          {t("admin.staff.heading")}
        </Link>
      </div>
      <BackToDashboard />
      <p className="admin-intro">{t("admin.activity.intro", { months, count: months })}</p>

      <Form method="get" className="admin-card activity-filter" role="search">
        <div className="field">
          <label htmlFor="activity-account">{t("admin.activity.account")}</label>
          <select id="activity-account" name="account" defaultValue={query.account}>
            <option value="">{t("admin.activity.allAccounts")}</option>
            {accounts.map((email) => (
              <option key={email} value={email} dir="ltr">
                {email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-action">{t("admin.activity.type")}</label>
          <select id="activity-action" name="action" defaultValue={query.action}>
            <option value="">{t("admin.activity.allTypes")}</option>
            {ACTIVITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.activity.actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterButtons clearTo={filtered ? PATH : undefined} />
      </Form>

      {rows.length === 0 ? (
        <p className="empty admin-card">{t("admin.activity.empty")}</p>
      ) : (
        <ol className="activity-log">
          {rows.map((row) => {
            const subject = subjectName(t, row.subjectType);
            return (
              <li key={row.id} className="admin-card activity-log__item" data-action={row.action}>
                <p className="activity-log__meta">
                  <time dateTime={row.atIso}>{row.at}</time> ·{" "}
                  <span className="activity-log__account">
                    {row.email ? (
                      <EmailAddress address={row.email} />
                    ) : row.action === "expire" ? (
                      t("admin.activity.automatic")
                    ) : (
                      "—"
                    )}
                  </span>
                </p>
                <p className="activity-log__what">
                  <strong>
                    {isActivityAction(row.action) ? t(`admin.activity.actions.${row.action}`) : row.action}
                  </strong>
                  {subject ? <> · {subject}</> : null}
                  {row.label ? (
                    <>
                      {" "}
                      · <bdi className="activity-log__label">{row.label}</bdi>
                    </>
                  ) : null}
                </p>
                {row.changedFields.length > 0 ? (
                  <p className="activity-log__fields">
                    {t("admin.activity.changed")}{" "}
                    {row.changedFields
                      .map((field) => changedFieldLabel(t, row.subjectType, field))
                      .join(t("admin.activity.separator"))}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <AdminPager page={page} pathFor={(number) => `${PATH}${activitySearch(query, number)}`} />
    </>
  );
}
