import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { Carousel } from "./Carousel";
import { HomeSection } from "./HomeSection";

export type ClientLogo = { id: string; title: string; image: string };

export function Clients({ clients }: { clients: ClientLogo[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="our-clients"
      heading={t("clients.heading")}
      intro={t("clients.intro")}
      empty={clients.length === 0}
    >
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
    </HomeSection>
  );
}
