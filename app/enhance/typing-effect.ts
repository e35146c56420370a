import type Typed from "typed.js";
import { READING_TIME_MS } from "./typing-times";

/**
 * Loops an element through texts with typed.js, starting from the first text,
 * which the element already shows (the server's HTML) and has shown for its
 * reading time: it is erased at once, the next is typed, and so on, the first
 * one typed again after the last.
 */
export function typeThrough(
  TypedClass: typeof Typed,
  element: Element,
  texts: string[],
  speeds: { typeSpeed: number; backSpeed: number },
): Typed {
  const typed: Typed = new TypedClass(element, {
    ...speeds,
    // typed.js takes the element's own text as its first string, and erases it first.
    strings: texts.slice(1),
    loop: true,
    backDelay: READING_TIME_MS,
    // An empty contentType makes typed.js write textContent: banner texts come
    // from the back office and are never parsed as HTML.
    contentType: "",
    showCursor: false,
    // typed.js remembers where in that first text it started and, at every new
    // round, erases the first text from there instead of typing it: start each
    // round from nothing, so the first banner is typed whole like the others.
    // (It calls this without the instance, whatever its types say.)
    onLastStringBackspaced: () => {
      typed.strPos = 0;
    },
  });
  return typed;
}
