/**
 * The texts of the public pages a fresh install starts with (and an existing
 * site gets when a page type is added): the words the pages had when they
 * were still written in code. Staff change them at /admin/page-…; seeded by
 * app/db/seed.server.ts, never read by a page (the database is). A value per
 * language for a translated field; `{{months}}` in the privacy page is the
 * retention setting.
 */
import type { Language } from "~/i18n/languages";
import type { SingleTypeName } from "./content-types";

type Texts = Record<Language, string>;

export const pageTextDefaults: Record<
  Exclude<SingleTypeName, "companyFacts">,
  Record<string, Texts | string>
> = {
  homePage: {
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
  },
  aboutPage: {
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
  },
  solutionsPage: {
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
  },
  teamPage: {
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
  },
  privacyPage: {
    metaTitle: { en: "Privacy notice", ku: "سیاسەتی تایبەتێتی", ar: "سياسة الخصوصية" },
    metaDescription: {
      en: "What the contact form stores, how long we keep it and how to ask us to delete it.",
      ku: "فۆڕمی پەیوەندی چی هەڵدەگرێت، بۆ چەند ماوەیەک دەیپارێزین و چۆن داوای سڕینەوەی بکەیت.",
      ar: "ما الذي يحفظه نموذج الاتصال، وإلى متى نحتفظ به، وكيف تطلب حذفه.",
    },
    heading: { en: "Privacy notice", ku: "سیاسەتی تایبەتێتی", ar: "سياسة الخصوصية" },
    intro: {
      en: "We ask for as little about you as we can. This page says what we keep when you write to us, for how long, and how to have it deleted.",
      ku: "هەوڵ دەدەین کەمترین زانیاری دەربارەی تۆ وەربگرین. ئەم پەڕەیە ڕوونی دەکاتەوە کاتێک نامەمان بۆ دەنێریت چی هەڵدەگرین، بۆ چەند ماوەیەک، و چۆن دەتوانیت داوای سڕینەوەی بکەیت.",
      ar: "نطلب منك أقل قدر ممكن من المعلومات. توضّح هذه الصفحة ما نحتفظ به عندما تراسلنا، وإلى متى، وكيف تطلب حذفه.",
    },
    storedHeading: {
      en: "What the contact form stores",
      ku: "فۆڕمی پەیوەندی چی هەڵدەگرێت",
      ar: "ما الذي يحفظه نموذج الاتصال",
    },
    storedText: {
      en: "When you send the contact form we store your name, email address, phone number, subject and message, and the time you sent them. Only our staff can read them, and we use them only to answer you: we do not sell or share them and do not add you to any mailing list.",
      ku: "کاتێک فۆڕمی پەیوەندی دەنێریت، ناو، ئیمەیڵ، ژمارەی تەلەفۆن، بابەت و نامەکەت لەگەڵ کاتی ناردنەکەی هەڵدەگرین. تەنها کارمەندەکانمان دەتوانن بیانخوێننەوە و تەنها بۆ وەڵامدانەوەی تۆ بەکاریان دەهێنین: نایانفرۆشین، لەگەڵ کەسی تردا هاوبەشیان ناکەین و ناوت ناخەینە هیچ لیستێکی ئیمەیڵەوە.",
      ar: "عندما ترسل نموذج الاتصال نحفظ اسمك وبريدك الإلكتروني ورقم هاتفك والموضوع والرسالة ووقت إرسالها. لا يطّلع عليها إلا موظفونا، ولا نستخدمها إلا للرد عليك: لا نبيعها ولا نشاركها مع أحد، ولا نضيفك إلى أي قائمة بريدية.",
    },
    spamText: {
      en: "To stop automated spam, the network address your message came from is counted for up to one day and then deleted. It is never stored with your message.",
      ku: "بۆ ڕێگرتن لە نامەی بێزارکەری خۆکار، ناونیشانی ئەو تۆڕەی نامەکەتی لێوە هاتووە بۆ ماوەی ڕۆژێک یان کەمتر هەژمار دەکرێت و پاشان دەسڕدرێتەوە. هەرگیز لەگەڵ نامەکەتدا هەڵناگیرێت.",
      ar: "لمنع الرسائل المزعجة الآلية، يُحتسب عنوان الشبكة الذي أُرسلت منه رسالتك لمدة أقصاها يوم واحد ثم يُحذف، ولا يُحفظ أبدًا مع رسالتك.",
    },
    keptHeading: { en: "How long we keep it", ku: "بۆ چەند ماوەیەک دەیپارێزین", ar: "إلى متى نحتفظ بها" },
    keptText: {
      en: "Messages are deleted automatically {{months}} months after they were sent. Our staff may delete a message sooner once it has been answered.",
      ku: "نامەکان {{months}} مانگ دوای ناردنیان بە شێوەی خۆکار دەسڕدرێنەوە. لەوانەیە کارمەندەکانمان دوای وەڵامدانەوەی نامەیەک، زووتر بیسڕنەوە.",
      ar: "تُحذف الرسائل تلقائيًا بعد مرور {{months}} شهرًا على إرسالها. وقد يحذف موظفونا الرسالة قبل ذلك بعد الرد عليها.",
    },
    cookiesHeading: {
      en: "Cookies and other websites",
      ku: "کووکی و ماڵپەڕەکانی تر",
      ar: "ملفات تعريف الارتباط والمواقع الأخرى",
    },
    cookiesText: {
      en: "The website saves the language you chose in a small cookie. It uses no advertising or tracking cookies and loads no scripts from other companies. The share buttons are plain links: nothing is sent to those networks unless you click one.",
      ku: "ماڵپەڕەکە ئەو زمانەی هەڵتبژاردووە لە کووکییەکی بچووکدا پاشەکەوت دەکات. هیچ کووکییەکی ڕیکلام یان چاودێریکردن بەکارناهێنێت و هیچ سکریپتێک لە کۆمپانیاکانی ترەوە بار ناکات. دوگمەکانی هاوبەشکردن تەنها بەستەری سادەن: تا کلیکیان لێ نەکەیت، هیچ شتێک بۆ ئەو تۆڕانە نانێردرێت.",
      ar: "يحفظ الموقع اللغة التي اخترتها في ملف تعريف ارتباط صغير. لا يستخدم ملفات تعريف ارتباط للإعلانات أو للتتبّع، ولا يحمّل أي برامج نصية من شركات أخرى. أزرار المشاركة روابط عادية: لا يُرسَل شيء إلى تلك الشبكات إلا إذا نقرت على أحدها.",
    },
    deletionHeading: { en: "Asking for deletion", ku: "داواکردنی سڕینەوە", ar: "طلب الحذف" },
    deletionText: {
      en: "You can ask at any time to see or delete what you sent us. Write to us or call us and tell us the email address you used in the form; we will delete your messages and confirm it to you.",
      ku: "هەر کاتێک بتەوێت دەتوانیت داوا بکەیت ئەوەی بۆت ناردووین ببینیت یان بیسڕینەوە. نامەمان بۆ بنووسە یان پەیوەندیمان پێوە بکە و ئەو ئیمەیڵەمان پێ بڵێ کە لە فۆڕمەکەدا بەکارت هێناوە؛ نامەکانت دەسڕینەوە و بۆت پشتڕاست دەکەینەوە.",
      ar: "يمكنك في أي وقت أن تطلب الاطلاع على ما أرسلته إلينا أو حذفه. راسلنا أو اتصل بنا وأخبرنا بعنوان البريد الإلكتروني الذي استخدمته في النموذج، وسنحذف رسائلك ونؤكّد لك ذلك.",
    },
  },
};
