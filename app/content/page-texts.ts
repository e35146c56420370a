/**
 * The first texts of every public page, from each page's type file (`types/`): what a fresh install
 * starts with and an existing site gets when a page type is added (app/db/seed.server.ts). Never read
 * by a page (the database is). `{{months}}` in the privacy page is the retention setting.
 */
import type { Language } from "~/i18n/languages";
import type { SingleTypeName } from "./content-types";
import { aboutPageFirstTexts } from "./types/about-page";
import { homePageFirstTexts } from "./types/home-page";
import { privacyPageFirstTexts } from "./types/privacy-page";
import { solutionsPageFirstTexts } from "./types/solutions-page";
import { newsPageFirstTexts } from "./types/news-page";
import { teamPageFirstTexts } from "./types/team-page";

/** Read by field name (the seed, tests); each page's file checks its texts against its fields. */
export const pageTextDefaults: Record<
  Exclude<SingleTypeName, "companyFacts">,
  Record<string, Record<Language, string> | string>
> = {
  homePage: homePageFirstTexts,
  aboutPage: aboutPageFirstTexts,
  solutionsPage: solutionsPageFirstTexts,
  newsPage: newsPageFirstTexts,
  teamPage: teamPageFirstTexts,
  privacyPage: privacyPageFirstTexts,
};
