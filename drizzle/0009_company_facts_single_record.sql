CREATE TABLE `company_facts` (
	`id` integer PRIMARY KEY NOT NULL,
	`nameEn` text DEFAULT '' NOT NULL,
	`nameKu` text DEFAULT '' NOT NULL,
	`nameAr` text DEFAULT '' NOT NULL,
	`taglineEn` text DEFAULT '' NOT NULL,
	`taglineKu` text DEFAULT '' NOT NULL,
	`taglineAr` text DEFAULT '' NOT NULL,
	`addressEn` text DEFAULT '' NOT NULL,
	`addressKu` text DEFAULT '' NOT NULL,
	`addressAr` text DEFAULT '' NOT NULL,
	`directionsUrl` text DEFAULT '' NOT NULL,
	`openingHoursEn` text DEFAULT '' NOT NULL,
	`openingHoursKu` text DEFAULT '' NOT NULL,
	`openingHoursAr` text DEFAULT '' NOT NULL,
	`openDays` text DEFAULT '' NOT NULL,
	`opens` text DEFAULT '' NOT NULL,
	`closes` text DEFAULT '' NOT NULL,
	`phones` text DEFAULT '' NOT NULL,
	`whatsapp` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`facebook` text DEFAULT '' NOT NULL,
	`instagram` text DEFAULT '' NOT NULL,
	`linkedin` text DEFAULT '' NOT NULL,
	`youtube` text DEFAULT '' NOT NULL,
	`x` text DEFAULT '' NOT NULL,
	`technologyVideoUrl` text DEFAULT '' NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
-- Every fact staff saved (company_settings held them as one JSON document) moves into its column; a fact
-- the saved document lacks (added to the form after that save) takes the default it showed until now.
INSERT INTO `company_facts` (`id`, `nameEn`, `nameKu`, `nameAr`, `taglineEn`, `taglineKu`, `taglineAr`, `addressEn`, `addressKu`, `addressAr`, `openingHoursEn`, `openingHoursKu`, `openingHoursAr`, `openDays`, `opens`, `closes`, `phones`, `whatsapp`, `email`, `directionsUrl`, `facebook`, `instagram`, `linkedin`, `youtube`, `x`, `technologyVideoUrl`, `updatedAt`)
SELECT `id`,
  coalesce(json_extract(facts, '$.name.en'), 'Zagros Tech'),
  coalesce(json_extract(facts, '$.name.ku'), 'زاگرۆس تێک'),
  coalesce(json_extract(facts, '$.name.ar'), 'زاغروس تك'),
  coalesce(json_extract(facts, '$.tagline.en'), 'Web design, hosting, networks and IT training'),
  coalesce(json_extract(facts, '$.tagline.ku'), 'دیزاینی ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیا'),
  coalesce(json_extract(facts, '$.tagline.ar'), 'تصميم المواقع والاستضافة والشبكات والتدريب التقني'),
  coalesce(json_extract(facts, '$.address.en'), 'Gulan Street, Erbil, Kurdistan Region, Iraq'),
  coalesce(json_extract(facts, '$.address.ku'), 'شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق'),
  coalesce(json_extract(facts, '$.address.ar'), 'شارع گولان، أربيل، إقليم كوردستان، العراق'),
  coalesce(json_extract(facts, '$.openingHours.en'), 'Saturday to Thursday: 9am to 5pm
Friday: holiday'),
  coalesce(json_extract(facts, '$.openingHours.ku'), 'شەممە تا پێنجشەممە: ٩ی بەیانی تا ٥ی ئێوارە
هەینی: پشوو'),
  coalesce(json_extract(facts, '$.openingHours.ar'), 'من السبت إلى الخميس: ٩ صباحًا حتى ٥ مساءً
الجمعة: عطلة'),
  CASE WHEN json_type(facts, '$.openDays') = 'array' THEN coalesce((SELECT group_concat(value, ',') FROM json_each(facts, '$.openDays')), '') ELSE 'Saturday,Sunday,Monday,Tuesday,Wednesday,Thursday' END,
  coalesce(json_extract(facts, '$.opens'), '09:00'),
  coalesce(json_extract(facts, '$.closes'), '17:00'),
  CASE WHEN json_type(facts, '$.phones') = 'array' THEN coalesce((SELECT group_concat(value, char(10)) FROM json_each(facts, '$.phones')), '') ELSE '+964 750 123 4567' END,
  coalesce(json_extract(facts, '$.whatsapp'), '+964 750 123 4567'),
  coalesce(json_extract(facts, '$.email'), 'info@zagrostech.iq'),
  coalesce(json_extract(facts, '$.directionsUrl'), 'https://www.google.com/maps/dir/?api=1&destination=36.2063%2C44.0089'),
  coalesce(json_extract(facts, '$.facebook'), 'https://www.facebook.com/zagrostech'),
  coalesce(json_extract(facts, '$.instagram'), 'https://www.instagram.com/zagrostech'),
  coalesce(json_extract(facts, '$.linkedin'), 'https://www.linkedin.com/company/zagrostech'),
  coalesce(json_extract(facts, '$.youtube'), 'https://www.youtube.com/@zagrostech'),
  coalesce(json_extract(facts, '$.x'), ''),
  coalesce(json_extract(facts, '$.technologyVideoUrl'), 'https://www.youtube.com/watch?v=Oa7sOCj2XUg'),
  `updated_at`
FROM `company_settings` WHERE `id` = 1;
