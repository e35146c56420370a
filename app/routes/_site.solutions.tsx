import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Link, useLoaderData } from "@remix-run/react";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { PublicPager } from "~/components/PublicPager";
import { solutionCard } from "~/site/public-pages.server";
import { loadRecordList } from "~/site/record-pages.server";
import { PUBLIC_PAGE_SIZES } from "~/content/page-sizes";
import { useLocalizedPath } from "~/i18n/localized-path";
import { pageMetaFromTexts } from "~/lib/meta";
import { pageTexts } from "~/site/page-texts.server";
import { PageText } from "~/components/PageText";
import { InLanguage } from "~/components/InLanguage";
import { PageTextsContext } from "~/lib/page-texts-context";
import { languageAttributes } from "~/i18n/languages";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  // The type's list (record-pages.server.ts) with the services' card view, and the page's own texts.
  const list = loadRecordList("services", request.url, PUBLIC_PAGE_SIZES.solutions, (record) =>
    solutionCard(record, lang),
  );
  return { ...list, ...pageTexts("solutionsPage", lang) };
}

const IMAGE_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 380px";

export default function SolutionsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { records: services, page, texts, fellBack, html } = useLoaderData<typeof loader>();
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PageHeader title={<PageText name="heading" />}>
        <p className="page-header__intro">
          <PageText name="intro" />
        </p>
      </PageHeader>
      {services.length > 0 && (
        <section className="section" aria-label={texts.heading}>
          <div className="container">
            <ul className="solution-grid">
              {services.map((service, index) => (
                <li key={service.id} className="solution-card">
                  <Picture
                    src={service.image}
                    alt={service.imageAlt ?? ""}
                    width={400}
                    height={300}
                    sizes={IMAGE_SIZES}
                    priority={index === 0}
                  />
                  <div className="solution-card__body">
                    <h2 dir="auto" {...languageAttributes(service.title.lang)}>
                      {service.title.text}
                    </h2>
                    {service.intro.text && (
                      <p dir="auto" {...languageAttributes(service.intro.lang)}>
                        {service.intro.text}
                      </p>
                    )}
                    <Link className="solution-card__more" to={localized(`/solution-details/${service.id}`)}>
                      {t("common.readMore")}
                      <span className="visually-hidden">
                        : <InLanguage shown={service.title} />
                      </span>
                      <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            <PublicPager path="/solutions" page={page.page} pages={page.pages} />
          </div>
        </section>
      )}
    </PageTextsContext.Provider>
  );
}
