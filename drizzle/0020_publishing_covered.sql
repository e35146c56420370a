DROP INDEX `clients_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `clients_visible_order_idx` ON `clients` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `footer_menu_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `footer_menu_visible_order_idx` ON `footer_menu` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `header_menu_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `header_menu_visible_order_idx` ON `header_menu` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `info_areas_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `info_areas_visible_order_idx` ON `info_areas` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `jumbotrons_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `jumbotrons_visible_order_idx` ON `jumbotrons` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `news_visible_order_idx`;--> statement-breakpoint
DROP INDEX `news_visible_published_idx`;--> statement-breakpoint
CREATE INDEX `news_visible_order_idx` ON `news` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
CREATE INDEX `news_visible_published_idx` ON `news` (`visible`,(CASE WHEN "publishAt" IS NULL THEN "date" ELSE "publishAt" END) desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `pages_visible_order_idx`;--> statement-breakpoint
DROP INDEX `pages_visible_title_idx`;--> statement-breakpoint
CREATE INDEX `pages_visible_order_idx` ON `pages` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
CREATE INDEX `pages_visible_title_idx` ON `pages` (`visible`,"titleEn" COLLATE NOCASE,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `products_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `products_visible_order_idx` ON `products` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `services_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `services_visible_order_idx` ON `services` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);--> statement-breakpoint
DROP INDEX `team_members_visible_order_idx`;--> statement-breakpoint
CREATE INDEX `team_members_visible_order_idx` ON `team_members` (`visible`,`displayOrder`,"date" desc,"id" desc,`publishAt`);