import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useLanguage } from "~/i18n/use-language";
import { languages, supportedLanguages } from "~/i18n/languages";
import { setLanguageHref } from "~/i18n/remember-language";
import { isTrackingParameter } from "~/lib/tracking";

/**
 * Plain links to the same page in another language, through the server's `/set-language` step: it
 * remembers the choice in the `lng` cookie and redirects to the page's explicit-language address, with
 * or without JavaScript (the pages themselves never set a cookie: their bytes are the same for everyone).
 * They keep the page's own query (a list's page, the back office's filters), not tracking parameters
 * from the link the visitor came by.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name === "lng" || isTrackingParameter(name)) params.delete(name);
  const query = params.toString();
  const here = `${pathname}${query ? `?${query}` : ""}${hash}`;
  return (
    <ul className={`language-switcher ${className ?? ""}`} aria-label={t("common.language")}>
      {supportedLanguages.map((code) => (
        <li key={code}>
          <a
            href={setLanguageHref(code, here)}
            hrefLang={languages[code].htmlLang}
            lang={languages[code].htmlLang}
            aria-current={code === current ? "true" : undefined}
          >
            {languages[code].nativeName}
          </a>
        </li>
      ))}
    </ul>
  );
}
