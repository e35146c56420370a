/**
 * A text put into a sentence of another direction, isolated as <bdi> would isolate it, but as plain
 * text (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), so it also works inside an
 * interpolated translation or an attribute: an English title in an Arabic sentence keeps its
 * punctuation on its own side and does not reorder the words around it.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
