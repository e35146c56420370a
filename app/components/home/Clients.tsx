import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { Carousel } from "./Carousel";

export type ClientLogo = { id: string; title: string; image: string };

export function Clients({ clients }: { clients: ClientLogo[] }) {
  const { t } = useTranslation();
  return (
    <section className="section" id="our-clients" aria-labelledby="clients-heading">
      <div className="container">
        <header className="section__header">
          <h2 id="clients-heading">{t("clients.heading")}</h2>
          <p>{t("clients.intro")}</p>
        </header>
        {clients.length === 0 ? (
          <p className="empty">{t("common.noData")}</p>
        ) : (
          <Carousel kind="clients" autoplay>
            {clients.map((client) => (
              <img
                key={client.id}
                className="client-logo"
                src={imageUrl(client.image)}
                alt={client.title}
                width="240"
                height="100"
                loading="lazy"
                decoding="async"
              />
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
