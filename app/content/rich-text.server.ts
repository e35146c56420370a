/**
 * Staff's paragraphs as HTML, rendered on the server (the parser never ships
 * to the browser): a small Markdown subset through markdown-it with raw HTML
 * off. Paragraphs (a blank line), line breaks, **bold**, *italic*, [links](…)
 * and lists ("- " at a line's start; "1. " numbers them); nothing else is read
 * as formatting (no headings, images, code, quotes or tables, which plain text
 * would trip over). Links lead only to https:, http:,
 * mailto: and tel: (SAFE_LINK, the same rule the form checks with); another
 * target stays plain text. A text with no formatting renders as the plain
 * paragraphs the site has always shown.
 */
import MarkdownIt from "markdown-it";
import { SAFE_LINK } from "./field-kinds";

const markdown = new MarkdownIt("zero", {
  html: false,
  breaks: true,
  linkify: false,
  typographer: false,
}).enable(["paragraph", "newline", "emphasis", "link", "autolink", "list", "escape", "entity", "text_join"]);
markdown.validateLink = (url) => SAFE_LINK.test(url);

// A link that leaves the site opens in a new tab, told apart for screen readers by the page's own text.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = tokens[index]!.attrGet("href") ?? "";
  if (/^https?:/i.test(href)) tokens[index]!.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The HTML of a text staff wrote (escaped and checked: safe to put in the page as it is). */
export function renderRichText(text: string): string {
  if (text.trim() === "") return "";
  return markdown.render(text);
}
