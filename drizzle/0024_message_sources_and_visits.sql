CREATE TABLE `visit_totals` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
);
--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY NOT NULL,
	`hour` integer NOT NULL,
	`day` text NOT NULL,
	`page` text NOT NULL,
	`language` text NOT NULL,
	`referrer` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`device` text NOT NULL,
	`new_visitor` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visits_day_idx` ON `visits` (`day`);--> statement-breakpoint
ALTER TABLE `messages` ADD `sentFrom` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `landingPage` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `referrer` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmSource` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmMedium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmCampaign` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsHeadingEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsHeadingKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsHeadingAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsTextEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsTextKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_page` ADD `visitsTextAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `message_states_state_idx` ON `message_states` (`state`);--> statement-breakpoint
-- BEGIN privacy visits: the first texts of the new section (issue 34), in a site's row from before these columns
-- (a new database has no row yet: the seed writes the same from app/content/types/privacy-page.ts).
UPDATE `privacy_page` SET `visitsHeadingEn` = 'Where visitors come from, and visit statistics', `visitsHeadingKu` = 'لە کوێوە دێن، و ئاماری سەردانەکان', `visitsHeadingAr` = 'من أين يأتي الزوار، وإحصاءات الزيارات', `visitsTextEn` = 'With your message we also keep the page you sent it from, the first page of your visit, the website whose link brought you here (its name only, such as google.com) and the campaign named in that link (its utm_source, utm_medium and utm_campaign). While you browse, your browser keeps these for this tab only, in its session storage: they reach us only if you send the form, and they are gone when you close the tab.

We count visits on our own server, without cookies and without any other company. For each page view we keep the page, its language, the website that linked to it (its name only), the campaign of the link, whether it was seen on a phone or a computer, and the hour. To count each visitor once a day, your network address and browser name are mixed with a random secret that changes every day and is never written down: neither your address, nor your browser''s name, nor any identifier is stored, and counting saves nothing in your browser. Each page view is kept {{days}} days, then only each day''s totals. Browsers that ask not to be tracked (Do Not Track or Global Privacy Control) are not counted.', `visitsTextKu` = 'لەگەڵ نامەکەتدا ئەمانەش هەڵدەگرین: ئەو پەڕەیەی نامەکەت لێوە نارد، یەکەم پەڕەی سەردانەکەت، ئەو ماڵپەڕەی بەستەرەکەی تۆی هێنایە ئێرە (تەنها ناوەکەی) و ئەو هەڵمەتەی ناوی لەو بەستەرەدا هاتووە. کاتێک سەیری ماڵپەڕەکە دەکەیت، وێبگەڕەکەت ئەمانە تەنها بۆ ئەم تابە لە بیرگەی دانیشتنەکەیدا دەهێڵێتەوە: تەنها ئەگەر فۆڕمەکە بنێریت دەگەنە لای ئێمە، و کە تابەکە دادەخەیت نامێنن.

سەردانەکان لەسەر ڕاژەکاری خۆمان دەژمێرین، بەبێ کووکی و بەبێ هیچ کۆمپانیایەکی تر. بۆ هەر بینینێکی پەڕە ئەمانە هەڵدەگرین: پەڕەکە، زمانەکەی، ئەو ماڵپەڕەی بەستەری بۆ داناوە (تەنها ناوەکەی)، هەڵمەتی بەستەرەکە، ئایا لە مۆبایل بینراوە یان لە کۆمپیوتەر، و کاتژمێرەکەی. بۆ ئەوەی هەر سەردانکەرێک ڕۆژی تەنها یەک جار بژمێردرێت، ناونیشانی تۆڕەکەت و ناوی وێبگەڕەکەت لەگەڵ نهێنییەکی هەڕەمەکیدا تێکەڵ دەکرێن کە هەموو ڕۆژێک دەگۆڕدرێت و هەرگیز نانووسرێتەوە: نە ناونیشانەکەت، نە ناوی وێبگەڕەکەت و نە هیچ ناسێنەرێک هەڵناگیرێت، و ژماردنەکە هیچ شتێک لە وێبگەڕەکەتدا پاشەکەوت ناکات. هەر بینینێک {{days}} ڕۆژ هەڵدەگیرێت، پاشان تەنها کۆی هەر ڕۆژێک. ئەو وێبگەڕانەی داوا دەکەن بەدوایاندا نەگەڕێن ناژمێردرێن.', `visitsTextAr` = 'ونحتفظ مع رسالتك أيضًا بالصفحة التي أرسلتها منها، وأول صفحة في زيارتك، والموقع الذي أوصلك رابطه إلينا (اسمه فقط)، والحملة المذكورة في ذلك الرابط. أثناء تصفحك يحتفظ متصفحك بهذه المعلومات لعلامة التبويب هذه فقط، في ذاكرة الجلسة: لا تصل إلينا إلا إذا أرسلت النموذج، وتزول عند إغلاق علامة التبويب.

نحتسب الزيارات على خادمنا، بلا ملفات تعريف الارتباط ودون أي شركة أخرى. لكل مشاهدة صفحة نحتفظ بالصفحة ولغتها والموقع الذي أحال إليها (اسمه فقط) وحملة الرابط، وهل شوهدت على هاتف أم حاسوب، والساعة. ولكي يُحتسب كل زائر مرة واحدة في اليوم، يُمزج عنوان شبكتك واسم متصفحك بسرّ عشوائي يتغيّر كل يوم ولا يُكتب أبدًا: لا يُحفظ عنوانك ولا اسم متصفحك ولا أي مُعرّف، ولا يحفظ الاحتساب شيئًا في متصفحك. تُحفظ كل مشاهدة {{days}} يومًا، ثم مجاميع كل يوم فقط. لا تُحتسب المتصفحات التي تطلب عدم التتبع.';
-- END privacy visits
