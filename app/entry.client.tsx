import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/i18n/i18n";
import { fallbackLanguage } from "~/i18n/languages";

// The server chose the language and wrote it on <html>; translations are bundled.
void i18next
  .use(initReactI18next)
  .init({ ...i18nOptions, lng: document.documentElement.dataset.lng ?? fallbackLanguage })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
