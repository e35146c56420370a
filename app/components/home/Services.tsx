import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { Picture } from "~/components/Picture";
import { useLocalizedPath } from "~/i18n/localized-path";
import { HomeSection } from "./HomeSection";

/** `excerpt` is the description already shortened on the server: the whole text is not sent. */
export type ServiceCard = { id: string; title: string; excerpt: string; image: string; imageAlt?: string };

/** The grid's columns are at least 260 px wide, in a row of at most 1200 px. */
const SERVICE_IMAGE_SIZES =
  "(max-width: 599px) 100vw, (max-width: 899px) 50vw, (max-width: 1199px) 33vw, 300px";

export function Services({ services }: { services: ServiceCard[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <HomeSection
      id="our-solutions"
      heading={t("services.heading")}
      intro={t("services.intro")}
      empty={services.length === 0}
    >
      <ul className="service-grid">
        {services.map((service) => (
          <li key={service.id} className="service-card">
            <Picture
              src={service.image}
              alt={service.imageAlt ?? ""}
              width={400}
              height={300}
              sizes={SERVICE_IMAGE_SIZES}
            />
            {/* dir="auto": an English fallback on a Kurdish or Arabic page keeps its punctuation right. */}
            <h3 dir="auto">
              {/* The title's link covers the whole card (CSS), so the card is one link. */}
              <Link className="service-card__link" to={localized(`/solution-details/${service.id}`)}>
                {service.title}
              </Link>
            </h3>
            <p dir="auto">{service.excerpt}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
