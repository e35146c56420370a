export const SHORTEN_DEFAULT = 120;

/**
 * Cuts a text to at most `max` characters (whole characters, not UTF-16
 * halves) and appends an ellipsis when something was cut.
 */
export function shorten(text: string, max = SHORTEN_DEFAULT): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}
