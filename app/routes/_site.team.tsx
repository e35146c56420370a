import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { PublicPager } from "~/components/PublicPager";
import { loadTeam } from "~/site/public-pages.server";
import { previewFor } from "~/admin/preview.server";
import { PREVIEW_HEADERS } from "~/content/preview";
import { PreviewBanner } from "~/components/PreviewBanner";
import { previewHeaders } from "~/lib/preview-headers";
import { detectLanguage } from "~/i18n/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, { title: "team.metaTitle", description: "team.metaDescription" }),
  ...sharingMeta({ matches, location }),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await detectLanguage(request);
  // A member of staff may look at a hidden or trashed member here; visitors get the page without them.
  const preview = await previewFor(request, ["teamMembers"], lang);
  return data(
    { ...loadTeam(request.url, lang, preview), preview: preview?.banner ?? null },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export const headers = previewHeaders;

const PHOTO_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 280px";

export default function TeamPage() {
  const { t } = useTranslation();
  const { members, page, preview } = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner banner={preview} />
      <PageHeader title={t("team.heading")}>
        <p className="page-header__intro">{t("team.intro")}</p>
      </PageHeader>
      {/* No members: no section at all (visitors never see 'No Data Available'). */}
      {members.length > 0 && (
        <section className="section" aria-labelledby="team-members">
          <div className="container">
            <h2 id="team-members" className="visually-hidden">
              {t("team.membersHeading")}
            </h2>
            <ul className="team-grid">
              {members.map((member) => (
                <li key={member.id} className="team-card">
                  <Picture
                    className="team-card__photo"
                    src={member.image}
                    alt={member.imageAlt ?? ""}
                    width={400}
                    height={400}
                    sizes={PHOTO_SIZES}
                  />
                  <h3 dir="auto">{member.name}</h3>
                  <p className="team-card__role" dir="auto">
                    {member.role}
                  </p>
                  {member.bio && (
                    <p className="team-card__bio" dir="auto">
                      {member.bio}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <PublicPager path="/team" page={page.page} pages={page.pages} />
          </div>
        </section>
      )}
    </>
  );
}
