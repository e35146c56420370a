/**
 * How a rich text names a picture of the image library (docs/decisions/043-image-library.md):
 * Markdown's image, `![what it shows](image:<item id>)`, the description optional (empty: the
 * library's). The code staff copy from an item's page, and what they may paste into an image field
 * instead of choosing a file. Shared by the form's checks, the renderer and the library: no imports.
 */

export const LIBRARY_SCHEME = "image:";
const ID = "[A-Za-z0-9_-]{1,64}";
const TARGET = new RegExp(`^${LIBRARY_SCHEME}(${ID})$`);

/** What a text holds where it names this item: found with `instr`, never confused with a longer id. */
export const libraryReference = (id: string) => `(${LIBRARY_SCHEME}${id})`;

/** How every libraryReference starts: a text without it names no item. */
export const LIBRARY_REFERENCE_START = `(${LIBRARY_SCHEME}`;
const REFERENCES = new RegExp(`\\(${LIBRARY_SCHEME}(${ID})\\)`, "g");

/** The ids a text names: those whose libraryReference it holds (as `instr` would find it), each once. */
export function libraryIdsIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(REFERENCES), (match) => match[1]!))];
}

/** The code an item's page offers to copy into a text. */
export const librarySnippet = (id: string) => `![](${LIBRARY_SCHEME}${id})`;

/**
 * What goes between `start` and `end` of a text to put a snippet there as a paragraph of its own (the
 * picker's insert): the snippet, with the line breaks that part it from the text before and after.
 */
export function snippetOnItsOwn(text: string, start: number, end: number, snippet: string): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return `${lead}${snippet}${trail}`;
}

/** The item a Markdown image's target names, or undefined for any other target. */
export function libraryIdOf(target: string): string | undefined {
  return TARGET.exec(target)?.[1];
}

/**
 * The item a code pasted into an image field names: the snippet as copied, `image:<id>` or the bare id.
 * Anything else is undefined (the form says the code is not one of the library's).
 */
export function libraryIdInCode(code: string): string | undefined {
  const text = code.trim();
  const snippet = /^!\[[^\]]*\]\(([^)\s]+)\)$/.exec(text);
  const target = snippet ? snippet[1]! : text;
  return libraryIdOf(target) ?? (new RegExp(`^${ID}$`).test(target) ? target : undefined);
}
