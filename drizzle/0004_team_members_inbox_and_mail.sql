CREATE TABLE `mail_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_notifications_due_idx` ON `mail_notifications` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_notifications_message_idx` ON `mail_notifications` (`message_id`);--> statement-breakpoint
CREATE TABLE `message_reads` (
	`message_id` text PRIMARY KEY NOT NULL,
	`read_at` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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