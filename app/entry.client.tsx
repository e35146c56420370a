import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { isBackOfficePath, loadAdminTexts } from "~/i18n/admin-texts";
import { initClientI18n } from "~/i18n/i18n.client";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";

// The server chose the language and wrote it on <html>; hydrate once its texts are here,
// so the first render matches the server's HTML (no missing keys, no other language).
const language = document.documentElement.dataset.lng;
const pageLanguage = isLanguage(language) ? language : fallbackLanguage;
void initClientI18n(pageLanguage)
  .then(() => (isBackOfficePath(window.location.pathname) ? loadAdminTexts(pageLanguage) : undefined))
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
