import { contentAccess } from "../access";
import { definePageType, type FirstTexts } from "../define-type";
import { heading, intro, paragraphs, seo } from "../field-builders";

/** The privacy page: what is stored, for how long, cookies and deletion. */
export const privacyPage = definePageType({
  access: contentAccess,
  key: "privacy_page",
  adminPath: "admin/page-privacy",
  title: "admin.pages.privacyPage",
  intro: "admin.pages.privacyIntro",
  activity: { action: "update", subject: "privacyPage" },
  page: { path: "/privacy", shows: [] },
  fields: {
    ...seo(),
    heading: heading(),
    intro: intro(),
    storedHeading: heading(),
    storedText: paragraphs(),
    spamText: paragraphs(),
    keptHeading: heading(),
    keptText: paragraphs(),
    cookiesHeading: heading(),
    cookiesText: paragraphs(),
    deletionHeading: heading(),
    deletionText: paragraphs(),
  },
  groups: [
    { key: "seo", fields: ["metaTitle", "metaDescription"] },
    { key: "page", fields: ["heading", "intro"] },
    { key: "stored", fields: ["storedHeading", "storedText", "spamText"] },
    { key: "kept", fields: ["keptHeading", "keptText"] },
    { key: "cookies", fields: ["cookiesHeading", "cookiesText"] },
    { key: "deletion", fields: ["deletionHeading", "deletionText"] },
  ],
});

/**
 * The words a fresh install starts with (and an existing site gets when this page is added); staff
 * change them in the back office. Seeded by app/db/seed.server.ts; pages read the database.
 */
export const privacyPageFirstTexts: FirstTexts<typeof privacyPage> = {
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
};
