import type { MetaFunction } from "@remix-run/node";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { SocialLinks } from "~/components/SocialLinks";
import { useLanguage } from "~/i18n/use-language";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "solutionDetails.metaTitle", description: "solutionDetails.metaDescription" });

// As in the specification, the page is the same for every id: it loads no data.
export default function SolutionDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  const shareUrl = encodeURIComponent(`${origin}${pathname}?lng=${lang}`);
  const share = [
    {
      name: "Facebook",
      Icon: IconBrandFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${shareUrl}`,
    },
    {
      name: "LinkedIn",
      Icon: IconBrandLinkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${shareUrl}`,
    },
    { name: "X", Icon: IconBrandX, href: `https://x.com/intent/post?url=${shareUrl}` },
  ];
  return (
    <>
      <PageHeader title={t("solutionDetails.heading")} />
      <section className="section">
        <div className="container detail-grid">
          <article className="prose">
            <h2>{t("solutionDetails.itManagement.title")}</h2>
            <p>{t("solutionDetails.itManagement.text")}</p>
            <h2>{t("solutionDetails.qaTesting.title")}</h2>
            <p>{t("solutionDetails.qaTesting.text")}</p>
          </article>
          <aside className="detail-aside">
            <h2>{t("solutionDetails.share")}</h2>
            <ul className="social-links">
              {share.map(({ name, Icon, href }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t("solutionDetails.share")}: ${name}`}
                  >
                    <Icon size={18} aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
            <h2>{t("solutionDetails.social")}</h2>
            <SocialLinks />
          </aside>
        </div>
      </section>
    </>
  );
}
