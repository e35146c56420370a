import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, item, paragraphs, seo } from "../field-builders";

/** The About page's texts: the company, its technology, what a client gets and six reasons. */
export const aboutPage = definePageType({
  access: contentAccess,
  key: "about_page",
  adminPath: "admin/page-about",
  title: "admin.pages.aboutPage",
  intro: "admin.pages.intro",
  activity: { action: "update", subject: "aboutPage" },
  page: { path: "/about", shows: [] },
  fields: {
    ...seo(),
    heading: heading(),
    companyTitle: heading(),
    companyText: paragraphs(),
    technologyTitle: heading(),
    technologyText: paragraphs(),
    featuresTitle: heading(),
    // One item a line: the checklist beside the picture.
    features: {
      kind: "translated",
      maxLength: 2000,
      requiredInEnglish: false,
      multiline: true,
      rows: 5,
      label: "items",
    },
    whyHeading: heading(),
    whyIntro: intro(),
    ...item("why1"),
    ...item("why2"),
    ...item("why3"),
    ...item("why4"),
    ...item("why5"),
    ...item("why6"),
    // The specification's six decorative shapes behind the reasons.
    shape: { kind: "number", min: 1, max: 6, label: "shape" },
  },
  groups: [
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "page", fields: ["heading"] },
    { key: "company", fields: ["companyTitle", "companyText"] },
    { key: "technology", fields: ["technologyTitle", "technologyText"] },
    { key: "features", fields: ["featuresTitle", "features"] },
    { key: "why", fields: ["whyHeading", "whyIntro", "shape"] },
    { key: "why1", fields: ["why1Title", "why1Text"] },
    { key: "why2", fields: ["why2Title", "why2Text"] },
    { key: "why3", fields: ["why3Title", "why3Text"] },
    { key: "why4", fields: ["why4Title", "why4Text"] },
    { key: "why5", fields: ["why5Title", "why5Text"] },
    { key: "why6", fields: ["why6Title", "why6Text"] },
  ],
});

/**
 * The words a fresh install starts with (and an existing site gets when this page is added); staff
 * change them in the back office. Seeded by app/db/seed.server.ts; pages read the database.
 */
export const aboutPageFirstTexts: FirstTexts<typeof aboutPage> = {
  metaTitle: { en: "About us", ku: "دەربارەی ئێمە", ar: "من نحن" },
  metaDescription: {
    en: "Who we are, the technology we use and why businesses choose us.",
    ku: "ئێمە کێین، چ تەکنەلۆجیایەک بەکاردەهێنین و بۆچی کار و بازرگانییەکان ئێمە هەڵدەبژێرن.",
    ar: "تعرّف على من نحن، والتقنيات التي نستخدمها، ولماذا تختارنا الشركات.",
  },
  heading: { en: "About us", ku: "دەربارەی ئێمە", ar: "من نحن" },
  companyTitle: { en: "Our company", ku: "کۆمپانیاکەمان", ar: "شركتنا" },
  companyText: {
    en: "We are a team of designers, developers, network engineers and teachers. Since our first website we have helped shops, schools, clinics and public offices do their work better with technology.",
    ku: "ئێمە تیمێکین لە دیزاینەر، پەرەپێدەر، ئەندازیاری تۆڕ و مامۆستا. هەر لە یەکەم ماڵپەڕمانەوە هاوکاری دوکان، قوتابخانە، کلینیک و فەرمانگە گشتییەکانمان کردووە تا بە تەکنەلۆجیا کارەکانیان باشتر ئەنجام بدەن.",
    ar: "نحن فريق من المصممين والمطورين ومهندسي الشبكات والمعلمين. منذ موقعنا الإلكتروني الأول ونحن نساعد المتاجر والمدارس والعيادات والدوائر الحكومية على أداء أعمالها بشكل أفضل بفضل التقنية.",
  },
  technologyTitle: { en: "Our technology", ku: "تەکنەلۆجیاکەمان", ar: "تقنياتنا" },
  technologyText: {
    en: "We build on open, widely used technology, host on reliable servers and keep every system patched and backed up.",
    ku: "پشت بە تەکنەلۆجیای کراوە و بەربڵاو دەبەستین، لەسەر سێرڤەری متمانەپێکراو هۆست دەکەین و هەموو سیستەمێک بەردەوام نوێ دەکەینەوە و کۆپی یەدەگی لێ وەردەگرین.",
    ar: "نعتمد على تقنيات مفتوحة وواسعة الانتشار، ونستضيف على خوادم موثوقة، ونحرص على تحديث كل نظام وأخذ نسخ احتياطية منه.",
  },
  featuresTitle: { en: "What you get", ku: "چی وەردەگریت", ar: "ما الذي تحصل عليه" },
  features: {
    en: "One team for design, development, hosting and networks\nSupport in Kurdish, Arabic and English\nClear prices agreed before the work starts\nTraining so your staff can run things themselves",
    ku: "یەک تیم بۆ دیزاین، پەرەپێدان، هۆستینگ و تۆڕ\nپشتگیری بە کوردی، عەرەبی و ئینگلیزی\nنرخی ڕوون کە پێش دەستپێکردنی کار لەسەری ڕێک دەکەوین\nڕاهێنان بۆ ئەوەی کارمەندەکانت خۆیان کارەکان بەڕێوە ببەن",
    ar: "فريق واحد للتصميم والتطوير والاستضافة والشبكات\nدعم باللغات الكردية والعربية والإنجليزية\nأسعار واضحة يُتفق عليها قبل بدء العمل\nتدريب يمكّن موظفيك من إدارة الأمور بأنفسهم",
  },
  whyHeading: { en: "Why choose us", ku: "بۆچی ئێمە هەڵبژێریت", ar: "لماذا تختارنا" },
  whyIntro: {
    en: "Six reasons our clients stay with us year after year.",
    ku: "شەش هۆکار کە وا دەکەن کڕیارەکانمان ساڵ لە دوای ساڵ لەگەڵمان بمێننەوە.",
    ar: "ستة أسباب تجعل عملاءنا يبقون معنا عامًا بعد عام.",
  },
  why1Title: { en: "Experienced team", ku: "تیمێکی بەئەزموون", ar: "فريق ذو خبرة" },
  why1Text: {
    en: "Years of projects for companies, schools and public offices.",
    ku: "چەندین ساڵ کارکردن لەسەر پرۆژەی کۆمپانیا، قوتابخانە و فەرمانگە گشتییەکان.",
    ar: "سنوات من المشاريع للشركات والمدارس والدوائر الحكومية.",
  },
  why2Title: { en: "Quality first", ku: "کوالیتی لە پێش هەموو شتێکەوە", ar: "الجودة أولًا" },
  why2Text: {
    en: "Every project is reviewed and tested before it goes live.",
    ku: "هەموو پرۆژەیەک پێش ئەوەی بخرێتە کار، پێداچوونەوە و تاقیکردنەوەی بۆ دەکرێت.",
    ar: "نراجع كل مشروع ونختبره قبل إطلاقه.",
  },
  why3Title: { en: "Fast support", ku: "پشتگیری خێرا", ar: "دعم سريع" },
  why3Text: {
    en: "A real person answers, in your language, the same day.",
    ku: "کەسێکی ڕاستەقینە، بە زمانی خۆت و هەر لە هەمان ڕۆژدا وەڵامت دەداتەوە.",
    ar: "يرد عليك شخص حقيقي بلغتك في اليوم نفسه.",
  },
  why4Title: { en: "Security", ku: "پاراستن", ar: "الأمان" },
  why4Text: {
    en: "Updates, backups and monitoring are part of every plan.",
    ku: "نوێکردنەوە، کۆپی یەدەگ و چاودێری بەشێکن لە هەموو پلانێک.",
    ar: "التحديثات والنسخ الاحتياطية والمراقبة جزء من كل خطة.",
  },
  why5Title: { en: "Fair price", ku: "نرخی گونجاو", ar: "سعر عادل" },
  why5Text: {
    en: "Honest quotes with no hidden costs.",
    ku: "نرخێکی ڕاستگۆیانە بەبێ هیچ تێچوویەکی شاراوە.",
    ar: "عروض أسعار صادقة بلا تكاليف خفية.",
  },
  why6Title: { en: "We teach", ku: "فێر دەکەین", ar: "نحن نعلّم" },
  why6Text: {
    en: "Courses and a learning institute that build local talent.",
    ku: "خول و پەیمانگایەکی فێرکاری کە بەهرە ناوخۆییەکان پێدەگەیەنن.",
    ar: "دورات تدريبية ومعهد تعليمي ينمّيان الكفاءات المحلية.",
  },
  shape: "1",
};
