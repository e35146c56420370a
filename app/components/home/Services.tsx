import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { HomeSection } from "./HomeSection";

/** `excerpt` is the description already shortened on the server: the whole text is not sent. */
export type ServiceCard = { id: string; title: string; excerpt: string; image: string };

export function Services({ services }: { services: ServiceCard[] }) {
  const { t } = useTranslation();
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
            <img
              src={imageUrl(service.image)}
              alt=""
              width="400"
              height="300"
              loading="lazy"
              decoding="async"
            />
            <h3>{service.title}</h3>
            <p>{service.excerpt}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
