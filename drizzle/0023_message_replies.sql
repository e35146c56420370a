CREATE TABLE `message_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`staff_email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_notes_message_idx` ON `message_notes` (`message_id`,`id`);--> statement-breakpoint
CREATE TABLE `message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`form_key` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`language` text NOT NULL,
	`staff_id` text,
	`staff_email` text NOT NULL,
	`created_at` integer NOT NULL,
	`status` text DEFAULT 'sending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`sent_at` integer,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_replies_message_idx` ON `message_replies` (`message_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `message_replies_form_key_unique` ON `message_replies` (`form_key`);--> statement-breakpoint
CREATE TABLE `message_states` (
	`message_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`changed_at` integer NOT NULL,
	`changed_by` text NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `mail_notifications` ADD `reply_id` integer REFERENCES message_replies(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `mail_notifications_reply_idx` ON `mail_notifications` (`reply_id`);