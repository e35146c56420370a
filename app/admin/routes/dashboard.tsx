import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { IconList, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/admin/auth.server";
import { contentTypes, type ContentTypeName } from "~/content/content-types";
import { countRecords } from "~/db/records.server";
import { unreadCount } from "~/admin/inbox.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.dashboard.metaTitle", description: "admin.dashboard.intro" }),
  { name: "robots", content: "noindex" },
];

/** The specification's six sections in its order, with the team (added later) before the messages. */
const sections: ContentTypeName[] = [
  "clients",
  "products",
  "jumbotrons",
  "services",
  "infoAreas",
  "teamMembers",
  "messages",
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return {
    sections: sections.map((name) => {
      const { slug, pluralSlug, adminCanCreate } = contentTypes[name];
      return {
        name,
        total: countRecords(name),
        unread: contentTypes[name].inbox ? unreadCount() : null,
        listPath: `/admin/list-${pluralSlug}`,
        addPath: adminCanCreate ? `/admin/add-${slug}` : null,
      };
    }),
  };
}

export default function Dashboard() {
  const { t } = useTranslation();
  const { sections } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("admin.dashboard.heading")}</h1>
      <p className="admin-intro">{t("admin.dashboard.intro")}</p>
      <ul className="dashboard-grid">
        {sections.map(({ name, total, unread, listPath, addPath }) => (
          <li key={name} className="admin-card dashboard-card">
            <h2 id={`section-${name}`}>{t(`admin.types.${name}.name`)}</h2>
            <p className="dashboard-card__total">{t("admin.dashboard.total", { count: total })}</p>
            {unread !== null ? (
              <p className={`dashboard-card__unread${unread > 0 ? " dashboard-card__unread--some" : ""}`}>
                {t("admin.inbox.unreadCount", { count: unread })}
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
