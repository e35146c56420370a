export const SHORTEN_DEFAULT = 120;

/**
 * Cuts a text to at most `max` characters (whole characters, not UTF-16
 * halves), at the end of a word when there is one in the last third, and
 * appends an ellipsis when something was cut.
 */
export function shorten(text: string, max = SHORTEN_DEFAULT): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  const kept = characters.slice(0, max).join("");
  // The next character is a space: the cut already falls between words.
  const cutBetweenWords = /\s/.test(characters[max]!);
  const lastSpace = kept.search(/\s\S*$/);
  const atWord = cutBetweenWords || lastSpace < (max * 2) / 3 ? kept : kept.slice(0, lastSpace);
  return `${atWord.trimEnd().replace(/[\s,.;:،؛-]+$/u, "")}…`;
}
