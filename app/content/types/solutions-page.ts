import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, seo } from "../field-builders";

/** The Solutions page's heading and introduction. */
export const solutionsPage = definePageType({
  access: contentAccess,
  key: "solutions_page",
  adminPath: "admin/page-solutions",
  title: "admin.pages.solutionsPage",
  intro: "admin.pages.intro",
  activity: { action: "update", subject: "solutionsPage" },
  page: { path: "/solutions", shows: ["services"] },
  fields: { ...seo(), heading: heading(), intro: intro() },
  groups: [
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "page", fields: ["heading", "intro"] },
  ],
});

/**
 * The words a fresh install starts with (and an existing site gets when this page is added); staff
 * change them in the back office. Seeded by app/db/seed.server.ts; pages read the database.
 */
export const solutionsPageFirstTexts: FirstTexts<typeof solutionsPage> = {
  metaTitle: { en: "Solutions", ku: "چارەسەرەکان", ar: "الحلول" },
  metaDescription: {
    en: "Solutions for businesses: websites, hosting, networks, marketing and training.",
    ku: "چارەسەر بۆ کار و بازرگانییەکان: ماڵپەڕ، هۆستینگ، تۆڕ، بازاڕگەری و ڕاهێنان.",
    ar: "حلول للشركات: المواقع الإلكترونية والاستضافة والشبكات والتسويق والتدريب.",
  },
  heading: { en: "Solutions", ku: "چارەسەرەکان", ar: "الحلول" },
  intro: {
    en: "Whatever your business needs to work better with technology, we have a solution for it. Choose one to read more.",
    ku: "کار و بازرگانییەکەت پێویستی بە هەر شتێک بێت بۆ ئەوەی بە تەکنەلۆجیا باشتر کار بکات، چارەسەرێکمان بۆی هەیە. یەکێکیان هەڵبژێرە بۆ ئەوەی زیاتر بخوێنیتەوە.",
    ar: "مهما كان ما تحتاجه شركتك لتعمل بشكل أفضل بالتقنية، فلدينا الحل المناسب. اختر حلًا لتقرأ المزيد عنه.",
  },
};
