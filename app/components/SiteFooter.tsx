import { Link } from "@remix-run/react";
import {
  IconBrandWhatsapp,
  IconClock,
  IconDirections,
  IconMail,
  IconMapPin,
  IconPhone,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { directionsUrl, whatsappUrl } from "~/config/contact-links";
import { site } from "~/config/site";
import { useLanguage } from "~/i18n/use-language";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { OutsideLink } from "./OutsideLink";
import { PhoneNumber } from "./PhoneNumber";
import { footerNavigation } from "./navigation";
import { SocialLinks } from "./SocialLinks";
import { useLocalizedPath } from "~/i18n/localized-path";
import logoMark from "~/images/logo-mark.svg";

export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const lang = useLanguage();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <Link to={localized("/")} className="brand brand--light">
            <img src={logoMark} alt="" width="40" height="40" />
            <span className="brand__name">{site.name[lang]}</span>
          </Link>
          <p className="site-footer__about">{t("footer.about")}</p>
          <SocialLinks />
        </section>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footer.addressHeading")}</h2>
          <address>
            <p>
              <IconMapPin size={18} aria-hidden="true" /> {site.address[lang]}
            </p>
            <p>
              <IconDirections size={18} aria-hidden="true" />{" "}
              <OutsideLink href={directionsUrl()}>{t("reach.directions")}</OutsideLink>
            </p>
            <p>
              <IconPhone size={18} aria-hidden="true" />{" "}
              <a href={site.phoneHref}>
                <PhoneNumber />
              </a>
            </p>
            <p>
              <IconBrandWhatsapp size={18} aria-hidden="true" />{" "}
              <OutsideLink href={whatsappUrl()}>{t("reach.whatsapp")}</OutsideLink>
            </p>
            <p>
              <IconMail size={18} aria-hidden="true" /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t("footer.hoursHeading")}</h2>
          <ul className="site-footer__hours">
            {site.openingHours.map((line) => (
              <li key={line.en}>
                <IconClock size={18} aria-hidden="true" /> {line[lang]}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.linksHeading")}</h2>
          <ul className="site-footer__links">
            {footerNavigation.map(({ to, label }) => (
              <li key={to}>
                <Link to={localized(to)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
          <h2 id="footer-language">{t("footer.languageHeading")}</h2>
          <LanguageSwitcher />
        </section>
      </div>
      <p className="site-footer__rights">
        {t("footer.rights", { year: new Date().getFullYear(), company: site.name[lang] })}
      </p>
    </footer>
  );
}
