import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined into every page's <head> instead of linked:
 * a phone on a slow line paints the page with its HTML instead of one round
 * trip later (docs/decisions/005-first-load.md). The server gives the text
 * (entry.server.tsx, from site-css.server.ts); the browser keeps what the
 * page arrived with, so the client bundle never carries the stylesheet.
 */
const SiteCssContext = createContext<string | undefined>(undefined);
export const SiteCssProvider = SiteCssContext.Provider;

const ELEMENT_ID = "site-css";
let cssInPage: string | undefined;

export function SiteStyles() {
  const fromServer = useContext(SiteCssContext);
  // Hydration renders the same text the page holds, so React finds nothing to change.
  const css = fromServer ?? (cssInPage ??= document.getElementById(ELEMENT_ID)?.textContent ?? "");
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
