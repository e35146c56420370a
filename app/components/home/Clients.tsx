import { PageText } from "~/components/PageText";
import { Picture } from "~/components/Picture";
import { Carousel } from "./Carousel";
import { languageAttributes, type ShownText } from "~/i18n/languages";
import { HomeSection } from "./HomeSection";

/** `image` is null for a client without a logo yet: its name shows in the logo's place. */
export type ClientLogo = { id: string; title: ShownText; image: string | null; imageAlt?: string };

/** Swiper shows 2, 3 or 5 logos by the window's shape (carouselBreakpoints); the row is at most 1200 px. */
const CLIENT_LOGO_SIZES = "(min-aspect-ratio: 3/2) min(20vw, 240px), (min-aspect-ratio: 1/1) 33vw, 50vw";

export function Clients({ clients }: { clients: ClientLogo[] }) {
  return (
    <HomeSection
      id="our-clients"
      heading={<PageText name="clientsHeading" />}
      intro={<PageText name="clientsIntro" />}
      empty={clients.length === 0}
    >
      <Carousel kind="clients" autoplay>
        {clients.map((client) =>
          client.image ? (
            <Picture
              key={client.id}
              className="client-logo"
              src={client.image}
              alt={client.imageAlt ?? client.title.text}
              width={240}
              height={100}
              sizes={CLIENT_LOGO_SIZES}
            />
          ) : (
            <span
              key={client.id}
              className="client-logo client-logo--name"
              dir="auto"
              {...languageAttributes(client.title.lang)}
            >
              {client.title.text}
            </span>
          ),
        )}
      </Carousel>
    </HomeSection>
  );
}
