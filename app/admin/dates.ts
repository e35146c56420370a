import { site } from "~/config/site";
import { numberingSystem } from "~/i18n/digits";
import { languages, type Language } from "~/i18n/languages";

/**
 * How the back office writes a moment: in the company's time zone and the
 * language's digits (ckb defaults to Eastern digits, ar to Western; see
 * docs/decisions/digits.md).
 */
export function adminDateFormat(
  lang: Language,
  dateStyle: "medium" | "full" = "medium",
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(languages[lang].htmlLang, {
    dateStyle,
    timeStyle: "short",
    timeZone: site.timeZone,
    numberingSystem: numberingSystem(lang),
  });
}
