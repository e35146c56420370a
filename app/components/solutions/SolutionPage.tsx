import { Link, useRouteLoaderData } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { DetailPicture } from "~/components/DetailPicture";
import { SocialLinks } from "~/components/SocialLinks";
import { ShareLinks } from "~/components/ShareLinks";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";
import { useLocalizedPath } from "~/i18n/localized-path";
import { isolated } from "~/lib/bidi";
import type { PageViewOf } from "~/site/record-views.server";

/** A service's page: its picture and description, a question box leading to the contact form, sharing. */
export function SolutionPage({ record: solution, url }: { record: PageViewOf<"services">; url: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  // The question box leads to the home page's contact section: left out while staff hide it.
  const contactShown =
    useRouteLoaderData<{ homeSections?: { contact?: boolean } }>("routes/_site")?.homeSections?.contact ??
    true;
  return (
    <>
      <PageHeader
        title={<InLanguage shown={solution.title} />}
        titleFromRecord
        className="page-header--record"
      />
      <section className="section">
        <div className="container detail-grid">
          <article className="solution-detail">
            <DetailPicture record={solution} />
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
            <ShareLinks url={url} title={solution.title.text} labelledBy="share-heading" />
            <h2>{t("solutionDetails.social")}</h2>
            <SocialLinks />
          </aside>
        </div>
      </section>
    </>
  );
}
