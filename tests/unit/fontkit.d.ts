// fontkit ships no types; the test only checks glyph coverage.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font | { fonts: Font[] };
}
