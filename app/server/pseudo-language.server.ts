import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "~/config/env.server";
import { rawCookieValue } from "~/i18n/language-cookie";
import {
  isPseudoMode,
  PSEUDO_COOKIE,
  PSEUDO_PARAM,
  REQUEST_PSEUDO_MODE,
  type PseudoMode,
  type RequestPseudoMode,
} from "~/i18n/pseudo-mode";
import { pseudoText } from "~/i18n/pseudo";

/**
 * The pseudo-language on the server (docs/decisions/034-pseudo-language.md): a request's mode, and
 * the render that uses it. Honoured by the development server, and by a production build only when
 * PSEUDO_LANGUAGE=1 (the browser tests' servers): anywhere else `?pseudo=` and the cookie mean nothing.
 */
export function pseudoLanguageAllowed(mode: "development" | "production"): boolean {
  return mode === "development" || env().PSEUDO_LANGUAGE;
}

/** The mode a request asks for: `?pseudo=` first (`off`, or anything else, ends it), then the cookie. */
export function requestedPseudoMode(url: string, cookie: string | undefined): PseudoMode | null {
  const queryAt = url.indexOf("?");
  const named = queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt)).get(PSEUDO_PARAM);
  if (named !== null) return isPseudoMode(named) ? named : null;
  const remembered = rawCookieValue(cookie ?? null, PSEUDO_COOKIE);
  return isPseudoMode(remembered) ? remembered : null;
}

/** Made on the first request in a pseudo mode: a server that never renders one never has it. */
function modeStorage(): AsyncLocalStorage<RequestPseudoMode> {
  const global = globalThis as { [REQUEST_PSEUDO_MODE]?: AsyncLocalStorage<RequestPseudoMode> };
  return (global[REQUEST_PSEUDO_MODE] ??= new AsyncLocalStorage<RequestPseudoMode>());
}

/**
 * Runs a request's loaders, actions and render in a pseudo mode: every interface text the server
 * writes meanwhile (`t` in components, `meta`, loaders that translate) is the pseudo-language's
 * (app/i18n/i18n.ts asks requestPseudoMode). The page store never renders in one.
 */
export function withPseudoMode<T>(mode: PseudoMode, run: () => T): T {
  return modeStorage().run({ mode, text: (text) => pseudoText(text, mode) }, run);
}
