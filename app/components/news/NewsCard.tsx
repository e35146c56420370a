import { Link } from "@remix-run/react";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { languageAttributes } from "~/i18n/languages";
import { Picture } from "~/components/Picture";
import { InLanguage } from "~/components/InLanguage";
import type { newsCard } from "~/site/public-pages.server";

export type NewsCardData = ReturnType<typeof newsCard>;

const IMAGE_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 380px";

/** A news post in a list (/news, the home page's latest news): picture, date, title, summary, link. */
export function NewsCard({
  post,
  heading: Heading = "h2",
  priority = false,
}: {
  post: NewsCardData;
  heading?: "h2" | "h3";
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <li className="solution-card news-card">
      {post.hasOwnImage && (
        <Picture src={post.image} alt="" width={400} height={300} sizes={IMAGE_SIZES} priority={priority} />
      )}
      <div className="solution-card__body">
        <time className="news-card__date" dateTime={post.published.iso}>
          {post.published.text}
        </time>
        <Heading dir="auto" {...languageAttributes(post.title.lang)}>
          {post.title.text}
        </Heading>
        {post.summary.text && (
          <p dir="auto" {...languageAttributes(post.summary.lang)}>
            {post.summary.text}
          </p>
        )}
        <Link className="solution-card__more" to={localized(post.path)}>
          {t("common.readMore")}
          <span className="visually-hidden">
            : <InLanguage shown={post.title} />
          </span>
          <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}
