import { Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import { IconMail, IconMenu2, IconPhone, IconX } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { useCompany } from "~/lib/use-company";
import { languageAttributes } from "~/i18n/languages";
import { localizeDigits } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { PhoneNumber } from "./PhoneNumber";
import { mainNavigation, type HomeSectionsShown } from "~/site/navigation";
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
  // Section anchors of the home page are never "current"; pages are.
  // No link to a home section that is left out for want of records (an error page shows them all).
  const homeSections = useRouteLoaderData<{ homeSections?: HomeSectionsShown }>("routes/_site")?.homeSections;
  const shownLinks = mainNavigation.filter(({ section }) => !section || homeSections?.[section] !== false);
  const links = shownLinks.map(({ to, label }) => (
    <li key={to}>
      {to.includes("#") ? (
        <Link to={localized(to)}>{t(label)}</Link>
      ) : (
        <NavLink to={localized(to)} end>
          {t(label)}
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
