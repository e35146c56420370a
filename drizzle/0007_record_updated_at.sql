ALTER TABLE `clients` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `info_areas` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `jumbotrons` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `updatedAt` integer;--> statement-breakpoint
ALTER TABLE `team_members` ADD `updatedAt` integer;