import type { PseudoMode } from "./pseudo-mode";

/**
 * The pseudo-language's texts (docs/decisions/034-pseudo-language.md): an interface text as the
 * pseudo mode shows it. "Save changes" becomes "⟦Šåṽé çĥåñĝéš öñé ţ⟧":
 *
 * - every Latin letter accented, so that English a page shows without translating stands out;
 * - lengthened by 40 % with filler words, as long as Kurdish or Arabic often are, so that a box too
 *   narrow for a translation shows it;
 * - between ⟦ and ⟧, so that a test sees where each text starts and ends, and which text a page cut;
 * - in the `rtl` mode each word is written right to left (Unicode's right-to-left override between
 *   right-to-left marks), so that a page in it reads, and is laid out, as a right-to-left language.
 *
 * `{{placeholders}}`, tags, entities, link targets, URLs and e-mail addresses are kept as they are, so
 * the values are filled in afterwards and markup still works. A text with no letters outside those
 * (`{{count}}`, `{{field}} ({{language}})`) is left alone: it has nothing to translate.
 *
 * The server and the browser both call this on the text of the key before filling in its values, so
 * a page hydrates onto the same characters. Loaded in the browser only on a page in the pseudo mode.
 */

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const LOWER = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž";
const UPPER = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const ACCENTED = new Map<string, string>();
for (let index = 0; index < 26; index++) {
  ACCENTED.set(String.fromCharCode(97 + index), LOWER[index]!);
  ACCENTED.set(String.fromCharCode(65 + index), UPPER[index]!);
}

/** What a text keeps as it is: placeholders, tags, entities, Markdown link targets, URLs, e-mail addresses. */
const KEPT =
  /\{\{.+?\}\}|<[^<>]*>|&#?\w+;|\]\([^)]*\)|(?:https?:\/\/|mailto:|tel:)[^\s<>()]+|[^\s@<>()[\]]+@[^\s@<>()[\]]+\.\w+/g;

/** Filler that lengthens a text: words, so that a long text wraps as a translation would. */
const FILLER = " öñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ";
/** How much longer a text becomes (the markers not counted): as much as Kurdish or Arabic often are. */
const LENGTHENING = 0.4;

const RLM = "\u200F";
const RLO = "\u202E";
const PDF = "\u202C";

/** Every Latin letter of a text accented (å for a, É for E), what KEPT matches left as it is. */
export function accented(text: string): string {
  return eachWordSegment(text, (segment) => segment.replace(/[A-Za-z]/g, (letter) => ACCENTED.get(letter)!));
}

/** The parts of a text outside what KEPT matches, each given to `change`. */
function eachWordSegment(text: string, change: (segment: string) => string): string {
  let result = "";
  let at = 0;
  for (const match of text.matchAll(KEPT)) {
    result += change(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return result + change(text.slice(at));
}

/** Each word (a run of letters) written right to left, between right-to-left marks. */
const rightToLeft = (segment: string) =>
  segment.replace(/\p{L}+/gu, (word) => `${RLM}${RLO}${word}${PDF}${RLM}`);

/** The filler for a text `length` characters long: LENGTHENING of it (two characters at least), a space first. */
function filler(length: number): string {
  let added = "";
  for (
    let index = 0;
    added.length < Math.max(2, Math.ceil(length * LENGTHENING)) || added.endsWith(" ");
    index++
  )
    added += FILLER[index % FILLER.length];
  return added;
}

const made: Record<PseudoMode, Map<string, string>> = { accented: new Map(), rtl: new Map() };

/** An interface text in the pseudo-language (see above); made once per text and mode. */
export function pseudoText(text: string, mode: PseudoMode): string {
  let pseudo = made[mode].get(text);
  if (pseudo !== undefined) return pseudo;
  // What a reader reads of the text: without placeholders, tags, links.
  const shown = text.replace(KEPT, "");
  if (!/\p{L}/u.test(shown)) {
    pseudo = text;
  } else {
    const core = text.trimEnd();
    const padded = accented(core) + filler(shown.trim().length);
    const body = mode === "rtl" ? eachWordSegment(padded, rightToLeft) : padded;
    pseudo = `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}${text.slice(core.length)}`;
  }
  made[mode].set(text, pseudo);
  return pseudo;
}
