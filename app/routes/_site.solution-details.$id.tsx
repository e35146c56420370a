import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import {
  IconArrowLeft,
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
} from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { SocialLinks } from "~/components/SocialLinks";
import { loadSolution } from "~/site/public-pages.server";
import { previewFor } from "~/admin/preview.server";
import { PreviewBanner } from "~/components/PreviewBanner";
import { previewHeaders } from "~/lib/preview-headers";
import { useLocalizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { pageMeta } from "~/lib/meta";
import { sharingMeta } from "~/lib/sharing";
import type { loader as rootLoader } from "~/root";
import { isolated } from "~/lib/bidi";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => {
  if (!data?.solution)
    return pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });
  const tags = pageMeta(matches, {
    title: "solutionDetails.metaTitle",
    description: "solutionDetails.metaDescription",
  });
  // Plain texts (the loader's): a meta tag carries neither formatting nor a language of its own.
  const title = data.solution.title.text;
  const description = data.solution.metaDescription || undefined;
  // The service's own title (and first paragraph) describe the page better than a generic text.
  const described = tags.map((tag) => {
    if ("title" in tag) return { title: String(tag.title).replace(/^[^|]*\|/, `${title} |`) };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: title };
    if (
      description &&
      (("name" in tag && tag.name === "description") ||
        ("property" in tag && tag.property === "og:description"))
    )
      return { ...tag, content: description };
    return tag;
  });
  return [...described, ...sharingMeta({ matches, location })];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  // A member of staff may look at a hidden or trashed service here; visitors get the 404 as ever.
  return loadSolution(params.id, lang, await previewFor(request, ["services"], lang));
}

export const headers = previewHeaders;

/** Share links are plain links to each network's share page: no third-party script runs here. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    {
      network: "Facebook",
      Icon: IconBrandFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { network: "WhatsApp", Icon: IconBrandWhatsapp, href: `https://wa.me/?text=${text}` },
    {
      network: "Telegram",
      Icon: IconBrandTelegram,
      href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: "LinkedIn",
      Icon: IconBrandLinkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "X",
      Icon: IconBrandX,
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

export default function SolutionDetailsPage() {
  const { solution, preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLanguage();
  const localized = useLocalizedPath();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
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
            <aside className="solution-cta" aria-labelledby="solution-cta-heading">
              <h2 id="solution-cta-heading">
                {t("solutionDetails.ctaHeading", { title: isolated(solution.title.text) })}
              </h2>
              <p>{t("solutionDetails.ctaText")}</p>
              <Link className="button" to={localized("/#contact-us")}>
                {t("solutionDetails.ctaButton")}
              </Link>
            </aside>
            <Link className="back-link" to={localized("/solutions")}>
              <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" />{" "}
              {t("solutionDetails.allSolutions")}
            </Link>
          </article>
          <aside className="detail-aside">
            <h2 id="share-heading">{t("solutionDetails.share")}</h2>
            <ul className="social-links" aria-labelledby="share-heading">
              {shareLinks(pageUrl, solution.title.text).map(({ network, Icon, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("solutionDetails.shareOn", { network })}
                  >
                    <Icon size={18} aria-hidden="true" />
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={`mailto:?subject=${encodeURIComponent(solution.title.text)}&body=${encodeURIComponent(pageUrl)}`}
                  aria-label={t("solutionDetails.shareByEmail")}
                >
                  <IconMail size={18} aria-hidden="true" />
                </a>
              </li>
            </ul>
            <h2>{t("solutionDetails.social")}</h2>
            <SocialLinks />
          </aside>
        </div>
      </section>
    </>
  );
}
