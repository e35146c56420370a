import { createContext, useContext } from "react";

/**
 * The texts of the page being shown (its loader's `texts`, in the visitor's
 * language: app/site/page-texts.server.ts), for the sections inside it. The
 * page's component provides them; outside one (a part rendered alone) they
 * are empty.
 */
export const PageTextsContext = createContext<Record<string, string>>({});

export function usePageTexts(): Record<string, string> {
  return useContext(PageTextsContext);
}
