-- Password-reset links (only their SHA-256) and known devices (a row per browser an account signed in
-- from, its cookie's token hashed); the mail queue also carries reset mails (staff_id, language), so
-- message_id may be empty. drizzle-kit copied the two new columns from the old table too: edited by hand.
CREATE TABLE `known_devices` (
	`key` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`password_proof` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_devices_staff_idx` ON `known_devices` (`staff_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`key` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_staff_idx` ON `password_resets` (`staff_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text,
	`staff_id` text,
	`language` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_mail_notifications`("id", "message_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at") SELECT "id", "message_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at" FROM `mail_notifications`;--> statement-breakpoint
DROP TABLE `mail_notifications`;--> statement-breakpoint
ALTER TABLE `__new_mail_notifications` RENAME TO `mail_notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `mail_notifications_due_idx` ON `mail_notifications` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_notifications_message_idx` ON `mail_notifications` (`message_id`);