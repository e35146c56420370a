import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTexts } from "~/i18n/i18n.client";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";
import { TranslationProvider } from "~/i18n/translation";

// The server chose the language and wrote it on <html>; hydrate once its texts are here,
// so the first render matches the server's HTML (no missing keys, no other language).
const language = document.documentElement.dataset.lng;
const pageLanguage = isLanguage(language) ? language : fallbackLanguage;
void loadTexts(pageLanguage, window.location.pathname).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider language={pageLanguage}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
});
