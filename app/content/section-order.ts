/**
 * A page's sections in the order visitors see them, each shown or hidden: the value of a `sections`
 * field (./field-kinds.ts; the home page's, types/home-page.ts). Pure: the field kind reads a posted
 * form with it, the back office's input and version page show it, the public page orders itself by it.
 *
 * Stored in one text column as the keys in their order, a hidden one marked with a leading "-":
 * `tiles,services,-process,technology,…`. Read tolerantly (a key the field no longer has is left out,
 * one it gained since is added at the end, shown; an empty value is the first order, all shown), so
 * an older value or a version saved before a section was added still reads as a whole list.
 */

export type SectionChoice<K extends string = string> = { key: K; shown: boolean };

const HIDDEN_MARK = "-";
const SEPARATOR = ",";

/** The form's names beside the field's own column (which sends the keys in their order, one input each). */
export const SECTION_INPUTS = {
  /** A ticked box per section shown (its value: the section's key). */
  shown: (column: string) => `${column}Shown`,
  /** The button that moves a section one place: `<key>:up` or `<key>:down`. */
  move: (column: string) => `${column}Move`,
};

export type SectionMove = "up" | "down";

/** The stored value of a whole list. */
export function storedSections(choices: readonly SectionChoice[]): string {
  return choices.map(({ key, shown }) => (shown ? key : `${HIDDEN_MARK}${key}`)).join(SEPARATOR);
}

/** Every section in the field's first order, all shown: what a new site (and one from before the field) has. */
export function firstSections<K extends string>(keys: readonly K[]): SectionChoice<K>[] {
  return keys.map((key) => ({ key, shown: true }));
}

/** A stored value as the whole list of the field's sections (see the module's comment for what is tolerated). */
export function parseSections<K extends string>(keys: readonly K[], stored: unknown): SectionChoice<K>[] {
  const text = typeof stored === "string" ? stored : "";
  const known = new Set<string>(keys);
  const seen = new Set<string>();
  const choices: SectionChoice<K>[] = [];
  for (const item of text.split(SEPARATOR)) {
    const trimmed = item.trim();
    const shown = !trimmed.startsWith(HIDDEN_MARK);
    const key = shown ? trimmed : trimmed.slice(HIDDEN_MARK.length);
    if (!known.has(key) || seen.has(key)) continue;
    seen.add(key);
    choices.push({ key: key as K, shown });
  }
  for (const key of keys) if (!seen.has(key)) choices.push({ key, shown: true });
  return choices;
}

/** The list with one section moved a place up or down (unchanged at that end, or for a key it lacks). */
export function moveSection<K extends string>(
  choices: readonly SectionChoice<K>[],
  key: string,
  move: SectionMove,
): SectionChoice<K>[] {
  const from = choices.findIndex((choice) => choice.key === key);
  const to = move === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= choices.length) return [...choices];
  const moved = [...choices];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** What a post said: the list (as well as it could be read), and the section a button moved. */
export type SectionsRead<K extends string = string> = {
  choices: SectionChoice<K>[];
  /** False for a list no form of ours sends: a key twice or unknown, one missing, a box or button for none. */
  valid: boolean;
  /** The section a move button moved, and its place now (from 1) among `total`. */
  moved?: { key: K; place: number; total: number };
};

const MOVE_VALUE = /^(.+):(up|down)$/;

/**
 * Reads the list from a posted form: the keys in their order (`column`, one value each), the ticked
 * boxes (`SECTION_INPUTS.shown`) and the move button pressed, if any (`SECTION_INPUTS.move`), applied.
 * Undefined when the post has none of them (a form without the field leaves it as it is).
 */
export function readSections<K extends string>(
  keys: readonly K[],
  form: FormData,
  column: string,
): SectionsRead<K> | undefined {
  const order = form.getAll(column);
  const ticked = form.getAll(SECTION_INPUTS.shown(column));
  const moves = form.getAll(SECTION_INPUTS.move(column));
  if (order.length === 0 && ticked.length === 0 && moves.length === 0) return undefined;
  const known = new Set<string>(keys);
  const strings = (values: FormDataEntryValue[]) =>
    values.filter((value): value is string => typeof value === "string");
  const orderKeys = strings(order);
  const tickedKeys = strings(ticked);
  const move = moves.length === 1 && typeof moves[0] === "string" ? MOVE_VALUE.exec(moves[0]) : null;
  const valid =
    orderKeys.length === order.length &&
    orderKeys.length === keys.length &&
    new Set(orderKeys).size === orderKeys.length &&
    orderKeys.every((key) => known.has(key)) &&
    tickedKeys.length === ticked.length &&
    new Set(tickedKeys).size === tickedKeys.length &&
    tickedKeys.every((key) => known.has(key)) &&
    (moves.length === 0 || (move !== null && known.has(move[1]!)));
  const shown = new Set(tickedKeys);
  // What was sent, as well as it reads: its known keys in their order, then any it left out, each
  // shown when its box was ticked.
  const choices = parseSections(keys, orderKeys.join(SEPARATOR)).map(({ key }) => ({
    key,
    shown: shown.has(key),
  }));
  if (!valid || !move) return { choices, valid };
  const key = move[1] as K;
  const moved = moveSection(choices, key, move[2] as SectionMove);
  return {
    choices: moved,
    valid,
    moved: { key, place: moved.findIndex((choice) => choice.key === key) + 1, total: moved.length },
  };
}
