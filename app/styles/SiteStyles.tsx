import { createContext, useContext } from "react";
import siteCssUrl from "./app.css?url";

/**
 * The site's stylesheet, inlined into every public page's <head> instead of linked: a phone on a slow
 * line paints the page with its HTML instead of one round trip later (docs/decisions/005-first-load.md).
 * The server gives the text (entry.server.tsx, from site-css.server.ts); the browser keeps what the
 * page arrived with, so the client bundle never carries the stylesheet. The back office links the file
 * instead (null from the server): staff open page after page, the browser keeps the file for a year,
 * and a page rendered for one person is not made larger by the whole stylesheet to compress on every
 * request (docs/decisions/028-cached-route-matching.md).
 */
const SiteCssContext = createContext<string | null | undefined>(undefined);
export const SiteCssProvider = SiteCssContext.Provider;

const ELEMENT_ID = "site-css";
let cssInPage: string | undefined;

export function SiteStyles() {
  const fromServer = useContext(SiteCssContext);
  // Hydration renders what the page holds, so React finds nothing to change. A page that arrived with
  // the link (the back office) keeps linking, on a public page reached from it too.
  const css =
    fromServer !== undefined ? fromServer : (cssInPage ??= document.getElementById(ELEMENT_ID)?.textContent);
  if (css === null || css === undefined) return <link rel="stylesheet" href={siteCssUrl} />;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
