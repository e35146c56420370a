import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, item, paragraphs, seo } from "../field-builders";
import { firstSections, storedSections } from "../section-order";

/**
 * The home page's own texts (its headings, introductions and the four steps of how the company works)
 * and its sections: which visitors see, in which order, under the hero banner, which stays first
 * (it holds the page's heading; docs/decisions/044-home-sections.md).
 */
export const homePage = definePageType({
  access: contentAccess,
  key: "home_page",
  adminPath: "admin/page-home",
  title: "admin.pages.homePage",
  intro: "admin.pages.intro",
  activity: { action: "update", subject: "homePage" },
  page: { path: "/", shows: ["jumbotrons", "infoAreas", "services", "products", "clients"] },
  fields: {
    // In today's order: a new site's, and an existing site's once upgraded (migration 0022).
    sections: {
      kind: "sections",
      sections: [
        { key: "tiles", name: "admin.pages.groups.tiles" },
        { key: "services", name: "admin.pages.groups.services" },
        { key: "process", name: "admin.pages.groups.process" },
        { key: "technology", name: "admin.pages.groups.technology" },
        { key: "products", name: "admin.pages.groups.products" },
        { key: "clients", name: "admin.pages.groups.clients" },
        { key: "news", name: "admin.pages.groups.news" },
        { key: "contact", name: "admin.pages.groups.contact" },
      ],
      help: "admin.pages.sectionsHelp",
    },
    ...seo(),
    tilesHeading: heading(),
    // Inside the "About us" tile, which is a link as a whole: no links, so plain text.
    tilesText: {
      kind: "translated",
      maxLength: 600,
      requiredInEnglish: false,
      multiline: true,
      rows: 2,
      label: "tileText",
    },
    servicesHeading: heading(),
    servicesIntro: intro(),
    processHeading: heading(),
    processIntro: intro(),
    ...item("step1"),
    ...item("step2"),
    ...item("step3"),
    ...item("step4"),
    technologyHeading: heading(),
    technologyText: paragraphs(),
    productsHeading: heading(),
    productsIntro: intro(),
    clientsHeading: heading(),
    clientsIntro: intro(),
    contactHeading: heading(),
    contactIntro: intro(),
  },
  groups: [
    // First: after a move without JavaScript the page comes back at its top, the list in view.
    { key: "sections", fields: ["sections"] },
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "tiles", fields: ["tilesHeading", "tilesText"] },
    { key: "services", fields: ["servicesHeading", "servicesIntro"] },
    { key: "process", fields: ["processHeading", "processIntro"] },
    { key: "step1", fields: ["step1Title", "step1Text"] },
    { key: "step2", fields: ["step2Title", "step2Text"] },
    { key: "step3", fields: ["step3Title", "step3Text"] },
    { key: "step4", fields: ["step4Title", "step4Text"] },
    { key: "technology", fields: ["technologyHeading", "technologyText"] },
    { key: "products", fields: ["productsHeading", "productsIntro"] },
    { key: "clients", fields: ["clientsHeading", "clientsIntro"] },
    { key: "contact", fields: ["contactHeading", "contactIntro"] },
  ],
});

/** A section of the home page below the hero banner (the key staff's choice stores). */
export type HomeSectionKey = (typeof homePage.fields.sections.sections)[number]["key"];
/** The home page's sections in their first order. */
export const HOME_SECTION_KEYS: readonly HomeSectionKey[] = homePage.fields.sections.sections.map(
  (section) => section.key,
);

/**
 * The words a fresh install starts with (and an existing site gets when this page is added); staff
 * change them in the back office. Seeded by app/db/seed.server.ts; pages read the database.
 */
export const homePageFirstTexts: FirstTexts<typeof homePage> = {
  sections: storedSections(firstSections(HOME_SECTION_KEYS)),
  metaTitle: {
    en: "Websites, hosting, networks and IT training",
    ku: "ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیای زانیاری",
    ar: "المواقع الإلكترونية والاستضافة والشبكات والتدريب التقني",
  },
  metaDescription: {
    en: "Web design, web development, hosting, networking, digital marketing, consultation and IT courses in Kurdish, Arabic and English.",
    ku: "دیزاین و پەرەپێدانی ماڵپەڕ، هۆستینگ، تۆڕ، بازاڕگەریی دیجیتاڵ، ڕاوێژکاری و خولی تەکنەلۆجیای زانیاری بە کوردی، عەرەبی و ئینگلیزی.",
    ar: "تصميم المواقع الإلكترونية وتطويرها، والاستضافة، والشبكات، والتسويق الرقمي، والاستشارات، ودورات تقنية المعلومات باللغات الكردية والعربية والإنجليزية.",
  },
  tilesHeading: { en: "Who we are", ku: "ئێمە کێین", ar: "من نحن" },
  tilesText: {
    en: "A technology company building websites, networks and skills for businesses in Kurdistan and beyond.",
    ku: "کۆمپانیایەکی تەکنەلۆجیاین؛ بۆ کار و بازرگانییەکانی کوردستان و دەرەوەی کوردستان ماڵپەڕ و تۆڕ دروست دەکەین و توانا و شارەزایی پەرە پێدەدەین.",
    ar: "شركة تقنية تبني المواقع الإلكترونية والشبكات وتنمّي المهارات لخدمة الشركات في كوردستان وخارجها.",
  },
  servicesHeading: { en: "Our solutions", ku: "چارەسەرەکانمان", ar: "حلولنا" },
  servicesIntro: {
    en: "Everything a growing business needs to work well online, from the first design to the daily running.",
    ku: "هەموو ئەوەی کار و بازرگانییەکی گەشەسەندوو پێویستی پێیەتی بۆ ئەوەی بە باشی لە ئینتەرنێتدا کار بکات، لە یەکەم دیزاینەوە تا بەڕێوەبردنی ڕۆژانە.",
    ar: "كل ما تحتاجه الشركات النامية لتعمل بكفاءة على الإنترنت، من التصميم الأول حتى التشغيل اليومي.",
  },
  processHeading: { en: "How we work", ku: "چۆن کار دەکەین", ar: "كيف نعمل" },
  processIntro: {
    en: "Four clear steps take every project from an idea to a product in your hands.",
    ku: "چوار هەنگاوی ڕوون هەموو پرۆژەیەک لە بیرۆکەیەکەوە دەگەیەننە بەرهەمێک لە دەستی تۆدا.",
    ar: "أربع خطوات واضحة تنقل كل مشروع من فكرة إلى منتج بين يديك.",
  },
  step1Title: { en: "Research product", ku: "توێژینەوەی بەرهەم", ar: "دراسة المنتج" },
  step1Text: {
    en: "We learn your business, your customers and your goals before we draw a single screen.",
    ku: "پێش ئەوەی تەنانەت یەک شاشەش بکێشین، کار و بازرگانییەکەت، کڕیارەکانت و ئامانجەکانت دەناسین.",
    ar: "نتعرّف على عملك وعملائك وأهدافك قبل أن نرسم شاشة واحدة.",
  },
  step2Title: { en: "User testing", ku: "تاقیکردنەوەی بەکارهێنەر", ar: "اختبار المستخدمين" },
  step2Text: {
    en: "Real people try the designs early, so problems are found when they are cheap to fix.",
    ku: "خەڵکی ڕاستەقینە زوو دیزاینەکان تاقی دەکەنەوە، بۆ ئەوەی کێشەکان لەو کاتەدا بدۆزرێنەوە کە چارەسەرکردنیان هێشتا هەرزانە.",
    ar: "يجرّب أشخاص حقيقيون التصاميم في وقت مبكر، فتُكتشف المشكلات حين يكون إصلاحها قليل التكلفة.",
  },
  step3Title: { en: "Development", ku: "پەرەپێدان", ar: "التطوير" },
  step3Text: {
    en: "Our engineers build it with modern, secure and well-tested technology.",
    ku: "ئەندازیارەکانمان بە تەکنەلۆجیایەکی نوێ، پارێزراو و بە باشی تاقیکراوە دروستی دەکەن.",
    ar: "يبنيه مهندسونا بتقنيات حديثة وآمنة ومختبَرة جيدًا.",
  },
  step4Title: { en: "Product handover", ku: "ڕادەستکردنی بەرهەم", ar: "تسليم المنتج" },
  step4Text: {
    en: "We launch, train your team and stay beside you with support and hosting.",
    ku: "بەرهەمەکە دەخەینە کار، ڕاهێنان بە تیمەکەت دەکەین و بە پشتگیری و هۆستینگ لە پاڵتدا دەمێنینەوە.",
    ar: "نطلق المنتج وندرّب فريقك ونبقى إلى جانبك بالدعم والاستضافة.",
  },
  technologyHeading: {
    en: "Technology that works for you",
    ku: "تەکنەلۆجیایەک کە بۆ تۆ کار دەکات",
    ar: "تقنية تعمل لصالحك",
  },
  technologyText: {
    en: "We choose proven tools and keep them up to date, so your website stays fast, safe and easy to change for years.\n\nFrom the network cables in your office to the servers that host your shop, one team takes care of it all.",
    ku: "ئامرازی تاقیکراوە هەڵدەبژێرین و بەردەوام نوێیان دەکەینەوە، بۆ ئەوەی ماڵپەڕەکەت بۆ چەندین ساڵ خێرا، پارێزراو و ئاسان بۆ گۆڕین بمێنێتەوە.\n\nلە کێبڵەکانی تۆڕی ئۆفیسەکەتەوە تا ئەو سێرڤەرانەی فرۆشگاکەتیان لەسەرە، یەک تیم ئاگای لە هەمووی دەبێت.",
    ar: "نختار أدوات مجرّبة ونحرص على تحديثها باستمرار، ليبقى موقعك سريعًا وآمنًا وسهل التعديل لسنوات.\n\nمن كابلات الشبكة في مكتبك إلى الخوادم التي تستضيف متجرك، يتولى فريق واحد كل شيء.",
  },
  productsHeading: { en: "Our products", ku: "بەرهەمەکانمان", ar: "منتجاتنا" },
  productsIntro: {
    en: "Ready-made software you can start using this week.",
    ku: "نەرمەکاڵای ئامادە کە دەتوانیت هەر ئەم هەفتەیە دەست بە بەکارهێنانی بکەیت.",
    ar: "برمجيات جاهزة يمكنك البدء باستخدامها هذا الأسبوع.",
  },
  clientsHeading: { en: "Our clients", ku: "کڕیارەکانمان", ar: "عملاؤنا" },
  clientsIntro: {
    en: "Companies and institutions that trust us with their technology.",
    ku: "ئەو کۆمپانیا و دامەزراوانەی لە بواری تەکنەلۆجیادا متمانەمان پێ دەکەن.",
    ar: "شركات ومؤسسات تأتمننا على تقنياتها.",
  },
  contactHeading: { en: "Contact us", ku: "پەیوەندیمان پێوە بکە", ar: "اتصل بنا" },
  contactIntro: {
    en: "Tell us about your project. We reply within one working day.",
    ku: "باسی پرۆژەکەتمان بۆ بکە. لە ماوەی یەک ڕۆژی کاردا وەڵامت دەدەینەوە.",
    ar: "أخبرنا عن مشروعك، وسنرد عليك خلال يوم عمل واحد.",
  },
};
