/**
 * Staff's paragraphs as HTML, rendered on the server (the parser never ships
 * to the browser): a small Markdown subset through markdown-it with raw HTML
 * off. Paragraphs (a blank line), line breaks, **bold**, *italic*, [links](…)
 * and lists ("- " at a line's start; "1. " numbers them); nothing else is read
 * as formatting (no headings, images, code, quotes or tables, which plain text
 * would trip over). Links lead only to https:, http:,
 * mailto: and tel: (SAFE_LINK, the same rule the form checks with); another
 * target stays plain text. A text with no formatting renders as the plain
 * paragraphs the site has always shown. A field with `headings` (a page's body) also reads `## ` and
 * `### ` lines as headings: h2 and h3, under the page's own h1 (`# ` is an h2 too, `####…` an h3).
 * Images are not read yet (they wait for a library of the site's own images: issue 32).
 */
import MarkdownIt, { type Token } from "markdown-it";
import { SAFE_LINK, type RichTextField } from "./field-kinds";

const markdown = new MarkdownIt("zero", {
  html: false,
  breaks: true,
  linkify: false,
  typographer: false,
}).enable(["paragraph", "newline", "emphasis", "link", "autolink", "list", "escape", "entity", "text_join"]);
markdown.validateLink = (url) => SAFE_LINK.test(url);

/** The same subset with headings, for a page's body. */
const withHeadings = new MarkdownIt("zero", {
  html: false,
  breaks: true,
  linkify: false,
  typographer: false,
}).enable([
  "paragraph",
  "newline",
  "emphasis",
  "link",
  "autolink",
  "list",
  "escape",
  "entity",
  "text_join",
  "heading",
]);
withHeadings.validateLink = markdown.validateLink;
// Only h2 and h3: the page's title is its one h1, and deeper levels would skip one.
withHeadings.core.ruler.push("heading_levels", (state) => {
  for (const token of state.tokens)
    if (token.type === "heading_open" || token.type === "heading_close")
      token.tag = token.tag === "h1" || token.tag === "h2" ? "h2" : "h3";
});

// A link that leaves the site opens in a new tab, told apart for screen readers by the page's own text.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = tokens[index]!.attrGet("href") ?? "";
  if (/^https?:/i.test(href)) tokens[index]!.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, index, options, env, self);
};
withHeadings.renderer.rules.link_open = markdown.renderer.rules.link_open;

/** How a field's line breaks read (RichTextField.linesAreParagraphs), and whether it is one inline text. */
export type RichTextOptions = Pick<RichTextField, "linesAreParagraphs" | "inline" | "headings">;

const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])\s/;

/**
 * A text whose every line was shown as a paragraph of its own (services'
 * descriptions, split on line breaks before they were rich text) as Markdown
 * that keeps that: a blank line between two lines, except between the items
 * of one list.
 */
function linesToParagraphs(text: string): string {
  const lines = text.split("\n");
  return lines
    .map((line, index) =>
      index > 0 && !(LIST_ITEM.test(line) && LIST_ITEM.test(lines[index - 1]!)) ? `\n${line}` : line,
    )
    .join("\n");
}

const source = (text: string, options: RichTextOptions) =>
  options.linesAreParagraphs ? linesToParagraphs(text) : text;

/** The HTML of a text staff wrote (escaped and checked: safe to put in the page as it is). */
export function renderRichText(text: string, options: RichTextOptions = {}): string {
  if (text.trim() === "") return "";
  // Inline: the same subset without the block rules (a "- " stays a dash, no <p> around it).
  if (options.inline) return markdown.renderInline(text);
  return (options.headings ? withHeadings : markdown).render(source(text, options));
}

/**
 * What a rich text says, without its formatting: for places that take plain
 * text (a card's excerpt, a meta description, JSON-LD). Each paragraph and
 * list item on a line of its own; a link is its words; `**` and `*` are gone
 * and an escaped character is the character.
 */
export function richTextToPlain(text: string, options: RichTextOptions = {}): string {
  const lines: string[] = [];
  let line = "";
  const endLine = () => {
    if (line.trim() !== "") lines.push(line.trim());
    line = "";
  };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "inline") walk(token.children ?? []);
      else if (token.type === "text") line += token.content;
      else if (token.type === "softbreak" || token.type === "hardbreak") endLine();
      else if (["paragraph_close", "list_item_close", "heading_close"].includes(token.type)) endLine();
    }
  };
  const parser = options.headings ? withHeadings : markdown;
  walk(options.inline ? parser.parseInline(text, {}) : parser.parse(source(text, options), {}));
  endLine();
  return lines.join("\n");
}
