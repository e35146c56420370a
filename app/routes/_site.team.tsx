import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { PublicPager } from "~/components/PublicPager";
import { loadTeam } from "~/site/public-pages.server";
import { previewFor } from "~/admin/preview.server";
import { PREVIEW_HEADERS } from "~/content/preview";
import { PreviewBanner } from "~/components/PreviewBanner";
import { previewHeaders } from "~/lib/preview-headers";
import { pageMetaFromTexts } from "~/lib/meta";
import { pageTexts } from "~/site/page-texts.server";
import { PageText } from "~/components/PageText";
import { RichText } from "~/components/RichText";
import { TeamJsonLd } from "~/components/TeamJsonLd";
import { PageTextsContext } from "~/lib/page-texts-context";
import { languageAttributes } from "~/i18n/languages";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  // A member of staff may look at a hidden or trashed member here; visitors get the page without them.
  const preview = await previewFor(request, ["teamMembers"], lang);
  return data(
    {
      ...loadTeam(request.url, lang, preview),
      ...pageTexts("teamPage", lang),
      preview: preview?.banner ?? null,
    },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export const headers = previewHeaders;

const PHOTO_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 280px";

export default function TeamPage() {
  const { members, page, texts, fellBack, html, preview } = useLoaderData<typeof loader>();
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PreviewBanner banner={preview} />
      <PageHeader title={<PageText name="heading" />}>
        <p className="page-header__intro">
          <PageText name="intro" />
        </p>
      </PageHeader>
      {/* No members: no section at all (visitors never see 'No Data Available'). */}
      {members.length > 0 && (
        <section className="section" aria-labelledby="team-members">
          <div className="container">
            <h2 id="team-members" className="visually-hidden">
              <PageText name="membersHeading" />
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
                  <h3 dir="auto" {...languageAttributes(member.name.lang)}>
                    {member.name.text}
                  </h3>
                  <p className="team-card__role" dir="auto" {...languageAttributes(member.role.lang)}>
                    {member.role.text}
                  </p>
                  {member.bio.html && (
                    <RichText
                      className="team-card__bio"
                      html={member.bio.html}
                      lang={member.bio.lang}
                      dir="auto"
                    />
                  )}
                </li>
              ))}
            </ul>
            <PublicPager path="/team" page={page.page} pages={page.pages} />
          </div>
        </section>
      )}
      <TeamJsonLd members={members} />
    </PageTextsContext.Provider>
  );
}
