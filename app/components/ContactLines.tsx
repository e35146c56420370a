import { IconBrandWhatsapp, IconDirections, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useCompany } from "~/lib/use-company";
import { InLanguage } from "./InLanguage";
import { OutsideLink } from "./OutsideLink";
import { PhoneNumber } from "./PhoneNumber";

/**
 * How to reach the company, one line each: address, directions, phones,
 * WhatsApp, email. The footer and the contact section print the same lines in
 * their own element (`as`); a link staff left empty in the settings is left out.
 */
export function ContactLines({ as: Line, iconSize }: { as: "li" | "p"; iconSize?: number }) {
  const { t } = useTranslation();
  const company = useCompany();
  const icon = { size: iconSize, "aria-hidden": true } as const;
  return (
    <>
      <Line>
        <IconMapPin {...icon} />{" "}
        <InLanguage shown={{ text: company.address, lang: company.fellBack.address }} />
      </Line>
      {company.directionsUrl && (
        <Line>
          <IconDirections {...icon} />{" "}
          <OutsideLink href={company.directionsUrl}>{t("reach.directions")}</OutsideLink>
        </Line>
      )}
      {company.phones.map((phone) => (
        <Line key={phone.href}>
          <IconPhone {...icon} />{" "}
          <a href={phone.href}>
            <PhoneNumber phone={phone.text} />
          </a>
        </Line>
      ))}
      {company.whatsappUrl && (
        <Line>
          <IconBrandWhatsapp {...icon} />{" "}
          <OutsideLink href={company.whatsappUrl}>{t("reach.whatsapp")}</OutsideLink>
        </Line>
      )}
      <Line>
        <IconMail {...icon} /> <a href={`mailto:${company.email}`}>{company.email}</a>
      </Line>
    </>
  );
}
