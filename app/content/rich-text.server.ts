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
 * A field with `images` also reads the image library's pictures, `![what it shows](image:<id>)`
 * (./library-references.ts), drawn through the caller's `pictures` (the server's library); a picture
 * the library no longer has is left out.
 */
import MarkdownIt, { type Token } from "markdown-it";
import { SAFE_LINK, type RichTextField } from "./field-kinds";
import { libraryIdOf } from "./library-references";

const RULES = [
  "paragraph",
  "newline",
  "emphasis",
  "link",
  "autolink",
  "list",
  "escape",
  "entity",
  "text_join",
];

// A link that leaves the site opens in a new tab, told apart for screen readers by the page's own text.
function linksOpenSafely(parser: MarkdownIt): void {
  const defaultLinkOpen =
    parser.renderer.rules.link_open ??
    ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  parser.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const href = tokens[index]!.attrGet("href") ?? "";
    if (/^https?:/i.test(href)) tokens[index]!.attrSet("rel", "noopener noreferrer");
    return defaultLinkOpen(tokens, index, options, env, self);
  };
}

/** The subset's parser; `headings` (a page's body) and `images` (library pictures) add their rules. */
function parserFor(options: { headings?: boolean; images?: boolean }): MarkdownIt {
  const parser = new MarkdownIt("zero", { html: false, breaks: true, linkify: false, typographer: false });
  parser.enable(options.headings ? [...RULES, "heading"] : RULES);
  parser.validateLink = (url) => SAFE_LINK.test(url);
  linksOpenSafely(parser);
  // Only h2 and h3: the page's title is its one h1, and deeper levels would skip one.
  if (options.headings)
    parser.core.ruler.push("heading_levels", (state) => {
      for (const token of state.tokens)
        if (token.type === "heading_open" || token.type === "heading_close")
          token.tag = token.tag === "h1" || token.tag === "h2" ? "h2" : "h3";
    });
  return options.images ? readPictures(parser) : parser;
}

/** A library picture as a text shows it: its public address, copies, size and description. */
export type TextPicture = {
  src: string;
  /** The WebP copies (`srcset`), when the file has them. */
  srcset?: string;
  width?: number;
  height?: number;
  /** The library's description in the text's language ("" when none is written). */
  alt: string;
};
/** Finds a library item's picture by its id (the server's library; nothing in the admin's preview of a draft). */
export type PictureLookup = (id: string) => TextPicture | undefined;

const escape = new MarkdownIt().utils.escapeHtml;
/** The `sizes` of a picture in a text: the reading column on a computer, the whole width on a phone. */
const TEXT_PICTURE_SIZES = "(min-width: 900px) 760px, 100vw";

function pictureHtml(picture: TextPicture, alt: string): string {
  const size = picture.width && picture.height ? ` width="${picture.width}" height="${picture.height}"` : "";
  const img = `<img src="${escape(picture.src)}" alt="${escape(alt)}"${size} loading="lazy" decoding="async">`;
  if (!picture.srcset) return `<span class="rich-text__picture">${img}</span>`;
  return `<picture class="rich-text__picture"><source type="image/webp" srcset="${escape(picture.srcset)}" sizes="${TEXT_PICTURE_SIZES}">${img}</picture>`;
}

/** The image rule of a parser that reads pictures: the library's, looked up through `env.pictures`. */
function readPictures(parser: MarkdownIt): MarkdownIt {
  parser.enable("image");
  const validate = parser.validateLink;
  parser.validateLink = (url) => validate(url) || libraryIdOf(url) !== undefined;
  // A link (not a picture) to `image:…` is no link: its words stay as text.
  const linkOpen = parser.renderer.rules.link_open!;
  const linkClose =
    parser.renderer.rules.link_close ??
    ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  parser.renderer.rules.link_open = (tokens, index, options, env, self) =>
    libraryIdOf(tokens[index]!.attrGet("href") ?? "") ? "" : linkOpen(tokens, index, options, env, self);
  parser.renderer.rules.link_close = (tokens, index, options, env, self) => {
    // The matching open is the nearest link_open before this close at the same level.
    for (let i = index - 1; i >= 0; i--) {
      const token = tokens[i]!;
      if (token.type === "link_open" && token.level === tokens[index]!.level)
        return libraryIdOf(token.attrGet("href") ?? "") ? "" : linkClose(tokens, index, options, env, self);
    }
    return linkClose(tokens, index, options, env, self);
  };
  parser.renderer.rules.image = (tokens, index, options, env: { pictures?: PictureLookup }, self) => {
    const token = tokens[index]!;
    const id = libraryIdOf(token.attrGet("src") ?? "");
    const picture = id ? env.pictures?.(id) : undefined;
    if (!picture) return "";
    const written = self.renderInlineAsText(token.children ?? [], options, env).trim();
    return pictureHtml(picture, written || picture.alt);
  };
  return parser;
}

/** How a field's line breaks read (RichTextField.linesAreParagraphs), and whether it is one inline text. */
export type RichTextOptions = Pick<RichTextField, "linesAreParagraphs" | "inline" | "headings" | "images">;

// One parser per combination, made once.
const parsers = new Map<string, MarkdownIt>();
function parserOf(options: RichTextOptions): MarkdownIt {
  const key = `${options.headings ? "h" : ""}${options.images ? "i" : ""}`;
  let parser = parsers.get(key);
  if (!parser) parsers.set(key, (parser = parserFor(options)));
  return parser;
}

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

/**
 * The HTML of a text staff wrote (escaped and checked: safe to put in the page as it is). `pictures`
 * finds the library's pictures a field with `images` shows; without it they are left out.
 */
export function renderRichText(
  text: string,
  options: RichTextOptions = {},
  pictures?: PictureLookup,
): string {
  if (text.trim() === "") return "";
  // Inline: the same subset without the block rules (a "- " stays a dash, no <p> around it).
  if (options.inline) return parserOf({}).renderInline(text);
  return parserOf(options).render(source(text, options), { pictures });
}

/** The library items a text shows (to check they exist when it is saved, and to find where one is used). */
export function picturesIn(text: string, options: RichTextOptions): string[] {
  if (!options.images || text.trim() === "") return [];
  const ids: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "image") {
        const id = libraryIdOf(token.attrGet("src") ?? "");
        if (id) ids.push(id);
      }
      walk(token.children ?? []);
    }
  };
  walk(parserOf(options).parse(source(text, options), {}));
  return [...new Set(ids)];
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
  const parser = parserOf(options.inline ? {} : options);
  walk(options.inline ? parser.parseInline(text, {}) : parser.parse(source(text, options), {}));
  endLine();
  return lines.join("\n");
}
