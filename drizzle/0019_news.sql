CREATE TABLE `news` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`summaryEn` text DEFAULT '' NOT NULL,
	`summaryKu` text DEFAULT '' NOT NULL,
	`summaryAr` text DEFAULT '' NOT NULL,
	`bodyEn` text DEFAULT '' NOT NULL,
	`bodyKu` text DEFAULT '' NOT NULL,
	`bodyAr` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`imageAltEn` text DEFAULT '' NOT NULL,
	`imageAltKu` text DEFAULT '' NOT NULL,
	`imageAltAr` text DEFAULT '' NOT NULL,
	`metaDescriptionEn` text DEFAULT '' NOT NULL,
	`metaDescriptionKu` text DEFAULT '' NOT NULL,
	`metaDescriptionAr` text DEFAULT '' NOT NULL,
	`displayOrder` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT 1 NOT NULL,
	`publishAt` integer,
	`date` integer NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
CREATE INDEX `news_date_id_idx` ON `news` (`date`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `news_address_unique` ON `news` (`address`);--> statement-breakpoint
CREATE INDEX `news_order_idx` ON `news` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `news_visible_order_idx` ON `news` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `news_visible_publish_idx` ON `news` (`visible`,`publishAt`);--> statement-breakpoint
CREATE INDEX `news_visible_published_idx` ON `news` (`visible`,(CASE WHEN "publishAt" IS NULL THEN "date" ELSE "publishAt" END) desc,"id" desc);--> statement-breakpoint
CREATE TABLE `news_page` (
	`id` integer PRIMARY KEY NOT NULL,
	`metaTitleEn` text DEFAULT '' NOT NULL,
	`metaTitleKu` text DEFAULT '' NOT NULL,
	`metaTitleAr` text DEFAULT '' NOT NULL,
	`metaDescriptionEn` text DEFAULT '' NOT NULL,
	`metaDescriptionKu` text DEFAULT '' NOT NULL,
	`metaDescriptionAr` text DEFAULT '' NOT NULL,
	`headingEn` text DEFAULT '' NOT NULL,
	`headingKu` text DEFAULT '' NOT NULL,
	`headingAr` text DEFAULT '' NOT NULL,
	`introEn` text DEFAULT '' NOT NULL,
	`introKu` text DEFAULT '' NOT NULL,
	`introAr` text DEFAULT '' NOT NULL,
	`updatedAt` integer
);
