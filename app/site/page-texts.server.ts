import { kindOf, singleTypes, type RichTextField, type SingleTypeName } from "~/content/content-types";
import { localizedText } from "~/content/localize";
import { renderRichText } from "~/content/rich-text.server";
import { readSingle } from "~/db/singles.server";
import type { Language } from "~/i18n/languages";

export type PageTypeName = Exclude<SingleTypeName, "companyFacts">;
/** A page's texts in one language: plain texts as written, rich ones as HTML (named in `html`: see PageText). */
export type PageTexts = Record<string, string>;
/** The texts shown in the fallback language (their own translation is empty), and which language that is. */
export type PageTextLanguages = Record<string, Language>;

/**
 * A page's texts as its visitors read them: each in their language (an empty
 * translation shows the English text, named in `fellBack` so the page can mark
 * it), paragraphs rendered to safe HTML here on the server, so the page
 * carries one language and no parser. `fill` replaces `{{name}}` placeholders
 * (the privacy page's retention months).
 */
export function pageTexts(
  name: PageTypeName,
  lang: Language,
  fill: Record<string, string> = {},
): { texts: PageTexts; fellBack: PageTextLanguages; html: string[] } {
  const record = readSingle(name);
  const texts: PageTexts = {};
  const fellBack: PageTextLanguages = {};
  const html: string[] = [];
  for (const [field, spec] of Object.entries(singleTypes[name].fields)) {
    const kind = kindOf(spec);
    const shown = kind.perLanguage ? localizedText(record, field, lang) : { text: record[field] ?? "" };
    let text = shown.text;
    for (const [placeholder, value] of Object.entries(fill))
      text = text.replaceAll(`{{${placeholder}}}`, value);
    texts[field] = kind.rendered ? renderRichText(text, spec as RichTextField) : text;
    if (kind.rendered) html.push(field);
    if ("lang" in shown && shown.lang) fellBack[field] = shown.lang;
  }
  return { texts, fellBack, html };
}
