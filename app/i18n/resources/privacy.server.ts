/**
 * The privacy notice's paragraphs, in the three languages. Rendered on the
 * server and sent with the page: unlike the interface texts (en.ts, ku.ts,
 * ar.ts), they are not shipped to the browser with every page (see
 * docs/decisions/005-first-load.md: the home page's JavaScript budget). The
 * translations test checks the keys match and the Kurdish and Arabic are
 * really Kurdish and Arabic. `{{months}}` is MESSAGE_RETENTION_MONTHS.
 */
import type { Language } from "../languages";

const en = {
  intro:
    "We ask for as little about you as we can. This page says what we keep when you write to us, for how long, and how to have it deleted.",
  storedHeading: "What the contact form stores",
  storedText:
    "When you send the contact form we store your name, email address, phone number, subject and message, and the time you sent them. Only our staff can read them, and we use them only to answer you: we do not sell or share them and do not add you to any mailing list.",
  spamText:
    "To stop automated spam, the network address your message came from is counted for up to one day and then deleted. It is never stored with your message.",
  keptHeading: "How long we keep it",
  keptText:
    "Messages are deleted automatically {{months}} months after they were sent. Our staff may delete a message sooner once it has been answered.",
  cookiesHeading: "Cookies and other websites",
  cookiesText:
    "The website saves the language you chose in a small cookie. It uses no advertising or tracking cookies and loads no scripts from other companies. The share buttons are plain links: nothing is sent to those networks unless you click one.",
  deletionHeading: "Asking for deletion",
  deletionText:
    "You can ask at any time to see or delete what you sent us. Write to us or call us and tell us the email address you used in the form; we will delete your messages and confirm it to you.",
};

export type PrivacyTexts = typeof en;

export const privacyTexts: Record<Language, PrivacyTexts> = {
  en,
  ku: {
    intro:
      "هەوڵ دەدەین کەمترین زانیاری دەربارەی تۆ وەربگرین. ئەم پەڕەیە ڕوونی دەکاتەوە کاتێک نامەمان بۆ دەنێریت چی هەڵدەگرین، بۆ چەند ماوەیەک، و چۆن دەتوانیت داوای سڕینەوەی بکەیت.",
    storedHeading: "فۆڕمی پەیوەندی چی هەڵدەگرێت",
    storedText:
      "کاتێک فۆڕمی پەیوەندی دەنێریت، ناو، ئیمەیڵ، ژمارەی تەلەفۆن، بابەت و نامەکەت لەگەڵ کاتی ناردنەکەی هەڵدەگرین. تەنها کارمەندەکانمان دەتوانن بیانخوێننەوە و تەنها بۆ وەڵامدانەوەی تۆ بەکاریان دەهێنین: نایانفرۆشین، لەگەڵ کەسی تردا هاوبەشیان ناکەین و ناوت ناخەینە هیچ لیستێکی ئیمەیڵەوە.",
    spamText:
      "بۆ ڕێگرتن لە نامەی بێزارکەری خۆکار، ناونیشانی ئەو تۆڕەی نامەکەتی لێوە هاتووە بۆ ماوەی ڕۆژێک یان کەمتر هەژمار دەکرێت و پاشان دەسڕدرێتەوە. هەرگیز لەگەڵ نامەکەتدا هەڵناگیرێت.",
    keptHeading: "بۆ چەند ماوەیەک دەیپارێزین",
    keptText:
      "نامەکان {{months}} مانگ دوای ناردنیان بە شێوەی خۆکار دەسڕدرێنەوە. لەوانەیە کارمەندەکانمان دوای وەڵامدانەوەی نامەیەک، زووتر بیسڕنەوە.",
    cookiesHeading: "کووکی و ماڵپەڕەکانی تر",
    cookiesText:
      "ماڵپەڕەکە ئەو زمانەی هەڵتبژاردووە لە کووکییەکی بچووکدا پاشەکەوت دەکات. هیچ کووکییەکی ڕیکلام یان چاودێریکردن بەکارناهێنێت و هیچ سکریپتێک لە کۆمپانیاکانی ترەوە بار ناکات. دوگمەکانی هاوبەشکردن تەنها بەستەری سادەن: تا کلیکیان لێ نەکەیت، هیچ شتێک بۆ ئەو تۆڕانە نانێردرێت.",
    deletionHeading: "داواکردنی سڕینەوە",
    deletionText:
      "هەر کاتێک بتەوێت دەتوانیت داوا بکەیت ئەوەی بۆت ناردووین ببینیت یان بیسڕینەوە. نامەمان بۆ بنووسە یان پەیوەندیمان پێوە بکە و ئەو ئیمەیڵەمان پێ بڵێ کە لە فۆڕمەکەدا بەکارت هێناوە؛ نامەکانت دەسڕینەوە و بۆت پشتڕاست دەکەینەوە.",
  },
  ar: {
    intro:
      "نطلب منك أقل قدر ممكن من المعلومات. توضّح هذه الصفحة ما نحتفظ به عندما تراسلنا، وإلى متى، وكيف تطلب حذفه.",
    storedHeading: "ما الذي يحفظه نموذج الاتصال",
    storedText:
      "عندما ترسل نموذج الاتصال نحفظ اسمك وبريدك الإلكتروني ورقم هاتفك والموضوع والرسالة ووقت إرسالها. لا يطّلع عليها إلا موظفونا، ولا نستخدمها إلا للرد عليك: لا نبيعها ولا نشاركها مع أحد، ولا نضيفك إلى أي قائمة بريدية.",
    spamText:
      "لمنع الرسائل المزعجة الآلية، يُحتسب عنوان الشبكة الذي أُرسلت منه رسالتك لمدة أقصاها يوم واحد ثم يُحذف، ولا يُحفظ أبدًا مع رسالتك.",
    keptHeading: "إلى متى نحتفظ بها",
    keptText:
      "تُحذف الرسائل تلقائيًا بعد مرور {{months}} شهرًا على إرسالها. وقد يحذف موظفونا الرسالة قبل ذلك بعد الرد عليها.",
    cookiesHeading: "ملفات تعريف الارتباط والمواقع الأخرى",
    cookiesText:
      "يحفظ الموقع اللغة التي اخترتها في ملف تعريف ارتباط صغير. لا يستخدم ملفات تعريف ارتباط للإعلانات أو للتتبّع، ولا يحمّل أي برامج نصية من شركات أخرى. أزرار المشاركة روابط عادية: لا يُرسَل شيء إلى تلك الشبكات إلا إذا نقرت على أحدها.",
    deletionHeading: "طلب الحذف",
    deletionText:
      "يمكنك في أي وقت أن تطلب الاطلاع على ما أرسلته إلينا أو حذفه. راسلنا أو اتصل بنا وأخبرنا بعنوان البريد الإلكتروني الذي استخدمته في النموذج، وسنحذف رسائلك ونؤكّد لك ذلك.",
  },
};
