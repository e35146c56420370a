import { usePageTexts, usePageTextLanguage } from "~/lib/page-texts-context";
import { InLanguage } from "./InLanguage";
import { RichText } from "./RichText";

/** One of the page's texts (PageTextsContext), marked with its language when an English one stands in. */
export function PageText({ name }: { name: string }) {
  const texts = usePageTexts();
  const languageOf = usePageTextLanguage();
  return <InLanguage shown={{ text: texts[name] ?? "", lang: languageOf(name) }} />;
}

/** One of the page's paragraphs (rich text, as the server rendered it), marked the same way. */
export function PageRichText({ name, id, className }: { name: string; id?: string; className?: string }) {
  const texts = usePageTexts();
  const languageOf = usePageTextLanguage();
  return <RichText html={texts[name] ?? ""} lang={languageOf(name)} id={id} className={className} />;
}
