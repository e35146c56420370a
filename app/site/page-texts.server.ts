import { kindOf, singleTypes, type SingleTypeName } from "~/content/content-types";
import { localized } from "~/content/localize";
import { renderRichText } from "~/content/rich-text.server";
import { readSingle } from "~/db/singles.server";
import type { Language } from "~/i18n/languages";

export type PageTypeName = Exclude<SingleTypeName, "companyFacts">;
/** A page's texts in one language: plain texts as written, rich ones as HTML (see RichText). */
export type PageTexts = Record<string, string>;

/**
 * A page's texts as its visitors read them: each in their language (an empty
 * translation shows the English text), paragraphs rendered to safe HTML here
 * on the server, so the page carries one language and no parser. `fill`
 * replaces `{{name}}` placeholders (the privacy page's retention months).
 */
export function pageTexts(name: PageTypeName, lang: Language, fill: Record<string, string> = {}): PageTexts {
  const record = readSingle(name);
  const texts: PageTexts = {};
  for (const [field, spec] of Object.entries(singleTypes[name].fields)) {
    const kind = kindOf(spec);
    let text = kind.perLanguage ? localized(record, field, lang) : (record[field] ?? "");
    for (const [placeholder, value] of Object.entries(fill))
      text = text.replaceAll(`{{${placeholder}}}`, value);
    texts[field] = kind.rendered ? renderRichText(text) : text;
  }
  return texts;
}
