import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "./i18n";
import { languageCookie } from "./language-cookie.server";
import {
  codeForAcceptLanguage,
  fallbackLanguage,
  isLanguage,
  supportedLanguages,
  type Language,
} from "./languages";

export { languageCookie } from "./language-cookie.server";

/**
 * Rewrites Accept-Language to our codes, keeping the q-values for the
 * library's matching: regions are dropped (`ar-IQ` is `ar`, so it cannot lose
 * to a lower-ranked exact `en`), and Sorani, sent as `ckb` or `ku`, is `ku`.
 */
export function normaliseAcceptLanguage(header: string | null): string | null {
  if (!header) return null;
  return header
    .split(",")
    .map((entry) => {
      const [tag = "", ...parameters] = entry.trim().split(";");
      const primary = tag.split("-")[0]!.toLowerCase();
      return [codeForAcceptLanguage(primary), ...parameters].join(";");
    })
    .join(",");
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages,
    fallbackLanguage,
    cookie: languageCookie,
    searchParamKey: "lng",
    // lng query parameter, then the cookie, then Accept-Language, then English.
    order: ["searchParams", "cookie", "custom"],
    findLocale: async (request) => normaliseAcceptLanguage(request.headers.get("Accept-Language")),
  },
  i18next: i18nOptions,
});

export async function detectLanguage(request: Request): Promise<Language> {
  const detected = await i18nServer.getLocale(request);
  return isLanguage(detected) ? detected : fallbackLanguage;
}
