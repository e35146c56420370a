import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { IconList, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { requireStaff } from "~/admin/auth.server";
import { may, type Access } from "~/content/access";
import { listPath } from "~/admin/paths";
import {
  contentTypeNames,
  contentTypes,
  missingLanguages,
  singleTypeNames,
  singleTypes,
  TRANSLATION_LANGUAGES,
  translatedFieldNames,
} from "~/content/content-types";
import { recordCounts } from "~/db/records.server";
import { unreadCount } from "~/db/inbox.server";
import { waitingMessages } from "~/db/message-replies.server";
import { readSingle } from "~/db/singles.server";
import { MissingBadges } from "~/admin/components/missing-translations";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.dashboard.metaTitle", description: "admin.dashboard.intro" }),
  { name: "robots", content: "noindex" },
];

/** Every content type's card, in the order their descriptions give. */
const sections = [...contentTypeNames].sort(
  (a, b) => contentTypes[a].dashboardOrder - contentTypes[b].dashboardOrder,
);

const HOUR_MS = 60 * 60_000;

/**
 * How many messages wait for an answer (New), and how long the oldest has: in whole days past a day,
 * whole hours past an hour.
 */
function waitingFor(now: number) {
  const { count, oldest } = waitingMessages();
  const waited = oldest ? Math.max(0, now - oldest.getTime()) : 0;
  const days = Math.floor(waited / (24 * HOUR_MS));
  const hours = Math.floor(waited / HOUR_MS);
  return {
    count,
    oldest: !oldest
      ? null
      : days > 0
        ? { unit: "days" as const, count: days }
        : hours > 0
          ? { unit: "hours" as const, count: hours }
          : { unit: "now" as const, count: 0 },
    // The inbox showing only them.
    path: `/admin/list-${contentTypes.messages.pluralSlug}?state=new`,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { role } = await requireStaff(request, context);
  // Each role sees the cards of what it may read, and "Add" where it may add.
  const readable = <T extends { access: Access }>(type: T) => may(role, type.access, "read");
  return {
    // The single records (the company facts, each page's texts), each with its missing translations.
    singles: singleTypeNames
      .filter((name) => readable(singleTypes[name]))
      .map((name) => ({
        name,
        title: singleTypes[name].title,
        path: `/${singleTypes[name].adminPath}`,
        missing: missingLanguages(singleTypes[name], readSingle(name)),
      })),
    sections: sections
      .filter((name) => readable(contentTypes[name]))
      .map((name) => {
        const type = contentTypes[name];
        const { slug, pluralSlug, adminCanCreate } = type;
        // Kept by triggers (record-counts.server.ts): no table is scanned for a view.
        const counts = recordCounts(name);
        // Records lacking a Kurdish or Arabic text, linking to the list filtered to them.
        const missing =
          translatedFieldNames(type).length > 0 && !type.inbox
            ? TRANSLATION_LANGUAGES.map((language) => ({
                language,
                count: counts.missing[language],
                path: listPath(type, 1, { missing: language }),
              }))
            : [];
        return {
          name,
          // The inbox's card has the navigation's name for it ("Messages").
          heading: type.inbox ? ("admin.inbox.navLabel" as const) : (`admin.types.${name}.name` as const),
          total: counts.total,
          missing,
          unread: contentTypes[name].inbox ? unreadCount() : null,
          waiting: contentTypes[name].inbox ? waitingFor(Date.now()) : null,
          listPath: `/admin/list-${pluralSlug}`,
          addPath: adminCanCreate && may(role, type.access, "add") ? `/admin/add-${slug}` : null,
        };
      }),
  };
}

export default function Dashboard() {
  const { t } = useTranslation();
  const { sections, singles } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("admin.dashboard.heading")}</h1>
      <p className="admin-intro">{t("admin.dashboard.intro")}</p>
      <ul className="dashboard-grid">
        {singles.length > 0 && (
          <li className="admin-card dashboard-card">
            <h2 id="section-page-texts">{t("admin.pages.heading")}</h2>
            <ul className="dashboard-card__pages">
              {singles.map(({ name, title, path, missing }) => (
                <li key={name}>
                  <Link to={path}>{t(title)}</Link>
                  {missing.length > 0 && <MissingBadges missing={missing} />}
                </li>
              ))}
            </ul>
          </li>
        )}
        {sections.map(({ name, heading, total, missing, unread, waiting, listPath, addPath }) => (
          <li key={name} className="admin-card dashboard-card">
            <h2 id={`section-${name}`}>{t(heading)}</h2>
            <p className="dashboard-card__total">{t("admin.dashboard.total", { count: total })}</p>
            {missing.length > 0 && (
              <ul className="dashboard-card__missing">
                {missing.map(({ language, count, path }) => {
                  const text = t(`admin.dashboard.missing.${language}`, { count });
                  // Nothing missing is nothing to open: plain text, not a link to an empty list.
                  return (
                    <li key={language}>
                      {count > 0 ? (
                        <Link
                          to={path}
                          className="dashboard-card__missing--some"
                          aria-describedby={`section-${name}`}
                        >
                          {text}
                        </Link>
                      ) : (
                        <span className="dashboard-card__missing--none">{text}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {unread !== null ? (
              <p className={`dashboard-card__unread${unread > 0 ? " dashboard-card__unread--some" : ""}`}>
                {t("admin.inbox.unreadCount", { count: unread })}
              </p>
            ) : null}
            {waiting !== null ? (
              <p
                className={`dashboard-card__waiting${waiting.count > 0 ? " dashboard-card__waiting--some" : ""}`}
              >
                {waiting.count > 0 ? (
                  <Link to={waiting.path} aria-describedby={`section-${name}`}>
                    {t("admin.inbox.waiting", { count: waiting.count })}
                  </Link>
                ) : (
                  t("admin.inbox.waiting", { count: 0 })
                )}
                {waiting.oldest ? (
                  <>
                    <br />
                    <span className="dashboard-card__oldest">
                      {waiting.oldest.unit === "days"
                        ? t("admin.inbox.oldestDays", { count: waiting.oldest.count })
                        : waiting.oldest.unit === "hours"
                          ? t("admin.inbox.oldestHours", { count: waiting.oldest.count })
                          : t("admin.inbox.oldestNow")}
                    </span>
                  </>
                ) : null}
              </p>
            ) : null}
            <div className="dashboard-card__actions">
              {addPath && (
                <Link className="button button--small" to={addPath} aria-describedby={`section-${name}`}>
                  <IconPlus size={18} aria-hidden="true" /> {t("admin.dashboard.add")}
                </Link>
              )}
              <Link
                className="button button--small button--ghost"
                to={listPath}
                aria-describedby={`section-${name}`}
              >
                <IconList size={18} aria-hidden="true" /> {t("admin.dashboard.list")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
