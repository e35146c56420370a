import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, seo } from "../field-builders";

/** The News page's heading and introduction (the posts themselves are the `news` type). */
export const newsPage = definePageType({
  access: contentAccess,
  key: "news_page",
  adminPath: "admin/page-news",
  title: "admin.pages.newsPage",
  intro: "admin.pages.intro",
  activity: { action: "update", subject: "newsPage" },
  page: { path: "/news", shows: ["news"] },
  fields: { ...seo(), heading: heading(), intro: intro() },
  groups: [
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "page", fields: ["heading", "intro"] },
  ],
});

/** The words a fresh install starts with (seeded by app/db/seed.server.ts); staff change them. */
export const newsPageFirstTexts: FirstTexts<typeof newsPage> = {
  metaTitle: { en: "News", ku: "هەواڵەکان", ar: "الأخبار" },
  metaDescription: {
    en: "News from the company: new courses, projects for our clients and what is happening at the office.",
    ku: "هەواڵەکانی کۆمپانیا: خولی نوێ، پرۆژەکانمان بۆ کڕیارەکانمان و ئەوەی لە ئۆفیسەکەمان ڕوودەدات.",
    ar: "أخبار الشركة: دورات جديدة ومشاريع لعملائنا وما يجري في مكتبنا.",
  },
  heading: { en: "News", ku: "هەواڵەکان", ar: "الأخبار" },
  intro: {
    en: "What is new at the company, newest first.",
    ku: "تازەترین هەواڵەکانی کۆمپانیا، نوێترینیان لە سەرەوە.",
    ar: "آخر أخبار الشركة، الأحدث أولًا.",
  },
};
