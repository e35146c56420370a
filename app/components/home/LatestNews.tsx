import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { NewsCard, type NewsCardData } from "~/components/news/NewsCard";

/**
 * The home page's latest news: the three newest posts visitors see, and a link to all of them. Left
 * out when there are none (as every home section with an empty list).
 */
export function LatestNews({ posts }: { posts: readonly NewsCardData[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (posts.length === 0) return null;
  return (
    <section className="section" id="latest-news" aria-labelledby="latest-news-heading">
      <div className="container">
        <header className="section__header">
          <h2 id="latest-news-heading">{t("news.latest")}</h2>
        </header>
        <ul className="solution-grid news-grid">
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} heading="h3" />
          ))}
        </ul>
        <p className="news-more">
          <Link className="button button--ghost" to={localized("/news")}>
            {t("news.allNews")}
          </Link>
        </p>
      </div>
    </section>
  );
}
