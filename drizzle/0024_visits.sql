CREATE TABLE `visit_totals` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
);
--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY NOT NULL,
	`hour` integer NOT NULL,
	`day` text NOT NULL,
	`page` text NOT NULL,
	`language` text NOT NULL,
	`referrer` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`device` text NOT NULL,
	`new_visitor` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visits_day_idx` ON `visits` (`day`);