import { createContext, useContext, useMemo, type ReactNode } from "react";
import { browserTranslatorFor } from "./i18n.client";
import { serverTranslatorFor } from "./i18n";
import type { Language } from "./languages";
import type { Translate } from "./translate";

/**
 * The translator for a language: i18next with every language on the server, the
 * loaded texts in the browser (the server-only branch is left out of the browser build).
 */
export function translatorFor(language: Language): Translate {
  return import.meta.env.SSR ? serverTranslatorFor(language) : browserTranslatorFor(language);
}

type Translation = { language: Language; t: Translate };
const TranslationContext = createContext<Translation | null>(null);

/** Gives the components below a language's texts: the entries (the detected language) and root's Layout. */
export function TranslationProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: translatorFor(language) }), [language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` for the page's language, and the language itself. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation needs a TranslationProvider above it");
  return translation;
}
