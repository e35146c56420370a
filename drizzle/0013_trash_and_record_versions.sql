CREATE TABLE `record_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`record_id` text NOT NULL,
	`data` text NOT NULL,
	`changed_fields` text,
	`saved_at` integer NOT NULL,
	`saved_by` text,
	`restored_from` integer
);
--> statement-breakpoint
CREATE INDEX `record_versions_record_idx` ON `record_versions` (`type`,`record_id`,`id`);--> statement-breakpoint
CREATE TABLE `trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`record_id` text NOT NULL,
	`label` text,
	`data` text NOT NULL,
	`related` text,
	`record_date` integer NOT NULL,
	`deleted_at` integer NOT NULL,
	`deleted_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `trash_deleted_at_idx` ON `trash` (`deleted_at`,`id`);--> statement-breakpoint
CREATE INDEX `trash_type_deleted_at_idx` ON `trash` (`type`,`deleted_at`,`id`);--> statement-breakpoint
CREATE INDEX `trash_record_idx` ON `trash` (`type`,`record_id`);