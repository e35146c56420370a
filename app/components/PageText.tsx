import { languageAttributes } from "~/i18n/languages";
import { usePageTextIsHtml, usePageTexts, usePageTextLanguage } from "~/lib/page-texts-context";
import { InLanguage } from "./InLanguage";
import { RichText } from "./RichText";

/**
 * One of the page's short texts (PageTextsContext), marked with its language when an English one
 * stands in: plain text as written, or an inline rich text (an introduction's bold and links) as the
 * server rendered it.
 */
export function PageText({ name }: { name: string }) {
  const texts = usePageTexts();
  const languageOf = usePageTextLanguage();
  const isHtml = usePageTextIsHtml();
  const text = texts[name] ?? "";
  if (!isHtml(name)) return <InLanguage shown={{ text, lang: languageOf(name) }} />;
  return (
    <span
      className="rich-text-inline"
      {...languageAttributes(languageOf(name))}
      // Made on the server from the rich-text subset; nothing staff type reaches the page unescaped.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/** One of the page's paragraphs (rich text, as the server rendered it), marked the same way. */
export function PageRichText({ name, id, className }: { name: string; id?: string; className?: string }) {
  const texts = usePageTexts();
  const languageOf = usePageTextLanguage();
  return <RichText html={texts[name] ?? ""} lang={languageOf(name)} id={id} className={className} />;
}
