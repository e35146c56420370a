CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clients_date_idx` ON `clients` (`date`);--> statement-breakpoint
CREATE TABLE `info_areas` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`descEn` text DEFAULT '' NOT NULL,
	`descKu` text DEFAULT '' NOT NULL,
	`descAr` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `info_areas_date_idx` ON `info_areas` (`date`);--> statement-breakpoint
CREATE TABLE `jumbotrons` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`descEn` text DEFAULT '' NOT NULL,
	`descKu` text DEFAULT '' NOT NULL,
	`descAr` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jumbotrons_date_idx` ON `jumbotrons` (`date`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `messages_date_idx` ON `messages` (`date`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`descEn` text DEFAULT '' NOT NULL,
	`descKu` text DEFAULT '' NOT NULL,
	`descAr` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_date_idx` ON `products` (`date`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`titleEn` text DEFAULT '' NOT NULL,
	`titleKu` text DEFAULT '' NOT NULL,
	`titleAr` text DEFAULT '' NOT NULL,
	`descEn` text DEFAULT '' NOT NULL,
	`descKu` text DEFAULT '' NOT NULL,
	`descAr` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `services_date_idx` ON `services` (`date`);