CREATE TABLE `footer_menu` (
	`id` text PRIMARY KEY NOT NULL,
	`destination` text DEFAULT '' NOT NULL,
	`labelEn` text DEFAULT '' NOT NULL,
	`labelKu` text DEFAULT '' NOT NULL,
	`labelAr` text DEFAULT '' NOT NULL,
	`displayOrder` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT 1 NOT NULL,
	`publishAt` integer,
	`date` integer NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
CREATE INDEX `footer_menu_date_id_idx` ON `footer_menu` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `footer_menu_order_idx` ON `footer_menu` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `footer_menu_visible_order_idx` ON `footer_menu` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `footer_menu_visible_publish_idx` ON `footer_menu` (`visible`,`publishAt`);--> statement-breakpoint
CREATE TABLE `header_menu` (
	`id` text PRIMARY KEY NOT NULL,
	`destination` text DEFAULT '' NOT NULL,
	`labelEn` text DEFAULT '' NOT NULL,
	`labelKu` text DEFAULT '' NOT NULL,
	`labelAr` text DEFAULT '' NOT NULL,
	`displayOrder` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT 1 NOT NULL,
	`publishAt` integer,
	`date` integer NOT NULL,
	`updatedAt` integer
);
--> statement-breakpoint
CREATE INDEX `header_menu_date_id_idx` ON `header_menu` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `header_menu_order_idx` ON `header_menu` (`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `header_menu_visible_order_idx` ON `header_menu` (`visible`,`displayOrder`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `header_menu_visible_publish_idx` ON `header_menu` (`visible`,`publishAt`);--> statement-breakpoint
-- BEGIN menus seed: today's menus, once (a new database gets them here too), so an upgraded site looks as
-- before. The order and destinations of app/site/navigation.ts's defaultMenus (tests/unit/menus.test.ts
-- holds the two together); an empty name is the destination's usual one, in each language.
INSERT INTO `header_menu` (`id`, `destination`, `displayOrder`, `visible`, `date`) VALUES
  ('headerMenuLink01', 'home', 0, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('headerMenuLink02', 'about', 1, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('headerMenuLink03', 'homeSolutions', 2, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('headerMenuLink04', 'homeProducts', 3, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('headerMenuLink05', 'homeClients', 4, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('headerMenuLink06', 'homeContact', 5, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER));
--> statement-breakpoint
INSERT INTO `footer_menu` (`id`, `destination`, `displayOrder`, `visible`, `date`) VALUES
  ('footerMenuLink01', 'about', 0, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('footerMenuLink02', 'team', 1, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('footerMenuLink03', 'solutions', 2, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('footerMenuLink06', 'news', 3, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('footerMenuLink04', 'homeContact', 4, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  ('footerMenuLink05', 'privacy', 5, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER));
-- END menus seed
