CREATE TABLE `media` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`imageAltEn` text DEFAULT '' NOT NULL,
	`imageAltKu` text DEFAULT '' NOT NULL,
	`imageAltAr` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
CREATE INDEX `media_date_id_idx` ON `media` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `media_image_idx` ON `media` (`image`);