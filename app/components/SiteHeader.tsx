import { Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import { IconMail, IconMenu2, IconPhone, IconX } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useCompany } from "~/lib/use-company";
import { languageAttributes } from "~/i18n/languages";
import { localizeDigits } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { PhoneNumber } from "./PhoneNumber";
import { defaultMenuLinks, linkName, type Menus } from "~/site/navigation";
import { SocialLinks } from "./SocialLinks";
import { useLocalizedPath } from "~/i18n/localized-path";
import logoMark from "~/images/logo-mark.svg";

/**
 * The site's header. The page's script marks the bar once the page scrolls (app/enhance/scrolled-navbar.ts)
 * and adds the phone menu's closing rules (app/enhance/menu.ts).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const company = useCompany();
  const [mainPhone] = company.phones;

  const localized = useLocalizedPath();
  // The office's menu (app/site/menus.server.ts: no link to an empty home section); an error page
  // rendered without the public layout's data shows the usual one, every section's link included.
  const menu =
    useRouteLoaderData<{ menus?: Menus }>("routes/_site")?.menus?.header ?? defaultMenuLinks("header");
  // Section anchors of the home page are never "current"; pages are.
  const links = menu.map((link) => (
    <li key={link.id}>
      {link.to.includes("#") ? (
        <Link to={localized(link.to)}>{linkName(link, t)}</Link>
      ) : (
        <NavLink to={localized(link.to)} end>
          {linkName(link, t)}
        </NavLink>
      )}
    </li>
  ));

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <ul className="topbar__contact">
            {mainPhone && (
              <li>
                <a
                  href={mainPhone.href}
                  aria-label={`${t("header.callUs")}: ${localizeDigits(mainPhone.text, lang)}`}
                >
                  <IconPhone size={16} aria-hidden="true" />
                  <PhoneNumber phone={mainPhone.text} />
                </a>
              </li>
            )}
            <li>
              <a href={`mailto:${company.email}`} aria-label={`${t("header.emailUs")}: ${company.email}`}>
                <IconMail size={16} aria-hidden="true" />
                <span dir="ltr" className="topbar__email">
                  {company.email}
                </span>
              </a>
            </li>
          </ul>
          <SocialLinks className="topbar__social" />
        </div>
      </div>
      <div className="navbar">
        <nav className="container navbar__inner" aria-label={t("nav.label")}>
          <Link to={localized("/")} className="brand" aria-label={company.name}>
            <img src={logoMark} alt="" width="40" height="40" />
            <span className="brand__name" {...languageAttributes(company.fellBack.name)}>
              {company.name}
            </span>
          </Link>
          <ul className="navbar__links">{links}</ul>
          <LanguageSwitcher className="navbar__languages" />
          {/* <details> opens and closes the menu without JavaScript. */}
          <details className="mobile-menu">
            <summary aria-label={t("common.openMenu")}>
              <IconMenu2 className="mobile-menu__open" aria-hidden="true" />
              <IconX className="mobile-menu__close" aria-hidden="true" />
            </summary>
            <div className="mobile-menu__panel">
              <ul>{links}</ul>
              <LanguageSwitcher />
            </div>
          </details>
        </nav>
      </div>
    </header>
  );
}
