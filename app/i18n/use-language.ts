import { useRouteLoaderData } from "@remix-run/react";
import type { Language } from "./languages";
import { useTranslation } from "./translation";

/** The current language: from the root loader, else (in an error) the one the request was detected in. */
export function useLanguage(): Language {
  const rootData = useRouteLoaderData<{ lang: Language }>("root");
  const { language } = useTranslation();
  return rootData?.lang ?? language;
}
