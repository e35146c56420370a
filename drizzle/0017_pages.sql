CREATE TABLE `old_addresses` (
	`path` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`record_id` text NOT NULL,
	`left_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `old_addresses_record_idx` ON `old_addresses` (`type`,`record_id`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`bodyEn` text DEFAULT '' NOT NULL,
	`bodyKu` text DEFAULT '' NOT NULL,
	`bodyAr` text DEFAULT '' NOT NULL,
	`seoTitleEn` text DEFAULT '' NOT NULL,
	`seoTitleKu` text DEFAULT '' NOT NULL,
	`seoTitleAr` text DEFAULT '' NOT NULL,
	`metaDescriptionEn` text DEFAULT '' NOT NULL,
	`metaDescriptionKu` text DEFAULT '' NOT NULL,
	`metaDescriptionAr` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`imageAltEn` text DEFAULT '' NOT NULL,
	`imageAltKu` text DEFAULT '' NOT NULL,
	`imageAltAr` text DEFAULT '' NOT NULL,
	`displayOrder` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT 1 NOT NULL,
	`publishAt` integer,
	`date` integer NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
CREATE INDEX `pages_date_id_idx` ON `pages` (`date`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `pages_address_unique` ON `pages` (`address`);--> statement-breakpoint
CREATE INDEX `pages_order_idx` ON `pages` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `pages_visible_order_idx` ON `pages` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `pages_visible_publish_idx` ON `pages` (`visible`,`publishAt`);--> statement-breakpoint
CREATE INDEX `pages_visible_title_idx` ON `pages` (`visible`,"titleEn" COLLATE NOCASE,"date" desc,"id" desc);