import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { shorten } from "~/content/shorten";

export type ServiceCard = { id: string; title: string; desc: string; image: string };

export function Services({ services }: { services: ServiceCard[] }) {
  const { t } = useTranslation();
  return (
    <section className="section" id="our-solutions" aria-labelledby="services-heading">
      <div className="container">
        <header className="section__header">
          <h2 id="services-heading">{t("services.heading")}</h2>
          <p>{t("services.intro")}</p>
        </header>
        {services.length === 0 ? (
          <p className="empty">{t("common.noData")}</p>
        ) : (
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
                <p title={service.desc}>{shorten(service.desc)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
