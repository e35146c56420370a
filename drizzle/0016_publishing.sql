ALTER TABLE `clients` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `clients_visible_publish_idx` ON `clients` (`visible`,`publishAt`);--> statement-breakpoint
ALTER TABLE `info_areas` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `info_areas_visible_publish_idx` ON `info_areas` (`visible`,`publishAt`);--> statement-breakpoint
ALTER TABLE `jumbotrons` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `jumbotrons_visible_publish_idx` ON `jumbotrons` (`visible`,`publishAt`);--> statement-breakpoint
ALTER TABLE `products` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `products_visible_publish_idx` ON `products` (`visible`,`publishAt`);--> statement-breakpoint
ALTER TABLE `services` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `services_visible_publish_idx` ON `services` (`visible`,`publishAt`);--> statement-breakpoint
ALTER TABLE `team_members` ADD `publishAt` integer;--> statement-breakpoint
CREATE INDEX `team_members_visible_publish_idx` ON `team_members` (`visible`,`publishAt`);