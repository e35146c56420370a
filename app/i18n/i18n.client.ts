import type { Language } from "./languages";
import type { PseudoMode } from "./pseudo-mode";
import type { AdminTexts } from "./resources/admin/en";
import type { HoursTexts } from "./resources/hours/en";
import type { SiteTexts } from "./resources/site/en";
import { translateFrom, type Translate } from "./translate";

/**
 * The browser's texts: only the languages this page has loaded. One chunk per
 * language, the others fetched when a person switches; the back office's texts
 * are a chunk of their own, added under `admin` (docs/decisions/005-first-load.md).
 */
type LoadedTexts = SiteTexts & Partial<HoursTexts> & { admin?: AdminTexts };
const loaded: Partial<Record<Language, LoadedTexts>> = {};

const siteTexts = {
  en: () => import("./resources/site/en").then((module) => module.enSite),
  ku: () => import("./resources/site/ku").then((module) => module.kuSite),
  ar: () => import("./resources/site/ar").then((module) => module.arSite),
} satisfies Record<Language, () => Promise<SiteTexts>>;

const backOfficeTexts = {
  en: () => import("./resources/admin/en").then((module) => module.enAdmin),
  ku: () => import("./resources/admin/ku").then((module) => module.kuAdmin),
  ar: () => import("./resources/admin/ar").then((module) => module.arAdmin),
} satisfies Record<Language, () => Promise<AdminTexts>>;

/** The opening hours' texts: the back office's day names (visitors get the hours written by the server). */
const hoursTexts = {
  en: () => import("./resources/hours/en").then((module) => module.enHours),
  ku: () => import("./resources/hours/ku").then((module) => module.kuHours),
  ar: () => import("./resources/hours/ar").then((module) => module.arHours),
} satisfies Record<Language, () => Promise<HoursTexts>>;

/** The back office: the dashboard and everything under /admin, the sign-in page included. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Loads a language's texts, and on a back-office page its back-office texts too, before
 * anything renders in it (entry.client, root's clientLoader): a render never meets a missing key.
 */
export async function loadTexts(language: Language, pathname: string): Promise<void> {
  loaded[language] ??= { ...(await siteTexts[language]()) };
  if (isBackOfficePath(pathname)) {
    loaded[language].admin ??= await backOfficeTexts[language]();
    loaded[language].hours ??= (await hoursTexts[language]()).hours;
  }
}

const translators = new Map<Language, Translate>();

/** The pseudo-language's texts, on a page the server rendered in it (docs/decisions/034-pseudo-language.md). */
let pseudoShape: ((text: string) => string) | undefined;

/**
 * Loads the pseudo-language's module (a chunk of its own: visitors never download it) before anything
 * renders, so the browser writes the interface texts as the server did (entry.client).
 */
export async function loadPseudoTexts(mode: PseudoMode): Promise<void> {
  const { pseudoText } = await import("./pseudo");
  pseudoShape = (text) => pseudoText(text, mode);
  translators.clear();
}

/** The browser's translate function for a language; its texts are read at each call, so later chunks count. */
export function browserTranslatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate)
    translators.set(language, (translate = translateFrom(() => loaded[language], language, pseudoShape)));
  return translate;
}
