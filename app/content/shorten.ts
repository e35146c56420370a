export const SHORTEN_DEFAULT = 120;

/**
 * Cuts a text to at most `max` characters (whole characters, not UTF-16
 * halves) and appends an ellipsis when something was cut. The cut falls
 * between words: at the last space within the limit, with the punctuation
 * before it dropped ("from your…", never "from your bra…"). Only a single
 * word longer than the limit is cut inside.
 */
export function shorten(text: string, max = SHORTEN_DEFAULT): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  const head = characters.slice(0, max + 1).join(""); // one more: is the cut right before a space?
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : characters.slice(0, max).join("");
  return `${cut.replace(/[\s.,;:!?،؛…\-–—]+$/u, "")}…`;
}
