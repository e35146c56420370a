import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { NewsCard } from "./NewsCard";
import type { CardOf } from "~/site/record-views.server";

/** /news: the posts, newest first, or a line saying there are none yet. */
export function NewsList({
  records: posts,
  heading,
  pager,
}: {
  records: CardOf<"news">[];
  heading: string;
  pager: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-label={heading}>
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
        {pager}
      </div>
    </section>
  );
}
