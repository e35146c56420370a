import { Link, useRouteLoaderData } from "@remix-run/react";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useCompany } from "~/lib/use-company";
import { languageAttributes } from "~/i18n/languages";
import { ContactLines } from "./ContactLines";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { defaultMenuLinks, linkName, type Menus } from "~/site/navigation";
import { SocialLinks } from "./SocialLinks";
import { useLocalizedPath } from "~/i18n/localized-path";
import logoMark from "~/images/logo-mark.svg";

export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const company = useCompany();
  // The office's quick links (app/site/menus.server.ts); the usual ones on an error page without them.
  const links =
    useRouteLoaderData<{ menus?: Menus }>("routes/_site")?.menus?.footer ?? defaultMenuLinks("footer");
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <Link to={localized("/")} className="brand brand--light">
            <img src={logoMark} alt="" width="40" height="40" />
            <span className="brand__name" {...languageAttributes(company.fellBack.name)}>
              {company.name}
            </span>
          </Link>
          <p
            className="site-footer__about"
            {...languageAttributes(company.fellBack.footerText)}
            // Rendered on the server from the rich-text subset (or escaped): nothing typed reaches it raw.
            dangerouslySetInnerHTML={{ __html: company.footerHtml }}
          />
          <SocialLinks />
        </section>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footer.addressHeading")}</h2>
          <address>
            <ContactLines as="p" iconSize={18} />
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t("footer.hoursHeading")}</h2>
          <ul className="site-footer__hours">
            {company.openingHours.map((line) => (
              <li key={line}>
                <IconClock size={18} aria-hidden="true" /> {line}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.linksHeading")}</h2>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.id}>
                <Link to={localized(link.to)}>{linkName(link, t)}</Link>
              </li>
            ))}
          </ul>
          <h2 id="footer-language">{t("footer.languageHeading")}</h2>
          <LanguageSwitcher />
        </section>
      </div>
      <p className="site-footer__rights">
        {t("footer.rights", { year: new Date().getFullYear(), company: company.name })}
      </p>
    </footer>
  );
}
