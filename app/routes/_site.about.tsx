import type { MetaFunction } from "@remix-run/node";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { WhyChooseUs } from "~/components/WhyChooseUs";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "about.metaTitle", description: "about.metaDescription" });

const featureKeys = ["oneTeam", "localSupport", "fairPrices", "training"] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("about.heading")} />
      <section className="section" aria-labelledby="about-company">
        <div className="container split">
          <div className="split__media">
            <img src="/images/about/company.svg" alt="" width="480" height="360" />
          </div>
          <div className="split__text">
            <h2 id="about-company">{t("about.company.title")}</h2>
            <p>{t("about.company.text")}</p>
          </div>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="about-technology">
        <div className="container split split--reverse">
          <div className="split__media">
            <img src="/images/about/technology.svg" alt="" width="480" height="360" loading="lazy" />
          </div>
          <div className="split__text">
            <h2 id="about-technology">{t("about.technology.title")}</h2>
            <p>{t("about.technology.text")}</p>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="about-features">
        <div className="container split">
          <div className="split__media">
            <img src="/images/about/features.svg" alt="" width="480" height="360" loading="lazy" />
          </div>
          <div className="split__text">
            <h2 id="about-features">{t("about.features.title")}</h2>
            <ul className="checklist">
              {featureKeys.map((key) => (
                <li key={key}>
                  <IconCheck size={20} aria-hidden="true" /> {t(`about.features.items.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <WhyChooseUs />
    </>
  );
}
