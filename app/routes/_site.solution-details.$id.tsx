import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { SocialLinks } from "~/components/SocialLinks";
import { solutionView } from "~/site/public-pages.server";
import { loadRecordPage } from "~/site/record-pages.server";
import { ShareLinks } from "~/components/ShareLinks";
import { previewFor } from "~/admin/preview.server";
import { PreviewBanner } from "~/components/PreviewBanner";
import { previewHeaders } from "~/lib/preview-headers";
import { useLocalizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { recordPageMeta } from "~/lib/meta";
import { sharingMeta } from "~/lib/sharing";
import type { loader as rootLoader } from "~/root";
import type { loader as siteLoader } from "~/routes/_site";
import { isolated } from "~/lib/bidi";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => [
  // The service's own title (and description) describe the page better than a generic text.
  ...recordPageMeta(matches, data?.record, {
    title: "solutionDetails.metaTitle",
    description: "solutionDetails.metaDescription",
  }),
  ...(data?.record ? sharingMeta({ matches, location }) : []),
];

/** A service's page: the type's record page (record-pages.server.ts) with the services' view. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  // A member of staff may look at a hidden or trashed service here; visitors get the 404 as ever.
  const preview = await previewFor(request, ["services"], lang);
  return loadRecordPage("services", params.id, (record) => solutionView(record, lang), preview);
}

export const headers = previewHeaders;

export default function SolutionDetailsPage() {
  const { record: solution, preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLanguage();
  const localized = useLocalizedPath();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  // The question box leads to the home page's contact section: left out while staff hide it.
  const contactShown = useRouteLoaderData<typeof siteLoader>("routes/_site")?.homeSections.contact ?? true;
  if (!solution) return <NotFound />;

  // The page's explicit-language address, from the configured origin (never the Host header).
  const pageUrl = `${origin}/solution-details/${solution.id}?lng=${lang}`;
  return (
    <>
      <PreviewBanner banner={preview} />
      <PageHeader
        title={<InLanguage shown={solution.title} />}
        titleFromRecord
        className="page-header--record"
      />
      <section className="section">
        <div className="container detail-grid">
          <article className="solution-detail">
            <Picture
              className="solution-detail__image"
              src={solution.image}
              alt={solution.imageAlt ?? solution.title.text}
              width={800}
              height={600}
              sizes="(min-width: 900px) 760px, 100vw"
              priority
            />
            <div className="prose" dir="auto">
              <RichText html={solution.description.html} lang={solution.description.lang} />
            </div>
            {contactShown && (
              <aside className="solution-cta" aria-labelledby="solution-cta-heading">
                <h2 id="solution-cta-heading">
                  {t("solutionDetails.ctaHeading", { title: isolated(solution.title.text) })}
                </h2>
                <p>{t("solutionDetails.ctaText")}</p>
                <Link className="button" to={localized("/#contact-us")}>
                  {t("solutionDetails.ctaButton")}
                </Link>
              </aside>
            )}
            <Link className="back-link" to={localized("/solutions")}>
              <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" />{" "}
              {t("solutionDetails.allSolutions")}
            </Link>
          </article>
          <aside className="detail-aside">
            <h2 id="share-heading">{t("solutionDetails.share")}</h2>
            <ShareLinks url={pageUrl} title={solution.title.text} labelledBy="share-heading" />
            <h2>{t("solutionDetails.social")}</h2>
            <SocialLinks />
          </aside>
        </div>
      </section>
    </>
  );
}
