CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`account_id` text,
	`account_email` text NOT NULL,
	`action` text NOT NULL,
	`subject_type` text,
	`subject_id` text,
	`label` text,
	`changed_fields` text
);
--> statement-breakpoint
CREATE INDEX `activity_log_at_idx` ON `activity_log` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_log_account_idx` ON `activity_log` (`account_email`,`at`);--> statement-breakpoint
CREATE INDEX `activity_log_action_idx` ON `activity_log` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `company_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`facts` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `staff_accounts` ADD `last_sign_in_at` integer;