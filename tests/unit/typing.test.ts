import Typed from "typed.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { typeThrough } from "~/enhance/typing-effect";
import { READING_TIME_MS, TYPING } from "~/enhance/typing-times";

/**
 * The hero's typing, run by the real typed.js against an element that records
 * every text it shows, on a fake clock: which banners are shown whole, in
 * which order, over two rounds.
 */
function fakeElement(initial: string) {
  const shown: string[] = [initial];
  const element = {
    tagName: "SPAN",
    get textContent() {
      return shown.at(-1)!;
    },
    set textContent(text: string) {
      if (shown.at(-1) !== text) shown.push(text);
    },
    getAttribute: () => null,
    setAttribute: () => undefined,
  };
  // A stand-in with only what typed.js touches (no DOM here), so not an Element to TypeScript.
  return { element: element as unknown as Element, shown };
}

/** The texts shown whole, each time one is reached (typed to its end, or the page's first). */
const wholeTexts = (shown: string[], texts: string[]) => shown.filter((text) => texts.includes(text));
/** Whether a text was typed (some shorter start of it came just before it), not just left standing. */
const typedIn = (shown: string[], text: string) =>
  shown.some(
    (state, index) =>
      state === text && index > 0 && text.startsWith(shown[index - 1]!) && shown[index - 1] !== text,
  );

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("document", {
    querySelector: () => null,
    createElement: () => ({}),
    head: { appendChild() {} },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the hero's typing", () => {
  it("goes on from the first banner to the others and back, typing each whole, round after round", () => {
    const banners = ["First banner", "Second one", "Third"];
    const { element, shown } = fakeElement(banners[0]!);
    const typed = typeThrough(Typed, element, banners, TYPING.title);
    vi.advanceTimersByTime(60_000);
    typed.destroy();
    expect(shown[0]).toBe("First banner"); // from the page, erased first
    expect(wholeTexts(shown, banners).slice(0, 7)).toEqual([...banners, ...banners, banners[0]]);
    // In the second round the first banner is typed like the others, not shown cut and erased.
    expect(typedIn(shown, "First banner")).toBe(true);
    // After an empty line typing starts with one letter (typed.js used to put back all but the last
    // letter of the first banner at each new round, and erase it again).
    const afterEmpty = shown.filter((_, index) => index > 0 && shown[index - 1] === "");
    expect(afterEmpty.length).toBeGreaterThanOrEqual(5);
    for (const text of afterEmpty) expect(text.length).toBe(1);
    expect(shown.indexOf("")).toBeGreaterThan(0);
  });

  it("with one banner, types it again whole after erasing it", () => {
    const { element, shown } = fakeElement("Only banner");
    const typed = typeThrough(Typed, element, ["Only banner"], TYPING.desc);
    vi.advanceTimersByTime(30_000);
    typed.destroy();
    expect(wholeTexts(shown, ["Only banner"]).length).toBeGreaterThanOrEqual(3);
    expect(typedIn(shown, "Only banner")).toBe(true);
  });

  it("erases the page's banner at once (it has been read), then keeps each typed one for its reading time", () => {
    const { element, shown } = fakeElement("First");
    const typed = typeThrough(Typed, element, ["First", "Second"], TYPING.title);
    vi.advanceTimersByTime(TYPING.title.backSpeed * 8 + TYPING.title.typeSpeed * 8);
    expect(shown.at(-1)).toBe("Second");
    const typedAt = shown.length;
    vi.advanceTimersByTime(READING_TIME_MS - 200);
    expect(shown.length).toBe(typedAt); // still whole
    vi.advanceTimersByTime(1000);
    typed.destroy();
    expect(shown.at(-1)).not.toBe("Second"); // being erased
  });
});
