import { Link } from "@remix-run/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { DetailPicture } from "~/components/DetailPicture";
import { ShareLinks } from "~/components/ShareLinks";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";
import { useLocalizedPath } from "~/i18n/localized-path";
import type { PageViewOf } from "~/site/record-views.server";
import { NewsArticleJsonLd } from "./NewsArticleJsonLd";

/** A post's page: its date, picture and text, sharing, and its structured data for search engines. */
export function NewsPost({ record: post, url }: { record: PageViewOf<"news">; url: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <>
      <PageHeader title={<InLanguage shown={post.title} />} titleFromRecord className="page-header--record">
        <p className="page-header__intro">
          <time dateTime={post.published.iso}>{post.published.text}</time>
        </p>
      </PageHeader>
      <section className="section">
        <div className="container detail-grid">
          <article className="solution-detail news-post">
            {post.hasOwnImage && <DetailPicture record={post} />}
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
