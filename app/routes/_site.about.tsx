import type { MetaFunction } from "@remix-run/node";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { WhyChooseUs } from "~/components/about/WhyChooseUs";
import { pageMeta } from "~/lib/meta";
import { sharingMeta } from "~/lib/sharing";
import companyImage from "~/images/about/company.svg";
import featuresImage from "~/images/about/features.svg";
import technologyImage from "~/images/about/technology.svg";

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, { title: "about.metaTitle", description: "about.metaDescription" }),
  ...sharingMeta({ matches, location }),
];

const featureKeys = ["oneTeam", "localSupport", "fairPrices", "training"] as const;

/** The company, technology and features sections, images alternating sides. */
const aboutSections = [
  { key: "company", image: companyImage, tinted: false },
  { key: "technology", image: technologyImage, tinted: true },
  { key: "features", image: featuresImage, tinted: false },
] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("about.heading")} />
      {aboutSections.map(({ key, image, tinted }, index) => (
        <section
          key={key}
          className={`section${tinted ? " section--tinted" : ""}`}
          aria-labelledby={`about-${key}`}
        >
          <div className={`container split${index % 2 === 1 ? " split--reverse" : ""}`}>
            <div className="split__media">
              {/* On a phone the first picture shows without scrolling: it comes first. */}
              <Picture
                src={image}
                alt=""
                width={480}
                height={360}
                sizes="(min-width: 900px) 50vw, 100vw"
                priority={index === 0}
              />
            </div>
            <div className="split__text">
              <h2 id={`about-${key}`}>{t(`about.${key}.title`)}</h2>
              {key === "features" ? (
                <ul className="checklist">
                  {featureKeys.map((feature) => (
                    <li key={feature}>
                      <IconCheck size={20} aria-hidden="true" /> {t(`about.features.items.${feature}`)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t(`about.${key}.text`)}</p>
              )}
            </div>
          </div>
        </section>
      ))}
      <WhyChooseUs />
    </>
  );
}
