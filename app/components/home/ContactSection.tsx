import {
  IconBrandWhatsapp,
  IconClock,
  IconDirections,
  IconMail,
  IconMapPin,
  IconPhone,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "~/contact/ContactForm";
import { OutsideLink } from "~/components/OutsideLink";
import { PhoneNumber } from "~/components/PhoneNumber";
import { directionsUrl, whatsappUrl } from "~/config/contact-links";
import { site } from "~/config/site";
import { useLanguage } from "~/i18n/use-language";

export function ContactSection({ sentWithoutJs }: { sentWithoutJs: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="section section--tinted" id="contact-us" aria-labelledby="contact-heading">
      <div className="container contact">
        <div className="contact__intro">
          <h2 id="contact-heading">{t("contact.heading")}</h2>
          <p>{t("contact.intro")}</p>
          <ul className="contact__details">
            <li>
              <IconMapPin aria-hidden="true" /> {site.address[lang]}
            </li>
            <li>
              <IconDirections aria-hidden="true" />{" "}
              <OutsideLink href={directionsUrl()}>{t("reach.directions")}</OutsideLink>
            </li>
            <li>
              <IconPhone aria-hidden="true" />{" "}
              <a href={site.phoneHref}>
                <PhoneNumber />
              </a>
            </li>
            <li>
              <IconBrandWhatsapp aria-hidden="true" />{" "}
              <OutsideLink href={whatsappUrl()}>{t("reach.whatsapp")}</OutsideLink>
            </li>
            <li>
              <IconMail aria-hidden="true" /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            {site.openingHours.map((line) => (
              <li key={line.en}>
                <IconClock aria-hidden="true" /> {line[lang]}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm sentWithoutJs={sentWithoutJs} />
      </div>
    </section>
  );
}
