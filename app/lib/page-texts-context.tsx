import { createContext, useContext } from "react";
import type { Language } from "~/i18n/languages";

/**
 * The texts of the page being shown (its loader's `texts`, in the visitor's
 * language: app/site/page-texts.server.ts), for the sections inside it, and
 * those of them shown in the fallback language (`fellBack`: their own
 * translation is empty). The page's component provides them; outside one (a
 * part rendered alone) they are empty.
 */
export type PageWords = {
  texts: Record<string, string>;
  fellBack: Record<string, Language>;
  /** The texts that are HTML the server rendered from rich text (the others are plain text). */
  html: readonly string[];
};

export const PageTextsContext = createContext<PageWords>({ texts: {}, fellBack: {}, html: [] });

export function usePageTexts(): Record<string, string> {
  return useContext(PageTextsContext).texts;
}

/** Whether a page text is HTML rendered on the server from rich text. */
export function usePageTextIsHtml(): (name: string) => boolean {
  const { html } = useContext(PageTextsContext);
  return (name) => html.includes(name);
}

/** Which language a page text is in when it is not the page's (see PageText), else undefined. */
export function usePageTextLanguage(): (name: string) => Language | undefined {
  const { fellBack } = useContext(PageTextsContext);
  return (name) => fellBack[name];
}
