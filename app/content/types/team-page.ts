import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, seo } from "../field-builders";

/** The Team page's heading and introductions. */
export const teamPage = definePageType({
  access: contentAccess,
  key: "team_page",
  adminPath: "admin/page-team",
  title: "admin.pages.teamPage",
  intro: "admin.pages.intro",
  activity: { action: "update", subject: "teamPage" },
  page: { path: "/team", shows: ["teamMembers"] },
  fields: {
    ...seo(),
    heading: heading(),
    intro: intro(),
    membersHeading: { ...heading(), label: "listHeading" },
  },
  groups: [
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "page", fields: ["heading", "intro", "membersHeading"] },
  ],
});

/**
 * The words a fresh install starts with (and an existing site gets when this page is added); staff
 * change them in the back office. Seeded by app/db/seed.server.ts; pages read the database.
 */
export const teamPageFirstTexts: FirstTexts<typeof teamPage> = {
  metaTitle: { en: "Our team", ku: "تیمەکەمان", ar: "فريقنا" },
  metaDescription: {
    en: "Meet the people behind our websites, networks and courses.",
    ku: "ئەو کەسانە بناسە کە لە پشت ماڵپەڕ، تۆڕ و خولەکانمانەوەن.",
    ar: "تعرّف على الأشخاص الذين يقفون وراء مواقعنا وشبكاتنا ودوراتنا.",
  },
  heading: { en: "Our team", ku: "تیمەکەمان", ar: "فريقنا" },
  intro: {
    en: "Our designers, developers, network engineers and trainers work together on every project.",
    ku: "دیزاینەر، پەرەپێدەر، ئەندازیارانی تۆڕ و ڕاهێنەرەکانمان پێکەوە لەسەر هەموو پرۆژەیەک کار دەکەن.",
    ar: "يعمل المصممون والمطورون ومهندسو الشبكات والمدربون لدينا معًا في كل مشروع.",
  },
  membersHeading: { en: "Team members", ku: "ئەندامانی تیم", ar: "أعضاء الفريق" },
};
