import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "./languages";

/** The current language: from the root loader, else (in an error) from i18next. */
export function useLanguage(): Language {
  const rootData = useRouteLoaderData<{ lang: Language }>("root");
  const { i18n } = useTranslation();
  if (rootData) return rootData.lang;
  return isLanguage(i18n.language) ? i18n.language : "en";
}
