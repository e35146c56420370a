CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `clients_date_idx`;--> statement-breakpoint
CREATE INDEX `clients_date_id_idx` ON `clients` (`date`,`id`);--> statement-breakpoint
DROP INDEX `info_areas_date_idx`;--> statement-breakpoint
CREATE INDEX `info_areas_date_id_idx` ON `info_areas` (`date`,`id`);--> statement-breakpoint
DROP INDEX `jumbotrons_date_idx`;--> statement-breakpoint
CREATE INDEX `jumbotrons_date_id_idx` ON `jumbotrons` (`date`,`id`);--> statement-breakpoint
DROP INDEX `messages_date_idx`;--> statement-breakpoint
CREATE INDEX `messages_date_id_idx` ON `messages` (`date`,`id`);--> statement-breakpoint
DROP INDEX `products_date_idx`;--> statement-breakpoint
CREATE INDEX `products_date_id_idx` ON `products` (`date`,`id`);--> statement-breakpoint
DROP INDEX `services_date_idx`;--> statement-breakpoint
CREATE INDEX `services_date_id_idx` ON `services` (`date`,`id`);--> statement-breakpoint
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 1);
