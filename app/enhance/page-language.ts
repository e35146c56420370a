import { isLanguage } from "~/i18n/languages";
import { currentPseudoMode, rememberPseudoMode } from "~/i18n/pseudo-mode";
import { rememberLanguage } from "~/i18n/remember-language";

/**
 * A page whose URL names its language remembers it, as the specification's local storage did (the
 * server never sets the cookie on a page: docs/decisions/022-shareable-pages.md). The pseudo-language's
 * mode (development and tests only) is remembered the same way.
 */
export function rememberPageLanguage() {
  const named = new URLSearchParams(window.location.search).get("lng");
  if (isLanguage(named)) rememberLanguage(named);
  rememberPseudoMode(currentPseudoMode());
}
