/**
 * Sample content written into a new database, in English, Sorani Kurdish and Arabic.
 * Images are our own SVGs under public/images.
 */
import type { clients, infoAreas, jumbotrons, news, pages, products, services, teamMembers } from "./schema";

type Row<T extends { $inferInsert: unknown }> = Omit<T["$inferInsert"], "id" | "date">;

export const sampleContent: {
  jumbotrons: Row<typeof jumbotrons>[];
  infoAreas: Row<typeof infoAreas>[];
  services: Row<typeof services>[];
  products: Row<typeof products>[];
  clients: Row<typeof clients>[];
  teamMembers: Row<typeof teamMembers>[];
  pages: Row<typeof pages>[];
  /** Newest first, a few days apart (seed.server.ts). */
  news: Row<typeof news>[];
} = {
  jumbotrons: [
    {
      titleEn: "Technology that grows with you",
      titleKu: "تەکنەلۆجیایەک لەگەڵ تۆ گەشە دەکات",
      titleAr: "تقنية تنمو معك",
      descEn:
        "We design, build and run the websites, networks and systems that keep businesses in Kurdistan moving forward.",
      descKu:
        "ئێمە ئەو ماڵپەڕ و تۆڕ و سیستەمانە دیزاین دەکەین، دروستیان دەکەین و بەڕێوەیان دەبەین کە کار و کاسبییەکانی کوردستان بەرەو پێشەوە دەبەن.",
      descAr: "نصمّم ونبني وندير المواقع والشبكات والأنظمة التي تدفع الأعمال في كوردستان إلى الأمام.",
    },
    {
      titleEn: "Your business online in days",
      titleKu: "کارەکەت لە چەند ڕۆژێکدا لەسەر ئینتەرنێت",
      titleAr: "عملك على الإنترنت خلال أيام",
      descEn:
        "From the first idea to a fast, secure website in three languages, our team takes care of every step.",
      descKu:
        "لە یەکەم بیرۆکەوە تا ماڵپەڕێکی خێرا و پارێزراو بە سێ زمان، تیمەکەمان هەموو هەنگاوەکان لە ئەستۆ دەگرێت.",
      descAr: "من الفكرة الأولى إلى موقع سريع وآمن بثلاث لغات، يتولّى فريقنا كل خطوة.",
    },
    {
      titleEn: "Learn the skills of tomorrow",
      titleKu: "کارامەییەکانی داهاتوو فێر بە",
      titleAr: "تعلّم مهارات المستقبل",
      descEn:
        "Join our IT institute and freelancing course, and start your career in technology right here in Erbil.",
      descKu:
        "بەشداری پەیمانگای تەکنەلۆجیای زانیاری و خولی کاری سەربەخۆمان بکە و هەر لێرە لە هەولێر ژیانی پیشەیی خۆت لە بواری تەکنەلۆجیادا دەست پێ بکە.",
      descAr:
        "انضم إلى معهدنا لتقنية المعلومات ودورة العمل الحر، وابدأ مسيرتك المهنية في التقنية هنا في أربيل.",
    },
  ],

  infoAreas: [
    {
      titleEn: "Our mission",
      titleKu: "پەیامەکەمان",
      titleAr: "رسالتنا",
      descEn:
        "We help companies, schools and shops in Kurdistan use technology with confidence. We build reliable tools, explain them in plain language and stay close after launch. Good technology should make daily work simpler, not harder.",
      descKu:
        "ئێمە یارمەتی کۆمپانیا و قوتابخانە و دوکانەکانی کوردستان دەدەین تا بە متمانەوە تەکنەلۆجیا بەکاربهێنن. ئامرازی باوەڕپێکراو دروست دەکەین، بە زمانێکی سادە ڕوونیان دەکەینەوە و دوای دەستپێکردنیش لە نزیکتانەوە دەمێنینەوە. تەکنەلۆجیای باش دەبێت کاری ڕۆژانە ئاسانتر بکات، نەک قورستر.",
      descAr:
        "نساعد الشركات والمدارس والمتاجر في كوردستان على استخدام التقنية بثقة. نبني أدوات موثوقة ونشرحها بلغة بسيطة، ونبقى قريبين منكم بعد الإطلاق. فالتقنية الجيدة يجب أن تجعل العمل اليومي أسهل لا أصعب.",
    },
    {
      titleEn: "Our vision",
      titleKu: "دیدگای ئێمە",
      titleAr: "رؤيتنا",
      descEn:
        "We want Erbil to be known as a place where world-class digital work is made. Every project we deliver and every student we train brings that goal one step closer.",
      descKu:
        "دەمانەوێت هەولێر وەک شوێنێک بناسرێت کە کاری دیجیتاڵی لە ئاستی جیهانیدا تێیدا دروست دەکرێت. هەر پرۆژەیەک تەواوی دەکەین و هەر قوتابییەک ڕایدەهێنین، هەنگاوێکی ترمان لەو ئامانجە نزیک دەکاتەوە.",
      descAr:
        "نريد أن تُعرف أربيل بأنها مكان يُصنع فيه عمل رقمي بمستوى عالمي. وكل مشروع ننجزه وكل طالب ندرّبه يقرّبنا خطوة أخرى من هذا الهدف.",
    },
    {
      titleEn: "Our values",
      titleKu: "بەهاکانمان",
      titleAr: "قيمنا",
      descEn:
        "Honesty, clear prices and work delivered on time. We treat every client's project as if it were our own, and we share what we know openly.",
      descKu:
        "ڕاستگۆیی، نرخی ڕوون و ڕادەستکردنی کار لە کاتی خۆیدا. پرۆژەی هەر کڕیارێک وەک پرۆژەی خۆمان سەیر دەکەین و ئەوەی دەیزانین بە ئاشکرا لەگەڵ خەڵکی بەش دەکەین.",
      descAr:
        "الصدق والأسعار الواضحة وتسليم العمل في موعده. نتعامل مع مشروع كل عميل كأنه مشروعنا، ونشارك ما نعرفه بكل انفتاح.",
    },
    {
      titleEn: "Our experience",
      titleKu: "ئەزموونمان",
      titleAr: "خبرتنا",
      descEn:
        "Since 2014 our team has delivered more than 300 websites, networks and software systems. We have worked with banks, clinics, schools, restaurants and government offices across the Kurdistan Region.",
      descKu:
        "لە ساڵی ٢٠١٤ەوە تیمەکەمان زیاتر لە ٣٠٠ ماڵپەڕ و تۆڕ و سیستەمی نەرمەکاڵای جێبەجێ کردووە. لەگەڵ بانک و نۆرینگە و قوتابخانە و چێشتخانە و فەرمانگە حکومییەکان لە سەرانسەری هەرێمی کوردستان کارمان کردووە.",
      descAr:
        "منذ عام ٢٠١٤ نفّذ فريقنا أكثر من ٣٠٠ موقع وشبكة ونظام برمجي. وعملنا مع مصارف وعيادات ومدارس ومطاعم ودوائر حكومية في أنحاء إقليم كوردستان.",
    },
  ],

  services: [
    {
      titleEn: "Web design",
      titleKu: "دیزاینی ماڵپەڕ",
      titleAr: "تصميم المواقع",
      descEn:
        "Clean, modern websites that look right on every phone and screen, in Kurdish, Arabic and English. We start from your brand and your customers, then design pages that are easy to read and easy to use.",
      descKu:
        "ماڵپەڕی ڕێکوپێک و نوێ کە لەسەر هەموو مۆبایل و شاشەیەک جوان دەردەکەون، بە کوردی و عەرەبی و ئینگلیزی. لە ناسنامەی کارەکەت و کڕیارەکانتەوە دەست پێ دەکەین، پاشان ئەو پەڕانە دیزاین دەکەین کە بە ئاسانی دەخوێندرێنەوە و بەکاردەهێنرێن.",
      descAr:
        "مواقع أنيقة وعصرية تظهر بشكل جميل على كل هاتف وشاشة، بالكردية والعربية والإنجليزية. نبدأ من هوية علامتك التجارية ومن عملائك، ثم نصمّم صفحات سهلة القراءة وسهلة الاستخدام.",
      image: "/images/services/web-design.svg",
    },
    {
      titleEn: "Web development",
      titleKu: "پەرەپێدانی ماڵپەڕ",
      titleAr: "تطوير المواقع",
      descEn:
        "Custom web applications, online stores and management systems built with modern, secure tools. We write clean code that is fast today and easy to extend tomorrow.",
      descKu:
        "بەرنامەی وێبی تایبەت، فرۆشگای ئەلیکترۆنی و سیستەمی بەڕێوەبردن کە بە ئامرازی نوێ و پارێزراو دروست دەکرێن. کۆدی پاک و ڕێکوپێک دەنووسین کە ئەمڕۆ خێرایە و سبەینێ بە ئاسانی فراوان دەکرێت.",
      descAr:
        "تطبيقات ويب مخصّصة ومتاجر إلكترونية وأنظمة إدارة مبنية بأدوات حديثة وآمنة. نكتب شيفرة نظيفة تعمل بسرعة اليوم ويسهل توسيعها غدًا.",
      image: "/images/services/web-development.svg",
    },
    {
      titleEn: "Hosting",
      titleKu: "هۆستینگ",
      titleAr: "الاستضافة",
      descEn:
        "Fast, secure hosting for websites and email on servers we monitor day and night. Daily backups, security certificates and local support in your own language come with every plan.",
      descKu:
        "هۆستینگی خێرا و پارێزراو بۆ ماڵپەڕ و ئیمەیڵ، لەسەر ئەو سێرڤەرانەی شەو و ڕۆژ چاودێرییان دەکەین. کۆپیی یەدەگی ڕۆژانە، بڕوانامەی ئاسایش و پشتگیریی ناوخۆیی بە زمانی خۆت لەگەڵ هەموو پلانێکدا هەیە.",
      descAr:
        "استضافة سريعة وآمنة للمواقع والبريد الإلكتروني على خوادم نراقبها ليلًا ونهارًا. وتشمل كل باقة نسخًا احتياطية يومية وشهادات أمان ودعمًا محليًا بلغتك.",
      image: "/images/services/hosting.svg",
    },
    {
      titleEn: "Networking",
      titleKu: "دامەزراندنی تۆڕ",
      titleAr: "الشبكات",
      descEn:
        "Office networks, wireless coverage, structured cabling and security cameras, planned and installed by certified engineers. We keep your team connected and your data safe.",
      descKu:
        "تۆڕی نووسینگە، تۆڕی بێتەل، کێبڵکێشیی ڕێکخراو و کامێرای چاودێری، کە ئەندازیارانی بڕوانامەدار پلانیان بۆ دادەنێن و دایاندەمەزرێنن. تیمەکەت بە یەکەوە گرێدراو و زانیارییەکانت پارێزراو دەهێڵینەوە.",
      descAr:
        "شبكات المكاتب والتغطية اللاسلكية والتمديدات المنظّمة وكاميرات المراقبة، يخطّط لها ويركّبها مهندسون معتمدون. نُبقي فريقك متصلًا وبياناتك في أمان.",
      image: "/images/services/networking.svg",
    },
    {
      titleEn: "Digital marketing",
      titleKu: "بازاڕگەریی دیجیتاڵی",
      titleAr: "التسويق الرقمي",
      descEn:
        "Social media campaigns, search engine optimisation and clear monthly reports. We help the right customers find you and choose you.",
      descKu:
        "هەڵمەتی ڕیکلام لە تۆڕە کۆمەڵایەتییەکان، باشترکردنی دەرکەوتن لە بزوێنەرەکانی گەڕاندا و ڕاپۆرتی مانگانەی ڕوون. یارمەتیت دەدەین تا کڕیارە گونجاوەکان بتدۆزنەوە و تۆ هەڵبژێرن.",
      descAr:
        "حملات على وسائل التواصل الاجتماعي وتحسين الظهور في محركات البحث وتقارير شهرية واضحة. نساعد العملاء المناسبين على إيجادك واختيارك.",
      image: "/images/services/digital-marketing.svg",
    },
    {
      titleEn: "Consultation",
      titleKu: "ڕاوێژکاری",
      titleAr: "الاستشارات",
      descEn:
        "Not sure where to start? We review your systems, listen to your goals and give you an honest plan with clear costs before you spend money on technology.",
      descKu:
        "نازانیت لە کوێوە دەست پێ بکەیت؟ سیستەمەکانت هەڵدەسەنگێنین، گوێ لە ئامانجەکانت دەگرین و پێش ئەوەی پارە لە تەکنەلۆجیا خەرج بکەیت، پلانێکی ڕاستگۆیانە بە تێچووی ڕوونەوە پێشکەشت دەکەین.",
      descAr:
        "لا تعرف من أين تبدأ؟ نراجع أنظمتك ونستمع إلى أهدافك، ثم نقدّم لك خطة صادقة بتكاليف واضحة قبل أن تنفق أموالك على التقنية.",
      image: "/images/services/consultation.svg",
    },
    {
      titleEn: "Freelancing training course",
      titleKu: "خولی ڕاهێنانی کاری سەربەخۆ",
      titleAr: "دورة تدريبية في العمل الحر",
      descEn:
        "An eight-week course that teaches you to find clients online, price your work, deliver projects and get paid safely from anywhere in the world. Classes are small and practical, and every student finishes with a portfolio of real work.",
      descKu:
        "خولێکی هەشت هەفتەیی کە فێرت دەکات چۆن لە ڕێگەی ئینتەرنێتەوە کڕیار بدۆزیتەوە، نرخ بۆ کارەکەت دابنێیت، پرۆژە ڕادەست بکەیت و بە سەلامەتی لە هەر شوێنێکی جیهانەوە پارەکەت وەربگریت. پۆلەکان بچووک و کردارین و هەر قوتابییەک بە کۆمەڵێک نموونەی کاری ڕاستەقینەوە خولەکە تەواو دەکات.",
      descAr:
        "دورة مدتها ثمانية أسابيع تعلّمك كيف تجد عملاء عبر الإنترنت وتسعّر عملك وتسلّم المشاريع وتستلم أجرك بأمان من أي مكان في العالم. الصفوف صغيرة وعملية، ويُنهي كل طالب الدورة بملف أعمال حقيقي.",
      image: "/images/services/freelancing-course.svg",
    },
    {
      titleEn: "Monthly workspace",
      titleKu: "شوێنی کاری مانگانە",
      titleAr: "مساحة عمل باشتراك شهري",
      descEn:
        "A quiet, fully equipped desk in our Erbil office for a simple monthly fee. Fast internet, meeting rooms, printing and fresh tea are all included, so you can focus on your work.",
      descKu:
        "مێزێکی ئارام و تەواو ئامادەکراو لە نووسینگەکەمان لە هەولێر بە کرێیەکی مانگانەی گونجاو. ئینتەرنێتی خێرا، ژووری کۆبوونەوە، چاپکردن و چای تازە هەمووی تێدایە، بۆ ئەوەی تەنها سەرنجت لەسەر کارەکەت بێت.",
      descAr:
        "مكتب هادئ ومجهّز بالكامل في مقرّنا بأربيل مقابل اشتراك شهري بسيط. يشمل الاشتراك الإنترنت السريع وقاعات الاجتماعات والطباعة والشاي الطازج، لتتفرّغ لعملك.",
      image: "/images/services/workspace.svg",
    },
    {
      titleEn: "IT learning institute",
      titleKu: "پەیمانگای فێربوونی تەکنەلۆجیای زانیاری",
      titleAr: "معهد تعليم تقنية المعلومات",
      descEn:
        "Courses in programming, networking, graphic design and office computer skills for students and working professionals. Our teachers work in the field every day and bring real projects into the classroom.",
      descKu:
        "خول لە بوارەکانی پرۆگرامسازی، تۆڕ، دیزاینی گرافیک و کارامەییەکانی کۆمپیوتەر بۆ کاری نووسینگە، بۆ قوتابیان و فەرمانبەران. مامۆستاکانمان هەموو ڕۆژێک لەم بوارەدا کار دەکەن و پرۆژەی ڕاستەقینە دەهێننە ناو پۆلەوە.",
      descAr:
        "دورات في البرمجة والشبكات والتصميم الجرافيكي ومهارات الحاسوب المكتبية للطلاب والموظفين. يعمل مدرّسونا في هذا المجال كل يوم ويُدخلون مشاريع حقيقية إلى قاعة الدرس.",
      image: "/images/services/it-institute.svg",
    },
  ],

  products: [
    {
      titleEn: "School Manager",
      titleKu: "سیستەمی بەڕێوەبردنی قوتابخانە",
      titleAr: "نظام إدارة المدارس",
      descEn:
        "One system for student records, attendance, grades and fees, with a parent portal in three languages. It saves teachers hours of paperwork every week.",
      descKu:
        "یەک سیستەم بۆ تۆماری قوتابیان، ئامادەبوون، نمرە و کرێی خوێندن، لەگەڵ دەروازەیەک بۆ دایک و باوکان بە سێ زمان. هەفتانە چەندین کاتژمێر لە کاری کاغەزیی مامۆستایان کەم دەکاتەوە.",
      descAr:
        "نظام واحد لسجلات الطلاب والحضور والدرجات والرسوم، مع بوابة لأولياء الأمور بثلاث لغات. يوفّر على المعلمين ساعات من العمل الورقي كل أسبوع.",
      image: "/images/products/school-manager.svg",
    },
    {
      titleEn: "Clinic Booking",
      titleKu: "نۆرەگرتنی نۆرینگە",
      titleAr: "حجز مواعيد العيادات",
      descEn:
        "Patients book appointments online or by phone and get a text message reminder. Doctors see their whole day at a glance, and waiting rooms stay calm.",
      descKu:
        "نەخۆشەکان لە ڕێگەی ئینتەرنێت یان تەلەفۆنەوە نۆرە دەگرن و نامەیەکی بیرخستنەوەیان بۆ دێت. پزیشکەکان بە یەک سەیرکردن هەموو کارەکانی ڕۆژەکەیان دەبینن و ژووری چاوەڕوانیش ئارام دەمێنێتەوە.",
      descAr:
        "يحجز المرضى مواعيدهم عبر الإنترنت أو الهاتف ويتلقّون رسالة تذكير نصية. ويرى الأطباء جدول يومهم كاملًا بنظرة واحدة، وتبقى غرف الانتظار هادئة.",
      image: "/images/products/clinic-booking.svg",
    },
    {
      titleEn: "Shop Point of Sale",
      titleKu: "سیستەمی فرۆشتنی دوکان",
      titleAr: "نظام نقاط البيع للمتاجر",
      descEn:
        "A fast checkout with barcode scanning, stock tracking and daily sales reports in dinars and dollars. It keeps working even when the internet goes down.",
      descKu:
        "فرۆشتنی خێرا بە خوێندنەوەی بارکۆد، بەدواداچوونی کاڵاکانی کۆگا و ڕاپۆرتی ڕۆژانەی فرۆشتن بە دینار و دۆلار. تەنانەت کاتێک ئینتەرنێتیش دەبڕێت، سیستەمەکە هەر کار دەکات.",
      descAr:
        "دفع سريع بقراءة الباركود ومتابعة المخزون وتقارير مبيعات يومية بالدينار والدولار. ويستمر في العمل حتى عند انقطاع الإنترنت.",
      image: "/images/products/shop-pos.svg",
    },
    {
      titleEn: "QR Restaurant Menu",
      titleKu: "لیستی خواردنی دیجیتاڵی چێشتخانە",
      titleAr: "قائمة طعام رقمية للمطاعم",
      descEn:
        "Guests scan a code on the table to see your menu with photos and prices in three languages. Change a price or add a dish in seconds, with no reprinting.",
      descKu:
        "میوانەکان کۆدێکی سەر مێزەکە دەخوێننەوە و لیستی خواردنەکانت بە وێنە و نرخەوە بە سێ زمان دەبینن. لە چەند چرکەیەکدا نرخێک بگۆڕە یان خواردنێکی نوێ زیاد بکە، بێ ئەوەی دووبارە چاپی بکەیتەوە.",
      descAr:
        "يمسح الضيوف رمزًا على الطاولة ليشاهدوا قائمتك بالصور والأسعار بثلاث لغات. غيّر سعرًا أو أضف طبقًا خلال ثوانٍ، من دون إعادة طباعة.",
      image: "/images/products/restaurant-menu.svg",
    },
  ],

  clients: [
    {
      titleEn: "Hawler Bank",
      titleKu: "بانکی هەولێر",
      titleAr: "مصرف هولير",
      phone: "+964 750 412 3387",
      image: "/images/clients/client-1.svg",
    },
    {
      titleEn: "Sulav Pharma",
      titleKu: "دەرمانسازیی سولاڤ",
      titleAr: "سولاف للأدوية",
      phone: "+964 770 318 2254",
      image: "/images/clients/client-2.svg",
    },
    {
      titleEn: "Rwanga School",
      titleKu: "قوتابخانەی ڕوانگە",
      titleAr: "مدرسة روانكة",
      phone: "+964 750 226 9041",
      image: "/images/clients/client-3.svg",
    },
    {
      titleEn: "Nishtiman Mall",
      titleKu: "بازاڕی نیشتمان",
      titleAr: "مجمع نيشتمان التجاري",
      phone: "+964 770 845 1172",
      image: "/images/clients/client-4.svg",
    },
    {
      titleEn: "Kurdistan Air Cargo",
      titleKu: "بارگواستنەوەی ئاسمانیی کوردستان",
      titleAr: "كوردستان للشحن الجوي",
      phone: "+964 750 903 6618",
      image: "/images/clients/client-5.svg",
    },
    {
      titleEn: "Shaqlawa Foods",
      titleKu: "خۆراکی شەقڵاوە",
      titleAr: "شقلاوة للأغذية",
      phone: "+964 770 552 4830",
      image: "/images/clients/client-6.svg",
    },
    {
      titleEn: "Ankawa Motors",
      titleKu: "ئۆتۆمبێلی عەنکاوە",
      titleAr: "عنكاوا للسيارات",
      phone: "+964 750 671 2095",
      image: "/images/clients/client-7.svg",
    },
    {
      titleEn: "Dukan Energy",
      titleKu: "وزەی دوکان",
      titleAr: "دوكان للطاقة",
      phone: "+964 770 134 7762",
      image: "/images/clients/client-8.svg",
    },
  ],

  teamMembers: [
    {
      nameEn: "Hawre Salih",
      nameKu: "هاوڕێ ساڵح",
      nameAr: "هاوري صالح",
      roleEn: "Founder and project lead",
      roleKu: "دامەزرێنەر و بەڕێوەبەری پرۆژەکان",
      roleAr: "المؤسس ومدير المشاريع",
      bioEn:
        "Hawre started the company in Erbil after ten years of building websites for local businesses. He meets every new client and makes sure each project is delivered as promised.",
      bioKu:
        "هاوڕێ دوای دە ساڵ دروستکردنی ماڵپەڕ بۆ کاسبییە ناوخۆییەکان، کۆمپانیاکەی لە هەولێر دامەزراند. لەگەڵ هەموو کڕیارێکی نوێ دادەنیشێت و دڵنیا دەبێتەوە کە هەر پرۆژەیەک وەک بەڵێنی پێدراوە ڕادەست دەکرێت.",
      bioAr:
        "أسّس هاوري الشركة في أربيل بعد عشر سنوات من بناء المواقع للشركات المحلية. يلتقي بكل عميل جديد ويتأكد من تسليم كل مشروع كما وُعد.",
      image: "/images/team/hawre.svg",
    },
    {
      nameEn: "Shilan Omer",
      nameKu: "شیلان عومەر",
      nameAr: "شيلان عمر",
      roleEn: "Lead web designer",
      roleKu: "دیزاینەری سەرەکیی ماڵپەڕ",
      roleAr: "كبيرة مصممي المواقع",
      bioEn:
        "Shilan designs clear, friendly websites that work as well in Kurdish and Arabic as in English, on every phone.",
      bioKu:
        "شیلان ماڵپەڕی ڕوون و دۆستانە دیزاین دەکات کە بە کوردی و عەرەبی هێندەی ئینگلیزی باش کار دەکەن، لەسەر هەموو مۆبایلێک.",
      bioAr:
        "تصمّم شيلان مواقع واضحة وسهلة الاستخدام تعمل بالكردية والعربية كما تعمل بالإنجليزية، على كل هاتف.",
      image: "/images/team/shilan.svg",
    },
    {
      nameEn: "Karwan Aziz",
      nameKu: "کاروان عەزیز",
      nameAr: "كاروان عزيز",
      roleEn: "Network engineer",
      roleKu: "ئەندازیاری تۆڕ",
      roleAr: "مهندس الشبكات",
      bioEn:
        "Karwan plans, installs and looks after office networks, from the first cable to the firewall, and answers support calls in three languages.",
      bioKu:
        "کاروان تۆڕی ئۆفیسەکان پلان دادەنێت، دایاندەمەزرێنێت و چاودێرییان دەکات، لە یەکەم کێبڵەوە تا دیواری ئاگر، و بە سێ زمان وەڵامی داواکارییەکانی پشتگیری دەداتەوە.",
      bioAr:
        "يخطّط كاروان لشبكات المكاتب ويركّبها ويعتني بها، من أول كابل حتى جدار الحماية، ويجيب على طلبات الدعم بثلاث لغات.",
      image: "/images/team/karwan.svg",
    },
    {
      nameEn: "Lana Jamal",
      nameKu: "لانا جەمال",
      nameAr: "لانا جمال",
      roleEn: "Trainer at the IT institute",
      roleKu: "ڕاهێنەر لە پەیمانگای تەکنەلۆجیای زانیاری",
      roleAr: "مدرّبة في معهد تقنية المعلومات",
      bioEn:
        "Lana teaches web development and freelancing at our IT institute and has helped hundreds of students find their first job in technology.",
      bioKu:
        "لانا لە پەیمانگای تەکنەلۆجیای زانیاریمان وانەی پەرەپێدانی ماڵپەڕ و کاری سەربەخۆ دەڵێتەوە و یارمەتی سەدان خوێندکاری داوە تا یەکەم کاری خۆیان لە بواری تەکنەلۆجیادا بدۆزنەوە.",
      bioAr:
        "تدرّس لانا تطوير المواقع والعمل الحر في معهدنا لتقنية المعلومات، وساعدت مئات الطلاب في الحصول على أول وظيفة لهم في مجال التقنية.",
      image: "/images/team/lana.svg",
    },
  ],
  // An office's own page (app/content/types/pages.ts), at /careers.
  pages: [
    {
      titleEn: "Careers",
      titleKu: "هەلی کار",
      titleAr: "الوظائف",
      address: "careers",
      bodyEn:
        "We are a small team in Erbil, and we grow with the people who join us.\n\n## Open roles\n\n- **Web developer**: React and Node, in Kurdish, Arabic and English\n- **Network technician**: installations across the Kurdistan Region\n\n## How to apply\n\nSend your CV to [jobs@zagrostech.iq](mailto:jobs@zagrostech.iq) and tell us *what you would like to build*.",
      bodyKu:
        "ئێمە تیمێکی بچووکین لە هەولێر، و لەگەڵ ئەو کەسانەی دێنە ناومانەوە گەشە دەکەین.\n\n## هەلە کراوەکان\n\n- **گەشەپێدەری ماڵپەڕ**: React و Node، بە کوردی و عەرەبی و ئینگلیزی\n- **تەکنیکاری تۆڕ**: دامەزراندن لە سەرانسەری هەرێمی کوردستان\n\n## چۆن داوا بکەیت\n\nCVـەکەت بنێرە بۆ [jobs@zagrostech.iq](mailto:jobs@zagrostech.iq) و پێمان بڵێ *حەز دەکەیت چی دروست بکەیت*.",
      bodyAr:
        "نحن فريق صغير في أربيل، ونكبر مع من ينضمّ إلينا.\n\n## الوظائف المتاحة\n\n- **مطوّر مواقع**: React وNode، بالكردية والعربية والإنجليزية\n- **فنّي شبكات**: تركيبات في أنحاء إقليم كوردستان\n\n## كيف تتقدّم\n\nأرسل سيرتك الذاتية إلى [jobs@zagrostech.iq](mailto:jobs@zagrostech.iq) وأخبرنا *ماذا تحبّ أن تبني*.",
      metaDescriptionEn: "Work with us in Erbil: open roles and how to apply.",
      metaDescriptionKu: "لە هەولێر لەگەڵمان کار بکە: هەلە کراوەکان و چۆنیەتی داواکردن.",
      metaDescriptionAr: "اعمل معنا في أربيل: الوظائف المتاحة وطريقة التقديم.",
    },
  ],
  news: [
    {
      titleEn: "New freelancing course starts in June",
      address: "freelancing-course-june",
      titleKu: "خولێکی نوێی کاری سەربەخۆ لە مانگی حوزەیراندا دەست پێ دەکات",
      titleAr: "دورة جديدة في العمل الحر تبدأ في حزيران",
      summaryEn:
        "Eight weeks of evening classes at our IT institute: finding clients online, pricing your work and getting paid.",
      summaryKu:
        "هەشت هەفتە وانەی ئێواران لە پەیمانگای تەکنەلۆجیای زانیاریمان: دۆزینەوەی کڕیار لە ئینتەرنێتدا، نرخدانان بۆ کارەکەت و وەرگرتنی پارەکەت.",
      summaryAr:
        "ثمانية أسابيع من الدروس المسائية في معهدنا لتقنية المعلومات: إيجاد العملاء عبر الإنترنت وتسعير عملك واستلام أجرك.",
      bodyEn:
        "Our **freelancing course** returns for a new group of students. In eight weeks you learn to:\n\n- build a profile clients trust\n- price your work and write a proposal\n- get paid safely from abroad\n\nClasses are in Kurdish and Arabic, in the evening, at our institute. Write to us from the contact form on our home page to book a place.",
      bodyKu:
        "**خولی کاری سەربەخۆ**مان بۆ کۆمەڵێکی نوێی خوێندکاران دەگەڕێتەوە. لە هەشت هەفتەدا فێر دەبیت:\n\n- پرۆفایلێک دروست بکەیت کە کڕیاران متمانەی پێ بکەن\n- نرخ بۆ کارەکەت دابنێیت و پێشنیارێک بنووسیت\n- بە سەلامەتی پارەکەت لە دەرەوەی وڵات وەربگریت\n\nوانەکان بە کوردی و عەرەبین، ئێواران، لە پەیمانگاکەمان. لە ڕێگەی فۆڕمی پەیوەندیی پەڕەی سەرەکییەوە بۆمان بنووسە بۆ ئەوەی شوێنێک بگریت.",
      bodyAr:
        "تعود **دورة العمل الحر** لمجموعة جديدة من الطلاب. ستتعلم خلال ثمانية أسابيع:\n\n- إنشاء ملف شخصي يثق به العملاء\n- تسعير عملك وكتابة عرض\n- استلام أجرك بأمان من الخارج\n\nالدروس بالكردية والعربية، مساءً، في معهدنا. راسلنا عبر نموذج الاتصال في صفحتنا الرئيسية لحجز مقعدك.",
      image: "/images/services/freelancing-course.svg",
      imageAltEn: "A laptop with a freelancing website open",
      imageAltKu: "لاپتۆپێک کە ماڵپەڕێکی کاری سەربەخۆی لەسەر کراوەتەوە",
      imageAltAr: "حاسوب محمول مفتوح على موقع للعمل الحر",
    },
    {
      titleEn: "A new network for a hospital in Erbil",
      address: "hospital-network-erbil",
      titleKu: "تۆڕێکی نوێ بۆ نەخۆشخانەیەک لە هەولێر",
      titleAr: "شبكة جديدة لمستشفى في أربيل",
      summaryEn:
        "We replaced the cabling and wireless of a four-floor hospital without closing a single ward.",
      summaryKu: "کێبڵ و تۆڕی بێتەلی نەخۆشخانەیەکی چوار نهۆمیمان گۆڕی بێ ئەوەی تەنانەت یەک بەشیش دابخرێت.",
      summaryAr: "استبدلنا الكابلات والشبكة اللاسلكية لمستشفى من أربعة طوابق دون إغلاق أي قسم.",
      bodyEn:
        "Over six weekends our engineers laid new cabling on four floors and installed forty wireless access points.\n\nDoctors now open patient files and scans from any room, and the hospital's staff manage the network from one screen.",
      bodyKu:
        "ئەندازیارەکانمان لە ماوەی شەش کۆتایی هەفتەدا کێبڵی نوێیان لە چوار نهۆمدا ڕاکێشا و چل خاڵی پەیوەندیی بێتەلیان دامەزراند.\n\nئێستا پزیشکان لە هەر ژوورێکەوە فایلی نەخۆش و وێنەی تیشکەکان دەکەنەوە، و کارمەندانی نەخۆشخانەکە لە یەک شاشەوە تۆڕەکە بەڕێوە دەبەن.",
      bodyAr:
        "على مدى ستة عطل أسبوعية مدّ مهندسونا كابلات جديدة في أربعة طوابق وركّبوا أربعين نقطة وصول لاسلكية.\n\nيفتح الأطباء الآن ملفات المرضى وصور الأشعة من أي غرفة، ويدير موظفو المستشفى الشبكة من شاشة واحدة.",
      image: "/images/services/networking.svg",
    },
    {
      titleEn: "Our office has moved",
      address: "our-office-has-moved",
      titleKu: "ئۆفیسەکەمان گوازرایەوە",
      titleAr: "انتقل مكتبنا",
      summaryEn: "We now work from a larger office with a training room for twenty students.",
      summaryKu: "ئێستا لە ئۆفیسێکی گەورەتردا کار دەکەین کە ژوورێکی ڕاهێنانی بۆ بیست خوێندکار تێدایە.",
      summaryAr: "نعمل الآن من مكتب أكبر فيه قاعة تدريب تتسع لعشرين طالبًا.",
      bodyEn: "Our new address is on the contact section of the home page. Our phone numbers stay the same.",
      bodyKu:
        "ناونیشانە نوێیەکەمان لە بەشی پەیوەندیی پەڕەی سەرەکیدایە. ژمارە تەلەفۆنەکانمان وەک خۆیان دەمێننەوە.",
      bodyAr: "عنواننا الجديد في قسم الاتصال في الصفحة الرئيسية. أرقام هواتفنا تبقى كما هي.",
      image: "/images/services/workspace.svg",
    },
  ],
};
