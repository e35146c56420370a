import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useLanguage } from "~/i18n/use-language";
import { languages, supportedLanguages } from "~/i18n/languages";
import { isTrackingParameter } from "~/lib/tracking";

/**
 * Plain links that reload the same page in another language: they work
 * without JavaScript, and the server answers with the right <html lang dir>.
 * They keep the page's own query (a list's page, the back office's filters),
 * not tracking parameters from the link the visitor came by.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const hrefFor = (code: string) => {
    const params = new URLSearchParams(search);
    for (const name of [...params.keys()]) if (isTrackingParameter(name)) params.delete(name);
    params.set("lng", code);
    return `${pathname}?${params.toString()}${hash}`;
  };
  return (
    <ul className={`language-switcher ${className ?? ""}`} aria-label={t("common.language")}>
      {supportedLanguages.map((code) => (
        <li key={code}>
          <a
            href={hrefFor(code)}
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
