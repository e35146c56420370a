import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { ContactForm } from "~/contact/ContactForm";
import { ContactLines } from "~/components/ContactLines";
import { useCompany } from "~/lib/use-company";

export function ContactSection({ sentWithoutJs }: { sentWithoutJs: boolean }) {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <section className="section section--tinted" id="contact-us" aria-labelledby="contact-heading">
      <div className="container contact">
        <div className="contact__intro">
          <h2 id="contact-heading">{t("contact.heading")}</h2>
          <p>{t("contact.intro")}</p>
          <ul className="contact__details">
            <ContactLines as="li" />
            {company.openingHours.map((line) => (
              <li key={line}>
                <IconClock aria-hidden="true" /> {line}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm sentWithoutJs={sentWithoutJs} />
      </div>
    </section>
  );
}
