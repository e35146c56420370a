import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { languageAttributes } from "~/i18n/languages";
import { Picture } from "~/components/Picture";
import { InLanguage } from "~/components/InLanguage";
import type { CardOf } from "~/site/record-views.server";

const IMAGE_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 380px";

/** /solutions: each service's picture, title and the start of its description, linked to its page. */
export function SolutionList({
  records: services,
  heading,
  pager,
}: {
  records: CardOf<"services">[];
  heading: string;
  pager: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (services.length === 0) return null;
  return (
    <section className="section" aria-label={heading}>
      <div className="container">
        <ul className="solution-grid">
          {services.map((service, index) => (
            <li key={service.id} className="solution-card">
              <Picture
                src={service.image}
                alt={service.imageAlt ?? ""}
                width={400}
                height={300}
                sizes={IMAGE_SIZES}
                priority={index === 0}
              />
              <div className="solution-card__body">
                <h2 dir="auto" {...languageAttributes(service.title.lang)}>
                  {service.title.text}
                </h2>
                {service.intro.text && (
                  <p dir="auto" {...languageAttributes(service.intro.lang)}>
                    {service.intro.text}
                  </p>
                )}
                <Link className="solution-card__more" to={localized(`/solution-details/${service.id}`)}>
                  {t("common.readMore")}
                  <span className="visually-hidden">
                    : <InLanguage shown={service.title} />
                  </span>
                  <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
        {pager}
      </div>
    </section>
  );
}
