/**
 * The hero's typing (loaded by site.ts once the first banner has been read). Each `.hero__typed`
 * element shows the first banner's text from the server's HTML; the texts it goes through are its
 * siblings that reserve the box's height (`.hero__typing-sizer`), in order.
 */
import Typed from "typed.js";
import { typeThrough } from "./typing-effect";
import { TYPING } from "./typing-times";

export function enhance(heroes: HTMLElement[]) {
  for (const hero of heroes) {
    for (const [typed, speeds] of [
      [hero.querySelector(".hero__title .hero__typed"), TYPING.title],
      [hero.querySelector(".hero__desc .hero__typed"), TYPING.desc],
    ] as const) {
      const texts = [...(typed?.parentElement?.querySelectorAll(".hero__typing-sizer") ?? [])].map(
        (sizer) => sizer.textContent ?? "",
      );
      if (typed && texts.length > 1) typeThrough(Typed, typed, texts, speeds);
    }
  }
}
