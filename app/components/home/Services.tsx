import { Link } from "@remix-run/react";
import { PageText } from "~/components/PageText";
import { Picture } from "~/components/Picture";
import { useLocalizedPath } from "~/i18n/localized-path";
import { languageAttributes, type ShownText } from "~/i18n/languages";
import { HomeSection } from "./HomeSection";

/** `excerpt` is the description already shortened on the server: the whole text is not sent. */
export type ServiceCard = {
  id: string;
  title: ShownText;
  excerpt: ShownText;
  image: string;
  imageAlt?: string;
};

/** The grid's columns (app.css): 1 to 4 by the viewport's width; at 1200 px and more 270 px in 4 columns, 368 px in 3. */
const serviceImageSizes = (wideColumns: number | undefined) =>
  `(max-width: 599px) 100vw, (max-width: 899px) 50vw, (max-width: 1199px) 33vw, ${wideColumns === 3 ? 370 : 300}px`;

/**
 * How many columns n cards take where a row holds at most `max`: no more rows than `max` needs,
 * filled evenly (9 cards where 4 fit: 3 rows of 3, not 4 + 4 + 1). Only for more than one row.
 */
export function balancedColumns(count: number, max: number): number | undefined {
  return count > max ? Math.ceil(count / Math.ceil(count / max)) : undefined;
}

export function Services({ services }: { services: ServiceCard[] }) {
  const localized = useLocalizedPath();
  const wideColumns = balancedColumns(services.length, 4);
  return (
    <HomeSection
      id="our-solutions"
      heading={<PageText name="servicesHeading" />}
      intro={<PageText name="servicesIntro" />}
      empty={services.length === 0}
    >
      <ul
        className="service-grid"
        data-wide-columns={wideColumns}
        data-medium-columns={balancedColumns(services.length, 3)}
      >
        {services.map((service) => (
          <li key={service.id} className="service-card">
            <Picture
              src={service.image}
              alt={service.imageAlt ?? ""}
              width={400}
              height={300}
              sizes={serviceImageSizes(wideColumns)}
            />
            {/* Title and excerpt are clamped together to the lines the card has room for (CSS). */}
            <div className="service-card__text">
              {/* An English fallback on a Kurdish or Arabic page is marked as English, left to right. */}
              <h3 dir="auto" {...languageAttributes(service.title.lang)}>
                {/* The title's link covers the whole card (CSS), so the card is one link. */}
                <Link className="service-card__link" to={localized(`/solution-details/${service.id}`)}>
                  {service.title.text}
                </Link>
              </h3>
              <p dir="auto" {...languageAttributes(service.excerpt.lang)}>
                {service.excerpt.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
