import type { Language } from "./languages";
import { useLanguage } from "./use-language";

/**
 * An internal link that names its language (`/about?lng=ar`): the page it
 * leads to is the same for everyone who follows it, so any cache in front of
 * the site may share it, and the visitor stays in their language even where
 * a cache kept the language cookie from being set.
 */
export function localizedPath(to: string, lang: Language): string {
  const hashAt = to.indexOf("#");
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const [path = "/", query = ""] = beforeHash.split("?");
  const params = new URLSearchParams(query);
  params.set("lng", lang);
  return `${path}?${params.toString()}${hash}`;
}

/** `localizedPath` in the current page's language. */
export function useLocalizedPath(): (to: string) => string {
  const lang = useLanguage();
  return (to) => localizedPath(to, lang);
}
