import { IconClock } from "@tabler/icons-react";
import { PageText } from "~/components/PageText";
import { ContactForm } from "~/contact/ContactForm";
import { ContactLines } from "~/components/ContactLines";
import { useCompany } from "~/lib/use-company";

export function ContactSection({ sentWithoutJs }: { sentWithoutJs: boolean }) {
  const company = useCompany();
  return (
    <section className="section section--tinted" id="contact-us" aria-labelledby="contact-heading">
      <div className="container contact">
        <div className="contact__intro">
          <h2 id="contact-heading">
            <PageText name="contactHeading" />
          </h2>
          <p>
            <PageText name="contactIntro" />
          </p>
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
