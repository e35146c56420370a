/**
 * The pseudo-language's switch (docs/decisions/034-pseudo-language.md): a way of rendering the
 * interface texts, for development and tests, never a language of the site. This module is what every
 * page carries of it (a few bytes); the texts' transformation is in pseudo.ts, loaded only when used.
 *
 * - `accented`: every interface text accented, lengthened and between ⟦ ⟧;
 * - `rtl`: the same, each word written right to left, and the page laid out right to left.
 */
import { rawCookieValue } from "./language-cookie";

export const PSEUDO_MODES = ["accented", "rtl"] as const;
export type PseudoMode = (typeof PSEUDO_MODES)[number];

/** `?pseudo=accented`, `?pseudo=rtl`; `?pseudo=off` ends it. */
export const PSEUDO_PARAM = "pseudo";
/** Remembers the mode between pages (set by the page's script, so links and forms keep it). */
export const PSEUDO_COOKIE = "pseudo";

export function isPseudoMode(value: unknown): value is PseudoMode {
  return typeof value === "string" && (PSEUDO_MODES as readonly string[]).includes(value);
}

/**
 * Where the server keeps the request being rendered in a pseudo mode: an AsyncLocalStorage made by
 * app/server/pseudo-language.server.ts, only when the mode may be used, holding the mode and the
 * texts' transformation (pseudo.ts, which the browser's bundle must not carry: it loads it only on a
 * page in the mode). It is found through a global name because this module is shared with the browser
 * (it cannot import Node's module) and because the development server may load a fresh copy of this
 * module after an edit.
 */
export const REQUEST_PSEUDO_MODE = Symbol.for("site.pseudo-language.request");
export type RequestPseudoMode = { mode: PseudoMode; text: (text: string) => string };

/** On the server: the pseudo mode of the request being rendered and its texts, or null. */
export function requestPseudoMode(): RequestPseudoMode | null {
  const store = (globalThis as { [REQUEST_PSEUDO_MODE]?: { getStore(): RequestPseudoMode | undefined } })[
    REQUEST_PSEUDO_MODE
  ];
  return store?.getStore() ?? null;
}

let pageMode: PseudoMode | null | undefined;

/**
 * The pseudo mode of the page being rendered, or null (always null for visitors): on the server the
 * request's, in the browser what the server wrote on `<html data-pseudo>`.
 */
export function currentPseudoMode(): PseudoMode | null {
  if (import.meta.env.SSR) return requestPseudoMode()?.mode ?? null;
  if (pageMode === undefined) {
    const written = document.documentElement.dataset.pseudo;
    pageMode = isPseudoMode(written) ? written : null;
  }
  return pageMode;
}

/**
 * In the browser, once a page is shown: the cookie holds the page's mode, or is removed on a page
 * without one (`?pseudo=off`), so that the pages after it, and the data of a navigation, keep the mode.
 */
export function rememberPseudoMode(mode: PseudoMode | null): void {
  // As the language (remember-language.ts): the Cookie Store does not hold the page's script.
  if ("cookieStore" in window) {
    void cookieStore
      .get(PSEUDO_COOKIE)
      .then((cookie) => {
        const remembered = cookie?.value ?? null;
        if (mode !== null && remembered !== mode)
          return cookieStore.set({ name: PSEUDO_COOKIE, value: mode, path: "/", sameSite: "lax" });
        if (mode === null && remembered !== null)
          return cookieStore.delete({ name: PSEUDO_COOKIE, path: "/" });
      })
      .catch(() => undefined);
    return;
  }
  const remembered = rawCookieValue(document.cookie, PSEUDO_COOKIE);
  if (mode !== null && remembered !== mode)
    document.cookie = `${PSEUDO_COOKIE}=${mode}; Path=/; SameSite=Lax`;
  if (mode === null && remembered !== null)
    document.cookie = `${PSEUDO_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
