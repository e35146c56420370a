import { languageAttributes, type ShownText } from "~/i18n/languages";

/**
 * A text that may be in another language than the page (an empty Kurdish or
 * Arabic translation shows the English one): then it sits in a <span> with
 * that language's `lang` and `dir`, so screen readers pronounce it right and
 * it runs left to right inside a right-to-left page. In the page's own
 * language it is the bare text. Where an element holds nothing but the text,
 * spreading `languageAttributes(shown.lang)` onto it does the same.
 */
export function InLanguage({ shown }: { shown: ShownText }) {
  if (shown.lang === undefined) return <>{shown.text}</>;
  return <span {...languageAttributes(shown.lang)}>{shown.text}</span>;
}
