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
    visitsHeading: heading(),
    visitsText: paragraphs(),
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
    { key: "visits", fields: ["visitsHeading", "visitsText"] },
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
  visitsHeading: {
    en: "Where visitors come from, and visit statistics",
    ku: "لە کوێوە دێن، و ئاماری سەردانەکان",
    ar: "من أين يأتي الزوار، وإحصاءات الزيارات",
  },
  visitsText: {
    en: "With your message we also keep the page you sent it from, the first page of your visit, the website whose link brought you here (its name only, such as google.com) and the campaign named in that link (its utm_source, utm_medium and utm_campaign). While you browse, your browser keeps these for this tab only, in its session storage: they reach us only if you send the form, and they are gone when you close the tab.\n\nWe count visits on our own server, without cookies and without any other company. For each page view we keep the page, its language, the website that linked to it (its name only), the campaign of the link, whether it was seen on a phone or a computer, and the hour. To count each visitor once a day, your network address and browser name are mixed with a random secret that changes every day and is never written down: neither your address, nor your browser's name, nor any identifier is stored, and counting saves nothing in your browser. Each page view is kept {{days}} days, then only each day's totals. Browsers that ask not to be tracked (Do Not Track or Global Privacy Control) are not counted.",
    ku: "لەگەڵ نامەکەتدا ئەمانەش هەڵدەگرین: ئەو پەڕەیەی نامەکەت لێوە نارد، یەکەم پەڕەی سەردانەکەت، ئەو ماڵپەڕەی بەستەرەکەی تۆی هێنایە ئێرە (تەنها ناوەکەی) و ئەو هەڵمەتەی ناوی لەو بەستەرەدا هاتووە. کاتێک سەیری ماڵپەڕەکە دەکەیت، وێبگەڕەکەت ئەمانە تەنها بۆ ئەم تابە لە بیرگەی دانیشتنەکەیدا دەهێڵێتەوە: تەنها ئەگەر فۆڕمەکە بنێریت دەگەنە لای ئێمە، و کە تابەکە دادەخەیت نامێنن.\n\nسەردانەکان لەسەر ڕاژەکاری خۆمان دەژمێرین، بەبێ کووکی و بەبێ هیچ کۆمپانیایەکی تر. بۆ هەر بینینێکی پەڕە ئەمانە هەڵدەگرین: پەڕەکە، زمانەکەی، ئەو ماڵپەڕەی بەستەری بۆ داناوە (تەنها ناوەکەی)، هەڵمەتی بەستەرەکە، ئایا لە مۆبایل بینراوە یان لە کۆمپیوتەر، و کاتژمێرەکەی. بۆ ئەوەی هەر سەردانکەرێک ڕۆژی تەنها یەک جار بژمێردرێت، ناونیشانی تۆڕەکەت و ناوی وێبگەڕەکەت لەگەڵ نهێنییەکی هەڕەمەکیدا تێکەڵ دەکرێن کە هەموو ڕۆژێک دەگۆڕدرێت و هەرگیز نانووسرێتەوە: نە ناونیشانەکەت، نە ناوی وێبگەڕەکەت و نە هیچ ناسێنەرێک هەڵناگیرێت، و ژماردنەکە هیچ شتێک لە وێبگەڕەکەتدا پاشەکەوت ناکات. هەر بینینێک {{days}} ڕۆژ هەڵدەگیرێت، پاشان تەنها کۆی هەر ڕۆژێک. ئەو وێبگەڕانەی داوا دەکەن بەدوایاندا نەگەڕێن ناژمێردرێن.",
    ar: "ونحتفظ مع رسالتك أيضًا بالصفحة التي أرسلتها منها، وأول صفحة في زيارتك، والموقع الذي أوصلك رابطه إلينا (اسمه فقط)، والحملة المذكورة في ذلك الرابط. أثناء تصفحك يحتفظ متصفحك بهذه المعلومات لعلامة التبويب هذه فقط، في ذاكرة الجلسة: لا تصل إلينا إلا إذا أرسلت النموذج، وتزول عند إغلاق علامة التبويب.\n\nنحتسب الزيارات على خادمنا، بلا ملفات تعريف الارتباط ودون أي شركة أخرى. لكل مشاهدة صفحة نحتفظ بالصفحة ولغتها والموقع الذي أحال إليها (اسمه فقط) وحملة الرابط، وهل شوهدت على هاتف أم حاسوب، والساعة. ولكي يُحتسب كل زائر مرة واحدة في اليوم، يُمزج عنوان شبكتك واسم متصفحك بسرّ عشوائي يتغيّر كل يوم ولا يُكتب أبدًا: لا يُحفظ عنوانك ولا اسم متصفحك ولا أي مُعرّف، ولا يحفظ الاحتساب شيئًا في متصفحك. تُحفظ كل مشاهدة {{days}} يومًا، ثم مجاميع كل يوم فقط. لا تُحتسب المتصفحات التي تطلب عدم التتبع.",
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
