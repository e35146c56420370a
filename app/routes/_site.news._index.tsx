import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageOf } from "~/lib/request-facts";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { PublicPager } from "~/components/PublicPager";
import { NewsCard } from "~/components/news/NewsCard";
import { newsCard } from "~/site/public-pages.server";
import { loadRecordList } from "~/site/record-pages.server";
import { PUBLIC_PAGE_SIZES } from "~/content/page-sizes";
import { pageMetaFromTexts } from "~/lib/meta";
import { pageTexts } from "~/site/page-texts.server";
import { PageText } from "~/components/PageText";
import { PageTextsContext } from "~/lib/page-texts-context";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

/** /news: the type's list (record-pages.server.ts), newest first (its `publicOrder`), and the page's texts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const list = loadRecordList("news", request.url, PUBLIC_PAGE_SIZES.news, (record) =>
    newsCard(record, lang),
  );
  return { ...list, ...pageTexts("newsPage", lang) };
}

export default function NewsPage() {
  const { t } = useTranslation();
  const { records: posts, page, texts, fellBack, html } = useLoaderData<typeof loader>();
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PageHeader title={<PageText name="heading" />}>
        <p className="page-header__intro">
          <PageText name="intro" />
        </p>
      </PageHeader>
      <section className="section" aria-label={texts.heading}>
        <div className="container">
          {posts.length > 0 ? (
            <ul className="solution-grid news-grid">
              {posts.map((post, index) => (
                <NewsCard key={post.id} post={post} priority={index === 0} />
              ))}
            </ul>
          ) : (
            <p className="news-none">{t("news.none")}</p>
          )}
          <PublicPager path="/news" page={page.page} pages={page.pages} />
        </div>
      </section>
    </PageTextsContext.Provider>
  );
}
