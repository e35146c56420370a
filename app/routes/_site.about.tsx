import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { useLoaderData } from "@remix-run/react";
import { IconCheck } from "@tabler/icons-react";
import { PageHeader } from "~/components/PageHeader";
import { Picture } from "~/components/Picture";
import { isShapeNumber, WhyChooseUs } from "~/components/about/WhyChooseUs";
import { pageMetaFromTexts } from "~/lib/meta";
import { PageTextsContext } from "~/lib/page-texts-context";
import { pageTexts } from "~/site/page-texts.server";
import { PageRichText, PageText } from "~/components/PageText";
import { languageAttributes } from "~/i18n/languages";
import { sharingMeta } from "~/lib/sharing";
import companyImage from "~/images/about/company.svg";
import featuresImage from "~/images/about/features.svg";
import technologyImage from "~/images/about/technology.svg";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

/** The page's texts in the visitor's language (staff edit them at /admin/page-about). */
export async function loader({ context }: LoaderFunctionArgs) {
  return pageTexts("aboutPage", languageOf(context));
}

/** The company, technology and features sections, images alternating sides. */
const aboutSections = [
  { key: "company", image: companyImage, tinted: false },
  { key: "technology", image: technologyImage, tinted: true },
  { key: "features", image: featuresImage, tinted: false },
] as const;

export default function AboutPage() {
  const { texts, fellBack, html } = useLoaderData<typeof loader>();
  const shape = Number(texts.shape);
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PageHeader title={<PageText name="heading" />} />
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
              <h2 id={`about-${key}`}>
                <PageText name={`${key}Title`} />
              </h2>
              {key === "features" ? (
                <ul className="checklist" {...languageAttributes(fellBack.features)}>
                  {(texts.features ?? "")
                    .split("\n")
                    .map((item) => item.trim())
                    .filter(Boolean)
                    .map((item, position) => (
                      <li key={position}>
                        <IconCheck size={20} aria-hidden="true" /> {item}
                      </li>
                    ))}
                </ul>
              ) : (
                <PageRichText name={`${key}Text`} />
              )}
            </div>
          </div>
        </section>
      ))}
      <WhyChooseUs shape={isShapeNumber(shape) ? shape : 1} />
    </PageTextsContext.Provider>
  );
}
