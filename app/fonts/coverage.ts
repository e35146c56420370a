/**
 * What the site's Kurdish and Arabic font covers (scripts/make-font.mjs makes it from this list): the
 * Arabic letters, marks and digits, the Sorani letters beyond them, Eastern Arabic and Persian digits,
 * and the joiners and direction marks. Text outside it (a Persian or Urdu letter in a visitor's
 * message) is drawn in the fallback font.
 */
export const SORANI_ARABIC_UNICODES: readonly string[] = [
  "U+0020",
  "U+00A0",
  "U+060C", // ، comma
  "U+061B", // ؛ semicolon
  "U+061F", // ؟ question mark
  "U+0621-063A", // hamza and the Arabic letters
  "U+0640-0655", // tatweel, the Arabic letters after it, vowel signs
  "U+0660-066D", // ٠-٩, percent, decimal and thousands separators, star
  "U+0670-0671", // superscript alef, alef wasla
  "U+067E", // پ
  "U+0686", // چ
  "U+0695", // ڕ
  "U+0698", // ژ
  "U+06A4", // ڤ
  "U+06A9", // ک
  "U+06AF", // گ
  "U+06B5", // ڵ
  "U+06BE", // ھ
  "U+06C0", // ۀ
  "U+06C6", // ۆ
  "U+06CC", // ی
  "U+06CE", // ێ
  "U+06D5", // ە
  "U+06F0-06F9", // ۰-۹
  "U+200C-200E", // zero-width non-joiner and joiner, left-to-right mark
  "U+2010-2011", // hyphens
];
