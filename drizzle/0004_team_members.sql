CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`nameEn` text DEFAULT '' NOT NULL,
	`nameKu` text DEFAULT '' NOT NULL,
	`nameAr` text DEFAULT '' NOT NULL,
	`roleEn` text DEFAULT '' NOT NULL,
	`roleKu` text DEFAULT '' NOT NULL,
	`roleAr` text DEFAULT '' NOT NULL,
	`bioEn` text DEFAULT '' NOT NULL,
	`bioKu` text DEFAULT '' NOT NULL,
	`bioAr` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`displayOrder` integer DEFAULT 0 NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `team_members_date_id_idx` ON `team_members` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `team_members_displayOrder_idx` ON `team_members` (`displayOrder`,`date`,`id`);