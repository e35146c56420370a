import i18next from "i18next";
import type { Language } from "./languages";

// The back office's texts are a chunk per language of their own: visitors never download them.
const load = {
  en: () => import("./resources/admin/en").then((module) => module.enAdmin),
  ku: () => import("./resources/admin/ku").then((module) => module.kuAdmin),
  ar: () => import("./resources/admin/ar").then((module) => module.arAdmin),
} satisfies Record<Language, () => Promise<unknown>>;

/** The back office: the dashboard and everything under /admin, the sign-in page included. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Adds a language's back-office texts (the `admin.*` keys) to the browser's
 * i18next, once. Call it after the language itself is loaded: i18next takes a
 * language with any texts as loaded, and would never fetch the rest.
 */
export async function loadAdminTexts(language: Language): Promise<void> {
  if (i18next.exists("admin.brand", { lng: language })) return;
  const admin = await load[language]();
  i18next.addResourceBundle(language, "translation", { admin }, true, true);
}
