import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { languageOf } from "~/lib/request-facts";
import { useTranslation } from "~/i18n/translation";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { ShareLinks } from "~/components/ShareLinks";
import { PreviewBanner } from "~/components/PreviewBanner";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";
import { NewsArticleJsonLd } from "~/components/news/NewsArticleJsonLd";
import { newsView } from "~/site/public-pages.server";
import { loadRecordPage, recordIdAtAddress } from "~/site/record-pages.server";
import { previewFor } from "~/admin/preview.server";
import { previewHeaders } from "~/lib/preview-headers";
import { useLocalizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { recordPageMeta } from "~/lib/meta";
import { pageUrl, sharingMeta } from "~/lib/sharing";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => [
  ...recordPageMeta(matches, data?.record, { title: "news.metaTitle", description: "news.metaDescription" }),
  ...(data?.record ? sharingMeta({ matches, location }) : []),
];

/**
 * A post's page at its address (`/news/new-course-in-june`): the type's record page
 * (record-pages.server.ts) with the news view; its address is made in one place too (newsPostPath).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  // A member of staff may look at a draft, scheduled or trashed post here; visitors get the 404.
  const preview = await previewFor(request, ["news"], lang);
  // The post at this address (or a 301 from one it left): record-pages.server.ts.
  const id = recordIdAtAddress("news", params.address ?? "", request);
  return loadRecordPage("news", id, (record) => newsView(record, lang), preview);
}

export const headers = previewHeaders;

export default function NewsPostPage() {
  const { record: post, preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLanguage();
  const localized = useLocalizedPath();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  if (!post) return <NotFound />;

  // The page's explicit-language address, from the configured origin (never the Host header).
  const url = pageUrl(origin, post.path, lang);
  return (
    <>
      <PreviewBanner banner={preview} />
      <PageHeader title={<InLanguage shown={post.title} />} titleFromRecord className="page-header--record">
        <p className="page-header__intro">
          <time dateTime={post.published.iso}>{post.published.text}</time>
        </p>
      </PageHeader>
      <section className="section">
        <div className="container detail-grid">
          <article className="solution-detail news-post">
            {post.hasOwnImage && (
              <Picture
                className="solution-detail__image"
                src={post.image}
                alt={post.imageAlt ?? post.title.text}
                width={800}
                height={600}
                sizes="(min-width: 900px) 760px, 100vw"
                priority
              />
            )}
            <div className="prose" dir="auto">
              <RichText html={post.body.html} lang={post.body.lang} />
            </div>
            <Link className="back-link" to={localized("/news")}>
              <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" /> {t("news.allNews")}
            </Link>
          </article>
          <aside className="detail-aside">
            <h2 id="share-heading">{t("news.share")}</h2>
            <ShareLinks url={url} title={post.title.text} labelledBy="share-heading" />
          </aside>
        </div>
      </section>
      <NewsArticleJsonLd post={post} url={url} />
    </>
  );
}
