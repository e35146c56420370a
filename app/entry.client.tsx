import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPseudoTexts, loadTexts } from "~/i18n/i18n.client";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";
import { currentPseudoMode } from "~/i18n/pseudo-mode";
import { TranslationProvider } from "~/i18n/translation";

/**
 * Reads the page's loader data (the single-fetch stream at the end of the HTML) before hydrating.
 * RemixBrowser reads it in its first render and suspends until it has; React 18 cannot suspend a
 * hydration that a tap or a key press forces to finish at once, and throws "Root did not complete"
 * (error 345) if one comes before that first render. Called once here, RemixBrowser starts the read
 * and throws its promise before it uses any hook, so hydration begins with the data in hand
 * (docs/decisions/029-hydrate-after-loader-data.md).
 */
async function loaderDataRead(): Promise<void> {
  if (!window.__remixContext.stream) return;
  try {
    RemixBrowser({});
  } catch (reading) {
    if (reading instanceof Promise) return reading.then(() => undefined);
    throw reading;
  }
}

// The server chose the language and wrote it on <html>; hydrate once its texts are here,
// so the first render matches the server's HTML (no missing keys, no other language).
// A page in the pseudo-language (development and tests only) says so on <html data-pseudo>.
const language = document.documentElement.dataset.lng;
const pageLanguage = isLanguage(language) ? language : fallbackLanguage;
const pseudo = currentPseudoMode();
void Promise.all([
  loadTexts(pageLanguage, window.location.pathname),
  loaderDataRead(),
  pseudo ? loadPseudoTexts(pseudo) : undefined,
]).then(() => {
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
