DROP INDEX `team_members_displayOrder_idx`;--> statement-breakpoint
ALTER TABLE `team_members` ADD `imageAltEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `team_members` ADD `imageAltKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `team_members` ADD `imageAltAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `team_members` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `team_members_order_idx` ON `team_members` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `team_members_visible_order_idx` ON `team_members` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
ALTER TABLE `clients` ADD `imageAltEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `imageAltKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `imageAltAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `displayOrder` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `clients_order_idx` ON `clients` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `clients_visible_order_idx` ON `clients` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
ALTER TABLE `info_areas` ADD `displayOrder` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `info_areas` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `info_areas_order_idx` ON `info_areas` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `info_areas_visible_order_idx` ON `info_areas` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
ALTER TABLE `jumbotrons` ADD `displayOrder` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jumbotrons` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `jumbotrons_order_idx` ON `jumbotrons` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `jumbotrons_visible_order_idx` ON `jumbotrons` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
ALTER TABLE `products` ADD `imageAltEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `imageAltKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `imageAltAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `displayOrder` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_order_idx` ON `products` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `products_visible_order_idx` ON `products` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
ALTER TABLE `services` ADD `imageAltEn` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `imageAltKu` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `imageAltAr` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `displayOrder` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `visible` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `services_order_idx` ON `services` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `services_visible_order_idx` ON `services` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
-- HAND-WRITTEN, CARRIES DATA: keep these statements if this migration is regenerated.
-- Every shown type now has a display order (lowest first, ties newest first). Number the
-- existing records 0, 1, 2, … in the order visitors saw them until now, so nothing moves:
-- team members by their old display order (ties oldest first), every other type newest first.
UPDATE `team_members` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `displayOrder`, `date`, `id`) - 1 AS position FROM `team_members`) AS ranked WHERE `team_members`.`id` = ranked.`id`;--> statement-breakpoint
UPDATE `clients` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `date` DESC, `id` DESC) - 1 AS position FROM `clients`) AS ranked WHERE `clients`.`id` = ranked.`id`;--> statement-breakpoint
UPDATE `info_areas` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `date` DESC, `id` DESC) - 1 AS position FROM `info_areas`) AS ranked WHERE `info_areas`.`id` = ranked.`id`;--> statement-breakpoint
UPDATE `jumbotrons` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `date` DESC, `id` DESC) - 1 AS position FROM `jumbotrons`) AS ranked WHERE `jumbotrons`.`id` = ranked.`id`;--> statement-breakpoint
UPDATE `products` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `date` DESC, `id` DESC) - 1 AS position FROM `products`) AS ranked WHERE `products`.`id` = ranked.`id`;--> statement-breakpoint
UPDATE `services` SET `displayOrder` = ranked.position FROM (SELECT `id`, row_number() OVER (ORDER BY `date` DESC, `id` DESC) - 1 AS position FROM `services`) AS ranked WHERE `services`.`id` = ranked.`id`;
