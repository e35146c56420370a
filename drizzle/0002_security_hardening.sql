CREATE TABLE `health_probe` (
	`id` integer PRIMARY KEY NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_key_at_idx` ON `rate_limit_events` (`key`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_at_idx` ON `rate_limit_events` (`at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `staff_id` text;--> statement-breakpoint
CREATE INDEX `sessions_staff_id_idx` ON `sessions` (`staff_id`);--> statement-breakpoint
UPDATE `sessions` SET `staff_id` = json_extract(`data`, '$.staffId') WHERE json_valid(`data`);
