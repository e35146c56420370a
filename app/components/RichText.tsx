import { languageAttributes, type Language } from "~/i18n/languages";

/**
 * A text staff wrote in the rich-text fields, as the server rendered it
 * (app/content/rich-text.server.ts: raw HTML off, only safe links): its
 * paragraphs, lists and links. The wrapper adds no space of its own. `lang`:
 * the text is in another language than the page (an empty translation fell
 * back), marked as such (see InLanguage).
 */
export function RichText({
  html,
  lang,
  dir,
  className,
  id,
}: {
  html: string;
  lang?: Language;
  /** "auto": a record's text, which takes the direction of its first letters (as before it was rich text). */
  dir?: "auto";
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={className ? `rich-text ${className}` : "rich-text"}
      dir={dir}
      {...languageAttributes(lang)}
      // Made on the server from the rich-text subset; nothing staff type reaches the page unescaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
